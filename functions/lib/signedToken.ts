/**
 * The signed links in mails (unsubscribe, frequency): a claim as base64url JSON, a dot, and its
 * HMAC-SHA256 under UNSUBSCRIBE_SECRET (base64url). Every claim ends in `exp`, seconds since the
 * epoch. Each kind of token names a context string that goes into the MAC before the payload, so a
 * token of one kind never verifies as another. What a claim may name is the caller's to check.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';

/** A shorter secret could be guessed from tokens seen in mails. */
const MIN_SECRET_LENGTH = 32;

export interface SignedTokenOptions {
  /** The signing secret; `config.unsubscribeSecret` unless given (tests sign with another). */
  secret?: string;
  /** The clock, in milliseconds; `Date.now()` unless given. */
  now?: number;
}

/** One kind of token: what its MAC is made over before the payload, and how long it lasts. */
export interface TokenKind {
  context: string;
  days: number;
}

function mac(kind: TokenKind, payload: string, opts: SignedTokenOptions): Buffer {
  const secret = opts.secret ?? config.unsubscribeSecret;
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`UNSUBSCRIBE_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return createHmac('sha256', secret).update(`${kind.context}${payload}`).digest();
}

/** Signs `fields` followed by `exp` (given, or `kind.days` from now). */
export function signToken(kind: TokenKind, fields: Record<string, unknown>, exp: number | undefined, opts: SignedTokenOptions): string {
  const expires = exp ?? Math.floor((opts.now ?? Date.now()) / 1000) + kind.days * 24 * 3600;
  const payload = Buffer.from(JSON.stringify({ ...fields, exp: expires })).toString('base64url');
  return `${payload}.${mac(kind, payload, opts).toString('base64url')}`;
}

/** The claim of a genuinely signed, unexpired token of this kind (fields unchecked); undefined for anything else. */
export function verifyToken(kind: TokenKind, token: string, opts: SignedTokenOptions): (Record<string, unknown> & { exp: number }) | undefined {
  const parts = token.split('.');
  if (parts.length !== 2) return undefined;
  const [payload, signature] = parts as [string, string];
  const expected = mac(kind, payload, opts);
  const given = Buffer.from(signature, 'base64url');
  // Re-encoding must give the signature back: base64url decoding ignores stray characters.
  if (given.length !== expected.length || given.toString('base64url') !== signature || !timingSafeEqual(given, expected)) return undefined;
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof claim !== 'object' || claim === null) return undefined;
  const { exp } = claim as Record<string, unknown>;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp * 1000 <= (opts.now ?? Date.now())) return undefined;
  return claim as Record<string, unknown> & { exp: number };
}

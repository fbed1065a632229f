/**
 * The digests' one-click unsubscribe tokens: `{ userId, flag, exp }` as base64url JSON, a dot, and
 * its HMAC-SHA256 under UNSUBSCRIBE_SECRET (base64url). Whoever holds a mail may turn that one kind
 * of mail off without signing in, so the token names the member and the flag itself (nothing in
 * the request can widen it), only digest flags can be named, and it expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isDigestFlag, type DigestFlag } from '#shared/domain/user.js';
import { config } from './config.js';

/** Long enough for a member to act on an old digest, short enough that a leaked mail goes stale. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;
/** A shorter secret could be guessed from tokens seen in mails. */
const MIN_SECRET_LENGTH = 32;

export interface UnsubscribeClaim {
  userId: string;
  flag: DigestFlag;
  /** Seconds since the epoch. */
  exp: number;
}

interface Options {
  /** The signing secret; `config.unsubscribeSecret` unless given (tests sign with another). */
  secret?: string;
  /** The clock, in milliseconds; `Date.now()` unless given. */
  now?: number;
}

function secretOf(opts: Options): string {
  const secret = opts.secret ?? config.unsubscribeSecret;
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`UNSUBSCRIBE_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return secret;
}

const mac = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

/** Signs a token for one member and one digest flag; `exp` defaults to 60 days from now. */
export function signUnsubscribeToken(claim: { userId: string; flag: DigestFlag; exp?: number }, opts: Options = {}): string {
  if (!isDigestFlag(claim.flag)) throw new Error(`${String(claim.flag)} is not a digest flag`);
  const exp = claim.exp ?? Math.floor((opts.now ?? Date.now()) / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 24 * 3600;
  const payload = Buffer.from(JSON.stringify({ userId: claim.userId, flag: claim.flag, exp })).toString('base64url');
  return `${payload}.${mac(payload, secretOf(opts)).toString('base64url')}`;
}

/** The claim of a genuine, unexpired token naming a digest flag; undefined for anything else. */
export function verifyUnsubscribeToken(token: string, opts: Options = {}): UnsubscribeClaim | undefined {
  const parts = token.split('.');
  if (parts.length !== 2) return undefined;
  const [payload, signature] = parts as [string, string];
  const expected = mac(payload, secretOf(opts));
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
  const { userId, flag, exp } = claim as Record<string, unknown>;
  if (typeof userId !== 'string' || !userId || !isDigestFlag(flag) || typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  if (exp * 1000 <= (opts.now ?? Date.now())) return undefined;
  return { userId, flag, exp };
}

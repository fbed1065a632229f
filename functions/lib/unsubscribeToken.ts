/**
 * The digests' one-click unsubscribe tokens: `{ userId, flag, exp }` as base64url JSON, a dot, and
 * its HMAC-SHA256 under UNSUBSCRIBE_SECRET (base64url; see signedToken.ts). Whoever holds a mail may
 * turn that one kind of mail off without signing in, so the token names the member and the flag
 * itself (nothing in the request can widen it), only digest flags can be named, and it expires.
 */
import { isDigestFlag, type DigestFlag } from '#shared/domain/user.js';
import { signToken, verifyToken, type SignedTokenOptions, type TokenKind } from './signedToken.js';

/** Long enough for a member to act on an old digest, short enough that a leaked mail goes stale. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

/** The first kind of token: its MAC is made over the payload alone. */
const unsubscribe: TokenKind = { context: '', days: UNSUBSCRIBE_TOKEN_DAYS };

/** The founder's links name only the family (as every link did before families): the same token as then. */
export const personClaim = (c: { userId: string; memberId?: string }) => (c.memberId && c.memberId !== c.userId ? { memberId: c.memberId } : {});

export interface UnsubscribeClaim {
  /** The family's id. */
  userId: string;
  /** The person whose mail the link stops (links made before families name none: the founder's). */
  memberId: string;
  flag: DigestFlag;
  /** Seconds since the epoch. */
  exp: number;
}

/** Signs a token for one member and one digest flag; `exp` defaults to 60 days from now. */
export function signUnsubscribeToken(claim: { userId: string; memberId?: string; flag: DigestFlag; exp?: number }, opts: SignedTokenOptions = {}): string {
  if (!isDigestFlag(claim.flag)) throw new Error(`${String(claim.flag)} is not a digest flag`);
  return signToken(unsubscribe, { userId: claim.userId, ...personClaim(claim), flag: claim.flag }, claim.exp, opts);
}

/** The claim of a genuine, unexpired token naming a digest flag; undefined for anything else. */
export function verifyUnsubscribeToken(token: string, opts: SignedTokenOptions = {}): UnsubscribeClaim | undefined {
  const claim = verifyToken(unsubscribe, token, opts);
  if (!claim) return undefined;
  const { userId, memberId = userId, flag, exp } = claim;
  if (typeof userId !== 'string' || !userId || typeof memberId !== 'string' || !memberId || !isDigestFlag(flag)) return undefined;
  return { userId, memberId, flag, exp };
}

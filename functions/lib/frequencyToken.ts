/**
 * The digests' one-click frequency links: `{ use: 'frequency', userId, topic, frequency, exp }` as
 * base64url JSON, a dot, and its HMAC-SHA256 under UNSUBSCRIBE_SECRET (see signedToken.ts), made over
 * `frequency.` and the payload so that no unsubscribe token can pass as one of these (nor the other
 * way round). Whoever holds the mail may set that one topic to that one frequency without signing in:
 * the token names all of it, nothing in the request can widen it, and it expires as unsubscribe links do.
 */
import { mailTopics, topicFrequencies, type MailFrequency, type MailTopic } from '#shared/domain/user.js';
import { signToken, verifyToken, type SignedTokenOptions, type TokenKind } from './signedToken.js';
import { personClaim, UNSUBSCRIBE_TOKEN_DAYS } from './unsubscribeToken.js';

const frequencyLink: TokenKind = { context: 'frequency.', days: UNSUBSCRIBE_TOKEN_DAYS };

export interface FrequencyClaim {
  /** The family's id. */
  userId: string;
  /** The person whose setting the link changes (links made before families name none: the founder's). */
  memberId: string;
  topic: MailTopic;
  frequency: MailFrequency;
  /** Seconds since the epoch. */
  exp: number;
}

const isFrequencyOf = (topic: MailTopic, value: unknown): value is MailFrequency => topicFrequencies[topic].includes(value as MailFrequency);

export function signFrequencyToken(claim: { userId: string; memberId?: string; topic: MailTopic; frequency: MailFrequency; exp?: number }, opts: SignedTokenOptions = {}): string {
  if (!isFrequencyOf(claim.topic, claim.frequency)) throw new Error(`${claim.frequency} is not a frequency of ${claim.topic}`);
  return signToken(frequencyLink, { use: 'frequency', userId: claim.userId, ...personClaim(claim), topic: claim.topic, frequency: claim.frequency }, claim.exp, opts);
}

/** The claim of a genuine, unexpired frequency token; undefined for anything else. */
export function verifyFrequencyToken(token: string, opts: SignedTokenOptions = {}): FrequencyClaim | undefined {
  const claim = verifyToken(frequencyLink, token, opts);
  if (!claim) return undefined;
  const { use, userId, memberId = userId, topic, frequency, exp } = claim;
  if (use !== 'frequency' || typeof userId !== 'string' || !userId || !mailTopics.includes(topic as MailTopic)) return undefined;
  if (typeof memberId !== 'string' || !memberId || !isFrequencyOf(topic as MailTopic, frequency)) return undefined;
  return { userId, memberId, topic: topic as MailTopic, frequency, exp };
}

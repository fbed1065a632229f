/**
 * The digests' one-click frequency links: `{ use: 'frequency', userId, topic, frequency, exp }` as
 * base64url JSON, a dot, and its HMAC-SHA256 under UNSUBSCRIBE_SECRET, made over `frequency.` and
 * the payload so that no unsubscribe token can pass as one of these (nor the other way round).
 * Whoever holds the mail may set that one topic to that one frequency without signing in: the
 * token names all of it, nothing in the request can widen it, and it expires as unsubscribe links do.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mailTopics, topicFrequencies, type MailFrequency, type MailTopic } from '#shared/domain/user.js';
import { config } from './config.js';
import { UNSUBSCRIBE_TOKEN_DAYS } from './unsubscribeToken.js';

const MIN_SECRET_LENGTH = 32;

export interface FrequencyClaim {
  userId: string;
  topic: MailTopic;
  frequency: MailFrequency;
  /** Seconds since the epoch. */
  exp: number;
}

interface Options {
  secret?: string;
  now?: number;
}

function mac(payload: string, opts: Options): Buffer {
  const secret = opts.secret ?? config.unsubscribeSecret;
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`UNSUBSCRIBE_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return createHmac('sha256', secret).update(`frequency.${payload}`).digest();
}

const isFrequencyOf = (topic: MailTopic, value: unknown): value is MailFrequency => topicFrequencies[topic].includes(value as MailFrequency);

export function signFrequencyToken(claim: { userId: string; topic: MailTopic; frequency: MailFrequency; exp?: number }, opts: Options = {}): string {
  if (!isFrequencyOf(claim.topic, claim.frequency)) throw new Error(`${claim.frequency} is not a frequency of ${claim.topic}`);
  const exp = claim.exp ?? Math.floor((opts.now ?? Date.now()) / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 24 * 3600;
  const payload = Buffer.from(JSON.stringify({ use: 'frequency', userId: claim.userId, topic: claim.topic, frequency: claim.frequency, exp })).toString('base64url');
  return `${payload}.${mac(payload, opts).toString('base64url')}`;
}

/** The claim of a genuine, unexpired frequency token; undefined for anything else. */
export function verifyFrequencyToken(token: string, opts: Options = {}): FrequencyClaim | undefined {
  const parts = token.split('.');
  if (parts.length !== 2) return undefined;
  const [payload, signature] = parts as [string, string];
  const expected = mac(payload, opts);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || given.toString('base64url') !== signature || !timingSafeEqual(given, expected)) return undefined;
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof claim !== 'object' || claim === null) return undefined;
  const { use, userId, topic, frequency, exp } = claim as Record<string, unknown>;
  if (use !== 'frequency' || typeof userId !== 'string' || !userId || !mailTopics.includes(topic as MailTopic)) return undefined;
  if (!isFrequencyOf(topic as MailTopic, frequency) || typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  if (exp * 1000 <= (opts.now ?? Date.now())) return undefined;
  return { userId, topic: topic as MailTopic, frequency, exp };
}

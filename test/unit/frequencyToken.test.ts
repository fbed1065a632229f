/** The digests' frequency links: signed like unsubscribe tokens, but never taken for one. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signFrequencyToken, verifyFrequencyToken } from '#functions/lib/frequencyToken.js';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '#functions/lib/unsubscribeToken.js';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const now = Date.parse('2026-11-25T12:00:00Z');

describe('frequency tokens', () => {
  it('a signed token names one member, one topic and one frequency', () => {
    const token = signFrequencyToken({ userId: 'u1', topic: 'proposals', frequency: 'weekly' }, { secret, now });
    expect(verifyFrequencyToken(token, { secret, now })).toMatchObject({ userId: 'u1', topic: 'proposals', frequency: 'weekly' });
  });

  it('the format: { use, userId, topic, frequency, exp } as base64url JSON, a dot, and its HMAC over `frequency.` and the payload', () => {
    const token = signFrequencyToken({ userId: 'u1', topic: 'proposals', frequency: 'weekly' }, { secret, now });
    const payload = Buffer.from(JSON.stringify({ use: 'frequency', userId: 'u1', topic: 'proposals', frequency: 'weekly', exp: now / 1000 + 60 * 86_400 })).toString('base64url');
    expect(token).toBe(`${payload}.${createHmac('sha256', secret).update(`frequency.${payload}`).digest('base64url')}`);
  });

  it('refuses a changed payload, another secret, an expired token, and a frequency the topic lacks', () => {
    const token = signFrequencyToken({ userId: 'u1', topic: 'matches', frequency: 'daily' }, { secret, now });
    const [payload, mac] = token.split('.') as [string, string];
    const widened = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), userId: 'u2' })).toString('base64url');
    expect(verifyFrequencyToken(`${widened}.${mac}`, { secret, now })).toBeUndefined();
    expect(verifyFrequencyToken(token, { secret: `${secret}x`, now })).toBeUndefined();
    expect(verifyFrequencyToken(token, { secret, now: now + 61 * 86_400_000 })).toBeUndefined();
    expect(() => signFrequencyToken({ userId: 'u1', topic: 'matches', frequency: 'immediately' }, { secret, now })).toThrow();
  });

  it('an unsubscribe token is no frequency token, nor the other way round', () => {
    const unsubscribe = signUnsubscribeToken({ userId: 'u1', flag: 'emailNotifyExpectMatchedProfileFlag' }, { secret, now });
    const frequency = signFrequencyToken({ userId: 'u1', topic: 'matches', frequency: 'never' }, { secret, now });
    expect(verifyFrequencyToken(unsubscribe, { secret, now })).toBeUndefined();
    expect(verifyUnsubscribeToken(frequency, { secret, now })).toBeUndefined();
  });
});

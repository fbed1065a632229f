import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestFlagNames, type DigestFlag } from '#shared/domain/user.js';
import { signUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, verifyUnsubscribeToken } from '#functions/lib/unsubscribeToken.js';

const secret = 'a-test-secret-of-at-least-32-characters!';
const otherSecret = 'another-secret-of-at-least-32-characters';
const opts = { secret };
const userId = '3f0c9a52-1111-4c2b-9d7e-5a6b7c8d9e0f';
const flag: DigestFlag = 'emailNotifyPendingProposalsFlag';
const day = 24 * 3600 * 1000;

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const hmac = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

describe('unsubscribe tokens', () => {
  it('round trip: the claim comes back for every digest flag, expiring after 60 days', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    for (const f of digestFlagNames) {
      const token = signUnsubscribeToken({ userId, flag: f }, { secret, now });
      expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
      // A founder's link names only the family (as before families): the person is the founder.
      expect(verifyUnsubscribeToken(token, { secret, now })).toEqual({ userId, memberId: userId, flag: f, exp: now / 1000 + UNSUBSCRIBE_TOKEN_DAYS * 24 * 3600 });
    }
    // Another member's link names them too.
    const theirs = verifyUnsubscribeToken(signUnsubscribeToken({ userId, memberId: 'member-2', flag }, { secret, now }), { secret, now });
    expect(theirs).toMatchObject({ userId, memberId: 'member-2', flag });
    const token = signUnsubscribeToken({ userId, flag }, { secret, now });
    expect(verifyUnsubscribeToken(token, { secret, now: now + 59 * day })).toBeDefined();
    expect(verifyUnsubscribeToken(token, { secret, now: now + 60 * day })).toBeUndefined();
  });

  it('the format: the claim { userId, flag, exp } as base64url JSON, a dot, and its HMAC over the payload alone', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const payload = b64({ userId, flag, exp: now / 1000 + UNSUBSCRIBE_TOKEN_DAYS * 24 * 3600 });
    expect(signUnsubscribeToken({ userId, flag }, { secret, now })).toBe(`${payload}.${hmac(payload, secret)}`);
  });

  it('refuses a token with any character changed', () => {
    const token = signUnsubscribeToken({ userId, flag }, opts);
    for (let i = 0; i < token.length; i++) {
      if (token[i] === '.') continue;
      const changed = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      expect(verifyUnsubscribeToken(changed, opts), `character ${i}`).toBeUndefined();
    }
  });

  it('refuses a forged signature, a changed payload and another secret', () => {
    const token = signUnsubscribeToken({ userId, flag }, opts);
    const [payload] = token.split('.') as [string, string];
    expect(verifyUnsubscribeToken(`${payload}.${'A'.repeat(43)}`, opts)).toBeUndefined();
    const otherUser = b64({ userId: 'someone-else-0000', flag, exp: Math.floor(Date.now() / 1000) + 3600 });
    expect(verifyUnsubscribeToken(`${otherUser}.${token.split('.')[1]}`, opts)).toBeUndefined();
    expect(verifyUnsubscribeToken(token, { secret: otherSecret })).toBeUndefined();
    expect(verifyUnsubscribeToken(signUnsubscribeToken({ userId, flag }, { secret: otherSecret }), opts)).toBeUndefined();
  });

  it('refuses an expired token', () => {
    const past = Math.floor(Date.now() / 1000) - 1;
    expect(verifyUnsubscribeToken(signUnsubscribeToken({ userId, flag, exp: past }, opts), opts)).toBeUndefined();
  });

  it('names only digest flags: signing another refuses, and a signed one is refused', () => {
    expect(() => signUnsubscribeToken({ userId, flag: 'emailNotifyUserPasswordUpdateFlag' as DigestFlag }, opts)).toThrow();
    // Correctly signed, but for a flag that is not a digest's.
    const payload = b64({ userId, flag: 'emailNotifyUserPasswordUpdateFlag', exp: Math.floor(Date.now() / 1000) + 3600 });
    expect(verifyUnsubscribeToken(`${payload}.${hmac(payload, secret)}`, opts)).toBeUndefined();
  });

  it('refuses malformed tokens without throwing', () => {
    const valid = signUnsubscribeToken({ userId, flag }, opts);
    const signed = (p: string) => `${p}.${hmac(p, secret)}`;
    for (const t of [
      '', 'x', '.', 'a.b.c', `${valid}.x`, valid.replace('.', ''),
      signed('not-json'), signed(b64(null)), signed(b64([])), signed(b64({ userId, flag })), signed(b64({ userId: '', flag, exp: 9e9 })),
      signed(b64({ userId, flag, exp: '9999999999' })),
    ]) {
      expect(verifyUnsubscribeToken(t, opts), t).toBeUndefined();
    }
  });

  it('refuses a short secret: it could be guessed from the tokens in mails', () => {
    expect(() => signUnsubscribeToken({ userId, flag }, { secret: 'short' })).toThrow(/at least 32/);
  });
});

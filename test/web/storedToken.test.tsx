/** Amplify's stored access token, read without Amplify only while it is good for another minute. */
import { expect, it } from 'vitest';
import { storedAccessToken } from '#web/lib/auth/storedToken';

const client = 'test-client';
const now = Date.UTC(2026, 0, 1, 12);
const base64url = (v: unknown) => btoa(JSON.stringify(v)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenExpiringIn = (ms: number) => `${base64url({ alg: 'RS256' })}.${base64url({ sub: 'u1', exp: (now + ms) / 1000 })}.signature`;

function stored(token: string, drift?: number) {
  localStorage.setItem(`CognitoIdentityServiceProvider.${client}.LastAuthUser`, 'u1');
  localStorage.setItem(`CognitoIdentityServiceProvider.${client}.u1.accessToken`, token);
  if (drift !== undefined) localStorage.setItem(`CognitoIdentityServiceProvider.${client}.u1.clockDrift`, String(drift));
}

it("answers Amplify's stored token while it is good for more than a minute", () => {
  const token = tokenExpiringIn(30 * 60_000);
  stored(token);
  expect(storedAccessToken(client, now)).toBe(token);
});

it('leaves a token about to expire, an expired one and a foreign client to Amplify', () => {
  stored(tokenExpiringIn(30_000));
  expect(storedAccessToken(client, now)).toBeNull();
  stored(tokenExpiringIn(-60_000));
  expect(storedAccessToken(client, now)).toBeNull();
  stored(tokenExpiringIn(30 * 60_000));
  expect(storedAccessToken('another-client', now)).toBeNull();
});

it("counts the clock drift Amplify recorded, and answers null for no sign-in or a malformed token", () => {
  stored(tokenExpiringIn(5 * 60_000), 5 * 60_000);
  expect(storedAccessToken(client, now)).toBeNull();
  stored('not-a-jwt');
  expect(storedAccessToken(client, now)).toBeNull();
  localStorage.clear();
  expect(storedAccessToken(client, now)).toBeNull();
});

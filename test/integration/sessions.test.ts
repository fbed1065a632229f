/**
 * Sessions end when they should: a password change or reset signs out the account's other
 * sessions (their access tokens are refused at once, their refresh tokens no longer work), and a
 * volunteer taken out of the group loses the volunteer routes with the token they already hold.
 */
import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_AT } from '../../infra/local/cognito.js';
import { call, mailsTo, newMember, signIn, type Member } from './helpers.js';

const cognito = () => new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: process.env.COGNITO_ENDPOINT });

const refresh = (refreshToken: string) =>
  cognito().send(
    new InitiateAuthCommand({ ClientId: process.env.USER_POOL_CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }),
  );

/**
 * Token times (`iat`, `auth_time`) have whole-second granularity, and a token issued in the very
 * second of the change is accepted (the member's own new sign-in right after the change lands
 * there). So the sessions under test are opened a second back on the local Cognito's clock
 * (SIGNED_IN_AT), instead of waiting for the next second: otherwise the cut-off could not tell
 * them apart from new ones. The sign-ins after the change are stamped now.
 */
const signInEarlier = (email: string, password: string) =>
  signIn(email, password, { [SIGNED_IN_AT]: String(Math.floor(Date.now() / 1000) - 1) });

/** A member whose own session (`token`) was opened a second back too. */
async function memberSignedInEarlier(): Promise<Member> {
  const m = await newMember();
  return { ...m, token: (await signInEarlier(m.email, m.password)).accessToken };
}

describe('a password change or reset signs out the other sessions', () => {
  it('change: the other session is refused and cannot refresh; a new sign-in works', async () => {
    const m = await memberSignedInEarlier();
    const other = await signInEarlier(m.email, m.password);
    expect((await call('getSession', { token: other.accessToken })).status).toBe(200);
    await expect(refresh(other.refreshToken)).resolves.toHaveProperty('AuthenticationResult.AccessToken');

    const changed = await call('changeUserPassword', { params: { userProfileId: m.id }, token: m.token, body: { currentPassword: m.password, userPass: 'newsecret1' } });
    expect(changed.status).toBe(200);

    expect((await call('getSession', { token: other.accessToken })).status).toBe(401);
    expect((await call('getUserProfile', { params: { userProfileId: m.id }, token: other.accessToken })).status).toBe(401);
    await expect(refresh(other.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    const again = await signIn(m.email, 'newsecret1');
    expect((await call('getSession', { token: again.accessToken })).status).toBe(200);
    await expect(refresh(again.refreshToken)).resolves.toHaveProperty('AuthenticationResult.AccessToken');
  });

  it('a wrong current password signs nobody out', async () => {
    const m = await memberSignedInEarlier();
    const other = await signInEarlier(m.email, m.password);
    const wrong = await call('changeUserPassword', { params: { userProfileId: m.id }, token: m.token, body: { currentPassword: 'not-it-1', userPass: 'newsecret1' } });
    expect(wrong.status).toBe(422);
    expect((await call('getSession', { token: other.accessToken })).status).toBe(200);
    expect((await call('getSession', { token: m.token })).status).toBe(200);
    await expect(refresh(other.refreshToken)).resolves.toHaveProperty('AuthenticationResult.AccessToken');
  });

  it('reset: a session opened before the reset is refused and cannot refresh; a new sign-in works', async () => {
    const m = await memberSignedInEarlier();
    const before = await signInEarlier(m.email, m.password);
    expect((await call('resetUserPassword', { body: { userEmail: m.email } })).status).toBe(200);
    const code = /(\d{4,8})/.exec((await mailsTo(m.email)).at(-1)?.text ?? '')?.[1];
    expect(code).toBeDefined();

    const reset = await call('confirmResetUserPassword', { body: { userEmail: m.email, code, userPass: 'another1' } });
    expect(reset.status).toBe(200);

    expect((await call('getSession', { token: m.token })).status).toBe(401);
    expect((await call('getSession', { token: before.accessToken })).status).toBe(401);
    await expect(refresh(before.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    const again = await signIn(m.email, 'another1');
    expect((await call('getSession', { token: again.accessToken })).status).toBe(200);
  });
});

describe('volunteer routes check the group on the server', () => {
  it('a volunteer removed from the group gets 403 with the token they still hold', async () => {
    const m = await newMember();
    const group = { UserPoolId: process.env.USER_POOL_ID, Username: m.email, GroupName: 'volunteers' };
    await cognito().send(new AdminAddUserToGroupCommand(group));
    const { accessToken } = await signIn(m.email, m.password);
    expect((await call('listReferralRequests', { token: accessToken })).status).toBe(200);
    expect((await call('getSession', { token: accessToken })).body.volunteer).toBe(true);

    await cognito().send(new AdminRemoveUserFromGroupCommand(group));
    const refused = await call('listReferralRequests', { token: accessToken });
    expect(refused.status).toBe(403);
    expect(typeof refused.body.message).toBe('string');
    // The session stops offering the console too, with the same token.
    expect((await call('getSession', { token: accessToken })).body.volunteer).toBe(false);
  });
});

/** The token with its payload's claims changed and Cognito's signature kept (what a forger can do). */
function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const changed = { ...(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>), ...claims };
  return [header, Buffer.from(JSON.stringify(changed)).toString('base64url'), signature].join('.');
}

describe('a token is believed only once its signature is checked', () => {
  it("naming another member's sub, a good token's signature is refused: 401 and nothing of theirs", async () => {
    const [forger, victim] = await Promise.all([newMember(), newMember()]);
    // A founder's sub is their family's id.
    const victimSub = victim.id;

    const forged = await call('getSession', { token: withClaims(forger.token, { sub: victimSub, username: victimSub }) });
    expect(forged.status).toBe(401);
    expect(JSON.stringify(forged.body)).not.toContain(victim.id);
    // Neither a sub that is no Cognito id, nor a payload that is not JSON, nor one part: each a 401.
    for (const token of [withClaims(forger.token, { sub: '../../USER#x' }), `${forger.token.split('.')[0]}.bm90IGpzb24.x`, 'garbage']) {
      expect((await call('getSession', { token })).status, token.slice(0, 40)).toBe(401);
    }
    // The forger's own token still works, and so does the victim's.
    expect((await call('getSession', { token: forger.token })).body.id).toBe(forger.id);
    expect((await call('getSession', { token: victim.token })).body.id).toBe(victim.id);
  });
});

/** Cognito holds every credential; this module is the only place that talks to the user pool. */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/cognito.js';
import { config } from '../lib/config.js';

/** Creates a confirmed user with a verified e-mail and no invitation mail; answers its `sub`. */
export async function createIdentity(email: string): Promise<string> {
  const res = await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: config.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  const sub = res.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito returned no sub for the new user');
  return sub;
}

export async function setPermanentPassword(email: string, password: string): Promise<void> {
  await cognito().send(
    new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: email, Password: password, Permanent: true }),
  );
}

export async function disableIdentity(email: string): Promise<void> {
  await cognito().send(new AdminDisableUserCommand({ UserPoolId: config.userPoolId, Username: email }));
  await signOutEverywhere(email);
}

export async function addToGroup(email: string, group: string): Promise<void> {
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: email, GroupName: group }));
}

export async function changePassword(accessToken: string, previous: string, proposed: string): Promise<void> {
  await cognito().send(new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed }));
}

export async function startPasswordReset(email: string): Promise<void> {
  await cognito().send(new ForgotPasswordCommand({ ClientId: config.userPoolClientId, Username: email }));
}

export async function confirmPasswordReset(email: string, code: string, password: string): Promise<void> {
  await cognito().send(
    new ConfirmForgotPasswordCommand({ ClientId: config.userPoolClientId, Username: email, ConfirmationCode: code, Password: password }),
  );
}

/**
 * Revokes every refresh token of the account (its sessions end when their access token expires;
 * the API's cut-off refuses those access tokens at once, see `setTokensValidAfter`).
 */
export async function signOutEverywhere(email: string): Promise<void> {
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: email }));
}

/** The groups the user is in now, from the user pool itself (a token's claim can be an hour old). */
export async function groupsOf(username: string): Promise<string[]> {
  try {
    const res = await cognito().send(new AdminListGroupsForUserCommand({ UserPoolId: config.userPoolId, Username: username, Limit: 60 }));
    return (res.Groups ?? []).flatMap((g) => (g.GroupName ? [g.GroupName] : []));
  } catch (e) {
    if (e instanceof Error && e.name === 'UserNotFoundException') return [];
    throw e;
  }
}

/** The `sub` of an existing user (a sign-up that crashed after creating it reuses it). */
export async function identitySub(email: string): Promise<string> {
  const res = await cognito().send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: email }));
  const sub = res.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito returned no sub for the user');
  return sub;
}

/** Lets a disabled user sign in again (volunteers re-enable an account). Repeating it is harmless. */
export async function enableIdentity(email: string): Promise<void> {
  await cognito().send(new AdminEnableUserCommand({ UserPoolId: config.userPoolId, Username: email }));
}

/**
 * Removes the user from the pool (a deleted account), only while the address still names that
 * account's `sub` (a late retry must not remove someone who signed up again with the address). A
 * user already gone is fine, so it can repeat.
 */
export async function deleteIdentity(email: string, sub: string): Promise<void> {
  try {
    if ((await identitySub(email)) !== sub) return;
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: email }));
  } catch (e) {
    if (e instanceof Error && e.name === 'UserNotFoundException') return;
    throw e;
  }
}

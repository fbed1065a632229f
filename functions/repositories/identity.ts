/** Cognito holds every credential; this module is the only place that talks to the user pool. */
import {
  AdminAddUserToGroupCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/cognito.js';
import { config } from '../lib/config.js';

/**
 * Sign-up's first step: an unconfirmed user with the family's password; Cognito mails the
 * address a confirmation code. The pool's pre-sign-up check (functions/triggers/preSignUp.ts)
 * admits it only for the sign-up holding the address's claim, named in the client metadata.
 */
export async function registerIdentity(email: string, password: string, signupClaimId: string): Promise<string> {
  const res = await cognito().send(
    new SignUpCommand({
      ClientId: config.userPoolClientId, Username: email, Password: password,
      UserAttributes: [{ Name: 'email', Value: email }], ClientMetadata: { signupClaimId },
    }),
  );
  if (!res.UserSub) throw new Error('Cognito returned no sub for the new user');
  return res.UserSub;
}

/** The address proves itself: the code Cognito mailed it. Throws Cognito's errors (CodeMismatch, ExpiredCode, ...). */
export async function confirmIdentity(email: string, code: string): Promise<void> {
  await cognito().send(new ConfirmSignUpCommand({ ClientId: config.userPoolClientId, Username: email, ConfirmationCode: code }));
}

/** Mails an unconfirmed user a new confirmation code (the earlier one stops working). */
export async function resendIdentityCode(email: string): Promise<void> {
  await cognito().send(new ResendConfirmationCodeCommand({ ClientId: config.userPoolClientId, Username: email }));
}

/** The user's `sub` and status (UNCONFIRMED until its sign-up code is entered), or undefined when there is none. */
export async function identityState(email: string): Promise<{ sub: string; status: string } | undefined> {
  try {
    const res = await cognito().send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: email }));
    const sub = res.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito returned no sub for the user');
    return { sub, status: res.UserStatus ?? 'UNKNOWN' };
  } catch (e) {
    if (e instanceof Error && e.name === 'UserNotFoundException') return undefined;
    throw e;
  }
}

/**
 * Removes the user of a sign-up that never became an account (its caller holds the address's claim,
 * which no account completed): a retried or taken-over sign-up registers the address again.
 */
export async function deleteUnfinishedIdentity(email: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: email }));
  } catch (e) {
    if (!(e instanceof Error && e.name === 'UserNotFoundException')) throw e;
  }
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

/**
 * The account's new address, proved by the code mailed to it (services/emailChange.ts): set and
 * marked verified, so it is the sign-in alias at once and the old address signs in no more.
 * `username` is the pool's own name for the user (not an address, which changes here). Repeating it is harmless.
 */
export async function changeIdentityEmail(username: string, email: string): Promise<void> {
  await cognito().send(new AdminUpdateUserAttributesCommand({
    UserPoolId: config.userPoolId, Username: username,
    UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }],
  }));
}

/**
 * Cognito holds every credential; this module is the only place that talks to the user pool.
 *
 * An account and its Cognito user are tied by the user's permanent id (`sub`), which is the
 * account's own id: every call about an existing account (disable, enable, sign-out everywhere,
 * delete, groups, a change of address) names the user by it, never by an address, so they reach the
 * right user whatever its attributes became. Only the steps before an account exists (sign-up, its
 * code) and the password reset, which a family starts knowing only its address, go by the address.
 * Those go through the API's registration client (infra/identityClients.ts), not the SPA's.
 */
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
import { cognito } from '../../lib/cognito.js';
import { config } from '../../lib/config.js';

const isNotFound = (e: unknown) => e instanceof Error && e.name === 'UserNotFoundException';

/**
 * Sign-up's first step: an unconfirmed user with the family's password; Cognito mails the
 * address a confirmation code. The pool's pre-sign-up check (functions/triggers/preSignUp.ts)
 * admits it only for the sign-up holding the address's claim, named in the client metadata.
 * Answers the new user's `sub`, which becomes the account's id.
 */
export async function registerIdentity(email: string, password: string, signupClaimId: string): Promise<string> {
  const res = await cognito().send(
    new SignUpCommand({
      ClientId: config.registrationClientId, Username: email, Password: password,
      UserAttributes: [{ Name: 'email', Value: email }], ClientMetadata: { signupClaimId },
    }),
  );
  if (!res.UserSub) throw new Error('Cognito returned no sub for the new user');
  return res.UserSub;
}

/** The address proves itself: the code Cognito mailed it. Throws Cognito's errors (CodeMismatch, ExpiredCode, ...). */
export async function confirmIdentity(email: string, code: string): Promise<void> {
  await cognito().send(new ConfirmSignUpCommand({ ClientId: config.registrationClientId, Username: email, ConfirmationCode: code }));
}

/** Mails an unconfirmed user a new confirmation code (the earlier one stops working). */
export async function resendIdentityCode(email: string): Promise<void> {
  await cognito().send(new ResendConfirmationCodeCommand({ ClientId: config.registrationClientId, Username: email }));
}

/**
 * The user's `sub` and status (UNCONFIRMED until its sign-up code is entered), or undefined when
 * there is none. `username` is an address (a sign-up, before any account) or the account's id.
 */
export async function identityState(username: string): Promise<{ sub: string; status: string } | undefined> {
  try {
    const res = await cognito().send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: username }));
    const sub = res.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito returned no sub for the user');
    return { sub, status: res.UserStatus ?? 'UNKNOWN' };
  } catch (e) {
    if (isNotFound(e)) return undefined;
    throw e;
  }
}

/**
 * Removes the user of a sign-up that never became an account, by its `sub` (its caller holds the
 * address's claim, which no account completed): a retried or taken-over sign-up registers again.
 */
export async function deleteUnfinishedIdentity(sub: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: sub }));
  } catch (e) {
    if (!isNotFound(e)) throw e;
  }
}

export async function disableIdentity(accountId: string): Promise<void> {
  await cognito().send(new AdminDisableUserCommand({ UserPoolId: config.userPoolId, Username: accountId }));
  await signOutEverywhere(accountId);
}

/** `username`: the account's id (or, for a volunteer's command about an address, that address). */
export async function addToGroup(username: string, group: string): Promise<void> {
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: username, GroupName: group }));
}

export async function changePassword(accessToken: string, previous: string, proposed: string): Promise<void> {
  await cognito().send(new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed }));
}

export async function startPasswordReset(email: string): Promise<void> {
  await cognito().send(new ForgotPasswordCommand({ ClientId: config.registrationClientId, Username: email }));
}

export async function confirmPasswordReset(email: string, code: string, password: string): Promise<void> {
  await cognito().send(
    new ConfirmForgotPasswordCommand({ ClientId: config.registrationClientId, Username: email, ConfirmationCode: code, Password: password }),
  );
}

/**
 * Revokes every refresh token of the account (its sessions end when their access token expires;
 * the API's cut-off refuses those access tokens at once, see `setTokensValidAfter`).
 */
export async function signOutEverywhere(accountId: string): Promise<void> {
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: accountId }));
}

/** The groups the user is in now, from the user pool itself (a token's claim can be an hour old). */
export async function groupsOf(username: string): Promise<string[]> {
  try {
    const res = await cognito().send(new AdminListGroupsForUserCommand({ UserPoolId: config.userPoolId, Username: username, Limit: 60 }));
    return (res.Groups ?? []).flatMap((g) => (g.GroupName ? [g.GroupName] : []));
  } catch (e) {
    if (isNotFound(e)) return [];
    throw e;
  }
}

/** Lets a disabled user sign in again (volunteers re-enable an account). Repeating it is harmless. */
export async function enableIdentity(accountId: string): Promise<void> {
  await cognito().send(new AdminEnableUserCommand({ UserPoolId: config.userPoolId, Username: accountId }));
}

/**
 * Removes the account's user from the pool (a deleted account). By its permanent id, so it is the
 * account's own user whatever its address became, and never someone who signed up with the address
 * since. A user already gone is fine, so it can repeat.
 */
export async function deleteIdentity(accountId: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: accountId }));
  } catch (e) {
    if (!isNotFound(e)) throw e;
  }
}

/**
 * The account's new address, proved by the code mailed to it (account/emailChange.ts): set and
 * marked verified in one call, so Cognito applies it at once (the pool otherwise keeps the old
 * address until a change is verified) and the old address signs in no more. Repeating it is harmless.
 */
export async function changeIdentityEmail(accountId: string, email: string): Promise<void> {
  await cognito().send(new AdminUpdateUserAttributesCommand({
    UserPoolId: config.userPoolId, Username: accountId,
    UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }],
  }));
}

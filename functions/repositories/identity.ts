/** Cognito holds every credential; this module is the only place that talks to the user pool. */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/clients.js';
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

export async function deleteIdentity(email: string): Promise<void> {
  await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: email }));
}

export async function disableIdentity(email: string): Promise<void> {
  await cognito().send(new AdminDisableUserCommand({ UserPoolId: config.userPoolId, Username: email }));
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: email }));
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

/**
 * What each app client of the user pool may do, declared once for the deployed pool (infra/auth.ts)
 * and the local Cognito (infra/local/bootstrap.ts, which the emulator's shims then hold to it).
 *
 * The SPA's client id is public (it is in /config.json), so anything it allows, anybody signed in
 * may do with their own access token at the user pool's endpoint. It may sign in, refresh and
 * change its password, and write no attribute the API owns: the address is the sign-in name and
 * changes only through Change E-mail's code (account/emailChange.ts); names and phone live in
 * DynamoDB. `locale` is listed because an empty list would read as "every standard attribute".
 *
 * The API registers new users (SignUp mails the address its code) through a client of its own that
 * may write the address but issues no tokens: its only flow is custom authentication, which needs
 * challenge triggers the pool does not have, so no token of it can ever change an attribute.
 */
export const spaClient = {
  name: 'rishta-spa',
  writeAttributes: ['locale'],
  authFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH'],
} as const;

export const registrationClient = {
  name: 'rishta-registration',
  writeAttributes: ['email'],
  authFlows: ['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
} as const;

/** Attributes whose change Cognito holds back until the new value is verified (the old address signs in meanwhile). */
export const verifyBeforeUpdate = ['email'] as const;

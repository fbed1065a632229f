/**
 * Configuration, read from the environment once and on first use (so the local server can set the
 * environment before anything asks). A missing required variable throws with its name.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  get region() { return process.env.AWS_REGION ?? 'us-east-1'; },
  get tableName() { return required('TABLE_NAME'); },
  get photoBucket() { return required('PHOTO_BUCKET'); },
  get userPoolId() { return required('USER_POOL_ID'); },
  get userPoolClientId() { return required('USER_POOL_CLIENT_ID'); },
  /** The API's own client for SignUp, its code and password resets (it issues no tokens; infra/identityClients.ts). */
  get registrationClientId() { return required('USER_POOL_REGISTRATION_CLIENT_ID'); },
  get mailFrom() { return required('MAIL_FROM'); },
  get volunteerEmail() { return process.env.VOLUNTEER_EMAIL || required('MAIL_FROM'); },
  /**
   * The SES configuration set every send names, so its bounce and complaint events reach the mail
   * feedback handler (infra/mail.ts); the local stack names one too (its emulator ignores it).
   */
  get mailConfigurationSet() { return process.env.MAIL_CONFIGURATION_SET || undefined; },
  get appUrl() { return process.env.APP_URL ?? 'http://localhost:3000'; },
  /** Signs the digests' one-click unsubscribe links (unsubscribeToken.ts); changing it voids the links in mails sent. */
  get unsubscribeSecret() { return required('UNSUBSCRIBE_SECRET'); },
  /**
   * The secret CloudFront sends in `x-origin-verify`, so the API cannot be called around CloudFront
   * (and its WAF). Unset locally, where there is no CloudFront.
   */
  get originVerifySecret() { return process.env.ORIGIN_VERIFY_SECRET || undefined; },
  /** Set only against local emulators; in AWS the SDK's default endpoints are used. */
  endpoints: {
    get dynamodb() { return localEndpoint('DYNAMODB_ENDPOINT'); },
    get s3() { return localEndpoint('S3_ENDPOINT'); },
    get ses() { return localEndpoint('SES_ENDPOINT'); },
    get cognito() { return localEndpoint('COGNITO_ENDPOINT'); },
  },
};

const localEndpointVariables = ['DYNAMODB_ENDPOINT', 'S3_ENDPOINT', 'SES_ENDPOINT', 'COGNITO_ENDPOINT'] as const;
type LocalEndpointVariable = (typeof localEndpointVariables)[number];

const inLambda = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

/**
 * An endpoint override points a client at an emulator. A deployed function must never follow one
 * set by mistake (a stray variable would send tokens, passwords or member data elsewhere, and
 * COGNITO_ENDPOINT would make the verifier trust that endpoint's keys), so in Lambda it is refused.
 */
function localEndpoint(name: LocalEndpointVariable): string | undefined {
  const value = process.env[name];
  if (value && inLambda()) throw new Error(`${name} is set, but endpoint overrides are for the local emulators only and are refused in Lambda`);
  return value || undefined;
}

/** Fails at a Lambda's cold start, before any request, when an endpoint override is set. */
export function assertNoLocalEndpoints(): void {
  for (const name of localEndpointVariables) localEndpoint(name);
}

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
  get mailFrom() { return required('MAIL_FROM'); },
  get volunteerEmail() { return process.env.VOLUNTEER_EMAIL || required('MAIL_FROM'); },
  get appUrl() { return process.env.APP_URL ?? 'http://localhost:3000'; },
  /** Set only against local emulators; in AWS the SDK's default endpoints are used. */
  endpoints: {
    get dynamodb() { return process.env.DYNAMODB_ENDPOINT; },
    get s3() { return process.env.S3_ENDPOINT; },
    get ses() { return process.env.SES_ENDPOINT; },
    get cognito() { return process.env.COGNITO_ENDPOINT; },
  },
};

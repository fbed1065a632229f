/**
 * The SES client and the one call made with it, loaded with `import()` by ./mail.ts. The bundle
 * still holds the code, but esbuild wraps a module reached only through `import()` so that it is
 * evaluated when first loaded: a cold start whose request sends no mail does not pay for the SES
 * SDK. (Measured: a little larger bundle, a few milliseconds less at start-up; for S3 and Cognito
 * the same costs more than it saves, see ./s3.ts.)
 */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config.js';
import { withoutOperationLog } from './sdkClient.js';

export { SendEmailCommand } from '@aws-sdk/client-sesv2';

let client: SESv2Client | undefined;

export const ses = () => (client ??= withoutOperationLog(new SESv2Client({ region: config.region, endpoint: config.endpoints.ses })));

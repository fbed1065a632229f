/**
 * The S3 client, created on first use. Only the Lambdas whose code reaches a photo call hold it:
 * esbuild leaves out what nothing uses. (Loading it with `import()` instead, to evaluate it only on
 * a first photo call, was measured and rejected: inside one bundle esbuild then keeps the whole
 * package, not only the commands used — twice the size, and a slower start than evaluating it.)
 */
import { S3Client } from '@aws-sdk/client-s3';
import { config } from './config.js';
import { withoutOperationLog } from './sdkClient.js';

let client: S3Client | undefined;

export const s3 = () =>
  (client ??= withoutOperationLog(new S3Client({
    region: config.region,
    endpoint: config.endpoints.s3,
    forcePathStyle: Boolean(config.endpoints.s3),
    // The local S3 emulator corrupts bodies sent with the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })));

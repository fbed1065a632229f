/** One client per AWS service, created on first use and shared by every handler of the process. */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config.js';

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export const ddb = lazy(() =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: config.region, endpoint: config.endpoints.dynamodb }),
    { marshallOptions: { removeUndefinedValues: true } },
  ),
);

export const s3 = lazy(
  () =>
    new S3Client({
      region: config.region,
      endpoint: config.endpoints.s3,
      forcePathStyle: Boolean(config.endpoints.s3),
      // The local S3 emulator corrupts bodies sent with the newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
);

export const ses = lazy(() => new SESv2Client({ region: config.region, endpoint: config.endpoints.ses }));

export const cognito = lazy(
  () => new CognitoIdentityProviderClient({ region: config.region, endpoint: config.endpoints.cognito }),
);

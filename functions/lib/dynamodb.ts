/**
 * The DynamoDB document client, created on first use and shared by every handler of the process.
 * Imported statically: every Lambda reads the table. The other AWS services each have a module of
 * their own (s3.ts, ses.ts, cognito.ts), loaded only when a request needs them.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config.js';
import { withoutOperationLog } from './sdkClient.js';

let client: DynamoDBDocumentClient | undefined;

export const ddb = () =>
  (client ??= DynamoDBDocumentClient.from(
    withoutOperationLog(new DynamoDBClient({ region: config.region, endpoint: config.endpoints.dynamodb })),
    { marshallOptions: { removeUndefinedValues: true } },
  ));

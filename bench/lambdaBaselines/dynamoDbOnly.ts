/**
 * Baseline of `npm run bench -- lambdas`: a handler that only creates the DynamoDB document client
 * at start-up, the least any endpoint group or job needs (each reads or writes the table).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async () => ({ statusCode: 200, body: typeof documents.send });

/**
 * Baseline of `npm run bench -- lambdas`: a handler that creates the DynamoDB document client at
 * start-up and does one GetItem per request, the least any endpoint group or job needs (each reads
 * the table). The bench passes the key; DYNAMODB_ENDPOINT is the local emulator's (unset in AWS).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT || undefined }));

export const handler = async (event: { key: Record<string, string> }) => {
  const { Item } = await documents.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: event.key, ConsistentRead: true }));
  return { statusCode: Item ? 200 : 404, body: JSON.stringify(Item ?? null) };
};

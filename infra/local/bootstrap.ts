/**
 * Creates what the CDK stack creates in AWS, on the emulators, when it is missing: the table with
 * its indexes, the photo bucket with CORS, the user pool's SPA client and the volunteers group.
 * Safe to run on every start.
 */
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  ListUserPoolClientsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CreateTableCommand, DynamoDBClient, type GlobalSecondaryIndex } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { tableDesign } from '#functions/repositories/table.js';
import { LOCAL_POOL_ID } from './cognito.js';
import { putBack, takeOutIfReshaped } from './reshapeTable.js';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'us-east-1';

const toIndex = (i: (typeof tableDesign.indexes)[number]): GlobalSecondaryIndex => ({
  IndexName: i.name,
  KeySchema: [{ AttributeName: i.partitionKey, KeyType: 'HASH' }, { AttributeName: i.sortKey, KeyType: 'RANGE' }],
  Projection: i.keysOnly
    ? { ProjectionType: 'KEYS_ONLY' }
    : i.include ? { ProjectionType: 'INCLUDE', NonKeyAttributes: i.include } : { ProjectionType: 'ALL' },
});

/** Answers true when the table had to be created (a first start). */
export async function ensureTable(endpoint: string, tableName: string): Promise<boolean> {
  const ddb = new DynamoDBClient({ endpoint, region, credentials });
  let keptItems: Record<string, unknown>[] | undefined;
  try {
    keptItems = await takeOutIfReshaped(ddb, tableName);
    if (!keptItems) return false;
  } catch (e) {
    if ((e as Error).name !== 'ResourceNotFoundException') throw e;
  }
  const { partitionKey, sortKey, indexes } = tableDesign;
  const attrs = [partitionKey, sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  await ddb.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attrs.map((a) => ({ AttributeName: a, AttributeType: 'S' })),
      KeySchema: [{ AttributeName: partitionKey, KeyType: 'HASH' }, { AttributeName: sortKey, KeyType: 'RANGE' }],
      GlobalSecondaryIndexes: indexes.map(toIndex),
    }),
  );
  if (keptItems) {
    await putBack(ddb, tableName, keptItems);
    return false;
  }
  return true;
}

export async function ensureBucket(endpoint: string, bucket: string): Promise<void> {
  const s3 = new S3Client({ endpoint, region, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true });
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: { CORSRules: [{ AllowedMethods: ['GET', 'POST', 'PUT'], AllowedOrigins: ['*'], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 }] },
    }),
  );
}

/** The SPA client (no secret) and the volunteers group; answers the client id. */
export async function ensureUserPool(endpoint: string, opts: { accessTokenSeconds?: number }): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({ endpoint, region, credentials });
  const clients = await cognito.send(new ListUserPoolClientsCommand({ UserPoolId: LOCAL_POOL_ID, MaxResults: 60 }));
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === 'rishta-spa')?.ClientId;
  if (!clientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: LOCAL_POOL_ID,
        ClientName: 'rishta-spa',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH'],
        // A short lifetime lets the e2e tests see tokens expire and refresh; an hour otherwise, as in AWS.
        AccessTokenValidity: opts.accessTokenSeconds ?? 3600,
        IdTokenValidity: opts.accessTokenSeconds ?? 3600,
        TokenValidityUnits: { AccessToken: 'seconds', IdToken: 'seconds', RefreshToken: 'days' },
        RefreshTokenValidity: 30,
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
    await cognito.send(new CreateGroupCommand({ UserPoolId: LOCAL_POOL_ID, GroupName: 'volunteers', Description: 'Volunteers who run the site' }));
  }
  if (!clientId) throw new Error('Could not create the local user pool client');
  return clientId;
}

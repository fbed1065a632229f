/**
 * Creates what the CDK stack creates in AWS, on the emulators, when it is missing: the table with
 * its indexes, the photo bucket with CORS, the user pool's two clients and the volunteers group.
 * Safe to run on every start.
 */
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  DescribeUserPoolClientCommand,
  ListUserPoolClientsCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CreateTableCommand, DynamoDBClient, type GlobalSecondaryIndex } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { tableDesign } from '#functions/store/table.js';
import { registrationClient, spaClient } from '../identityClients.js';
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

/**
 * The SPA's client and the API's registration client (infra/identityClients.ts: what each may do)
 * and the volunteers group; answers both client ids. A data folder from before the registration
 * client, or before the SPA's client was kept from writing attributes, is brought up to date.
 */
export async function ensureUserPool(endpoint: string, opts: { accessTokenSeconds?: number }): Promise<{ clientId: string; registrationClientId: string }> {
  const cognito = new CognitoIdentityProviderClient({ endpoint, region, credentials });
  const clients = await cognito.send(new ListUserPoolClientsCommand({ UserPoolId: LOCAL_POOL_ID, MaxResults: 60 }));
  const named = (name: string) => clients.UserPoolClients?.find((c) => c.ClientName === name)?.ClientId;
  let clientId = named(spaClient.name);
  if (!clientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: LOCAL_POOL_ID,
        ClientName: spaClient.name,
        ExplicitAuthFlows: [...spaClient.authFlows],
        WriteAttributes: [...spaClient.writeAttributes],
        // A short lifetime lets the e2e tests see tokens expire and refresh; an hour otherwise, as in AWS.
        AccessTokenValidity: opts.accessTokenSeconds ?? 3600,
        IdTokenValidity: opts.accessTokenSeconds ?? 3600,
        TokenValidityUnits: { AccessToken: 'seconds', IdToken: 'seconds', RefreshToken: 'days' },
        RefreshTokenValidity: 30,
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
    await cognito.send(new CreateGroupCommand({ UserPoolId: LOCAL_POOL_ID, GroupName: 'volunteers', Description: 'Volunteers who run the site' }));
  } else {
    const existing = (await cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: LOCAL_POOL_ID, ClientId: clientId }))).UserPoolClient;
    if (!existing?.WriteAttributes?.length) {
      await cognito.send(new UpdateUserPoolClientCommand({ ...existing, UserPoolId: LOCAL_POOL_ID, ClientId: clientId, WriteAttributes: [...spaClient.writeAttributes] }));
    }
  }
  let registrationClientId = named(registrationClient.name);
  if (!registrationClientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: LOCAL_POOL_ID,
        ClientName: registrationClient.name,
        ExplicitAuthFlows: [...registrationClient.authFlows],
        WriteAttributes: [...registrationClient.writeAttributes],
      }),
    );
    registrationClientId = created.UserPoolClient?.ClientId;
  }
  if (!clientId || !registrationClientId) throw new Error('Could not create the local user pool clients');
  return { clientId, registrationClientId };
}

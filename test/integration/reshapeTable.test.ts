/**
 * A data folder from an older checkout: its table has the old search index. The next start rebuilds
 * the table with today's indexes and keeps every item, candidate profiles re-keyed for search.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, expect, it } from 'vitest';
import { ensureTable } from '../../infra/local/bootstrap.js';
import { candidateBody } from './helpers.js';

const dynalite = createRequire(import.meta.url)('dynalite') as (o: object) => Server;
const dir = mkdtempSync(path.join(tmpdir(), 'rishta-reshape-'));
const server = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0 });
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

it('rebuilds a table of an older design with its items, candidate profiles listed in the new search index', async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const doc = DynamoDBDocumentClient.from(client);
  const TableName = 'old-design';
  // The earlier design: search keyed by gender and birth year#id, with many projected fields.
  await client.send(new CreateTableCommand({
    TableName, BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: ['pk', 'sk', 'searchPk', 'searchSk'].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
    GlobalSecondaryIndexes: [{
      IndexName: 'search', KeySchema: [{ AttributeName: 'searchPk', KeyType: 'HASH' }, { AttributeName: 'searchSk', KeyType: 'RANGE' }],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['gender', 'dobYear'] },
    }],
  }));
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName });
  const profile = {
    ...candidateBody({ gender: 'Female', dobYear: 1995 }), height: `5'4"`, id: 'cand-old-1', userProfileId: 'user-old-1',
    candidateProfileVisibilityFlag: true, photoCount: 1, photoIds: ['photo-1'], version: 3,
    createdDate: '2026-01-01T00:00:00.000Z', updatedDate: '2026-02-01T00:00:00.000Z',
  };
  await doc.send(new PutCommand({ TableName, Item: { pk: 'CAND#cand-old-1', sk: 'PROFILE', type: 'Candidate', ...profile, searchPk: 'Female', searchSk: '1995#cand-old-1' } }));
  await doc.send(new PutCommand({ TableName, Item: { pk: 'USER#user-old-1', sk: 'PROFILE', type: 'User', firstName: 'Kept' } }));

  expect(await ensureTable(endpoint, TableName)).toBe(false);

  const indexes = (await client.send(new DescribeTableCommand({ TableName }))).Table?.GlobalSecondaryIndexes ?? [];
  expect(indexes.map((i) => i.IndexName).sort()).toEqual(['gsi1', 'gsi2', 'gsi3', 'search']);
  expect((await doc.send(new GetCommand({ TableName, Key: { pk: 'USER#user-old-1', sk: 'PROFILE' } }))).Item).toMatchObject({ firstName: 'Kept' });
  const listed = await doc.send(new QueryCommand({ TableName, IndexName: 'search', KeyConditionExpression: 'spk = :p', ExpressionAttributeValues: { ':p': 'F1995' } }));
  expect(listed.Items).toEqual([expect.objectContaining({ pk: 'CAND#cand-old-1', ssk: '2026-02-01T00:00:00.000Z', sc: expect.any(String) })]);
  const item = (await doc.send(new GetCommand({ TableName, Key: { pk: 'CAND#cand-old-1', sk: 'PROFILE' } }))).Item;
  expect(item).toMatchObject({ version: 3, firstName: 'Priya', photoIds: ['photo-1'] });
  expect(item).not.toHaveProperty('searchPk');
  // A second start finds today's design and changes nothing.
  expect(await ensureTable(endpoint, TableName)).toBe(false);
  expect((await doc.send(new GetCommand({ TableName, Key: { pk: 'USER#user-old-1', sk: 'PROFILE' } }))).Item).toMatchObject({ firstName: 'Kept' });
});

/**
 * Accounts stored before families existed (a data folder from an older version) become families of
 * one when `npm start` starts (the real script, a child process): each gets its founder member,
 * copied from the account; a start with nothing to do says nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runningStackEnv, startProcess } from './localProcess.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-family-start-'));
let running: ReturnType<typeof startProcess> | undefined;
afterAll(async () => {
  if (running && running.child.exitCode === null) {
    running.child.kill('SIGINT');
    await running.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function table() {
  const env = runningStackEnv(dataDir);
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({
    region: 'us-east-1', endpoint: env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID ?? 'local', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? 'local' },
  }));
  return { client, TableName: env.TABLE_NAME };
}

describe('npm start makes the founder member of older accounts', () => {
  it('once, copied from the account', async () => {
    const port = await freePort();
    running = startProcess(port, dataDir);
    await running.ready;
    const older = {
      pk: 'USER#older-account-1', sk: 'PROFILE', type: 'User', id: 'older-account-1', firstName: 'Kamala', lastName: 'Rao',
      userEmail: 'kamala@example.org', userPhoneCountryCode: '+1', userPhoneNumber: '4165550111', userReferralId: 'ref-1',
      createdDate: '2025-01-02T03:04:05.000Z', updatedDate: '2025-01-02T03:04:05.000Z', status: 'active',
    };
    const { client, TableName } = table();
    await client.send(new PutCommand({ TableName, Item: older }));
    running.child.kill('SIGINT');
    expect(await running.exited).toBe(0);

    running = startProcess(port, dataDir);
    await running.ready;
    expect(running.output()).toContain('Families: made the founder member of 1 older account(s)');
    const member = (await table().client.send(new GetCommand({ TableName, Key: { pk: 'MEMBER#older-account-1', sk: 'MEMBER' }, ConsistentRead: true }))).Item;
    expect(member).toMatchObject({
      sub: 'older-account-1', familyId: 'older-account-1', firstName: 'Kamala', lastName: 'Rao', email: 'kamala@example.org',
      phoneCountryCode: '+1', phoneNumber: '4165550111', status: 'active', joinedAt: '2025-01-02T03:04:05.000Z', gsi1pk: 'FAMILY#older-account-1',
    });
    running.child.kill('SIGINT');
    expect(await running.exited).toBe(0);
  });
});

/**
 * Accounts stored before families existed (a data folder from an older version) become families of
 * one when `npm start` starts (the real script, a child process): each gets its founder member,
 * copied from the account; a start with nothing to do says nothing.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { freePort, startsOnOwnFolder } from './localProcess.js';

const script = startsOnOwnFolder('rishta-family-start-');

function table() {
  const env = script.env();
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({
    region: 'us-east-1', endpoint: env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID ?? 'local', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? 'local' },
  }));
  return { client, TableName: env.TABLE_NAME };
}

describe('npm start makes the founder member of older accounts', () => {
  it('once, copied from the account', async () => {
    const port = await freePort();
    await script.start(port);
    const older = {
      pk: 'USER#older-account-1', sk: 'PROFILE', type: 'User', id: 'older-account-1', firstName: 'Kamala', lastName: 'Rao',
      userEmail: 'kamala@example.org', userPhoneCountryCode: '+1', userPhoneNumber: '4165550111', userReferralId: 'ref-1',
      createdDate: '2025-01-02T03:04:05.000Z', updatedDate: '2025-01-02T03:04:05.000Z', status: 'active',
    };
    const { client, TableName } = table();
    await client.send(new PutCommand({ TableName, Item: older }));
    expect(await script.stop()).toBe(0);

    expect(await script.start(port)).toContain('Families: made the founder member of 1 older account(s)');
    const member = (await table().client.send(new GetCommand({ TableName, Key: { pk: 'MEMBER#older-account-1', sk: 'MEMBER' }, ConsistentRead: true }))).Item;
    expect(member).toMatchObject({
      sub: 'older-account-1', familyId: 'older-account-1', firstName: 'Kamala', lastName: 'Rao', email: 'kamala@example.org',
      phoneCountryCode: '+1', phoneNumber: '4165550111', status: 'active', joinedAt: '2025-01-02T03:04:05.000Z', gsi1pk: 'FAMILY#older-account-1',
    });
    expect(await script.stop()).toBe(0);
  });
});

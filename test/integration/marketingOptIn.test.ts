/**
 * Marketing mail is opt-in (CASL): a new account starts with the newsletter and the partners' mail
 * off, and the mail about its proposals, reminders and matches on. Settings an account already has
 * keep what they hold.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { call, newMember, type Member } from './helpers.js';

const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
const notifyKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTIFY' });
const storedSettings = async (userId: string) =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: notifyKey(userId) }))).Item!;

const readSettings = async (m: Member) => {
  const res = await call('getUserNotifySettings', { params: { userProfileId: m.id }, token: m.token });
  expect(res.status).toBe(200);
  return res.body as Record<string, unknown>;
};

describe('marketing mail is opt-in', () => {
  it('a new sign-up has the newsletter and partner mail off, and proposal, reminder and match mail on', async () => {
    const m = await newMember();
    const settings = await readSettings(m);
    expect(settings).toMatchObject({
      emailSubscribeToNewsletterFlag: false,
      emailSubscribeToDSThirdPartyUpdatesFlag: false,
      emailNotifyPendingProposalsFlag: true,
      emailNotifyExpectMatchedProfileFlag: true,
      emailSubscribeToDSUpdatesFlag: true,
      proposalsFrequency: 'immediately',
      matchesFrequency: 'weekly',
    });
    // Stored so, not only read so: the sign-up wrote them off.
    expect(await storedSettings(m.id)).toMatchObject({ emailSubscribeToNewsletterFlag: false, emailSubscribeToDSThirdPartyUpdatesFlag: false });
  });

  it('an account that has the marketing mail on keeps it', async () => {
    const m = await newMember();
    const item = await storedSettings(m.id);
    // As an account made before the defaults changed holds them.
    await db().send(new PutCommand({
      TableName: process.env.TABLE_NAME,
      Item: { ...item, emailSubscribeToNewsletterFlag: true, emailSubscribeToDSThirdPartyUpdatesFlag: true },
    }));
    expect(await readSettings(m)).toMatchObject({ emailSubscribeToNewsletterFlag: true, emailSubscribeToDSThirdPartyUpdatesFlag: true });
  });

  it('the family opts in on the settings page and can opt out again', async () => {
    const m = await newMember();
    const { id, updatedDate: _date, userProfileId: _user, proposalsFrequency: _p, matchesFrequency: _m, ...flags } = await readSettings(m);
    const optIn = await call('editUserNotifySettings', {
      params: { userNotifySettingsId: id as string }, token: m.token, body: { ...flags, emailSubscribeToNewsletterFlag: true },
    });
    expect(optIn.status).toBe(200);
    expect(await readSettings(m)).toMatchObject({ emailSubscribeToNewsletterFlag: true, emailSubscribeToDSThirdPartyUpdatesFlag: false });
    const optOut = await call('editUserNotifySettings', {
      params: { userNotifySettingsId: id as string }, token: m.token, body: { ...flags, emailSubscribeToNewsletterFlag: false },
    });
    expect(optOut.status).toBe(200);
    expect((await readSettings(m)).emailSubscribeToNewsletterFlag).toBe(false);
  });
});

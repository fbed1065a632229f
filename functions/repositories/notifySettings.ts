import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { NotifySettings } from '#shared/domain/user.js';
import { ddb } from '../lib/clients.js';
import { table, withoutKeys } from './table.js';

/*
 * Entity NotifySettings: the member's nine e-mail notification flags, one set per member.
 * Key: `USER#{userId}` / `NOTIFY` on the table: beside the user record in the member's partition.
 * Index: none (always read by its member).
 */
export const notifySettingsKeys = {
  notify: (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTIFY' }),
};

export async function getNotifySettings(userId: string): Promise<NotifySettings | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: notifySettingsKeys.notify(userId) }));
  return res.Item ? (withoutKeys(res.Item) as NotifySettings) : undefined;
}

export async function putNotifySettings(s: NotifySettings): Promise<void> {
  await ddb().send(new PutCommand({ TableName: table(), Item: { ...notifySettingsKeys.notify(s.userProfileId), type: 'NotifySettings', ...s } }));
}

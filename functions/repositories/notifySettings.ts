import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { NotifySettings } from '../../shared/domain/user.js';
import { ddb } from '../lib/clients.js';
import { keys, table, withoutKeys } from './table.js';

export async function getNotifySettings(userId: string): Promise<NotifySettings | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: keys.notify(userId) }));
  return res.Item ? (withoutKeys(res.Item) as NotifySettings) : undefined;
}

export async function putNotifySettings(s: NotifySettings): Promise<void> {
  await ddb().send(new PutCommand({ TableName: table(), Item: { ...keys.notify(s.userProfileId), type: 'NotifySettings', ...s } }));
}

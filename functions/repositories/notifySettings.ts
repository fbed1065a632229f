import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { defaultNotifyFlags, notifyFlagNames, type NotifyFlag, type NotifySettings } from '#shared/domain/user.js';
import { ddb } from '../lib/dynamodb.js';
import { table, withoutKeys } from './table.js';

/*
 * Entity NotifySettings: the member's e-mail notification flags, one set per member.
 * Key: `USER#{userId}` / `NOTIFY` on the table: beside the user record in the member's partition.
 * Index: none (always read by its member).
 * Flags added after an item was written are missing from it: reads fill them with their default.
 */
export const notifySettingsKeys = {
  notify: (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTIFY' }),
};

export async function getNotifySettings(userId: string): Promise<NotifySettings | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: notifySettingsKeys.notify(userId) }));
  // Items written before a flag existed lack it: the default fills it in.
  return res.Item ? { ...defaultNotifyFlags, ...withoutKeys<NotifySettings>(res.Item) } : undefined;
}

export async function putNotifySettings(s: NotifySettings): Promise<void> {
  await ddb().send(new PutCommand({ TableName: table(), Item: { ...notifySettingsKeys.notify(s.userProfileId), type: 'NotifySettings', ...s } }));
}

/**
 * Turns one flag off in a single write, creating the settings with their defaults (and `newId`)
 * when the member has none yet; flags missing from an older item get their default too. Writing it
 * again changes nothing but `updatedDate`, so a repeated unsubscribe is harmless.
 */
export async function turnOffNotifyFlag(userId: string, flag: NotifyFlag, newId: string, updatedDate: string): Promise<NotifySettings> {
  const others = notifyFlagNames.filter((f) => f !== flag);
  const names: Record<string, string> = { '#off': flag, '#type': 'type', '#id': 'id' };
  const values: Record<string, unknown> = { ':false': false, ':date': updatedDate, ':user': userId, ':type': 'NotifySettings', ':id': newId };
  others.forEach((f, i) => {
    names[`#f${i}`] = f;
    values[`:d${i}`] = defaultNotifyFlags[f];
  });
  const res = await ddb().send(
    new UpdateCommand({
      TableName: table(),
      Key: notifySettingsKeys.notify(userId),
      UpdateExpression: [
        'SET #off = :false, updatedDate = :date, userProfileId = :user, #type = :type, #id = if_not_exists(#id, :id)',
        ...others.map((_, i) => `#f${i} = if_not_exists(#f${i}, :d${i})`),
      ].join(', '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return withoutKeys<NotifySettings>(res.Attributes ?? {});
}

/** Removes the member's settings (a write that raced an account deletion takes itself back). */
export async function deleteNotifySettings(userId: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: notifySettingsKeys.notify(userId) }));
}

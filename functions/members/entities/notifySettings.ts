import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  defaultFrequencies, defaultNotifyFlags, matchFrequencies, notifyFlagNames, proposalFrequencies, type MailFrequency, type NotifyFlag, type NotifySettings,
} from '#shared/domain/user.js';
import { ddb } from '../../lib/dynamodb.js';
import { personSk, type Person } from '../../lib/personKeys.js';
import { bool, defineEntity, oneOf, orElse, str, type AttributesOf, type Reader } from '../../store/entity.js';
import { table } from '../../store/table.js';

/*
 * Entity NotifySettings: one person's e-mail notification flags and frequencies, one set per
 * member of a family (the mother may want proposals daily, the father weekly).
 * Key: `USER#{familyId}` / `NOTIFY` for the founder (their sub is the family's id: the settings an
 * account had before families are the founder's, read where they were), `NOTIFY#{sub}` for every
 * other member; in the family's partition, so deleting the family deletes them all.
 * `userProfileId` is the family's id. Index: none (always read by its person).
 * Flags added after an item was written are missing from it: reads fill them with their default.
 * So are the topics' frequencies (`proposalsFrequency`, `matchesFrequency`).
 */
export const notifySettingsKeys = {
  notify: (p: Person) => ({ pk: `USER#${p.familyId}`, sk: personSk('NOTIFY', p) }),
};

// One reader a flag, as shared/domain/user.ts builds the flags' schema from their names.
const flagAttributes = Object.fromEntries(notifyFlagNames.map((f) => [f, orElse(bool, () => defaultNotifyFlags[f])])) as Record<NotifyFlag, Reader<boolean>>;

/** The record is shared/domain/user.ts's `NotifySettings`: the compiler checks this declaration against it. */
const notifySettingsEntity = /* @__PURE__ */ (() => defineEntity('NotifySettings', {
  id: str, userProfileId: str, ...flagAttributes,
  proposalsFrequency: orElse(oneOf(...proposalFrequencies), () => defaultFrequencies.proposalsFrequency),
  matchesFrequency: orElse(oneOf(...matchFrequencies), () => defaultFrequencies.matchesFrequency),
  updatedDate: str,
} satisfies AttributesOf<NotifySettings>).keyedBy({ key: (s) => notifySettingsKeys.notify({ familyId: s.userProfileId, sub: s.userProfileId }) }))();

export async function getNotifySettings(person: Person): Promise<NotifySettings | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: notifySettingsKeys.notify(person) }));
  // Items written before a flag existed lack it: the default fills it in.
  return res.Item ? notifySettingsEntity.fromItem(res.Item) : undefined;
}

/** A founder's first settings (sign-up): other members start from the defaults, read when missing. */
export async function putNotifySettings(s: NotifySettings): Promise<void> {
  await ddb().send(new PutCommand({ TableName: table(), Item: notifySettingsEntity.toItem(s) }));
}

/**
 * Turns one flag off in a single write, creating the settings with their defaults (and `newId`)
 * when the member has none yet; flags missing from an older item get their default too. Writing it
 * again changes nothing but `updatedDate`, so a repeated unsubscribe is harmless.
 */
export async function turnOffNotifyFlag(person: Person, flag: NotifyFlag, newId: string, updatedDate: string, also: Partial<Record<FrequencyName, MailFrequency>> = {}): Promise<NotifySettings> {
  return setNotifyFields(person, { [flag]: false, ...also }, newId, updatedDate);
}

type FrequencyName = keyof typeof defaultFrequencies;

/** Sets one topic's frequency in a single write, as turnOffNotifyFlag does (a frequency link from a mail). */
export async function setMailFrequency(person: Person, field: FrequencyName, frequency: MailFrequency, newId: string, updatedDate: string): Promise<NotifySettings> {
  return setNotifyFields(person, { [field]: frequency }, newId, updatedDate);
}

/**
 * Sets some fields; every other flag and frequency keeps its value, or gets its default on an item
 * that lacks it. With `expectId`, only on the member's item of that id (else ConditionalCheckFailed).
 */
export async function setNotifyFields(
  person: Person, set: Record<string, boolean | string>, newId: string, updatedDate: string, expectId?: string,
): Promise<NotifySettings> {
  const defaults: Record<string, boolean | string> = { ...defaultNotifyFlags, ...defaultFrequencies };
  const others = Object.keys(defaults).filter((f) => !(f in set));
  const names: Record<string, string> = { '#type': 'type', '#id': 'id' };
  const values: Record<string, unknown> = { ':date': updatedDate, ':user': person.familyId, ':type': 'NotifySettings', ':id': newId };
  Object.entries(set).forEach(([f, v], i) => {
    names[`#s${i}`] = f;
    values[`:s${i}`] = v;
  });
  others.forEach((f, i) => {
    names[`#f${i}`] = f;
    values[`:d${i}`] = defaults[f];
  });
  const res = await ddb().send(
    new UpdateCommand({
      TableName: table(),
      Key: notifySettingsKeys.notify(person),
      UpdateExpression: [
        'SET updatedDate = :date, userProfileId = :user, #type = :type, #id = if_not_exists(#id, :id)',
        ...Object.keys(set).map((_, i) => `#s${i} = :s${i}`),
        ...others.map((_, i) => `#f${i} = if_not_exists(#f${i}, :d${i})`),
      ].join(', '),
      ...(expectId === undefined ? {} : { ConditionExpression: '#id = :expect' }),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: expectId === undefined ? values : { ...values, ':expect': expectId },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return notifySettingsEntity.fromItem(res.Attributes ?? {});
}

/** Removes the person's settings (a write that raced a deletion or a leaving takes itself back; a member who leaves takes theirs). */
export async function deleteNotifySettings(person: Person): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: notifySettingsKeys.notify(person) }));
}

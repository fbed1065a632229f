/**
 * Entity TabsSeen: when one person of a family last opened each dashboard tab that mails point to (what it saw there is not mailed again),
 * one ISO time per tab (`receivedProposals`, `myProposals`, `matched`), written by the API call
 * that lists the tab, at every listing: a visit skipped because an earlier one was recent would
 * leave news that arrived between the two unrecorded, and its mail sent although the family saw it.
 * The write only moves the time forward (a slower, older listing never undoes a newer one). A held
 * mail created before the tab's time is one the family has already seen on the site.
 * Judged per person: a mail is held back only from the person who was on the site, not from the
 * rest of the family. Key: `USER#{familyId}` / `SEEN` for the founder, `SEEN#{sub}` for every other
 * member (lib/person.ts), in the family's partition. Index: none. `ttl` 35 days after the
 * last write (refreshed by each): a write racing account deletion leaves no orphan for ever, and a
 * visit that old no longer changes any mail.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { personSk, type Person } from '../../lib/personKeys.js';
import { table } from '../../store/table.js';

const seenTabs = ['receivedProposals', 'myProposals', 'matched'] as const;
export type SeenTab = (typeof seenTabs)[number];

export const tabsSeenKeys = { seen: (p: Person) => ({ pk: `USER#${p.familyId}`, sk: personSk('SEEN', p) }) };

/** The item outlives the member's last visit by this long (DynamoDB TTL). */
const KEEP_DAYS = 35;

/** Records that the member opened `tab` at `at` (kept as it is when a later visit is already recorded). */
export async function noteTabSeen(person: Person, tab: SeenTab, at: Date): Promise<void> {
  await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: tabsSeenKeys.seen(person),
    UpdateExpression: 'SET #tab = :at, #type = :type, userId = :user, #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(#tab) OR #tab < :at',
    ExpressionAttributeNames: { '#tab': tab, '#type': 'type', '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':at': at.toISOString(), ':type': 'TabsSeen', ':user': person.familyId,
      ':ttl': Math.floor(at.getTime() / 1000) + KEEP_DAYS * 86_400,
    },
  })));
}

/** The person's last visit of each tab (a tab never opened is absent). */
export async function tabsSeenOf(person: Person): Promise<Partial<Record<SeenTab, string>>> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: tabsSeenKeys.seen(person), ConsistentRead: true }));
  return Object.fromEntries(seenTabs.filter((t) => typeof res.Item?.[t] === 'string').map((t) => [t, String(res.Item![t])]));
}

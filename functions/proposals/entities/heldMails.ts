/**
 * Entity HeldMail: a proposal mail (proposed, reminded, accepted, rejected, expired) waiting to be
 * sent to one person of the receiving family (one item each, by their own frequency). `immediate`
 * ones are held 10 minutes and dropped if that person opened the tab the mail points to meanwhile
 * (the heldMail job); `digest` ones wait for that person's daily or weekly proposals digest (the
 * reminderDigest job). Nothing here is mailed twice: the sender takes
 * the mailOnce lease on the item (`mailLeaseUntil` / `mailedAt`) and deletes it once mailed.
 * Key: `USER#{userId}` / `HELD#{createdDate}#{id}` in the receiving family's partition; `ttl` removes
 * a forgotten one after 35 days.
 * Index: gsi3 (keys only) `HELD#{mode}#{shard}` / `{dueAt}#{id}`: the jobs read what is due, never the table.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { landed } from '../../lib/errors.js';
import { ddb } from '../../lib/dynamodb.js';
import { batchGetAll, queryAll } from '../../store/reads.js';
import { defineEntity, oneOf, optional, str, type RecordOf } from '../../store/entity.js';
import { table, type ItemKey } from '../../store/table.js';

const heldModes = ['immediate', 'digest'] as const;
const heldEvents = ['proposed', 'reminded', 'accepted', 'rejected', 'expired'] as const;

export const heldMailKeys = {
  held: (m: { userId: string; createdDate: string; id: string }): ItemKey => ({ pk: `USER#${m.userId}`, sk: `HELD#${m.createdDate}#${m.id}` }),
};

const heldMailEntity = /* @__PURE__ */ (() => defineEntity('HeldMail', {
  id: str,
  /** The family mailed. */
  userId: str,
  /** The person mailed (their sub); absent on items made before families: the founder. */
  memberId: optional(str),
  event: oneOf(...heldEvents),
  /**
   * The proposal the mail is about: the jobs send the mail only while the proposal is still as the
   * mail tells (proposalMail.ts `stillAsAnnounced`). Absent on items made before it was stored; those go as made.
   */
  proposalId: optional(str),
  /** The mailed family's candidate and the other family's. */
  toCandidateId: str,
  fromCandidateId: str,
  /** The dashboard tab the mail points to ('receivedProposals' or 'myProposals'). */
  tab: str,
  mode: oneOf(...heldModes),
  createdDate: str,
  dueAt: str,
  mailedAt: optional(str),
  /** The digest period whose mail carries it (set just before that mail is sent). */
  digestedIn: optional(str),
}).keyedBy({
  key: (m) => heldMailKeys.held(m),
  indexes: (m) => ({
    gsi3pk: `HELD#${m.mode}#${shardOf(m.id)}`, gsi3sk: `${m.dueAt}#${m.id}`,
    ttl: Math.floor(Date.parse(m.createdDate) / 1000) + HELD_DAYS * 86_400,
  }),
}))();

export type HeldMail = RecordOf<typeof heldMailEntity.attributes>;
type HeldMode = HeldMail['mode'];

const HELD_SHARDS = 4;
const shardOf = (id: string) => [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 0) % HELD_SHARDS;
const HELD_DAYS = 35;


export async function putHeldMail(m: HeldMail): Promise<void> {
  await ddb().send(new PutCommand({
    TableName: table(),
    Item: heldMailEntity.toItem(m),
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

/** The keys of the held mails of a mode due at or before `at` (every shard, every page), oldest first per shard. */
export async function dueHeldKeys(mode: HeldMode, at: string): Promise<ItemKey[]> {
  const lists = await Promise.all(Array.from({ length: HELD_SHARDS }, (_, shard) => queryAll(
    {
      TableName: table(), IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk <= :at',
      ExpressionAttributeValues: { ':pk': `HELD#${mode}#${shard}`, ':at': `${at}#~` },
    },
    (i) => ({ pk: String(i.pk), sk: String(i.sk) }),
  )));
  return lists.flat();
}

/** Held mails by key (BatchGet); ones gone meanwhile are left out. */
export async function getHeldMails(keys: ItemKey[]): Promise<HeldMail[]> {
  return batchGetAll(keys, (item) => (item.type === heldMailEntity.type ? heldMailEntity.fromItem(item) : undefined));
}

/** Every held mail of one member (its own partition). */
export async function heldMailsOf(userId: string): Promise<HeldMail[]> {
  return queryAll(
    { TableName: table(), ConsistentRead: true, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :held)', ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':held': 'HELD#' } },
    heldMailEntity.fromItem,
  );
}

export async function deleteHeldMail(m: HeldMail): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: heldMailKeys.held(m) }));
}

/** Notes that the digest of `period` carries the item (before its send), so a resumed run deletes it rather than mailing it again. */
export async function markHeldDigested(m: HeldMail, period: string): Promise<void> {
  // An item deleted meanwhile needs no note.
  await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: heldMailKeys.held(m),
    UpdateExpression: 'SET digestedIn = :p', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':p': period },
  })));
}

/** Takes the note back when the send failed (the next run of the period tries again). */
export async function unmarkHeldDigested(m: HeldMail): Promise<void> {
  await landed(ddb().send(new UpdateCommand({ TableName: table(), Key: heldMailKeys.held(m), UpdateExpression: 'REMOVE digestedIn', ConditionExpression: 'attribute_exists(pk)' })));
}

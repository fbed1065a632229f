/**
 * Entity Proposal: one family's proposal to another, with its whole history under its own id, and
 * the pair guard that keeps one live proposal per pair of families, whichever side sent it.
 * Keys:
 *  - proposal `INTER#{id}` / `INTER` (an interaction, as Not Interested marks are), on gsi1
 *    `SENT#{from}` and gsi2 `RECEIVED#{to}`, both sorted by `{createdDate}#{id}`;
 *  - pair guard `PAIR#{a}#{b}` / `PAIR` with the two families' USER ids in sorted order (so a
 *    profile re-created on either side is still the same pair), holding `liveId` (the pair's
 *    current or last proposal) and the pair's reminders of the last 30 days;
 *  - while pending, index **gsi3** `PENDING#{shard}` / `{createdDate}#{id}` (the daily digest's
 *    work list); any write that ends the pending state removes it in the same update.
 * Proposing takes the guard with one conditional write — only when it is free or names a
 * proposal that has ended — then writes the proposal. A guard naming a proposal not written yet
 * counts as live for CLAIM_SECONDS (the writer is between its two writes); after that it is a
 * crashed proposal and frees itself. Every transition is one conditional update of the proposal.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { responseTypes, type ProposalState } from '#shared/domain/proposalRules.js';
import type { ActingMember } from '#shared/domain/memberActs.js';
import { ddb } from '../../lib/dynamodb.js';
import { actingMemberReader } from '../../store/actors.js';
import { landed } from '../../lib/errors.js';
import { countUnder, uncount } from '../../store/dailyCounts.js';
import { interactionIndexes, interactionKeys, notInterestedEntity, type InteractionRecord } from './interactions.js';
import { batchGetAll, queryAll } from '../../store/reads.js';
import { bool, defineEntity, list, num, oneOf, optional, str, type AttributesOf } from '../../store/entity.js';
import { table, type StoredItem } from '../../store/table.js';

export interface ProposalRecord extends ProposalState {
  id: string;
  userProfileId: string;
  fromCandidateId: string;
  toCandidateId: string;
  interactionType: 'proposal';
  createdDate: string;
  updatedDate: string;
  /**
   * Set by the same update that revokes (the sender) or rejects (the receiver) the proposal: until
   * then its sender's family may not propose to this family again.
   */
  cooldownUntil?: string;
  /**
   * Which member of which family acted, as recorded then: the sender's member who proposed, sent
   * the last reminder or revoked, and the receiver's who answered. Each family's lists show only
   * its own (proposalLists.ts); absent on proposals from before members were recorded.
   */
  proposedBy?: ActingMember;
  remindedBy?: ActingMember;
  revokedBy?: ActingMember;
  answeredBy?: ActingMember;
}

export const proposalKeys = {
  /** The two families' user ids, in either order. */
  pair: (a: string, b: string) => {
    const [lo, hi] = a < b ? [a, b] : [b, a];
    return { pk: `PAIR#${lo}#${hi}`, sk: 'PAIR' };
  },
  /** How many proposals a family sent on one UTC day (`yyyy-mm-dd`), in its own partition. */
  dailyCount: (userId: string, day: string) => ({ pk: `USER#${userId}`, sk: `PROPOSED#${day}` }),
};

const proposalCounter = (userId: string, day: string) => ({ key: proposalKeys.dailyCount(userId, day), type: 'ProposalCount', attribute: 'proposals' });

/**
 * Counts one more proposal of the family's day, only while under `max` (one conditional update,
 * so concurrent proposals cannot pass the limit). False when the day's limit is reached.
 */
export function countDailyProposal(userId: string, day: string, max: number, ttl: number): Promise<boolean> {
  return countUnder(proposalCounter(userId, day), max, ttl);
}

/** Gives back a counted proposal that was not made (the pair was taken meanwhile). */
export async function uncountDailyProposal(userId: string, day: string): Promise<void> {
  await uncount(proposalCounter(userId, day));
}

/** How long a guard whose proposal is not written yet still binds the pair (see above). */
export const CLAIM_SECONDS = 30;

/** A proposal that still binds the pair: pending, or accepted, and not revoked. */
export const isLive = (p: ProposalState) => !p.revoked && (p.responseType === 'pending' || p.responseType === 'accepted');

export async function getProposal(id: string): Promise<ProposalRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: interactionKeys.interaction(id), ConsistentRead: true }));
  return res.Item?.interactionType === 'proposal' ? proposalEntity.fromItem(res.Item) : undefined;
}

/**
 * The pair's guard: its current (or last) proposal's id, who sent it, and when the guard was taken;
 * and the pair's reminders: the times of those of the last 30 days (at most three, oldest first)
 * and how many were ever sent (the version their conditional write checks).
 */
export interface PairGuard {
  liveId: string;
  fromCandidateId: string;
  updatedDate: string;
  reminderDates?: string[];
  remindersSent?: number;
}

/** The pair guard's item (keyed by the two families, which it does not hold: the functions below build its key). */
const pairGuardEntity = /* @__PURE__ */ (() => defineEntity('ProposalPair', {
  liveId: str, fromCandidateId: str, updatedDate: str, reminderDates: optional(list(str)), remindersSent: optional(num),
} satisfies AttributesOf<PairGuard>))();

/** The guard of two families (user ids, in either order). */
export async function getPairGuard(a: string, b: string): Promise<PairGuard | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: proposalKeys.pair(a, b), ConsistentRead: true }));
  return res.Item && pairGuardEntity.fromItem(res.Item);
}

/**
 * Takes the pair of the two families for a new proposal of `fromCandidateId`: only when nobody
 * holds it, or it still names `endedId` (a proposal the caller found ended or missing). False when
 * another write came first. An update, so the pair's reminders stay.
 */
export async function takePair(
  families: [string, string], fromCandidateId: string, newId: string, endedId: string | undefined, at: string,
): Promise<boolean> {
  return landed(ddb().send(
    new UpdateCommand({
      TableName: table(), Key: proposalKeys.pair(...families),
      UpdateExpression: 'SET #type = :type, liveId = :new, fromCandidateId = :from, updatedDate = :at',
      ConditionExpression: endedId ? 'liveId = :ended' : 'attribute_not_exists(pk)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': pairGuardEntity.type, ':new': newId, ':from': fromCandidateId, ':at': at, ...(endedId ? { ':ended': endedId } : {}) },
    }),
  ));
}

/**
 * Records one reminder of the pair at `at`, keeping those after `windowStart`: only if the guard
 * is as `seen` (its `remindersSent`), so of racing reminders each write sees the one before it.
 * False when another write came first (read the guard again).
 */
export async function recordPairReminder(families: [string, string], seen: PairGuard, windowStart: string, at: string): Promise<boolean> {
  const kept = (seen.reminderDates ?? []).filter((d) => d > windowStart);
  const sent = seen.remindersSent ?? 0;
  return landed(ddb().send(
    new UpdateCommand({
      TableName: table(), Key: proposalKeys.pair(...families),
      UpdateExpression: 'SET reminderDates = :dates, remindersSent = :next',
      ConditionExpression: sent ? 'remindersSent = :sent' : 'attribute_exists(pk) AND attribute_not_exists(remindersSent)',
      ExpressionAttributeValues: { ':dates': [...kept, at], ':next': sent + 1, ...(sent ? { ':sent': sent } : {}) },
    }),
  ));
}

const byTime = (r: ProposalRecord) => `${r.createdDate}#${r.id}`;

/** Pending proposals spread over a few index partitions, so no partition gets every write. */
export const PENDING_SHARDS = 4;
const shardOf = (id: string) => [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 0) % PENDING_SHARDS;
export const pendingKeys = (r: Pick<ProposalRecord, 'id' | 'createdDate'>) => ({ gsi3pk: `PENDING#${shardOf(r.id)}`, gsi3sk: `${r.createdDate}#${r.id}` });

/**
 * A proposal: an interaction (interactions.ts) whose `interactionType` is 'proposal', listed on both
 * sides by when it was sent, and on gsi3 while pending. The compiler checks this declaration against
 * `ProposalRecord`.
 */
const proposalEntity = /* @__PURE__ */ (() => defineEntity('Interaction', {
  id: str, userProfileId: str, fromCandidateId: str, toCandidateId: str, interactionType: oneOf('proposal'),
  createdDate: str, updatedDate: str, responseType: oneOf(...responseTypes), revoked: bool,
  reminder1UpdatedDate: optional(str), reminder2UpdatedDate: optional(str), reminder3UpdatedDate: optional(str), cooldownUntil: optional(str),
  proposedBy: optional(actingMemberReader), remindedBy: optional(actingMemberReader), revokedBy: optional(actingMemberReader), answeredBy: optional(actingMemberReader),
} satisfies AttributesOf<ProposalRecord>).keyedBy({
  key: (r) => interactionKeys.interaction(r.id),
  indexes: (r) => ({ ...interactionIndexes(r, byTime(r)), ...(r.responseType === 'pending' && !r.revoked ? pendingKeys(r) : {}) }),
}))();

/** A proposal's whole item (its keys and index keys, then the record). */
export const proposalItem = (r: ProposalRecord) => proposalEntity.toItem(r);

/** Any interaction item, read as what its `interactionType` says it is. */
const anyInteractionOf = (item: StoredItem): AnyInteraction =>
  item.interactionType === 'proposal' ? proposalEntity.fromItem(item) : notInterestedEntity.fromItem(item);

export async function putProposal(r: ProposalRecord): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(),
      Item: proposalItem(r),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * One conditional update of a proposal: `set` applied only if `condition` holds on the stored
 * item (throws ConditionalCheckFailed otherwise). Answers the proposal as written. A change of
 * `responseType` or `revoked` ends the pending state (nothing goes back to pending), so the same
 * update takes the proposal off the pending index.
 */
export async function updateProposal(
  id: string,
  set: Record<string, unknown>,
  condition: string,
  values: Record<string, unknown>,
): Promise<ProposalRecord> {
  const names: Record<string, string> = {};
  const setValues: Record<string, unknown> = {};
  const sets = Object.entries(set).map(([k, v], i) => {
    names[`#s${i}`] = k;
    setValues[`:s${i}`] = v;
    return `#s${i} = :s${i}`;
  });
  const res = await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: interactionKeys.interaction(id),
      UpdateExpression: `SET ${sets.join(', ')}${'responseType' in set || 'revoked' in set ? ' REMOVE gsi3pk, gsi3sk' : ''}`,
      ConditionExpression: `attribute_exists(pk) AND interactionType = :proposal AND (${condition})`,
      ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
      ExpressionAttributeValues: { ':proposal': 'proposal', ...setValues, ...values },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return proposalEntity.fromItem(res.Attributes ?? {});
}

/**
 * The ids of pending proposals sent before `before` (ISO), oldest first, from one shard of gsi3
 * (keys only), every page. The index is eventually consistent: callers read each proposal and
 * re-check its state in their conditional write.
 */
export async function pendingIdsBefore(shard: number, before: string): Promise<string[]> {
  return queryAll(
    {
      TableName: table(), IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk < :before',
      ExpressionAttributeValues: { ':pk': `PENDING#${shard}`, ':before': before },
    },
    (i) => String(i.gsi3sk).split('#')[1]!,
  );
}

/** Proposals by id (BatchGet, 100 a request, unprocessed keys retried); missing ones are left out. `consistent`: strongly consistent reads. */
export async function getProposals(ids: string[], { consistent = false } = {}): Promise<ProposalRecord[]> {
  return batchGetAll(
    ids.map((id) => interactionKeys.interaction(id)), (item) => (item.interactionType === 'proposal' ? proposalEntity.fromItem(item) : undefined),
    consistent ? { ConsistentRead: true } : {},
  );
}

/** Any interaction item: a proposal, or a Not Interested mark (interactions.ts). */
export type AnyInteraction = ProposalRecord | InteractionRecord;

/** Every interaction on one side of a candidate, newest first (gsi1 sent, gsi2 received). */
export async function listInteractions(side: 'sent' | 'received', candidateId: string): Promise<AnyInteraction[]> {
  const index = side === 'sent' ? 'gsi1' : 'gsi2';
  const key = side === 'sent' ? interactionKeys.sent(candidateId).gsi1pk : interactionKeys.received(candidateId).gsi2pk;
  return queryAll(
    { TableName: table(), IndexName: index, KeyConditionExpression: `${index}pk = :pk`, ExpressionAttributeValues: { ':pk': key }, ScanIndexForward: false },
    anyInteractionOf,
  );
}

/**
 * Entity Block: a member blocked another family. A block is a decision about the two families (the
 * accounts), not about one profile document, so both items are keyed by user ids: deleting and
 * re-creating a candidate profile, on either side, leaves the block standing. Two items, both in a
 * member's own partition, so ONE Query (`begins_with(sk, 'BLOCK')`) of the viewer's partition gives
 * both directions to every filter:
 *  - block `USER#{blockerUserId}` / `BLOCK#{blockedUserId}`: the blocker's own record
 *    (blockerUserId, blockedUserId, blockedCandidateId, ownCandidateId, createdDate), listed under
 *    Blocked Families; the two candidate ids are the profiles at the time of blocking (the list
 *    falls back to the first when the family has no profile now, and the filters hide it too);
 *  - mirror `USER#{blockedUserId}` / `BLOCKEDBY#{blockerUserId}` (blockerUserId, blockerCandidateId,
 *    createdDate): the blocked family's own filters find it, and it is never listed.
 * The filters compare candidate ids: `currentCandidateIds` turns the families into the profiles
 * they have now (one BatchGet of their user records' `candidateId` pointers; a family blocks few).
 * Index: none.
 *
 * The local emulator has no transactions, so the writes are ordered and the blocker's own item is
 * the commit record: a block writes it only once the mirror stands, and an unblock deletes it last.
 *  - Block: mirror, then own, then the mirror once more. A crash after the first put leaves only the
 *    mirror: the blocked family already no longer sees the blocker (the safe side), the blocker's
 *    list does not show the block yet, and blocking again (idempotent puts) finishes it. The last
 *    put is for an unblock racing from another tab, which may delete the mirror between the first
 *    two: whatever the order, an own item that stands has its mirror.
 *  - Unblock: mirror, then own. A crash in between leaves the own item: the list still shows the
 *    block, so the member unblocks again (the mirror's delete is a no-op) and it finishes.
 * So an own item always has its mirror: a family the list shows as blocked is hidden both ways.
 * The opposite leftover — a mirror alone, from a crash or a block racing an unblock — only hides
 * more than asked (the blocked family does not see the blocker); blocking and unblocking clears it.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { userKeys } from '../../members/session.js';
import { batchGetAll, queryAll } from '../../store/reads.js';
import { defineEntity, optional, str, type RecordOf } from '../../store/entity.js';
import { actingMemberReader } from '../../store/actors.js';
import { table } from '../../store/table.js';

const BLOCK_PREFIX = 'BLOCK#';
const BLOCKED_BY_PREFIX = 'BLOCKEDBY#';
/** Begins both sort keys: one Query reads both directions. */
const EITHER_PREFIX = 'BLOCK';

export const blockKeys = {
  block: (blockerUserId: string, blockedUserId: string) => ({ pk: userKeys.user(blockerUserId).pk, sk: `${BLOCK_PREFIX}${blockedUserId}` }),
  blockedBy: (blockedUserId: string, blockerUserId: string) => ({ pk: userKeys.user(blockedUserId).pk, sk: `${BLOCKED_BY_PREFIX}${blockerUserId}` }),
};

/** The blocker's own record of a block. */
const blockEntity = /* @__PURE__ */ (() => defineEntity('Block', {
  blockerUserId: str,
  blockedUserId: str,
  /** The blocked family's candidate when the block was made. */
  blockedCandidateId: str,
  /** The blocker's candidate when the block was made. */
  ownCandidateId: str,
  createdDate: str,
  /** The blocker's member who blocked, as recorded then (only ever on the blocker's own item; absent on older blocks). */
  blockedBy: optional(actingMemberReader),
}).keyedBy({ key: (r) => blockKeys.block(r.blockerUserId, r.blockedUserId) }))();
export type BlockRecord = RecordOf<typeof blockEntity.attributes>;

/** The mirror in the blocked family's partition (keyed by the blocked family, not in the record: putBlock builds its key). */
const blockedByEntity = /* @__PURE__ */ (() => defineEntity('BlockedBy', {
  blockerUserId: str,
  /** The blocker's candidate when the block was made. */
  blockerCandidateId: str,
  createdDate: str,
}))();
export type BlockedByRecord = RecordOf<typeof blockedByEntity.attributes>;

/**
 * Writes both items, mirror first and last (see above). Blocking twice keeps the first block's date:
 * the own item is put only where none exists, and a lost condition means it is already there.
 * Answers whether this call made the block (false: the family had blocked them already).
 */
export async function putBlock(r: BlockRecord): Promise<boolean> {
  const mirror: BlockedByRecord = { blockerCandidateId: r.ownCandidateId, blockerUserId: r.blockerUserId, createdDate: r.createdDate };
  const putMirror = () =>
    ddb().send(new PutCommand({ TableName: table(), Item: { ...blockKeys.blockedBy(r.blockedUserId, r.blockerUserId), type: blockedByEntity.type, ...mirror } }));
  await putMirror();
  const made = await landed(ddb().send(
    new PutCommand({
      TableName: table(), Item: blockEntity.toItem(r),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  ));
  await putMirror();
  return made;
}

/** Removes a block, mirror first (see above). */
export async function deleteBlock(r: BlockRecord): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: blockKeys.blockedBy(r.blockedUserId, r.blockerUserId) }));
  await ddb().send(new DeleteCommand({ TableName: table(), Key: blockKeys.block(r.blockerUserId, r.blockedUserId) }));
}

/** Both directions of a member's blocks: one strongly consistent Query of their own partition. */
export async function listBlocks(userId: string): Promise<{ blocked: BlockRecord[]; blockedBy: BlockedByRecord[] }> {
  const blocked: BlockRecord[] = [];
  const blockedBy: BlockedByRecord[] = [];
  const items = await queryAll(
    {
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :block)',
      ExpressionAttributeValues: { ':pk': userKeys.user(userId).pk, ':block': EITHER_PREFIX },
      ConsistentRead: true,
    },
    (item) => item,
  );
  for (const item of items) {
    const sk = String(item.sk);
    if (sk.startsWith(BLOCKED_BY_PREFIX)) blockedBy.push(blockedByEntity.fromItem(item));
    else if (sk.startsWith(BLOCK_PREFIX)) blocked.push(blockEntity.fromItem(item));
  }
  return { blocked, blockedBy };
}

/** The accounts a block stands between with this member, either way (the one Query of listBlocks). */
export async function blockedEitherWay(userId: string): Promise<Set<string>> {
  const { blocked, blockedBy } = await listBlocks(userId);
  return new Set([...blocked.map((b) => b.blockedUserId), ...blockedBy.map((b) => b.blockerUserId)]);
}

/**
 * The candidate profile each family has now (its user record's `candidateId` pointer), by user id:
 * one BatchGet of the few families a member's blocks name. A family without a profile (or gone) is
 * left out.
 */
export async function currentCandidateIds(userIds: string[]): Promise<Map<string, string>> {
  const pairs = await batchGetAll(
    [...new Set(userIds)].map((id) => userKeys.user(id)),
    (item) => (typeof item.candidateId === 'string' ? [String(item.pk).slice(userKeys.user('').pk.length), item.candidateId] as const : undefined),
    { ProjectionExpression: 'pk, candidateId', ConsistentRead: true },
  );
  return new Map(pairs);
}

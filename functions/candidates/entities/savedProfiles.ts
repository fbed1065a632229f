/**
 * Entity SavedProfile: a profile a member keeps in their list.
 * Key: `USER#{userId}` / `SAVED#{candidateId}` on the table: in the member's partition, so the list
 * is one Query and "at most once per profile" is a conditional put on the fixed key. The item's
 * `id` is the saved candidate's id (unique within the list), so removing by id needs no lookup.
 * Index: none.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { userKeys } from '../../members/session.js';
import { queryAll } from '../../store/reads.js';
import { defineEntity, str, type RecordOf } from '../../store/entity.js';
import { table } from '../../store/table.js';

const SAVED_PREFIX = 'SAVED#';

export const savedProfileKeys = {
  saved: (userId: string, candidateId: string) => ({ pk: userKeys.user(userId).pk, sk: `${SAVED_PREFIX}${candidateId}` }),
};

export const savedProfileEntity = /* @__PURE__ */ (() => defineEntity('SavedProfile', { id: str, userProfileId: str, candidateId: str, updatedDate: str })
  .keyedBy({ key: (r) => savedProfileKeys.saved(r.userProfileId, r.candidateId) }))();

export type SavedProfileRecord = RecordOf<typeof savedProfileEntity.attributes>;

/** Saves once: answers false when the profile was already in the list (concurrent saves: one true). */
export async function putSavedProfile(r: SavedProfileRecord): Promise<boolean> {
  return landed(ddb().send(
    new PutCommand({
      TableName: table(), Item: savedProfileEntity.toItem(r),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  ));
}

/** The member's list, newest first. */
export async function listSavedProfiles(userId: string): Promise<SavedProfileRecord[]> {
  const items = await queryAll(
    {
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :saved)',
      ExpressionAttributeValues: { ':pk': userKeys.user(userId).pk, ':saved': SAVED_PREFIX },
      ConsistentRead: true,
    },
    savedProfileEntity.fromItem,
  );
  return items.sort((a, b) => b.updatedDate.localeCompare(a.updatedDate));
}

/** Removes one; answers whether it was there. */
export async function deleteSavedProfile(userId: string, candidateId: string): Promise<boolean> {
  const res = await ddb().send(
    new DeleteCommand({ TableName: table(), Key: savedProfileKeys.saved(userId, candidateId), ReturnValues: 'ALL_OLD' }),
  );
  return Boolean(res.Attributes);
}

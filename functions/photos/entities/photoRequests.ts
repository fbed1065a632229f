/**
 * Entity PhotoRequest: a family asked another to see all its photos. A request is a
 * decision between the two families (accounts), not two profile documents, so it is keyed by user
 * ids, like a block and the proposals' pair guard: deleting and re-creating a profile, on either
 * side, neither resets the 30 days nor an approval.
 *  - `USER#{ownerUserId}` / `PHOTOREQ#{requesterUserId}`: in the owner's own partition, so Photo
 *    Requests is one Query of it and deleting the owner's account deletes them with the partition;
 *  - on gsi1 `PHOTOREQBY#{requesterUserId}` / `{ownerUserId}`: the requester's sent requests (its
 *    data export, and its account deletion).
 * One request per pair (that direction) per REQUEST_DAYS: the put is conditioned on no item, or on
 * one whose `until` has passed and that is not approved, so of ten parallel requests one lands.
 * Each answer is one conditional update on the status it starts from.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { photoRequestStatuses, type PhotoRequestStatus } from '#shared/domain/photoAccess.js';
import type { ActingMember } from '#shared/domain/memberActs.js';
import { ddb } from '../../lib/dynamodb.js';
import { actingMemberReader } from '../../store/actors.js';
import { landed, landedWith } from '../../lib/errors.js';
import { queryAll } from '../../store/reads.js';
import { defineEntity, oneOf, optional, str, type RecordOf } from '../../store/entity.js';
import { table } from '../../store/table.js';
import { userKeys } from '../../members/session.js';

export const REQUEST_DAYS = 30;
const PREFIX = 'PHOTOREQ#';

export const photoRequestKeys = {
  photoRequest: (ownerUserId: string, requesterUserId: string) => ({ pk: userKeys.user(ownerUserId).pk, sk: `${PREFIX}${requesterUserId}` }),
  photoRequestsBy: (requesterUserId: string, ownerUserId: string) => ({ gsi1pk: `PHOTOREQBY#${requesterUserId}`, gsi1sk: ownerUserId }),
};

export const photoRequestEntity = /* @__PURE__ */ (() => defineEntity('PhotoRequest', {
  ownerUserId: str, requesterUserId: str,
  /** The two profiles when the request was made (the owner's list shows the requester's current one). */
  ownerCandidateId: str, requesterCandidateId: str,
  status: oneOf(...photoRequestStatuses), createdDate: str, updatedDate: str,
  /** No new request of this pair before this time (createdDate + REQUEST_DAYS). */
  until: str,
  /**
   * The requesting family's member who asked, and the owner's member who last answered, as
   * recorded then: each only ever shown to its own family (absent on requests from before).
   */
  askedBy: optional(actingMemberReader), answeredBy: optional(actingMemberReader),
}).keyedBy({
  key: (r) => photoRequestKeys.photoRequest(r.ownerUserId, r.requesterUserId),
  indexes: (r) => photoRequestKeys.photoRequestsBy(r.requesterUserId, r.ownerUserId),
}))();

export type PhotoRequestRecord = RecordOf<typeof photoRequestEntity.attributes>;

/** Writes a new request unless the pair has one younger than REQUEST_DAYS, or an approved one. True when it landed. */
export async function putNewPhotoRequest(r: PhotoRequestRecord): Promise<boolean> {
  return landed(ddb().send(new PutCommand({
    TableName: table(),
    Item: photoRequestEntity.toItem(r),
    ConditionExpression: 'attribute_not_exists(pk) OR (#until < :now AND #status <> :approved)',
    ExpressionAttributeNames: { '#until': 'until', '#status': 'status' },
    ExpressionAttributeValues: { ':now': r.createdDate, ':approved': 'approved' },
  })));
}

export async function getPhotoRequest(ownerUserId: string, requesterUserId: string): Promise<PhotoRequestRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: photoRequestKeys.photoRequest(ownerUserId, requesterUserId), ConsistentRead: true }));
  return res.Item && photoRequestEntity.fromItem(res.Item);
}

/** The owner's received requests (one Query of its partition). */
export async function listReceivedPhotoRequests(ownerUserId: string): Promise<PhotoRequestRecord[]> {
  return queryAll(
    {
      TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userKeys.user(ownerUserId).pk, ':prefix': PREFIX }, ConsistentRead: true,
    },
    photoRequestEntity.fromItem,
  );
}

/** The requests a family sent (gsi1). */
export async function listSentPhotoRequests(requesterUserId: string): Promise<PhotoRequestRecord[]> {
  return queryAll(
    {
      TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': photoRequestKeys.photoRequestsBy(requesterUserId, '').gsi1pk },
    },
    photoRequestEntity.fromItem,
  );
}

/**
 * Moves a request from one of `from` to `to`, recording the owner's member who answered; the
 * request as written, or undefined when it is not in one of those states (or gone).
 */
export async function answerPhotoRequest(
  ownerUserId: string, requesterUserId: string, from: PhotoRequestStatus[], to: PhotoRequestStatus, by: ActingMember,
): Promise<PhotoRequestRecord | undefined> {
  const names = from.map((_, i) => `:from${i}`);
  const res = await landedWith(ddb().send(new UpdateCommand({
    TableName: table(), Key: photoRequestKeys.photoRequest(ownerUserId, requesterUserId),
    UpdateExpression: 'SET #status = :to, updatedDate = :at, answeredBy = :by',
    ConditionExpression: `attribute_exists(pk) AND #status IN (${names.join(', ')})`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':to': to, ':at': by.at, ':by': by, ...Object.fromEntries(from.map((s, i) => [names[i], s])) },
    ReturnValues: 'ALL_NEW',
  })));
  return res?.Attributes && photoRequestEntity.fromItem(res.Attributes);
}

export async function deletePhotoRequest(ownerUserId: string, requesterUserId: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: photoRequestKeys.photoRequest(ownerUserId, requesterUserId) }));
}

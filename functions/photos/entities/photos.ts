/**
 * Entity Photo: one item per confirmed photo, the bytes themselves are in S3 (photoStore.ts).
 * Key: `CAND#{candidateId}` / `PHOTO#{photoId}` on the table: in the candidate's partition, so one
 * Query lists a profile's photos and deleting the profile finds them with everything else.
 * Index: none (photos are only ever listed by their profile).
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
// The narrow face: the session reads photos, and through candidates' index it would load every candidates file.
import { candidateKeys } from '../../candidates/session.js';
import { defineEntity, num, str, type RecordOf } from '../../store/entity.js';
import { table } from '../../store/table.js';

export const photoKeys = {
  photo: (candidateId: string, photoId: string) => ({ pk: candidateKeys.candidate(candidateId).pk, sk: `PHOTO#${photoId}` }),
};

export const photoEntity = /* @__PURE__ */ (() => defineEntity('Photo', { id: str, candidateId: str, fileName: str, contentType: str, size: num, createdDate: str })
  .keyedBy({ key: (p) => photoKeys.photo(p.candidateId, p.id) }))();

export type PhotoRecord = RecordOf<typeof photoEntity.attributes>;

/**
 * Writes the photo item once: of concurrent confirms of one upload, exactly one writes it.
 * Answers false when the item was already there.
 */
export async function putNewPhoto(p: PhotoRecord): Promise<boolean> {
  return landed(ddb().send(new PutCommand({ TableName: table(), Item: photoEntity.toItem(p), ConditionExpression: 'attribute_not_exists(pk)' })));
}

export async function getPhoto(candidateId: string, photoId: string): Promise<PhotoRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: photoKeys.photo(candidateId, photoId), ConsistentRead: true }));
  return res.Item ? photoEntity.fromItem(res.Item) : undefined;
}

export async function listPhotos(candidateId: string): Promise<PhotoRecord[]> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': candidateKeys.candidate(candidateId).pk, ':sk': 'PHOTO#' }, ConsistentRead: true,
    }),
  );
  return (res.Items ?? []).map(photoEntity.fromItem).sort((a, b) => a.createdDate.localeCompare(b.createdDate));
}

/** Answers false when the photo was already gone (a repeated delete). */
export async function deletePhotoItem(candidateId: string, photoId: string): Promise<boolean> {
  const res = await ddb().send(new DeleteCommand({ TableName: table(), Key: photoKeys.photo(candidateId, photoId), ReturnValues: 'ALL_OLD' }));
  return Boolean(res.Attributes);
}

/** Items kept under a candidate's partition: photos, the expectation, status reasons; and shared URLs. */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Expectation } from '../../shared/domain/candidate.js';
import { ddb } from '../lib/clients.js';
import { isConditionFailed } from '../lib/errors.js';
import { keys, table, withoutKeys } from './table.js';

export interface PhotoRecord {
  id: string;
  candidateId: string;
  fileName: string;
  contentType: string;
  size: number;
  createdDate: string;
}

/**
 * Writes the photo item once: of concurrent confirms of one upload, exactly one writes it.
 * Answers false when the item was already there.
 */
export async function putNewPhoto(p: PhotoRecord): Promise<boolean> {
  try {
    await ddb().send(new PutCommand({ TableName: table(), Item: { ...keys.photo(p.candidateId, p.id), type: 'Photo', ...p }, ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (e) {
    if (isConditionFailed(e)) return false;
    throw e;
  }
}

export async function getPhoto(candidateId: string, photoId: string): Promise<PhotoRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: keys.photo(candidateId, photoId), ConsistentRead: true }));
  return res.Item ? (withoutKeys(res.Item) as PhotoRecord) : undefined;
}

export async function listPhotos(candidateId: string): Promise<PhotoRecord[]> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': keys.candidate(candidateId).pk, ':sk': 'PHOTO#' }, ConsistentRead: true,
    }),
  );
  return (res.Items ?? []).map((i) => withoutKeys(i) as PhotoRecord).sort((a, b) => a.createdDate.localeCompare(b.createdDate));
}

/** Answers false when the photo was already gone (a repeated delete). */
export async function deletePhotoItem(candidateId: string, photoId: string): Promise<boolean> {
  const res = await ddb().send(new DeleteCommand({ TableName: table(), Key: keys.photo(candidateId, photoId), ReturnValues: 'ALL_OLD' }));
  return Boolean(res.Attributes);
}

export async function getExpectation(candidateId: string): Promise<Expectation | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: keys.expectation(candidateId), ConsistentRead: true }));
  return res.Item ? (withoutKeys(res.Item) as Expectation) : undefined;
}

/** `mode` add: only if there is none yet; edit: only the one with this id. */
export async function putExpectation(e: Expectation, mode: 'add' | 'edit'): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(), Item: { ...keys.expectation(e.candidateId), type: 'Expectation', ...e },
      ...(mode === 'add'
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'id = :id', ExpressionAttributeValues: { ':id': e.id } }),
    }),
  );
}

export interface StatusReasonRecord {
  id: string;
  candidateId: string;
  candidateProfileStatusReason: string;
  updatedDate: string;
}

export async function putStatusReason(r: StatusReasonRecord): Promise<void> {
  await ddb().send(new PutCommand({ TableName: table(), Item: { ...keys.statusReason(r.candidateId, r.updatedDate, r.id), type: 'StatusReason', ...r } }));
}

export async function latestStatusReason(candidateId: string): Promise<StatusReasonRecord | undefined> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': keys.candidate(candidateId).pk, ':sk': 'STATUS#' }, ScanIndexForward: false, Limit: 1,
    }),
  );
  const item = res.Items?.[0];
  return item ? (withoutKeys(item) as StatusReasonRecord) : undefined;
}

/** Unique shared URLs: the item is written only if no profile holds the name. */
export async function claimPublicUrl(url: string, candidateId: string): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(), Item: { ...keys.publicUrl(url), type: 'PublicUrl', url, candidateId },
      ConditionExpression: 'attribute_not_exists(pk) OR candidateId = :c', ExpressionAttributeValues: { ':c': candidateId },
    }),
  );
}

export async function findPublicUrl(url: string): Promise<string | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: keys.publicUrl(url) }));
  return res.Item?.candidateId as string | undefined;
}

/** Releases a name, but only the one this profile holds. */
export async function releasePublicUrl(url: string, candidateId: string): Promise<void> {
  await ddb().send(
    new DeleteCommand({ TableName: table(), Key: keys.publicUrl(url), ConditionExpression: 'candidateId = :c', ExpressionAttributeValues: { ':c': candidateId } }),
  ).catch((e: unknown) => {
    if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
  });
}

/**
 * Upload tickets: a candidate holds at most `slots` open presigned uploads. Each ticket occupies one
 * of a fixed set of slot items (`CAND#{id}` / `TICKET#{n}`), taken with a conditional put while the
 * slot is free or its ticket has expired, so the limit holds under concurrent requests without a
 * count. `ttl` lets DynamoDB remove expired tickets; nothing waits for it (`expiresAt` decides).
 */
const ticketKey = (candidateId: string, slot: number) => keys.uploadTicket(candidateId, slot);

export async function claimTicketSlot(candidateId: string, photoId: string, slots: number, lifetimeSeconds: number): Promise<boolean> {
  const nowMs = Date.now();
  const expiresAt = nowMs + lifetimeSeconds * 1000;
  for (let slot = 0; slot < slots; slot++) {
    try {
      await ddb().send(
        new PutCommand({
          TableName: table(),
          Item: { ...ticketKey(candidateId, slot), type: 'UploadTicket', candidateId, photoId, expiresAt, ttl: Math.ceil(expiresAt / 1000) },
          ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
          ExpressionAttributeValues: { ':now': nowMs },
        }),
      );
      return true;
    } catch (e) {
      if (!isConditionFailed(e)) throw e;
    }
  }
  return false;
}

/** The slot holding this upload's ticket, expired or not (a slow upload may confirm late, until the slot is reused). */
export async function findTicket(candidateId: string, photoId: string): Promise<{ pk: string; sk: string } | undefined> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)', ConsistentRead: true,
      ExpressionAttributeValues: { ':pk': keys.candidate(candidateId).pk, ':sk': 'TICKET#' },
    }),
  );
  const item = (res.Items ?? []).find((i) => i.photoId === photoId);
  return item ? { pk: String(item.pk), sk: String(item.sk) } : undefined;
}

/** Frees the upload's slot; a slot already taken by another ticket is left alone. */
export async function releaseTicket(candidateId: string, photoId: string): Promise<void> {
  const key = await findTicket(candidateId, photoId);
  if (!key) return;
  await ddb().send(
    new DeleteCommand({ TableName: table(), Key: key, ConditionExpression: 'photoId = :p', ExpressionAttributeValues: { ':p': photoId } }),
  ).catch((e: unknown) => {
    if (!isConditionFailed(e)) throw e;
  });
}

/**
 * Entity UploadTicket: one of the few slots of open presigned uploads a candidate may hold.
 * Key: `CAND#{candidateId}` / `TICKET#{slot}` on the table: a fixed set of slot items in the
 * candidate's partition, so the limit is held by conditional puts without a counter.
 * Index: none (found by listing the candidate's slots); `ttl` lets DynamoDB remove expired ones.
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { candidateKeys } from '../../candidates/index.js';
import { table } from '../../store/table.js';

export const uploadTicketKeys = {
  uploadTicket: (candidateId: string, slot: number | string) => ({ pk: candidateKeys.candidate(candidateId).pk, sk: `TICKET#${slot}` }),
};

/**
 * Upload tickets: a candidate holds at most `slots` open presigned uploads. Each ticket occupies one
 * of a fixed set of slot items (`CAND#{id}` / `TICKET#{n}`), taken with a conditional put while the
 * slot is free or its ticket has expired, so the limit holds under concurrent requests without a
 * count. `ttl` lets DynamoDB remove expired tickets; nothing waits for it (`expiresAt` decides).
 */
const ticketKey = (candidateId: string, slot: number) => uploadTicketKeys.uploadTicket(candidateId, slot);

export async function claimTicketSlot(candidateId: string, photoId: string, slots: number, lifetimeSeconds: number): Promise<boolean> {
  const nowMs = Date.now();
  const expiresAt = nowMs + lifetimeSeconds * 1000;
  for (let slot = 0; slot < slots; slot++) {
    const taken = await landed(ddb().send(
      new PutCommand({
        TableName: table(),
        Item: { ...ticketKey(candidateId, slot), type: 'UploadTicket', candidateId, photoId, expiresAt, ttl: Math.ceil(expiresAt / 1000) },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': nowMs },
      }),
    ));
    if (taken) return true;
  }
  return false;
}

/** The slot holding this upload's ticket, expired or not (a slow upload may confirm late, until the slot is reused). */
export async function findTicket(candidateId: string, photoId: string): Promise<{ pk: string; sk: string } | undefined> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)', ConsistentRead: true,
      ExpressionAttributeValues: { ':pk': candidateKeys.candidate(candidateId).pk, ':sk': 'TICKET#' },
    }),
  );
  const item = (res.Items ?? []).find((i) => i.photoId === photoId);
  return item ? { pk: String(item.pk), sk: String(item.sk) } : undefined;
}

/** Frees the upload's slot; a slot already taken by another ticket is left alone. */
export async function releaseTicket(candidateId: string, photoId: string): Promise<void> {
  const key = await findTicket(candidateId, photoId);
  if (!key) return;
  await landed(ddb().send(
    new DeleteCommand({ TableName: table(), Key: key, ConditionExpression: 'photoId = :p', ExpressionAttributeValues: { ':p': photoId } }),
  ));
}

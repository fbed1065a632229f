/**
 * Entity StatusReason: why the family enabled or disabled their profile, one item per change.
 * Key: `CAND#{candidateId}` / `STATUS#{createdDate}#{id}` on the table: in the candidate's
 * partition, sorted by time, so the latest is a one-item Query read backwards.
 * Index: none (only ever read by its profile).
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { candidateKeys } from './candidates.js';
import { defineEntity, str, type RecordOf } from '../../store/entity.js';
import { table } from '../../store/table.js';

export const statusReasonKeys = {
  statusReason: (candidateId: string, createdDate: string, id: string) => ({ pk: candidateKeys.candidate(candidateId).pk, sk: `STATUS#${createdDate}#${id}` }),
};

export const statusReasonEntity = /* @__PURE__ */ (() => defineEntity('StatusReason', { id: str, candidateId: str, candidateProfileStatusReason: str, updatedDate: str })
  .keyedBy({ key: (r) => statusReasonKeys.statusReason(r.candidateId, r.updatedDate, r.id) }))();

export type StatusReasonRecord = RecordOf<typeof statusReasonEntity.attributes>;

export async function putStatusReason(r: StatusReasonRecord): Promise<void> {
  await ddb().send(new PutCommand({ TableName: table(), Item: statusReasonEntity.toItem(r) }));
}

export async function latestStatusReason(candidateId: string): Promise<StatusReasonRecord | undefined> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': candidateKeys.candidate(candidateId).pk, ':sk': 'STATUS#' }, ScanIndexForward: false, Limit: 1,
    }),
  );
  const item = res.Items?.[0];
  return item ? statusReasonEntity.fromItem(item) : undefined;
}

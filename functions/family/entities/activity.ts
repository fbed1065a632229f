/**
 * Entity FamilyActivity: one thing a member did for the family (proposed, reminded, answered,
 * revoked, asked for or answered a photo request, blocked or unblocked), for the family's own
 * Family Activity list.
 * Key: `USER#{familyId}` / `ACT#{at}#{id}`: in the family's own partition, so the list of the last
 * ACTIVITY_DAYS is one Query (newest first), and deleting the family's account deletes it with the
 * partition. TTL: ACTIVITY_DAYS after the act (DynamoDB deletes it some time after that; the read
 * asks only for newer keys, as the local emulator never expires anything).
 * The member is recorded by name and relation as they were (someone who left stays named).
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { memberActKinds } from '#shared/domain/memberActs.js';
import { ddb } from '../../lib/dynamodb.js';
import { userKeys } from '../../members/session.js';
import { defineEntity, oneOf, optional, str, type RecordOf } from '../../store/entity.js';
import { table } from '../../store/table.js';

/** How long the family's acts are kept and listed. */
export const ACTIVITY_DAYS = 90;
const PREFIX = 'ACT#';

export const activityKeys = {
  activity: (familyId: string, at: string, id: string) => ({ pk: userKeys.user(familyId).pk, sk: `${PREFIX}${at}#${id}` }),
};

const activityEntity = /* @__PURE__ */ (() => defineEntity('FamilyActivity', {
  familyId: str, id: str, act: oneOf(...memberActKinds), at: str,
  memberId: str, firstName: str, relation: optional(str),
  /** The other family's candidate profile the act was about (its name is read when listed). */
  otherCandidateId: optional(str),
}).keyedBy({
  key: (r) => activityKeys.activity(r.familyId, r.at, r.id),
  indexes: (r) => ({ ttl: Math.floor(Date.parse(r.at) / 1000) + ACTIVITY_DAYS * 86_400 }),
}))();

export type ActivityRecord = RecordOf<typeof activityEntity.attributes>;

export async function putActivity(r: ActivityRecord): Promise<void> {
  await ddb().send(new PutCommand({ TableName: table(), Item: activityEntity.toItem(r) }));
}

/** The family's acts since `since` (ISO), newest first, at most `limit`; `more` when older ones in the window were left out. */
export async function listActivity(familyId: string, since: string, limit: number): Promise<{ items: ActivityRecord[]; more: boolean }> {
  const res = await ddb().send(new QueryCommand({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': userKeys.user(familyId).pk, ':from': `${PREFIX}${since}`, ':to': `${PREFIX}\uffff` },
    ScanIndexForward: false, Limit: limit + 1, ConsistentRead: true,
  }));
  const items = (res.Items ?? []).map((i) => activityEntity.fromItem(i));
  return { items: items.slice(0, limit), more: items.length > limit };
}

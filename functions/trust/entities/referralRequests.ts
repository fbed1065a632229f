import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { queryAll } from '../../store/reads.js';
import { defineEntity, optional, str, type RecordOf } from '../../store/entity.js';
import { table, type StoredItem } from '../../store/table.js';

/*
 * Entity ReferralRequest: a family's request for a referral code, answered by a volunteer.
 * Key: `REFREQ#{id}` / `REFREQ` on the table: its own partition, named by id in the volunteers' mail.
 * Index: **gsi1** `REFREQ` / `{createdDate}#{id}`: every request under one key, so the volunteers'
 * list is one Query, newest first.
 */
export const referralRequestKeys = {
  referralRequest: (id: string) => ({ pk: `REFREQ#${id}`, sk: 'REFREQ' }),
};
const ALL_REQUESTS = 'REFREQ';

export const referralRequestEntity = /* @__PURE__ */ (() => defineEntity('ReferralRequest', {
  id: str,
  requesterFirstName: str,
  requesterLastName: str,
  requesterEmailId: str,
  requesterPhoneCountryCode: str,
  requesterPhoneNumber: str,
  createdDate: str,
  /** The code a volunteer issued for this request (set once, see markRequestAnswered). */
  referralId: optional(str),
  answeredAt: optional(str),
  /** Who answered: the volunteer's e-mail (console), or 'command line'. */
  answeredBy: optional(str),
  /** A volunteer declined it instead (set once, see markRequestDeclined); the requester is told kindly. */
  declinedAt: optional(str),
  declineReason: optional(str),
  declinedBy: optional(str),
  /** Set once the request's mail to the volunteers went out (see mailOnce.ts). */
  mailedAt: optional(str),
}).keyedBy({
  key: (r) => referralRequestKeys.referralRequest(r.id),
  indexes: (r) => ({ gsi1pk: ALL_REQUESTS, gsi1sk: `${r.createdDate}#${r.id}` }),
}))();

export type ReferralRequestRecord = RecordOf<typeof referralRequestEntity.attributes>;

export const referralRequestKey = (id: string) => referralRequestKeys.referralRequest(id);

export async function putReferralRequest(r: ReferralRequestRecord): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(),
      Item: referralRequestEntity.toItem(r),
    }),
  );
}

/** Newest first, for the volunteers. */
export async function listReferralRequests(limit = 100): Promise<ReferralRequestRecord[]> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': ALL_REQUESTS }, ScanIndexForward: false, Limit: limit,
    }),
  );
  return (res.Items ?? []).map(referralRequestEntity.fromItem);
}

export async function getReferralRequest(id: string): Promise<ReferralRequestRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: referralRequestKeys.referralRequest(id), ConsistentRead: true }));
  return res.Item ? referralRequestEntity.fromItem(res.Item) : undefined;
}

/**
 * Names the referral that answers the request, once: of two volunteers answering at the same time
 * only one sets it, so a request never gets two codes. False when it was already answered.
 */
export async function markRequestAnswered(id: string, referralId: string, at: string, answeredBy: string): Promise<boolean> {
  return conditionalUpdate(id, {
    UpdateExpression: 'SET referralId = :r, answeredAt = :t, answeredBy = :b',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(referralId)',
    ExpressionAttributeValues: { ':r': referralId, ':t': at, ':b': answeredBy },
  });
}

/**
 * Declines the request, once, and only while no code answered it: of two volunteers acting at
 * once one declines. False when it was already answered or declined.
 */
export async function markRequestDeclined(id: string, at: string, reason: string, declinedBy: string): Promise<boolean> {
  return conditionalUpdate(id, {
    UpdateExpression: 'SET declinedAt = :t, declineReason = :r, declinedBy = :b',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(referralId) AND attribute_not_exists(declinedAt)',
    ExpressionAttributeValues: { ':t': at, ':r': reason, ':b': declinedBy },
  });
}

async function conditionalUpdate(
  id: string,
  update: { UpdateExpression: string; ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown>; ExpressionAttributeNames?: Record<string, string> },
): Promise<boolean> {
  return landed(ddb().send(new UpdateCommand({ TableName: table(), Key: referralRequestKeys.referralRequest(id), ...update })));
}

/** Every request (every page of the list; rare: an account deletion). */
async function allRequests(): Promise<StoredItem[]> {
  return queryAll(
    { TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': ALL_REQUESTS } },
    (item) => item,
  );
}

/** Ids of the requests made from one address. */
export async function listRequestIdsFrom(email: string): Promise<string[]> {
  return (await allRequests()).filter((i) => String(i.requesterEmailId).toLowerCase() === email.toLowerCase()).map((i) => String(i.id));
}

/** Ids of the requests a volunteer answered or declined (`answeredBy` / `declinedBy`, their address). */
export async function listRequestIdsHandledBy(volunteerEmail: string): Promise<string[]> {
  return (await allRequests()).filter((i) => i.answeredBy === volunteerEmail || i.declinedBy === volunteerEmail).map((i) => String(i.id));
}

/** A deleted volunteer's address leaves the requests they answered or declined: an anonymous id instead. Repeating it is harmless. */
export async function redactRequestVolunteer(id: string, volunteerEmail: string, anonymousId: string): Promise<void> {
  for (const field of ['answeredBy', 'declinedBy']) {
    await conditionalUpdate(id, {
      UpdateExpression: 'SET #f = :anon', ConditionExpression: '#f = :by',
      ExpressionAttributeNames: { '#f': field }, ExpressionAttributeValues: { ':by': volunteerEmail, ':anon': anonymousId },
    });
  }
}

/**
 * A deleted family's request keeps its dates and outcome, without the names, address and phone
 * it was made with (the anonymous id stands for the address). Repeating it is harmless.
 */
export async function redactReferralRequest(id: string, anonymousId: string): Promise<void> {
  await conditionalUpdate(id, {
    UpdateExpression: 'SET requesterFirstName = :f, requesterLastName = :l, requesterEmailId = :e, requesterPhoneCountryCode = :n, requesterPhoneNumber = :n',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':f': 'A family', ':l': 'that left', ':e': anonymousId, ':n': '' },
  });
}

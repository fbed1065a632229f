import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients.js';
import { keys, table } from './table.js';

export interface ReferralRecord {
  id: string;
  referralCode: string;
  /** A member's personal code to give to a friend; absent on codes volunteers issue. */
  ownerUserId?: string;
  issuedToEmail?: string;
  /** Set once, by the sign-up that claims the code (single use). */
  claimId?: string;
  usedAt?: string;
  usedByUserId?: string;
  createdDate: string;
}

export async function putReferral(r: ReferralRecord): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(),
      Item: { ...keys.referral(r.id), ...keys.referralCodeIndex(r.referralCode), type: 'Referral', ...r },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getReferral(id: string): Promise<ReferralRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: keys.referral(id), ConsistentRead: true }));
  return res.Item as ReferralRecord | undefined;
}

export async function findReferralByCode(code: string): Promise<ReferralRecord | undefined> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': keys.referralCodeIndex(code).gsi1pk, ':sk': 'REFERRAL' },
    }),
  );
  return res.Items?.[0] as ReferralRecord | undefined;
}

/** The single-use guarantee: only one request can set usedAt on a code. */
export async function claimReferral(id: string, claimId: string, at: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: keys.referral(id),
      UpdateExpression: 'SET claimId = :c, usedAt = :t',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt)',
      ExpressionAttributeValues: { ':c': claimId, ':t': at },
    }),
  );
}

export async function completeReferralClaim(id: string, claimId: string, userId: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: keys.referral(id),
      UpdateExpression: 'SET usedByUserId = :u', ConditionExpression: 'claimId = :c',
      ExpressionAttributeValues: { ':u': userId, ':c': claimId },
    }),
  );
}

/** Undoes a claim made by a sign-up that failed later, so the family can try again. */
export async function releaseReferral(id: string, claimId: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: keys.referral(id),
      UpdateExpression: 'REMOVE claimId, usedAt', ConditionExpression: 'claimId = :c',
      ExpressionAttributeValues: { ':c': claimId },
    }),
  ).catch(() => undefined);
}

export async function deleteReferral(id: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: keys.referral(id) }));
}

import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients.js';
import { claim, completeClaim, releaseClaim, type ClaimRule } from './claims.js';
import { table } from './table.js';

/*
 * Entity Referral: a single-use referral code (a volunteer's for a family, or a member's own).
 * Key: `REFERRAL#{id}` / `REFERRAL` on the table: its own partition, so claiming it is one
 * conditional write on one item.
 * Index: **gsi1** `REFCODE#{code}` / `REFERRAL`: a family types the code, not the id.
 */
export const referralKeys = {
  referral: (referralId: string) => ({ pk: `REFERRAL#${referralId}`, sk: 'REFERRAL' }),
  referralCodeIndex: (code: string) => ({ gsi1pk: `REFCODE#${code}`, gsi1sk: 'REFERRAL' }),
};

export interface ReferralRecord {
  id: string;
  referralCode: string;
  /** A member's personal code to give to a friend; absent on codes volunteers issue. */
  ownerUserId?: string;
  issuedToEmail?: string;
  /**
   * The sign-up that claims the code: its owner token, when it claimed and until when the claim
   * holds. Once `usedByUserId` is set the claim is complete and never expires (single use).
   */
  claimId?: string;
  usedAt?: string;
  claimExpiresAt?: string;
  usedByUserId?: string;
  /** Set once the code's mail to `issuedToEmail` went out (see mailOnce.ts). */
  mailedAt?: string;
  createdDate: string;
}

/** Used, or held by a sign-up that is still running; an abandoned claim frees the code again. */
export function isReferralTaken(r: ReferralRecord, at = new Date().toISOString()): boolean {
  if (r.usedByUserId) return true;
  if (!r.usedAt) return false;
  return !r.claimExpiresAt || r.claimExpiresAt > at;
}

export const referralKey = (id: string) => referralKeys.referral(id);

export async function putReferral(r: ReferralRecord): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(),
      Item: { ...referralKeys.referral(r.id), ...referralKeys.referralCodeIndex(r.referralCode), type: 'Referral', ...r },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getReferral(id: string): Promise<ReferralRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: referralKeys.referral(id), ConsistentRead: true }));
  return res.Item as ReferralRecord | undefined;
}

export async function findReferralByCode(code: string): Promise<ReferralRecord | undefined> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': referralKeys.referralCodeIndex(code).gsi1pk, ':sk': 'REFERRAL' },
    }),
  );
  return res.Items?.[0] as ReferralRecord | undefined;
}

/** Once `usedByUserId` is set the code is used: the claim is complete and never expires. */
const referralClaim = (id: string): ClaimRule => ({
  key: referralKeys.referral(id), ownerAttribute: 'claimId', completedAttribute: 'usedByUserId',
  expiryAttribute: 'claimExpiresAt', heldSinceAttribute: 'usedAt',
});

/**
 * The single-use guarantee: one conditional write decides who holds the code. A claim is taken when
 * the code is free, when its holder abandoned it (expired, never completed), or again by the same
 * owner token (the same family retrying the same sign-up, which refreshes the expiry).
 */
export async function claimReferral(id: string, claimId: string, at: string, expiresAt: string): Promise<void> {
  await claim(referralClaim(id), claimId, { at, expiresAt });
}

export async function completeReferralClaim(id: string, claimId: string, userId: string): Promise<void> {
  await completeClaim(referralClaim(id), claimId, userId);
}

/** Undoes a claim made by a sign-up that failed later, so the family can try again. */
export async function releaseReferral(id: string, claimId: string): Promise<void> {
  await releaseClaim(referralClaim(id), claimId).catch(() => undefined);
}

export async function deleteReferral(id: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: referralKeys.referral(id) }));
}

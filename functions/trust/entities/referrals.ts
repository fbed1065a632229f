import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { claim, completeClaim, releaseClaim, type ClaimRule } from '../../members/index.js';
import { queryAll } from '../../store/reads.js';
import { defineEntity, optional, str, type RecordOf } from '../../store/entity.js';
import { table } from '../../store/table.js';

/*
 * Entity Referral: a single-use referral code (a volunteer's for a family, or a member's own).
 * Key: `REFERRAL#{id}` / `REFERRAL` on the table: its own partition, so claiming it is one
 * conditional write on one item.
 * Index: **gsi1** `REFCODE#{code}` / `REFERRAL`: a family types the code, not the id.
 * **gsi2**, one of two, never both: a volunteer's code is listed under `ISSUEDCODES` /
 * `{createdDate}#{id}` from its creation (the console's codes issued, newest first); a member's
 * code, once used, under `REFERREDBY#{ownerUserId}` / `{usedAt}#{id}` (whom a member referred).
 */
export const referralKeys = {
  referral: (referralId: string) => ({ pk: `REFERRAL#${referralId}`, sk: 'REFERRAL' }),
  referralCodeIndex: (code: string) => ({ gsi1pk: `REFCODE#${code}`, gsi1sk: 'REFERRAL' }),
  issuedCodesIndex: () => ({ gsi2pk: ISSUED_CODES }),
  referredByIndex: (referrerUserId: string) => ({ gsi2pk: `REFERREDBY#${referrerUserId}` }),
};
const ISSUED_CODES = 'ISSUEDCODES';

export const referralEntity = /* @__PURE__ */ (() => defineEntity('Referral', {
  id: str,
  referralCode: str,
  /** A member's personal code to give to a friend; absent on codes volunteers issue. */
  ownerUserId: optional(str),
  issuedToEmail: optional(str),
  /** Who issued a volunteer's code: the volunteer's e-mail (console), or 'command line'. */
  issuedBy: optional(str),
  /**
   * The sign-up that claims the code: its owner token, when it claimed and until when the claim
   * holds. Once `usedByUserId` is set the claim is complete and never expires (single use).
   */
  claimId: optional(str),
  usedAt: optional(str),
  claimExpiresAt: optional(str),
  usedByUserId: optional(str),
  /** Set once the code's mail to `issuedToEmail` went out (see mailOnce.ts). */
  mailedAt: optional(str),
  createdDate: str,
}).keyedBy({
  key: (r) => referralKeys.referral(r.id),
  indexes: (r) => ({
    ...referralKeys.referralCodeIndex(r.referralCode),
    // A member's own code is indexed only once used (completeReferralClaim).
    ...(r.ownerUserId ? {} : { ...referralKeys.issuedCodesIndex(), gsi2sk: `${r.createdDate}#${r.id}` }),
  }),
}))();

export type ReferralRecord = RecordOf<typeof referralEntity.attributes>;

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
      Item: referralEntity.toItem(r),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getReferral(id: string): Promise<ReferralRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: referralKeys.referral(id), ConsistentRead: true }));
  return res.Item && referralEntity.fromItem(res.Item);
}

export async function findReferralByCode(code: string): Promise<ReferralRecord | undefined> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': referralKeys.referralCodeIndex(code).gsi1pk, ':sk': 'REFERRAL' },
    }),
  );
  const [item] = res.Items ?? [];
  return item && referralEntity.fromItem(item);
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

/**
 * Marks the code used by `userId`. A member's code (`referrerUserId`, its owner) is listed under
 * its owner in the same write, so the referral tree never misses a finished sign-up.
 */
export async function completeReferralClaim(id: string, claimId: string, userId: string, referrerUserId?: string): Promise<void> {
  const index = referrerUserId ? { ...referralKeys.referredByIndex(referrerUserId), gsi2sk: `${new Date().toISOString()}#${id}` } : {};
  await completeClaim(referralClaim(id), claimId, userId, index);
}

/** The codes the volunteers issued (console or command line), newest first. */
export async function listIssuedReferrals(limit = 100): Promise<ReferralRecord[]> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': ISSUED_CODES }, ScanIndexForward: false, Limit: limit,
    }),
  );
  return (res.Items ?? []).map(referralEntity.fromItem);
}

/** Every code the volunteers issued (all pages; rare: an account deletion). */
export async function listAllIssuedReferrals(): Promise<ReferralRecord[]> {
  return queryAll(
    { TableName: table(), IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': ISSUED_CODES } },
    referralEntity.fromItem,
  );
}

/**
 * A deleted account's address leaves an issued code: as its issuer (`issuedBy`, a volunteer's
 * address) or its recipient (`issuedToEmail`), it becomes the anonymous id. Each field is changed
 * only while it still holds the address, so repeating it is harmless.
 */
export async function redactIssuedCode(id: string, field: 'issuedBy' | 'issuedToEmail', address: string, anonymousId: string): Promise<void> {
  await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: referralKeys.referral(id),
    UpdateExpression: 'SET #f = :anon', ConditionExpression: '#f = :address',
    ExpressionAttributeNames: { '#f': field }, ExpressionAttributeValues: { ':anon': anonymousId, ':address': address },
  })));
}

/** A member's codes that others signed up with, oldest first (at most `limit`). */
export async function listReferralsUsedFrom(referrerUserId: string, limit = 200): Promise<ReferralRecord[]> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': referralKeys.referredByIndex(referrerUserId).gsi2pk }, Limit: limit,
    }),
  );
  return (res.Items ?? []).map(referralEntity.fromItem);
}

/** How many accounts signed up with a member's codes. */
export async function countReferralsUsedFrom(referrerUserId: string): Promise<number> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', Select: 'COUNT',
      ExpressionAttributeValues: { ':pk': referralKeys.referredByIndex(referrerUserId).gsi2pk },
    }),
  );
  return res.Count ?? 0;
}

/** Undoes a claim made by a sign-up that failed later, so the family can try again. */
export async function releaseReferral(id: string, claimId: string): Promise<void> {
  await releaseClaim(referralClaim(id), claimId).catch(() => undefined);
}

export async function deleteReferral(id: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: referralKeys.referral(id) }));
}

/**
 * The code a deleted account signed up with stays used (the volunteers' list of codes and the
 * referrer's tree count it) but names the account only by an anonymous id, and, when it was issued
 * to the account's own address, no longer that address. Conditioned on still naming the account,
 * so repeating it is harmless.
 */
export async function anonymizeUsedCode(id: string, userId: string, anonymousId: string, redactAddress: boolean): Promise<void> {
  await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: referralKeys.referral(id),
    UpdateExpression: `SET usedByUserId = :anon${redactAddress ? ', issuedToEmail = :anon' : ''}`,
    ConditionExpression: 'usedByUserId = :me',
    ExpressionAttributeValues: { ':anon': anonymousId, ':me': userId },
  })));
}

/**
 * Entity EmailClaim: one account per e-mail address. A sign-up claims the address (owner token,
 * expiry) and completes the claim with the new account's id; the completed claim names the account.
 * Key: `EMAIL#{email}` / `EMAIL` on the table: its own partition per address (lower-cased), so
 * uniqueness is one conditional write.
 * Index: none (looked up by address only).
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/dynamodb.js';
import { landed } from '../lib/errors.js';
import { claim, completeClaim, releaseClaim, type ClaimRule } from './claims.js';
import { table } from './table.js';

export const emailClaimKeys = {
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
};

/** A completed claim (`userId` set when a sign-up completes) never expires, never moves. */
const emailClaim = (email: string): ClaimRule => ({
  key: emailClaimKeys.email(email), ownerAttribute: 'claimId', completedAttribute: 'userId', expiryAttribute: 'claimExpiresAt',
});

/**
 * One account per e-mail: the claim item is written only if no account holds the address and no
 * other sign-up holds a live claim. The same owner token may claim again (a retry), and anyone may
 * take over a claim abandoned past its expiry.
 */
export async function claimEmail(email: string, claimId: string, expiresAt: string): Promise<void> {
  const at = new Date().toISOString();
  await claim(emailClaim(email), claimId, { at, expiresAt, fields: { type: 'EmailClaim', createdDate: at } });
}

export async function setEmailOwner(email: string, claimId: string, userId: string): Promise<void> {
  await completeClaim(emailClaim(email), claimId, userId);
}

/** Gives the address back, but only the claim this request made, and never a completed one. */
export async function releaseEmail(email: string, claimId: string): Promise<void> {
  await releaseClaim(emailClaim(email), claimId).catch(() => undefined);
}

/** The account holding an e-mail address (its claim item names it), for flows that know only the address. */
export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: emailClaimKeys.email(email), ConsistentRead: true, ProjectionExpression: 'userId' }));
  return typeof res.Item?.userId === 'string' ? res.Item.userId : undefined;
}

/** Frees the address of a deleted account: only the claim naming that account (repeating it is harmless). */
export async function deleteEmailClaim(email: string, userId: string): Promise<void> {
  await landed(ddb().send(
    new DeleteCommand({
      TableName: table(), Key: emailClaimKeys.email(email), ConditionExpression: 'userId = :u', ExpressionAttributeValues: { ':u': userId },
    }),
  ));
}

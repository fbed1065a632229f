/**
 * Entity EmailClaim: one account per e-mail address. A sign-up claims the address (owner token,
 * expiry) and completes the claim with the new account's id; the completed claim names the account.
 * While the sign-up waits for the code mailed to the address, the claim also holds what the form
 * said (`pendingSignup`: the referral code's id, names and phone), the `sub` of the Cognito user
 * that sign-up registered (`pendingSub`: only that user's confirmation can finish it) and how many
 * tries its latest code had (`confirmAttempts`); completing the claim removes them.
 * Key: `EMAIL#{email}` / `EMAIL` on the table: its own partition per address (lower-cased), so
 * uniqueness is one conditional write.
 * Index: none (looked up by address only).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { claim, completeClaim, releaseClaim, type ClaimRule } from './claims.js';
import { defineEntity, map, num, optional, str, type AttributesOf, type RecordOf } from '../../store/entity.js';
import { table } from '../../store/table.js';

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
export async function claimEmail(
  email: string, claimId: string, expiresAt: string, pendingSignup?: PendingSignup, kept?: Pick<EmailClaimRecord, 'pendingSub' | 'confirmAttempts'>,
): Promise<void> {
  const at = new Date().toISOString();
  // The claim is written whole: what the same sign-up registered before and its code's tries go on (`kept`).
  const pending = pendingSignup ? { pendingSignup, ...(kept?.pendingSub ? { pendingSub: kept.pendingSub } : {}), confirmAttempts: kept?.confirmAttempts ?? 0 } : {};
  await claim(emailClaim(email), claimId, { at, expiresAt, fields: { type: 'EmailClaim', createdDate: at, ...pending } });
}

/** The sign-up registered its Cognito user (and Cognito mailed it a code): only that user's confirmation finishes it. */
export async function setPendingSub(email: string, claimId: string, sub: string): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: table(), Key: emailClaimKeys.email(email), UpdateExpression: 'SET pendingSub = :s, confirmAttempts = :zero',
    ConditionExpression: 'claimId = :c AND attribute_not_exists(userId)', ExpressionAttributeValues: { ':s': sub, ':zero': 0, ':c': claimId },
  }));
}

/** What a sign-up waiting for its confirmation code keeps of the form (never the password: Cognito has it). */
export interface PendingSignup {
  /** The referral code a founder signs up with; absent when an invitation takes its place. */
  referralId?: string;
  /** The digest of the invitation a family member signs up with (family/entities/invitations.ts). */
  invitationId?: string;
  firstName: string;
  lastName: string;
  userPhoneCountryCode: string;
  userPhoneNumber: string;
}

/** Written through claims.ts (the claim rule above), so only read here: the item also holds `createdDate`. */
const emailClaimEntity = /* @__PURE__ */ (() => defineEntity('EmailClaim', {
  claimId: optional(str),
  claimExpiresAt: optional(str),
  userId: optional(str),
  pendingSignup: optional(map({ referralId: optional(str), invitationId: optional(str), firstName: str, lastName: str, userPhoneCountryCode: str, userPhoneNumber: str } satisfies AttributesOf<PendingSignup>)),
  /** The `sub` of the Cognito user this waiting sign-up registered. */
  pendingSub: optional(str),
  confirmAttempts: optional(num),
  /** Set with `userId`: a digest of the code that finished the sign-up, so its repeat is answered alike. */
  confirmedCodeDigest: optional(str),
}))();

export type EmailClaimRecord = RecordOf<typeof emailClaimEntity.attributes>;

export async function getEmailClaim(email: string): Promise<EmailClaimRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: emailClaimKeys.email(email), ConsistentRead: true }));
  return res.Item && emailClaimEntity.fromItem(res.Item);
}

/** A sign-up still waiting for its code: held by `claimId`, not completed, not expired. */
export function isWaitingSignup(c: EmailClaimRecord | undefined, claimId?: string): c is EmailClaimRecord & { claimId: string; pendingSignup: PendingSignup } {
  return !!c && !c.userId && !!c.pendingSignup && !!c.claimId && (claimId === undefined || c.claimId === claimId)
    && !!c.claimExpiresAt && c.claimExpiresAt > new Date().toISOString();
}

/**
 * Counts one try of a confirmation code, unless `max` were tried already (or the sign-up is no
 * longer waiting): one conditional write, so concurrent guesses cannot pass the limit. False: refused.
 */
export async function countConfirmAttempt(email: string, claimId: string, max: number): Promise<boolean> {
  return landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: emailClaimKeys.email(email),
    UpdateExpression: 'ADD confirmAttempts :one',
    ConditionExpression: 'claimId = :c AND attribute_not_exists(userId) AND (attribute_not_exists(confirmAttempts) OR confirmAttempts < :max)',
    ExpressionAttributeValues: { ':one': 1, ':c': claimId, ':max': max },
  })));
}

/** A new code was mailed: its tries start from zero. */
export async function resetConfirmAttempts(email: string, claimId: string): Promise<void> {
  await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: emailClaimKeys.email(email), UpdateExpression: 'SET confirmAttempts = :zero',
    ConditionExpression: 'claimId = :c AND attribute_not_exists(userId)', ExpressionAttributeValues: { ':zero': 0, ':c': claimId },
  })));
}

/**
 * Completes the claim with the account (and the digest of the code that finished it), then drops
 * the form's copy (the user record holds it now).
 */
export async function setEmailOwner(email: string, claimId: string, userId: string, confirmedCodeDigest: string): Promise<void> {
  await completeClaim(emailClaim(email), claimId, userId, { confirmedCodeDigest });
  await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: emailClaimKeys.email(email), UpdateExpression: 'REMOVE pendingSignup, pendingSub, confirmAttempts',
    ConditionExpression: 'userId = :u', ExpressionAttributeValues: { ':u': userId },
  })));
}

/**
 * An account's change of address (account/emailChange.ts): the new address is claimed completed
 * for the account at once (its code proved it), only if nobody holds it: no account, no sign-up
 * waiting for its code, not even an abandoned one (its unconfirmed user may still hold the alias).
 * The same account claiming again (a retry) lands. Throws ConditionalCheckFailed when it is taken.
 */
export async function claimEmailForAccount(email: string, userId: string, claimId: string): Promise<void> {
  await ddb().send(new PutCommand({
    TableName: table(),
    Item: { ...emailClaimKeys.email(email), type: 'EmailClaim', createdDate: new Date().toISOString(), claimId, userId },
    ConditionExpression: 'attribute_not_exists(pk) OR userId = :u',
    ExpressionAttributeValues: { ':u': userId },
  }));
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

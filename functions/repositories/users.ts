import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserProfile } from '../../shared/domain/user.js';
import { ddb } from '../lib/clients.js';
import { keys, table, withoutKeys } from './table.js';

export type UserStatus = 'active' | 'disabled';
export interface UserRecord extends UserProfile {
  status: UserStatus;
  candidateId?: string;
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: keys.user(userId), ConsistentRead: true }));
  return res.Item ? (withoutKeys(res.Item) as UserRecord) : undefined;
}

/**
 * What every member call checks, in one strongly consistent read: the account's status ('missing'
 * for a token whose account was never completed or was removed) and the sign-out cut-off.
 */
export async function findUserStatus(userId: string): Promise<{ status: UserStatus | 'missing'; tokensValidAfter?: number }> {
  const res = await ddb().send(
    new GetCommand({
      TableName: table(), Key: keys.user(userId), ConsistentRead: true,
      ProjectionExpression: '#s, tokensValidAfter', ExpressionAttributeNames: { '#s': 'status' },
    }),
  );
  const tokensValidAfter = res.Item?.tokensValidAfter;
  return {
    status: (res.Item?.status as UserStatus | undefined) ?? 'missing',
    ...(typeof tokensValidAfter === 'number' ? { tokensValidAfter } : {}),
  };
}

export async function deleteUser(userId: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: keys.user(userId) }));
}

/** Updates the given fields of an active user; throws ConditionalCheckFailed when it is not. */
export async function updateUser(userId: string, fields: Partial<UserRecord>): Promise<UserRecord> {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':active': 'active' };
  const sets = Object.entries(fields).map(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
    return `#f${i} = :v${i}`;
  });
  const res = await ddb().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.user(userId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND #status = :active',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return withoutKeys(res.Attributes ?? {}) as UserRecord;
}

/**
 * One account per e-mail: the claim item is written only if no account holds the address (`userId`
 * is set when a sign-up completes, and such a claim never expires) and no other sign-up holds a
 * live claim. The same owner token may claim again (a retry), and anyone may take over a claim
 * abandoned past its expiry.
 */
export async function claimEmail(email: string, claimId: string, expiresAt: string): Promise<void> {
  const at = new Date().toISOString();
  await ddb().send(
    new PutCommand({
      TableName: table(),
      Item: { ...keys.email(email), type: 'EmailClaim', claimId, claimExpiresAt: expiresAt, createdDate: at },
      ConditionExpression: 'attribute_not_exists(pk) OR (attribute_not_exists(userId) AND (claimId = :c OR claimExpiresAt < :now))',
      ExpressionAttributeValues: { ':c': claimId, ':now': at },
    }),
  );
}

export async function setEmailOwner(email: string, claimId: string, userId: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: keys.email(email),
      UpdateExpression: 'SET userId = :u', ConditionExpression: 'claimId = :c',
      ExpressionAttributeValues: { ':u': userId, ':c': claimId },
    }),
  );
}

/** Gives the address back, but only the claim this request made, and never a completed one. */
export async function releaseEmail(email: string, claimId: string): Promise<void> {
  await ddb().send(
    new DeleteCommand({
      TableName: table(), Key: keys.email(email),
      ConditionExpression: 'claimId = :c AND attribute_not_exists(userId)', ExpressionAttributeValues: { ':c': claimId },
    }),
  ).catch(() => undefined);
}

/** One candidate profile per account: the pointer is set only if the account has none. */
export async function setCandidateId(userId: string, candidateId: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: keys.user(userId),
      UpdateExpression: 'SET candidateId = :c', ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(candidateId)',
      ExpressionAttributeValues: { ':c': candidateId },
    }),
  );
}

export async function clearCandidateId(userId: string, candidateId: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: keys.user(userId),
      UpdateExpression: 'REMOVE candidateId', ConditionExpression: 'candidateId = :c', ExpressionAttributeValues: { ':c': candidateId },
    }),
  ).catch((e: unknown) => {
    if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
  });
}

/**
 * Signs out every session opened before `epochSeconds`: the API refuses access tokens from an
 * earlier sign-in (see `authenticate`). The cut-off only moves forward, so two changes racing
 * cannot move it back; a record that does not exist is left alone.
 */
export async function setTokensValidAfter(userId: string, epochSeconds: number): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: keys.user(userId),
      UpdateExpression: 'SET tokensValidAfter = :t',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(tokensValidAfter) OR tokensValidAfter < :t)',
      ExpressionAttributeValues: { ':t': epochSeconds },
    }),
  ).catch((e: unknown) => {
    if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
  });
}

/** The account holding an e-mail address (its claim item names it), for flows that know only the address. */
export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: keys.email(email), ConsistentRead: true, ProjectionExpression: 'userId' }));
  return typeof res.Item?.userId === 'string' ? res.Item.userId : undefined;
}

/**
 * Writes the user record of a sign-up once, marked with the sign-up's owner token
 * (`signupClaimId`) so a retry can tell its own record from another sign-up's. Never overwrites:
 * the member may already have used the account written by a run that crashed later.
 */
export async function putSignupUser(user: UserRecord, signupClaimId: string): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(),
      Item: { ...keys.user(user.id), type: 'User', ...user, signupClaimId },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Whether a user record exists for the Cognito `sub`, and which sign-up wrote it. */
export async function findSignupClaimOfUser(userId: string): Promise<{ exists: boolean; signupClaimId?: string }> {
  const res = await ddb().send(
    new GetCommand({ TableName: table(), Key: keys.user(userId), ConsistentRead: true, ProjectionExpression: 'pk, signupClaimId' }),
  );
  if (!res.Item) return { exists: false };
  return typeof res.Item.signupClaimId === 'string' ? { exists: true, signupClaimId: res.Item.signupClaimId } : { exists: true };
}

/**
 * Moves the member's referral pointer from a used code to a new one, only if it still names the
 * old one: of several requests that minted a new code at once, one wins. False for the losers.
 */
export async function moveUserReferral(userId: string, fromReferralId: string, toReferralId: string): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: table(), Key: keys.user(userId),
        UpdateExpression: 'SET userReferralId = :to',
        ConditionExpression: 'userReferralId = :from AND #status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':to': toReferralId, ':from': fromReferralId, ':active': 'active' },
      }),
    );
    return true;
  } catch (e) {
    if ((e as Error).name === 'ConditionalCheckFailedException') return false;
    throw e;
  }
}

/** Sets the account's status whatever it was (disabling and re-enabling); the record must exist. */
export async function setUserStatus(userId: string, status: UserStatus, updatedDate: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: keys.user(userId),
      UpdateExpression: 'SET #status = :s, updatedDate = :u', ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':s': status, ':u': updatedDate },
    }),
  );
}

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

/** 'missing' for a token whose account was never completed or was removed. */
export async function findUserStatus(userId: string): Promise<UserStatus | 'missing'> {
  const res = await ddb().send(
    new GetCommand({ TableName: table(), Key: keys.user(userId), ProjectionExpression: '#s', ExpressionAttributeNames: { '#s': 'status' }, ConsistentRead: true }),
  );
  return (res.Item?.status as UserStatus | undefined) ?? 'missing';
}

export async function putNewUser(user: UserRecord): Promise<void> {
  await ddb().send(
    new PutCommand({ TableName: table(), Item: { ...keys.user(user.id), type: 'User', ...user }, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
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

/** One account per e-mail: the claim item is written only if no other account holds the address. */
export async function claimEmail(email: string, claimId: string): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(),
      Item: { ...keys.email(email), type: 'EmailClaim', claimId, createdDate: new Date().toISOString() },
      ConditionExpression: 'attribute_not_exists(pk)',
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

/** Gives the address back, but only the claim this request made. */
export async function releaseEmail(email: string, claimId: string): Promise<void> {
  await ddb().send(
    new DeleteCommand({ TableName: table(), Key: keys.email(email), ConditionExpression: 'claimId = :c', ExpressionAttributeValues: { ':c': claimId } }),
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

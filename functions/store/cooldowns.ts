/**
 * Per-e-mail cooldowns: one item per kind and address, `COOLDOWN#{kind}#{email}` / `COOLDOWN` (sign-up's
 * kinds are given a digest of the address in its place: see account/signup.ts),
 * holding `until` (ISO time) and `ttl` (so DynamoDB removes it afterwards). A cooldown is taken by
 * one conditional write, so of many concurrent requests for one address exactly one wins.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/dynamodb.js';
import { landed } from '../lib/errors.js';
import { table } from './table.js';

export type CooldownKind = 'referralRequest' | 'passwordReset' | 'signupNotice' | 'familyInvitation';

/** Key on the table, its own partition per kind and address; index: none (read by that key only). */
export const cooldownKeys = {
  /** A per-e-mail cooldown of one kind (referral requests, password resets). */
  cooldown: (kind: string, email: string) => ({ pk: `COOLDOWN#${kind}#${email.toLowerCase()}`, sk: 'COOLDOWN' }),
};

const cooldownKey = (kind: CooldownKind, email: string) => cooldownKeys.cooldown(kind, email);

/**
 * Starts a cooldown of `seconds` for the address unless one is running; true for the one request
 * that started it. `subjectId` names what the winner goes on to create (e.g. the referral request),
 * so a refused request can find it.
 */
export async function takeCooldown(kind: CooldownKind, email: string, seconds: number, subjectId?: string): Promise<boolean> {
  const now = new Date();
  const until = new Date(now.getTime() + seconds * 1000);
  return landed(ddb().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...cooldownKey(kind, email), type: 'Cooldown', until: until.toISOString(),
        ttl: Math.ceil(until.getTime() / 1000), ...(subjectId ? { subjectId } : {}),
      },
      ConditionExpression: 'attribute_not_exists(pk) OR #until < :now',
      ExpressionAttributeNames: { '#until': 'until' },
      ExpressionAttributeValues: { ':now': now.toISOString() },
    }),
  ));
}

/** What the request that started the running cooldown created, if it said. */
export async function cooldownSubject(kind: CooldownKind, email: string): Promise<string | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: cooldownKey(kind, email), ConsistentRead: true }));
  return res.Item?.subjectId as string | undefined;
}

/** Ends a cooldown whose request failed before it stored anything, so the family can try again. */
export async function releaseCooldown(kind: CooldownKind, email: string, subjectId: string): Promise<void> {
  await landed(ddb().send(
    new DeleteCommand({
      TableName: table(), Key: cooldownKey(kind, email),
      ConditionExpression: 'subjectId = :s', ExpressionAttributeValues: { ':s': subjectId },
    }),
  ));
}

/** A deleted account's cooldowns name its address: they go with it. */
export async function deleteCooldown(kind: CooldownKind, email: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: cooldownKeys.cooldown(kind, email) }));
}

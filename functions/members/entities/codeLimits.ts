/**
 * Entity CodeLimit: how many codes of a kind (sign-up, Change E-mail, password reset) were mailed
 * to an address, and how many were tried, whatever asked for them (the sign-up form sent again,
 * its resend, a new request), so no way of asking resets the count. One item per kind and address,
 * keyed by a digest of the address (an address that never becomes an account is never stored),
 * holding the last mail's time and who asked for it, the mails of the day and the tries of the day
 * (UTC), and `ttl` two days on.
 * Key: `CODELIMIT#{kind}#{sha256(address)}` / `CODELIMIT`. Index: none (read by that key only).
 *
 * Each count is one conditional write, so concurrent requests cannot pass a limit together: a
 * write for the same day adds one while under the limit, a write for a new day starts at one.
 */
import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { table } from '../../store/table.js';

/** Of each kind: at most one code a minute to an address, five a day, and ten tries a day of the codes mailed to it. */
export const codeLimits = { mailGapSeconds: 60, mailsPerDay: 5, triesPerDay: 10 } as const;

const digest = (address: string) => createHash('sha256').update(`code-limit\n${address.trim().toLowerCase()}`).digest('hex');

export type CodeKind = 'signup' | 'emailChange' | 'passwordReset';

export const codeLimitKeys = {
  address: (kind: CodeKind, address: string) => ({ pk: `CODELIMIT#${kind}#${digest(address)}`, sk: 'CODELIMIT' }),
};

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const expiry = (at: Date) => Math.ceil(at.getTime() / 1000) + 2 * 86_400;

/** Why a code was not mailed: one went out less than a minute ago, or the day's mails are used up. */
export type MailRefusal = 'wait' | 'today';

/**
 * Counts one code mailed to the address, unless one went out in the last minute or five today.
 * `askedBy` names who asks (a sign-up's owner token, an account): a refused request learns whether
 * the last code was its own (`lastAskedBy`), e.g. a double click of the same form.
 */
export async function takeCodeMail(kind: CodeKind, address: string, askedBy: string): Promise<{ granted: true } | { granted: false; reason: MailRefusal; lastAskedBy?: string }> {
  const at = new Date();
  const values = {
    ':now': at.toISOString(), ':gapStart': new Date(at.getTime() - codeLimits.mailGapSeconds * 1000).toISOString(),
    ':day': utcDay(at), ':one': 1, ':by': askedBy, ':ttl': expiry(at),
  };
  const key = codeLimitKeys.address(kind, address);
  const sameDay = landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: key,
    UpdateExpression: 'SET lastMailAt = :now, lastAskedBy = :by, #ttl = :ttl ADD mails :one',
    ConditionExpression: 'mailDay = :day AND mails < :max AND lastMailAt <= :gapStart',
    ExpressionAttributeNames: { '#ttl': 'ttl' }, ExpressionAttributeValues: { ...values, ':max': codeLimits.mailsPerDay },
  })));
  if (await sameDay) return { granted: true };
  const newDay = await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: key,
    UpdateExpression: 'SET lastMailAt = :now, lastAskedBy = :by, mailDay = :day, mails = :one, #ttl = :ttl',
    ConditionExpression: '(attribute_not_exists(mailDay) OR mailDay <> :day) AND (attribute_not_exists(lastMailAt) OR lastMailAt <= :gapStart)',
    ExpressionAttributeNames: { '#ttl': 'ttl' }, ExpressionAttributeValues: values,
  })));
  if (newDay) return { granted: true };
  const item = (await ddb().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }))).Item;
  const recent = typeof item?.lastMailAt === 'string' && item.lastMailAt > values[':gapStart'];
  return { granted: false, reason: recent ? 'wait' : 'today', lastAskedBy: typeof item?.lastAskedBy === 'string' ? item.lastAskedBy : undefined };
}

/** Counts one try of a code mailed to the address; false when ten were tried today (nothing is counted then). */
export async function takeCodeTry(kind: CodeKind, address: string): Promise<boolean> {
  const at = new Date();
  const values = { ':day': utcDay(at), ':one': 1, ':ttl': expiry(at) };
  const key = codeLimitKeys.address(kind, address);
  const sameDay = await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: key,
    UpdateExpression: 'SET #ttl = :ttl ADD tries :one',
    ConditionExpression: 'tryDay = :day AND tries < :max',
    ExpressionAttributeNames: { '#ttl': 'ttl' }, ExpressionAttributeValues: { ...values, ':max': codeLimits.triesPerDay },
  })));
  if (sameDay) return true;
  return landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: key,
    UpdateExpression: 'SET tryDay = :day, tries = :one, #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(tryDay) OR tryDay <> :day',
    ExpressionAttributeNames: { '#ttl': 'ttl' }, ExpressionAttributeValues: values,
  })));
}

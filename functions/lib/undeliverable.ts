/**
 * Addresses SES reported undeliverable (a hard bounce or a complaint: see
 * mail/mailFeedback.ts): one item per address, `UNDELIVERABLE#{digest of the address}` /
 * `UNDELIVERABLE`. Its key and the one read the send path makes live here, on the ground floor,
 * because every mail goes through lib/mail.ts's sendMail, which checks it before SES is called;
 * the writes are in members/entities/undeliverable.ts. Keyed by a digest (as sign-up's cooldowns are),
 * so no item names an address that may never be an account's.
 */
import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from './config.js';
import { ddb } from './dynamodb.js';

export type UndeliverableReason = 'bounce' | 'complaint';

const addressDigest = (address: string) =>
  createHash('sha256').update(`undeliverable\n${address.trim().toLowerCase()}`).digest('hex');

export const undeliverableKeys = {
  address: (address: string) => ({ pk: `UNDELIVERABLE#${addressDigest(address)}`, sk: 'UNDELIVERABLE' }),
};

/** Why mail to the address is stopped, or undefined while it is deliverable. */
export async function undeliverableReason(address: string): Promise<UndeliverableReason | undefined> {
  const res = await ddb().send(new GetCommand({
    TableName: config.tableName, Key: undeliverableKeys.address(address), ProjectionExpression: 'reason',
  }));
  return res.Item?.reason as UndeliverableReason | undefined;
}

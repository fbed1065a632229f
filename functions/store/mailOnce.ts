/**
 * Sending an item's mail exactly once, although sends can fail and requests can race. Whoever
 * takes the lease (`mailLeaseUntil`, a conditional write) sends; a sent mail sets `mailedAt`, which
 * nobody sends after; a failed send gives the lease back so a later attempt can send. A sender that
 * dies mid-send leaves a lease that simply runs out.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/dynamodb.js';
import { landed } from '../lib/errors.js';
import { table, type ItemKey } from './table.js';

export type { ItemKey };

const LEASE_SECONDS = 60;

/** True when this caller may send the item's mail now (not sent yet, nobody else sending). */
export async function takeMailLease(key: ItemKey): Promise<boolean> {
  const now = new Date();
  return landed(ddb().send(
    new UpdateCommand({
      TableName: table(), Key: key,
      UpdateExpression: 'SET mailLeaseUntil = :until',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(mailedAt) AND (attribute_not_exists(mailLeaseUntil) OR mailLeaseUntil < :now)',
      ExpressionAttributeValues: { ':until': new Date(now.getTime() + LEASE_SECONDS * 1000).toISOString(), ':now': now.toISOString() },
    }),
  ));
}

export async function markMailed(key: ItemKey): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: key,
      UpdateExpression: 'SET mailedAt = :t REMOVE mailLeaseUntil',
      ExpressionAttributeValues: { ':t': new Date().toISOString() },
    }),
  );
}

export async function releaseMailLease(key: ItemKey): Promise<void> {
  await ddb().send(new UpdateCommand({ TableName: table(), Key: key, UpdateExpression: 'REMOVE mailLeaseUntil' }));
}

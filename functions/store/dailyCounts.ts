/**
 * A capped daily counter in a member's partition (the day's proposals, the day's reports): one item
 * per member and day, holding its entity `type`, a count attribute, and `ttl` (it expires after its day).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/dynamodb.js';
import { landed } from '../lib/errors.js';
import { table, type ItemKey } from './table.js';

export interface DailyCounter {
  /** The counter item's key: the member's partition and the day. */
  key: ItemKey;
  /** The entity type written on the item (e.g. 'ProposalCount'). */
  type: string;
  /** The attribute that holds the count (e.g. 'proposals'). */
  attribute: string;
}

/**
 * Counts one more, only while under `max`: one conditional update, so concurrent requests cannot
 * pass the limit together. False when the day's limit is reached.
 */
export function countUnder(counter: DailyCounter, max: number, ttl: number): Promise<boolean> {
  return landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: counter.key,
    UpdateExpression: 'SET #type = :type, #ttl = :ttl ADD #count :one',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
    ExpressionAttributeNames: { '#type': 'type', '#ttl': 'ttl', '#count': counter.attribute },
    ExpressionAttributeValues: { ':type': counter.type, ':ttl': ttl, ':one': 1, ':max': max },
  })));
}

/** Gives one back (the counted thing was not made); never below zero, and a failure is let go. */
export async function uncount(counter: DailyCounter): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: table(), Key: counter.key,
    UpdateExpression: 'ADD #count :minus', ConditionExpression: '#count > :zero',
    ExpressionAttributeNames: { '#count': counter.attribute }, ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
  })).catch(() => undefined);
}

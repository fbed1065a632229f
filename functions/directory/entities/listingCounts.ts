/**
 * Entity ListingCount: `LISTINGS#{userId}` / `COUNT`, `{ count }`: how many listings a member has
 * made, raised before a new listing's Put on the condition `count < MAX_LISTINGS`, so parallel saves
 * can never leave more than the limit (listings are never deleted). Apart from listings.ts because
 * only a member's new listing counts: the public directory's page, which loads listings.ts, then
 * loads none of it.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_LISTINGS } from '#shared/domain/classifiedTexts.js';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { table } from '../../store/table.js';
import { listingKeys, listingPut, type ListingRecord } from './listings.js';

/**
 * Counts a new listing against its owner's limit, then stores it; false when the owner already has
 * MAX_LISTINGS (nothing is written then). The counter's conditional increment is atomic, so of any
 * number of parallel saves at most the limit get a slot. Not one transaction: the local emulator
 * (dynalite) has no TransactWriteItems. A Put that fails after its slot was taken gives the slot
 * back; a process dying in between leaves one slot used, which errs on the side of the limit.
 */
export async function createListing(l: ListingRecord): Promise<boolean> {
  const count = (delta: number, condition?: string) =>
    new UpdateCommand({
      TableName: table(), Key: listingKeys.listingCount(l.userProfileId),
      UpdateExpression: 'SET #c = if_not_exists(#c, :zero) + :d, #t = :type',
      ...(condition ? { ConditionExpression: condition } : {}),
      ExpressionAttributeNames: { '#c': 'count', '#t': 'type' },
      ExpressionAttributeValues: { ':zero': 0, ':d': delta, ':type': 'ListingCount', ...(condition ? { ':max': MAX_LISTINGS } : {}) },
    });
  if (!(await landed(ddb().send(count(1, 'attribute_not_exists(#c) OR #c < :max'))))) return false;
  try {
    await ddb().send(new PutCommand(listingPut(l)));
  } catch (e) {
    await ddb().send(count(-1));
    throw e;
  }
  return true;
}

/**
 * Entity ListingCount: `LISTINGS#{userId}` / `COUNT`, `{ count }`: how many listings a member has,
 * raised before a new listing's Put on the condition `count < MAX_LISTINGS`, so parallel saves
 * can never leave more than the limit, and lowered after an owner's delete landed. Apart from
 * listings.ts because only a member's own listings count: the public directory's page, which loads
 * listings.ts, then loads none of it.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_LISTINGS } from '#shared/domain/classifiedTexts.js';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { table } from '../../store/table.js';
import { listingDelete, listingKeys, listingPut, type ListingRecord } from './listings.js';

/**
 * Counts a new listing against its owner's limit, then stores it; false when the owner already has
 * MAX_LISTINGS (nothing is written then). The counter's conditional increment is atomic, so of any
 * number of parallel saves at most the limit get a slot. Not one transaction: the local emulator
 * (dynalite) has no TransactWriteItems. A Put that fails after its slot was taken gives the slot
 * back; a process dying in between leaves one slot used, which errs on the side of the limit.
 */
export async function createListing(l: ListingRecord): Promise<boolean> {
  if (!(await landed(ddb().send(changeCount(l.userProfileId, 1, 'underLimit'))))) return false;
  try {
    await ddb().send(new PutCommand(listingPut(l)));
  } catch (e) {
    await ddb().send(changeCount(l.userProfileId, -1));
    throw e;
  }
  return true;
}

/**
 * Deletes an owner's listing, then gives its slot back; false when it was gone already (nothing is
 * written then). The Delete is conditioned on the listing being there and the owner's, so of two
 * deletes at once exactly one lands and only that one lowers the counter: it never drops twice for
 * one listing. Not one transaction (dynalite has none): a process dying between the two keeps the
 * slot used, which errs on the side of the limit, as a failed save does; the counter never goes
 * below zero.
 */
export async function deleteOwnListing(l: Pick<ListingRecord, 'id' | 'userProfileId'>): Promise<boolean> {
  if (!(await landed(ddb().send(new DeleteCommand(listingDelete(l.id, l.userProfileId)))))) return false;
  await landed(ddb().send(changeCount(l.userProfileId, -1, 'aboveZero')));
  return true;
}

const guards = { underLimit: 'attribute_not_exists(#c) OR #c < :max', aboveZero: '#c > :zero' };

/** Moves an owner's counter by `delta` (from 0 when missing), only while `guard` holds if one is given. */
function changeCount(userId: string, delta: number, guard?: keyof typeof guards) {
  const condition = guard && guards[guard];
  return new UpdateCommand({
    TableName: table(), Key: listingKeys.listingCount(userId),
    UpdateExpression: 'SET #c = if_not_exists(#c, :zero) + :d, #t = :type',
    ...(condition ? { ConditionExpression: condition } : {}),
    ExpressionAttributeNames: { '#c': 'count', '#t': 'type' },
    ExpressionAttributeValues: { ':zero': 0, ':d': delta, ':type': 'ListingCount', ...(guard === 'underLimit' ? { ':max': MAX_LISTINGS } : {}) },
  });
}

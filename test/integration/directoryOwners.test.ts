/**
 * The listings of an account that is disabled or that the volunteers marked
 * ineligible leave the public directory (its index too, not only the page), and come back when the
 * account is enabled again or the mark is cleared. A listing approved while its owner is hidden
 * stays out as well.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, db, newMemberWithCandidate, signIn, type Member } from './helpers.js';
import { directoryIds, moderate, newVolunteer, pendingListing } from './moderationHelpers.js';

let volunteer: Member;
beforeAll(async () => {
  volunteer = await newVolunteer();
});

/** An approved listing of `owner`, shown in its category. */
async function approvedListing(owner: Member) {
  const listing = await pendingListing(owner);
  expect((await moderate('approveListing', volunteer, listing.providerId)).status).toBe(200);
  expect(await directoryIds(listing.subCategoryId)).toEqual([listing.providerId]);
  return listing;
}

/** Whether the stored listing carries the public index's keys. */
const inPublicIndex = async (providerId: string) =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `LISTING#${providerId}`, sk: 'LISTING' }, ConsistentRead: true })))
    .Item?.gsi2pk !== undefined;

const total = async (subCategoryId: string) => (await call('getServiceProviders', { params: { subCategoryId } })).body.total as number;

describe('a listing whose owner is hidden', () => {
  it('leaves the directory while the account is disabled, and returns when it is enabled', async () => {
    const owner = await newMemberWithCandidate();
    const { providerId, subCategoryId } = await approvedListing(owner);
    expect((await call('disableUserProfile', { token: owner.token, params: { userProfileId: owner.id } })).status).toBe(200);
    expect(await directoryIds(subCategoryId)).toEqual([]);
    expect(await total(subCategoryId)).toBe(0);
    expect(await inPublicIndex(providerId)).toBe(false);

    const { enableAccount } = await import('#functions/account/accountStatus.js');
    await enableAccount(owner.email);
    expect(await directoryIds(subCategoryId)).toEqual([providerId]);
    expect(await inPublicIndex(providerId)).toBe(true);
    // The owner's own view is unchanged throughout.
    const { accessToken } = await signIn(owner.email, owner.password);
    expect((await call('getMyServiceProvider', { token: accessToken, params: { providerId } })).body).toMatchObject({ status: 'approved', serviceProviderDisplayFlag: true });
  });

  it('leaves the directory while the family is marked ineligible, and returns when it is cleared', async () => {
    const owner = await newMemberWithCandidate();
    const { providerId, subCategoryId } = await approvedListing(owner);
    const flag = (ineligible: boolean) =>
      call('setCandidateEligibility', { token: volunteer.token, params: { candidateId: owner.candidateId }, body: { ineligible, reason: 'Fake services.' } });
    expect((await flag(true)).status).toBe(200);
    expect(await directoryIds(subCategoryId)).toEqual([]);
    expect(await inPublicIndex(providerId)).toBe(false);

    // A listing approved while the family is ineligible stays out too.
    const later = await pendingListing(owner, 'Kapoor Mehndi Artists');
    expect((await moderate('approveListing', volunteer, later.providerId)).status).toBe(200);
    expect(await directoryIds(later.subCategoryId)).toEqual([]);
    expect(await total(later.subCategoryId)).toBe(0);

    expect((await flag(false)).status).toBe(200);
    expect(await directoryIds(subCategoryId)).toEqual([providerId]);
    expect(await directoryIds(later.subCategoryId)).toEqual([later.providerId]);
  });
});

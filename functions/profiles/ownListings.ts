/**
 * A member's own listings in the service-provider directory: list a service, edit it, turn its Show
 * in Search on and off, delete it. Any signed-in member may list a service: the profile view gate does not
 * apply. The public side is ./directory.ts.
 */
import { directoryTexts, type OwnServiceProvider, type ServiceProviderInput, type SubCategory } from '#shared/domain/classified.js';
import type { Caller } from '../lib/caller.js';
import { conflict, notFound, unprocessable } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import {
  approvedCopyOf, createListing, deleteOwnListing, getListing, getSubCategory, type ListingRecord, listOwnerListings,
  writeListing,
} from '../directory/index.js';
import { assertSelf } from '../familyProfiles/session.js';

export const UNKNOWN_SUBCATEGORY = 'Please choose a category from the list';
export const LISTING_CHANGED = 'This listing was changed meanwhile. Please reload it and try again.';

/** The owner's (and volunteers') view: everything but the write version. */
export function ownOf(l: ListingRecord): OwnServiceProvider {
  const { version: _v, ...own } = l;
  return own;
}

/** The listing's specific category, or a 422 on the field: a listing must sit in a real category. */
async function existingSubCategory(subCategoryId: string): Promise<SubCategory> {
  const sub = await getSubCategory(subCategoryId);
  if (!sub) throw unprocessable('Please correct the highlighted fields.', { subCategoryId: [UNKNOWN_SUBCATEGORY] });
  return sub;
}

/**
 * The caller's own listing. Another member's answers 404 like a missing one, so listing ids cannot
 * be probed; the seeded samples belong to no member.
 */
async function ownListing(caller: Caller, providerId: string): Promise<ListingRecord> {
  const l = await getListing(providerId);
  if (!l || l.userProfileId !== caller.userId) throw notFound();
  return l;
}

/** Lists a service: pending until a volunteer approves it, shown in search once approved. */
export async function saveServiceProvider(caller: Caller, input: ServiceProviderInput): Promise<OwnServiceProvider> {
  const sub = await existingSubCategory(input.subCategoryId);
  const at = now();
  const listing: ListingRecord = {
    ...input,
    id: newId(),
    categoryId: sub.categoryId,
    userProfileId: caller.userId,
    status: 'pending',
    serviceProviderDisplayFlag: true,
    sample: false,
    createdDate: at,
    updatedDate: at,
    version: 1,
  };
  if (!(await createListing(listing))) throw conflict(directoryTexts.tooMany);
  return ownOf(listing);
}

/**
 * Edits an own listing; every edit waits for the volunteers (pending). An approved one keeps its
 * place in the directory with the version they approved (copied to `approved`, unless a change
 * waits already and the copy is there) until they approve the new one. A rejected or hidden one
 * goes back to them without the old reason (their mail invites the owner to edit and resubmit).
 */
export async function updateServiceProvider(caller: Caller, providerId: string, input: ServiceProviderInput): Promise<OwnServiceProvider> {
  const l = await ownListing(caller, providerId);
  const sub = await existingSubCategory(input.subCategoryId);
  const approved = approvedCopyOf(l);
  const next: ListingRecord = {
    ...l,
    ...input,
    categoryId: sub.categoryId,
    status: 'pending',
    statusReason: undefined,
    approved,
    updatedDate: now(),
    version: l.version + 1,
  };
  if (!(await writeListing(next, l.version))) throw conflict(LISTING_CHANGED);
  return ownOf(next);
}

export async function getMyServiceProviders(caller: Caller, userId: string): Promise<{ items: OwnServiceProvider[] }> {
  assertSelf(caller, userId);
  return { items: (await listOwnerListings(userId)).map(ownOf) };
}

export async function getMyServiceProvider(caller: Caller, providerId: string): Promise<OwnServiceProvider> {
  return ownOf(await ownListing(caller, providerId));
}

/**
 * The owner's Enable/Disable: Show in Search. The public index follows in the same write. Last
 * Updated stays: turning a listing off and on is not an edit of what it says.
 */
export async function manageServiceProviderDisplay(caller: Caller, providerId: string, shown: boolean): Promise<OwnServiceProvider> {
  const l = await ownListing(caller, providerId);
  if (l.serviceProviderDisplayFlag === shown) return ownOf(l);
  const next: ListingRecord = { ...l, serviceProviderDisplayFlag: shown, version: l.version + 1 };
  if (!(await writeListing(next, l.version))) throw conflict(LISTING_CHANGED);
  return ownOf(next);
}

/**
 * Deletes an own listing for good. Its one item carries every index key, so it leaves the owner's
 * list, the public directory (whose total is a count of that index) and the volunteers' queue in
 * the same write; the family's slot comes back. Of two deletes at once (two members, two tabs) one
 * lands and the other answers 404 as for a listing that is gone, so the slot is given back once.
 */
export async function deleteServiceProvider(caller: Caller, providerId: string): Promise<{ message: string }> {
  // No read first: the Delete's own condition (there, and this family's) answers another family's
  // listing, or one already gone, alike.
  if (!(await deleteOwnListing({ id: providerId, userProfileId: caller.userId }))) throw notFound(directoryTexts.noSuchListing);
  return { message: directoryTexts.deleted };
}

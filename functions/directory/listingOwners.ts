/**
 * A listing's place in the public directory also depends on its owner's account: the listings of an
 * account that is disabled (by the family or by the volunteers) or that the volunteers marked
 * ineligible leave the directory, and come back when the account is enabled or cleared. Each
 * listing carries the account's state as `ownerHidden` (written here, through the owner index, by
 * every change of the account's state), and `listingItem` leaves the public index keys off while
 * it is set. The public read re-checks the owners of the page it shows, so a listing approved or
 * written while its owner was hidden (or a crash between the account's write and this one) never
 * shows; it repairs what it finds.
 */
import type { UserRecord } from '../lib/caller.js';
import { getListing, listOwnerListings, writeListing, type ListingRecord } from './entities/listings.js';
// The narrow face: the directory's public page re-checks owners, and through members' index it would load every members file.
import { getAccountStates } from '../members/session.js';

const MAX_ATTEMPTS = 10;

/** Whether an account's listings stay out of the public directory. */
const isOwnerHidden = (u: Pick<UserRecord, 'status' | 'ineligible'>) => u.status !== 'active' || u.ineligible === true;

/** Sets `ownerHidden` on one listing with a versioned write; a concurrent change is re-read and the flag applied again. */
async function setListingOwnerHidden(first: ListingRecord, hidden: boolean): Promise<void> {
  let l: ListingRecord | undefined = first;
  for (let attempt = 0; l && attempt < MAX_ATTEMPTS; attempt++) {
    if ((l.ownerHidden === true) === hidden) return;
    if (await writeListing({ ...l, ownerHidden: hidden, version: l.version + 1 }, l.version)) return;
    l = await getListing(l.id);
  }
}

/** Every listing of the account takes the account's state (idempotent: running it again repairs). */
export async function setOwnerListingsHidden(userId: string, hidden: boolean): Promise<void> {
  for (const l of await listOwnerListings(userId)) await setListingOwnerHidden(l, hidden);
}

/** The listings of an account follow its current state (after its eligibility or status changed). */
export async function hideListingsOfOwner(user: UserRecord): Promise<void> {
  await setOwnerListingsHidden(user.id, isOwnerHidden(user));
}

/**
 * A page of the public directory without the listings whose owner is hidden now, and how many were
 * left out. Listings without an account (the seed's samples) stay. What it drops is repaired, so
 * the next read is exact again.
 */
export async function withoutHiddenOwners(items: ListingRecord[]): Promise<{ shown: ListingRecord[]; dropped: number }> {
  const accounts = items.length ? await getAccountStates(items.map((l) => l.userProfileId)) : [];
  const hidden = new Set(accounts.filter(isOwnerHidden).map((a) => a.id));
  for (const userId of hidden) await setOwnerListingsHidden(userId, true);
  const shown = items.filter((l) => !hidden.has(l.userProfileId));
  return { shown, dropped: items.length - shown.length };
}

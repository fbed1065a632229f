/**
 * The service-provider directory: categories, listings and their owners, the seed data, and the
 * volunteers' moderation of listings.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 */
export { getSubCategory } from './entities/directory.js';
export { createListing, deleteOwnListing } from './entities/listingCounts.js';
export { approvedCopyOf, deleteListingsOf, getListing, listOwnerListings, writeListing } from './entities/listings.js';
export type { ListingRecord } from './entities/listings.js';
export { hideListingsOfOwner, setOwnerListingsHidden } from './listingOwners.js';

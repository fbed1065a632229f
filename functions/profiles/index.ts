/**
 * A family's own profile: the candidate profile, expectations, photos and photo requests, saved
 * profiles, discovery (search and matches), and own directory listings.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 */
export { getCandidateProfile, purgeCandidate } from './candidates.js';
export { getMyServiceProviders } from './ownListings.js';
export { forgetSentPhotoRequests, photoRequestHistory } from './photoRequests.js';
export { savedListOf } from './savedProfiles.js';

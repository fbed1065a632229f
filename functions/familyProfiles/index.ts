/**
 * What one family may see of another: the access checks (self, viewing state) and the shaped
 * family card that every list and mail shows.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 */
export { keepFlagOfDeletedProfile, mirrorOntoNewProfile, setAccountEligibility } from './accountEligibility.js';
export { assertCanViewProfiles, ownCandidate } from './access.js';
export { assertSelf, isIneligible, viewingStateOf } from './session.js';
export { blockedCandidateIds, cardOf, hiddenFor, isBlockedBetween, isShownToOthers, wantsOf } from './familyProfiles.js';

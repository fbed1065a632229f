/**
 * The narrow public face of familyProfiles for the search: the view gate's guard and the shaped
 * card of another family.
 Beside index.ts because a file's chunk holds every file it can reach through imports; a route
 * that needs only these stays clear of the rest of the module (.dependency-cruiser.cjs).
 */
export { assertCanViewProfiles } from './access.js';
export { cardOf, hiddenFor, isShownToOthers, wantsOf } from './familyProfiles.js';

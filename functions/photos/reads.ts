/**
 * The narrow public face of photos for the cards every list and the search show: the photo a
 * viewer may see of a profile.
 Beside index.ts because a file's chunk holds every file it can reach through imports; a route
 * that needs only these stays clear of the rest of the module (.dependency-cruiser.cjs).
 */
export { cardPhotoFor } from './photoAccess.js';
export type { Looker } from './photoAccess.js';

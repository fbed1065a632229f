/**
 * The narrow public face of photos for a signed-in member's session: whether a profile has a
 * photo. Beside index.ts because a file's chunk holds every file it can reach through imports; a
 * route that needs only this stays clear of the rest of the module (.dependency-cruiser.cjs).
 */
export { hasPhoto } from './admittedPhotos.js';

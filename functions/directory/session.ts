/**
 * The narrow public face of the directory: a changed account's listings follow its state. Beside
 * index.ts because a file's chunk holds every file it can reach through imports, and a dynamic
 * import keeps every export of the file it names (.dependency-cruiser.cjs).
 */
export { hideListingsOfOwner } from './listingOwners.js';

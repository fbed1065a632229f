/**
 * The narrow public face of members: the user record (every signed-in request reads the caller's;
 * the entities that live under a user name its keys) and the session's undeliverable address. Beside index.ts because a file's chunk holds every file
 * it can reach through imports; a route that needs only this stays clear of the rest of the
 * module (.dependency-cruiser.cjs).
 */
export { undeliverableReason } from './entities/undeliverable.js';
export { getAccountStates, getUser, setUserEligibility, userEntity, userKeys } from './entities/users.js';
export type { UserRecord } from './entities/users.js';

/**
 * The narrow public face of candidates for a signed-in member's session: reading one profile
 * (and rewriting it, which the session's photo count repair does), and its keys, which photo items use.
 * Beside index.ts because a file's chunk holds every file it can reach through imports; a route
 * that needs only this stays clear of the rest of the module (.dependency-cruiser.cjs).
 */
export { rewriteCandidate } from './candidateRewrite.js';
export { candidateKeys, getCandidate } from './entities/candidates.js';

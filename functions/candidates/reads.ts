/**
 * The narrow public face of candidates for the search and the cards every list shows: the records,
 * the search index, blocks, marks, proposals' pair state and saved profiles a viewer reads.
 Beside index.ts because a file's chunk holds every file it can reach through imports; a route
 * that needs only these stays clear of the rest of the module (.dependency-cruiser.cjs).
 */
export { rewriteCandidate } from './candidateRewrite.js';
export { currentCandidateIds, listBlocks } from './entities/blocks.js';
export { factsOf, getCandidate, getCandidates } from './entities/candidates.js';
export { getExpectation } from './entities/expectations.js';
export { listSentInteractions } from './entities/interactions.js';
export { getPairGuard, getProposal } from './entities/proposals.js';
export { listSavedProfiles } from './entities/savedProfiles.js';
export { candidateIdOf, entryKeyOf, readSearchIndex, searchPartitions } from './entities/searchIndex.js';
export type { SearchEntry } from './entities/searchIndex.js';
export { noteSeen } from './tabsSeen.js';

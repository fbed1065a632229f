/**
 * The candidate records and what families did with them (proposals, blocks, interactions, saved
 * profiles, tabs seen, the search index): the entities the floors above read and write, and the
 * one rewrite of a candidate record. No rule about who may see what lives here.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 */
export { rewriteCandidate, rewriteWith } from './candidateRewrite.js';
export { blockedEitherWay, currentCandidateIds, deleteBlock, listBlocks, putBlock } from './entities/blocks.js';
export type { BlockRecord } from './entities/blocks.js';
export { candidateIdsByNamePrefix } from './entities/candidateLookup.js';
export { candidateKeys, deleteCandidateItem, deleteItems, factsOf, getCandidate, getCandidates, listCandidatePartition, listedOnWithTime, putNewCandidate } from './entities/candidates.js';
export { getExpectation, putExpectation } from './entities/expectations.js';
export { deleteNotInterested, listSentInteractions, notInterestedId, putInteraction } from './entities/interactions.js';
export type { InteractionRecord, InteractionType } from './entities/interactions.js';
export { CLAIM_SECONDS, PENDING_SHARDS, countDailyProposal, getPairGuard, getProposal, getProposals, isLive, listInteractions, pendingIdsBefore, putProposal, recordPairReminder, takePair, uncountDailyProposal, updateProposal } from './entities/proposals.js';
export type { AnyInteraction, ProposalRecord } from './entities/proposals.js';
export { deleteSavedProfile, listSavedProfiles, putSavedProfile } from './entities/savedProfiles.js';
export { candidateIdOf, entryKeyOf, readSearchIndex, scanSearchIndex, searchPartitions } from './entities/searchIndex.js';
export type { SearchEntry } from './entities/searchIndex.js';
export { latestStatusReason, putStatusReason, statusReasonEntity } from './entities/statusReasons.js';
export type { StatusReasonRecord } from './entities/statusReasons.js';
export { tabsSeenOf } from './entities/tabsSeen.js';
export type { SeenTab } from './entities/tabsSeen.js';
export { noteSeen, seen } from './tabsSeen.js';

import { userinteractRoutes } from '#shared/api/routes/userinteract.js';
import { createGroupDispatch } from '../http/dispatch.js';

// Each route's services are imported on its first call: with the bundle split into chunks
// (infra/bundling.ts), a cold request loads only its own route's code and clients.
const blocks = () => import('../proposals/blocks.js');
const interactionsModule = () => import('../proposals/interactions.js');
const photoRequests = () => import('../profiles/photoRequests.js');
const proposals = () => import('../proposals/proposals.js');
const proposalListsModule = () => import('../proposals/proposalLists.js');
const reportsModule = () => import('../trust/reports.js');

/** The userinteract endpoint group: interactions between two families (Not Interested, proposals, blocks). */
export const userinteractDispatch = createGroupDispatch(userinteractRoutes, {
  saveUserInteraction: async ({ caller, body }) =>
    body.interactionType === 'proposal' ? (await proposals()).propose(caller, body) : (await interactionsModule()).saveUserInteraction(caller, { ...body, interactionType: 'notInterested' }),
  revokeMyProposal: async ({ caller, params }) => (await proposals()).revokeMyProposal(caller, params.userId, params.interactionId),
  remindMyProposal: async ({ caller, params }) => (await proposals()).remindMyProposal(caller, params.userId, params.interactionId),
  acceptTheirProposal: async ({ caller, params }) => (await proposals()).acceptTheirProposal(caller, params.userId, params.interactionId),
  rejectTheirProposal: async ({ caller, params }) => (await proposals()).rejectTheirProposal(caller, params.userId, params.interactionId),
  getMySentProposalList: async ({ caller, params }) => (await proposalListsModule()).getMySentProposalList(caller, params.userId, params.candidateId),
  getMyReceivedProposalList: async ({ caller, params }) => (await proposalListsModule()).getMyReceivedProposalList(caller, params.userId, params.candidateId),
  blockFamily: async ({ caller, body }) => (await blocks()).blockFamily(caller, body),
  unblockFamily: async ({ caller, params }) => (await blocks()).unblockFamily(caller, params.userId, params.candidateId),
  getBlockedFamilyList: async ({ caller, params }) => (await blocks()).getBlockedFamilyList(caller, params.userId),
  reportProfile: async ({ caller, body }) => (await reportsModule()).reportProfile(caller, body),
  requestPhotos: async ({ caller, body }) => (await photoRequests()).requestPhotos(caller, body.candidateId),
  getPhotoRequestList: async ({ caller, params }) => (await photoRequests()).getPhotoRequestList(caller, params.userId),
  approvePhotoRequest: async ({ caller, params }) => (await photoRequests()).approvePhotoRequest(caller, params.userId, params.requesterUserId),
  declinePhotoRequest: async ({ caller, params }) => (await photoRequests()).declinePhotoRequest(caller, params.userId, params.requesterUserId),
  withdrawPhotoApproval: async ({ caller, params }) => (await photoRequests()).withdrawPhotoApproval(caller, params.userId, params.requesterUserId),
});

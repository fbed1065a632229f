import { userinteractRoutes } from '#shared/api/routes/userinteract.js';
import { createGroupApp } from '../http/app.js';
import * as blocks from '../services/blocks.js';
import { saveUserInteraction } from '../services/interactions.js';
import * as photoRequests from '../services/photoRequests.js';
import * as proposals from '../services/proposals.js';
import { reportProfile } from '../services/reports.js';

/** The userinteract endpoint group: interactions between two families (Not Interested, proposals, blocks). */
export const userinteractApp = createGroupApp(userinteractRoutes, {
  saveUserInteraction: ({ caller, body }) =>
    body.interactionType === 'proposal' ? proposals.propose(caller, body) : saveUserInteraction(caller, { ...body, interactionType: 'notInterested' }),
  revokeMyProposal: ({ caller, params }) => proposals.revokeMyProposal(caller, params.userId, params.interactionId),
  remindMyProposal: ({ caller, params }) => proposals.remindMyProposal(caller, params.userId, params.interactionId),
  acceptTheirProposal: ({ caller, params }) => proposals.acceptTheirProposal(caller, params.userId, params.interactionId),
  rejectTheirProposal: ({ caller, params }) => proposals.rejectTheirProposal(caller, params.userId, params.interactionId),
  getMySentProposalList: ({ caller, params }) => proposals.getMySentProposalList(caller, params.userId, params.candidateId),
  getMyReceivedProposalList: ({ caller, params }) => proposals.getMyReceivedProposalList(caller, params.userId, params.candidateId),
  blockFamily: ({ caller, body }) => blocks.blockFamily(caller, body),
  unblockFamily: ({ caller, params }) => blocks.unblockFamily(caller, params.userId, params.candidateId),
  getBlockedFamilyList: ({ caller, params }) => blocks.getBlockedFamilyList(caller, params.userId),
  reportProfile: ({ caller, body }) => reportProfile(caller, body),
  requestPhotos: ({ caller, body }) => photoRequests.requestPhotos(caller, body.candidateId),
  getPhotoRequestList: ({ caller, params }) => photoRequests.getPhotoRequestList(caller, params.userId),
  approvePhotoRequest: ({ caller, params }) => photoRequests.approvePhotoRequest(caller, params.userId, params.requesterUserId),
  declinePhotoRequest: ({ caller, params }) => photoRequests.declinePhotoRequest(caller, params.userId, params.requesterUserId),
  withdrawPhotoApproval: ({ caller, params }) => photoRequests.withdrawPhotoApproval(caller, params.userId, params.requesterUserId),
});

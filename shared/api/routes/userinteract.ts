/** The userinteract group's operations: interactions between two families (Not Interested, proposals). */
import * as z from 'zod';
import * as blocks from '../../domain/blocks.js';
import * as trust from '../../domain/trust.js';
import * as proposals from '../../domain/proposals.js';
import * as photoAccess from '../../domain/photoAccess.js';
import * as photoRequests from '../../domain/photoRequests.js';
import * as search from '../../domain/search.js';
import * as user from '../../domain/user.js';
import { message, route } from './define.js';

const ownProposal = () => z.strictObject({ userId: user.id, interactionId: user.id });
const ownLists = () => z.strictObject({ userId: user.id, candidateId: user.id });

const ownRequest = () => z.strictObject({ userId: user.id, requesterUserId: user.id });
const photoAnswer = (name: string, summary: string) =>
  route({
    group: 'userinteract', method: 'PATCH', path: `/api/userinteract/${name}/{userId}/{requesterUserId}`, auth: 'member',
    summary, params: ownRequest, owned: ['userId'],
    response: message,
  });

const transition = (name: string, summary: string) =>
  route({
    group: 'userinteract', method: 'PATCH', path: `/api/userinteract/${name}/{userId}/{interactionId}`, auth: 'member',
    summary, params: ownProposal, owned: ['userId'],
    response: () => proposals.proposalView,
  });

export const userinteractRoutes = {
  saveUserInteraction: route({
    group: 'userinteract', method: 'POST', path: '/api/userinteract/saveUserInteraction', auth: 'member',
    summary: 'Propose to another family (not within 30 days of the own last proposal to it being revoked or rejected), or mark a profile Not Interested (it leaves Matched and Search for good)',
    body: () => z.discriminatedUnion('interactionType', [search.interactionRequest, proposals.proposalRequest]),
    response: () => search.interaction,
  }),
  revokeMyProposal: transition('revokeMyProposal', 'Withdraw an own proposal (not once revoked or rejected)'),
  remindMyProposal: transition('remindMyProposal', 'Remind the other family of a pending own proposal (at most three times, and three a pair in 30 days)'),
  acceptTheirProposal: transition('acceptTheirProposal', 'Accept a pending proposal received: both families see each other’s contacts'),
  rejectTheirProposal: transition('rejectTheirProposal', 'Reject a pending proposal received'),
  getMySentProposalList: route({
    group: 'userinteract', method: 'GET', path: '/api/userinteract/getMySentProposalList/{userId}/{candidateId}', auth: 'member',
    summary: 'My Proposals: the proposals (and Not Interested marks) the own candidate sent, newest first',
    params: ownLists, owned: ['userId', 'candidateId'],
    response: () => proposals.proposalList,
  }),
  getMyReceivedProposalList: route({
    group: 'userinteract', method: 'GET', path: '/api/userinteract/getMyReceivedProposalList/{userId}/{candidateId}', auth: 'member',
    summary: 'Received Proposals: the proposals other families sent to the own candidate, newest first',
    params: ownLists, owned: ['userId', 'candidateId'],
    response: () => proposals.proposalList,
  }),
  blockFamily: route({
    group: 'userinteract', method: 'POST', path: '/api/userinteract/blockFamily', auth: 'member',
    summary: 'Block another family: neither sees the other again; pending proposals between them are withdrawn without mails',
    body: () => blocks.blockRequest,
    response: message,
  }),
  unblockFamily: route({
    group: 'userinteract', method: 'DELETE', path: '/api/userinteract/unblockFamily/{userId}/{candidateId}', auth: 'member',
    summary: 'Unblock a family the member blocked (candidateId is the blocked family’s candidate)',
    params: () => z.strictObject({ userId: user.id, candidateId: user.id }), owned: ['userId'],
    response: message,
  }),
  getBlockedFamilyList: route({
    group: 'userinteract', method: 'GET', path: '/api/userinteract/getBlockedFamilyList/{userId}', auth: 'member',
    summary: 'Blocked Families under User Settings, newest first',
    params: () => z.strictObject({ userId: user.id }), owned: ['userId'],
    response: () => blocks.blockedFamilyList,
  }),
  reportProfile: route({
    group: 'userinteract', method: 'POST', path: '/api/userinteract/reportProfile', auth: 'member',
    summary: 'Report another family’s profile to the volunteers (the family never learns who)',
    body: () => trust.reportRequest,
    response: message,
  }),
  requestPhotos: route({
    group: 'userinteract', method: 'POST', path: '/api/userinteract/requestPhotos', auth: 'member',
    summary: 'Ask a family that holds photos back to see them all (one request per pair of families in 30 days; never from or to a blocked family)',
    body: () => photoRequests.photoRequestInput,
    response: () => z.object({ message: z.string(), photoRequest: photoAccess.photoRequestShown }),
  }),
  getPhotoRequestList: route({
    group: 'userinteract', method: 'GET', path: '/api/userinteract/getPhotoRequestList/{userId}', auth: 'member',
    summary: 'Photo Requests: the requests other families sent for the own photos, newest first',
    params: () => z.strictObject({ userId: user.id }), owned: ['userId'],
    response: () => photoRequests.photoRequestList,
  }),
  approvePhotoRequest: photoAnswer('approvePhotoRequest', 'Let the requesting family see all photos'),
  declinePhotoRequest: photoAnswer('declinePhotoRequest', "Decline a waiting photo request (the family is told only 'not now')"),
  withdrawPhotoApproval: photoAnswer('withdrawPhotoApproval', 'Withdraw an approval: the family sees what every member sees again'),
} as const;

/**
 * Proposals between families, their mails (sent now or held), blocks and interactions.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 */
export { getBlockedFamilyList } from './blocks.js';
export { deleteHeldMail, dueHeldKeys, getHeldMails, heldMailKeys, markHeldDigested, unmarkHeldDigested } from './entities/heldMails.js';
export type { HeldMail } from './entities/heldMails.js';
export { contentOf, heldMailsOutdated, mailProposalEvent, sendProposalEventNow, who } from './proposalMail.js';
export { areConnected, endProposalsOfLeavingFamily, revokeProposalsOfDeletedProfile } from './proposals.js';
export { proposalHistory } from './proposalLists.js';
export { getFamilyActivity } from './familyActivity.js';

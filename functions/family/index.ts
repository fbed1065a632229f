/**
 * Family: the people of one account (members, each with their own sign-in) and the invitations
 * that bring them in. The account record itself (members/entities/users.ts) is the family: it owns
 * the candidate profile and everything done with it.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 * It names no service that sends mail or talks to Cognito: the HTTP layer's every request imports it.
 */
export {
  activeMember, activeMembersOf, deleteMember, familyIdOf, forgetRemovedMemberEmail, getMember, listMembers, markMemberRemoved, putMemberOnce, readCallerRecords, setMemberEmail, setMemberTokensValidAfter, updateMemberDetails,
} from './entities/members.js';
export type { ActiveMember, MemberRecord } from './entities/members.js';
export {
  deleteInvitation, getInvitation, invitationDigest, isUsable, listInvitations, releaseInvitationMailHour, useInvitation,
} from './entities/invitations.js';
export type { InvitationRecord } from './entities/invitations.js';
export { addMissingFounders, founderOf } from './founders.js';
export { mailRecipients, recipientsAmong } from './recipients.js';
export { withFamilyLock } from './familyLock.js';
export { listFamily } from './familyList.js';
export { recordActivity } from './activity.js';
export { ACTIVITY_DAYS, listActivity } from './entities/activity.js';
export type { ActivityRecord } from './entities/activity.js';
export { membersForVolunteers } from './volunteerView.js';

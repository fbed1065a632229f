/** The usermgmt group's operations (referral codes, sign-up, session, account settings). */
import * as z from 'zod';
import * as user from '../../domain/user.js';
import * as search from '../../domain/search.js';
import * as dataRights from '../../domain/dataRights.js';
import * as family from '../../domain/family.js';
import { activityList } from '../../domain/familyActivity.js';
import { idParam, message, route } from './define.js';

export const usermgmtRoutes = {
  validateReferCode: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/validateReferCode/{referralCode}', auth: 'public',
    summary: 'Look up an unused referral code; answers its id',
    params: () => z.strictObject({ referralCode: user.referralCode }),
    response: () => z.object({ id: z.string() }),
    throttle: { rate: 5, burst: 10 },
  }),
  requestReferralCode: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/requestReferralCode', auth: 'public',
    summary: 'Ask the volunteers for a referral code',
    body: () => user.referralRequest,
    response: () => z.object({ id: z.string() }),
    throttle: { rate: 2, burst: 5 },
  }),
  saveUserProfile: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/saveUserProfile', auth: 'public',
    summary: 'Sign up with a referral code, first step: holds the code and mails a confirmation code to the address (the same answer whether or not the address has an account)',
    body: () => user.signupRequest,
    response: () => user.signupStarted,
    throttle: { rate: 2, burst: 5 },
  }),
  confirmSignup: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/confirmSignup', auth: 'public',
    summary: 'Sign up, second step: the code mailed to the address confirms it; only now are the account and its user profile made and the referral code used',
    body: () => user.signupConfirm,
    response: () => z.object({ id: z.string() }),
    throttle: { rate: 2, burst: 5 },
  }),
  resendSignupCode: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/resendSignupCode', auth: 'public',
    summary: 'Mail a waiting sign-up a new confirmation code (once a minute per address; the same answer for any address)',
    body: () => user.signupResend,
    response: message,
    throttle: { rate: 2, burst: 5 },
  }),
  resetUserPassword: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/resetUserPassword', auth: 'public',
    summary: 'Send a password reset code by e-mail (same answer whether or not the account exists)',
    body: () => user.passwordResetRequest,
    response: message,
    throttle: { rate: 2, burst: 5 },
  }),
  confirmResetUserPassword: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/confirmResetUserPassword', auth: 'public',
    summary: 'Set a new password with the code from the reset e-mail',
    body: () => user.passwordResetConfirm,
    response: message,
    throttle: { rate: 2, burst: 5 },
  }),
  unsubscribe: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/unsubscribe/{token}', auth: 'public',
    summary: "One-click unsubscribe from a digest mail (RFC 8058): turns off the flag its signed token names; any body (List-Unsubscribe=One-Click) is ignored",
    params: () => z.strictObject({ token: user.unsubscribeToken }),
    response: () => user.unsubscribeResult,
    // Mail providers send the one-click POSTs of many members from few addresses: a per-IP limit
    // fit for a family would refuse them. The signed token makes guessing pointless anyway.
    throttle: { rate: 5, burst: 10, perClient: 2000 },
  }),
  changeMailFrequency: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/mailFrequency/{token}', auth: 'public',
    summary: "A digest mail's frequency link: sets the topic's frequency its signed token names",
    params: () => z.strictObject({ token: user.frequencyToken }),
    response: () => user.frequencyResult,
    throttle: { rate: 5, burst: 10, perClient: 2000 },
  }),
  getSession: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/session', auth: 'member',
    summary: "The signed-in member's session fields",
    response: () => user.session,
  }),
  getUserProfile: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/getUserProfile/{userProfileId}', auth: 'member',
    summary: "The member's own user profile",
    params: () => idParam('userProfileId'), owned: ['userProfileId'],
    response: () => user.userProfile,
  }),
  updateUserProfile: route({
    group: 'usermgmt', method: 'PATCH', path: '/api/usermgmt/saveUserProfile/{userProfileId}', auth: 'member',
    summary: 'Edit the user profile (the e-mail changes only through Change E-mail, confirmed by a code)',
    params: () => idParam('userProfileId'), owned: ['userProfileId'],
    body: () => user.userProfileUpdate,
    response: () => user.userProfile,
  }),
  changeUserPassword: route({
    group: 'usermgmt', method: 'PATCH', path: '/api/usermgmt/changeUserPassword/{userProfileId}', auth: 'member',
    summary: 'Change the password, given the current one',
    params: () => idParam('userProfileId'), owned: ['userProfileId'],
    body: () => user.changePasswordRequest,
    response: message,
  }),
  requestEmailChange: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/changeUserEmail/{userProfileId}', auth: 'member',
    summary: 'Change E-mail, first step: mails a one-time code (one hour, five tries) to the new address; refused when another account holds it',
    params: () => idParam('userProfileId'), owned: ['userProfileId'],
    body: () => user.emailChangeRequest,
    response: () => user.emailChangeStarted,
    throttle: { rate: 2, burst: 5 },
  }),
  confirmEmailChange: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/changeUserEmail/{userProfileId}/confirm', auth: 'member',
    summary: 'Change E-mail, second step: the mailed code moves the account (sign-in, user profile, the address claim) to the new address; the old one is told; safe to repeat',
    params: () => idParam('userProfileId'), owned: ['userProfileId'],
    body: () => user.emailChangeConfirm,
    response: () => user.emailChangeDone,
    throttle: { rate: 2, burst: 5 },
  }),
  disableUserProfile: route({
    group: 'usermgmt', method: 'DELETE', path: '/api/usermgmt/manageUserProfileVisibility/{userProfileId}', auth: 'member',
    summary: 'Disable the account: it can no longer sign in and its tokens are refused',
    params: () => idParam('userProfileId'), owned: ['userProfileId'],
    response: message,
  }),
  getUserReferralDetails: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/getUserReferralDetails/{userReferralId}', auth: 'member',
    summary: "The member's personal referral code for a friend (a new one once the last was used)",
    params: () => idParam('userReferralId'), owned: ['userReferralId'],
    response: () => user.referral,
  }),
  getUserNotifySettings: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/getUserNotifySettings/{userProfileId}', auth: 'member',
    summary: "The member's e-mail notification flags",
    params: () => idParam('userProfileId'), owned: ['userProfileId'],
    response: () => user.notifySettings,
  }),
  addUserNotifySettings: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/saveUserNotifySettings', auth: 'member',
    summary: "Save the member's notification flags",
    body: () => user.notifySettingsInput,
    response: () => user.notifySettings,
  }),
  editUserNotifySettings: route({
    group: 'usermgmt', method: 'PATCH', path: '/api/usermgmt/saveUserNotifySettings/{userNotifySettingsId}', auth: 'member',
    summary: "Edit the member's notification flags",
    params: () => idParam('userNotifySettingsId'), owned: ['userNotifySettingsId'],
    body: () => user.notifySettingsInput,
    response: () => user.notifySettings,
  }),
  getUserSavedProfileList: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/getUserSavedProfileList/{userId}', auth: 'member',
    summary: "The member's saved profiles, newest first ('no longer available' ones carry no profile)",
    params: () => idParam('userId'), owned: ['userId'],
    response: () => search.savedProfileList,
  }),
  saveUserSavedProfile: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/saveUserSavedProfile', auth: 'member',
    summary: 'Save a profile to the own list (once; saving again answers that it was already there)',
    body: () => search.saveProfileRequest,
    response: () => search.saveProfileResponse,
  }),
  removeUserSavedProfile: route({
    group: 'usermgmt', method: 'DELETE', path: '/api/usermgmt/removeUserSavedProfile/{id}', auth: 'member',
    summary: 'Remove a profile from the own saved list',
    params: () => idParam('id'),
    response: message,
  }),
  exportMyData: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/exportMyData/{userProfileId}', auth: 'member',
    summary: "Download My Data: everything held about the account and its candidate profile (other families only as the member sees them; photo links for 5 minutes)",
    params: () => idParam('userProfileId'), owned: ['userProfileId'],
    response: () => dataRights.myDataExport,
  }),
  deleteMyAccount: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/deleteMyAccount/{userProfileId}', auth: 'member',
    summary: "Delete the family and everything it holds, given the candidate's first name typed again (the member's e-mail while there is no candidate profile); safe to repeat until it has finished",
    params: () => idParam('userProfileId'), owned: ['userProfileId'],
    body: () => dataRights.deleteAccountRequest,
    response: message,
    // A deletion that stopped half-way is finished by the member sending it again.
    whileDeleting: true,
  }),
  getFamilyActivity: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/family/activity/{userId}', auth: 'member',
    summary: "Family Activity: what the family's members did in the last 90 days (proposals, photo requests, blocks), newest first",
    params: () => idParam('userId'), owned: ['userId'],
    response: () => activityList,
  }),
  getFamilyMembers: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/family', auth: 'member',
    summary: "The family's members (the caller marked) and its pending invitations",
    response: () => family.familyList,
  }),
  inviteFamilyMember: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/family/invitations', auth: 'member',
    summary: 'Invite a person by e-mail to join the family (at most 4 members counting pending invitations; one mail an hour per address); the same answer whether or not the address has an account',
    body: () => family.inviteRequest,
    response: () => z.object({ message: z.string(), invitation: family.invitationView }),
    throttle: { rate: 2, burst: 5 },
  }),
  withdrawFamilyInvitation: route({
    group: 'usermgmt', method: 'DELETE', path: '/api/usermgmt/family/invitations/{invitationId}', auth: 'member',
    summary: "Withdraw a pending invitation of the family (its link stops working)",
    params: () => family.invitationIdParam,
    response: message,
  }),
  resendFamilyInvitation: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/family/invitations/{invitationId}/send', auth: 'member',
    summary: 'Send a pending invitation again with a new link (the old one stops working); once an hour',
    params: () => family.invitationIdParam,
    response: () => z.object({ message: z.string(), invitation: family.invitationView }),
    throttle: { rate: 2, burst: 5 },
  }),
  removeFamilyMember: route({
    group: 'usermgmt', method: 'DELETE', path: '/api/usermgmt/family/members/{memberId}', auth: 'member',
    summary: 'Remove another member of the family: signed out everywhere at once, and mailed',
    params: () => family.memberIdParam,
    response: message,
  }),
  leaveFamily: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/family/leave', auth: 'member',
    summary: 'Leave the family (refused to the member who signed it up): signed out everywhere at once',
    response: message,
  }),
  getFamilyInvitation: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/invitation/{invitationToken}', auth: 'public',
    summary: "An invitation link's page: who invites and whom, or that it expired, was withdrawn or used",
    params: () => z.strictObject({ invitationToken: family.invitationToken }),
    response: () => family.publicInvitation,
    throttle: { rate: 5, burst: 10 },
  }),
  startInvitedSignup: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/invitation/signup', auth: 'public',
    summary: "An invited family member's sign-up, first step: mails a confirmation code to the invitation's address (the same answer whether or not it has an account)",
    body: () => family.invitedSignupRequest,
    response: () => user.signupStarted,
    throttle: { rate: 2, burst: 5 },
  }),
  confirmInvitedSignup: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/invitation/confirm', auth: 'public',
    summary: "An invited family member's sign-up, second step: the mailed code confirms the address; the member joins the family and the link is used",
    body: () => family.invitedSignupConfirm,
    response: () => z.object({ id: z.string() }),
    throttle: { rate: 2, burst: 5 },
  }),
} as const;

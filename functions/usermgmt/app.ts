import { usermgmtRoutes } from '#shared/api/routes/usermgmt.js';
import { createGroupDispatch } from '../http/dispatch.js';

// Each route's services are imported on its first call: with the bundle split into chunks
// (infra/bundling.ts), a cold request loads only its own route's code and clients.
const account = () => import('../account/account.js');
const sessionModule = () => import('../account/session.js');
const accountDeletionModule = () => import('../account/accountDeletion.js');
const emailChangeModule = () => import('../account/emailChange.js');
const accountStatusModule = () => import('../account/accountStatus.js');
const dataExportModule = () => import('../account/dataExport.js');
const notifyModule = () => import('../mail/notify.js');
const referralsModule = () => import('../trust/referrals.js');
const savedProfilesModule = () => import('../profiles/savedProfiles.js');
const signupModule = () => import('../account/signup.js');
const signupConfirmModule = () => import('../account/signupConfirm.js');
const unsubscribeModule = () => import('../mail/unsubscribe.js');
const mailFrequencyModule = () => import('../mail/mailFrequency.js');
const familyModule = () => import('../family/familyMembers.js');
const familyListModule = () => import('../family/familyList.js');
const familyActivityModule = () => import('../proposals/familyActivity.js');
const familySignupModule = () => import('../account/familySignup.js');
const familyLeavingModule = () => import('../account/familyLeaving.js');
// The OpenAPI document reads the whole route table: imported on its first call, so this group's
// other requests build no other group's schemas.
const openApiModule = () => import('#shared/api/openapi.js');

export const usermgmtDispatch = createGroupDispatch(
  usermgmtRoutes,
  {
    validateReferCode: async ({ params }) => (await referralsModule()).validateReferCode(params.referralCode),
    requestReferralCode: async ({ body }) => (await referralsModule()).requestReferralCode(body),
    saveUserProfile: async ({ body }) => (await signupModule()).saveUserProfile(body),
    confirmSignup: async ({ body }) => (await signupConfirmModule()).confirmSignup(body),
    resendSignupCode: async ({ body }) => (await signupModule()).resendSignupCode(body),
    resetUserPassword: async ({ body }) => (await account()).resetUserPassword(body.userEmail),
    confirmResetUserPassword: async ({ body }) => (await account()).confirmResetUserPassword(body.userEmail, body.code, body.userPass),
    unsubscribe: async ({ params }) => (await unsubscribeModule()).unsubscribe(params.token),
    changeMailFrequency: async ({ params }) => (await mailFrequencyModule()).changeMailFrequency(params.token),
    getSession: async ({ caller }) => (await sessionModule()).getSession(caller),
    getUserProfile: async ({ caller, params }) => (await account()).getUserProfile(caller, params.userProfileId),
    updateUserProfile: async ({ caller, params, body }) => (await account()).updateUserProfile(caller, params.userProfileId, body),
    changeUserPassword: async ({ caller, params, body }) =>
      (await account()).changeUserPassword(caller, params.userProfileId, body.currentPassword, body.userPass),
    requestEmailChange: async ({ caller, params, body }) => (await emailChangeModule()).requestEmailChange(caller, params.userProfileId, body.newEmail),
    confirmEmailChange: async ({ caller, params, body }) => (await emailChangeModule()).confirmEmailChange(caller, params.userProfileId, body.code),
    disableUserProfile: async ({ caller, params }) => (await accountStatusModule()).disableUserProfile(caller, params.userProfileId),
    getUserReferralDetails: async ({ caller, params }) => (await referralsModule()).getUserReferralDetails(caller.userId, params.userReferralId),
    getUserNotifySettings: async ({ caller, params }) => (await notifyModule()).getUserNotifySettings(caller, params.userProfileId),
    addUserNotifySettings: async ({ caller, body }) => (await notifyModule()).addUserNotifySettings(caller, body),
    editUserNotifySettings: async ({ caller, params, body }) => (await notifyModule()).editUserNotifySettings(caller, body, params.userNotifySettingsId),
    getUserSavedProfileList: async ({ caller, params }) => (await savedProfilesModule()).getUserSavedProfileList(caller, params.userId),
    saveUserSavedProfile: async ({ caller, body }) => (await savedProfilesModule()).saveUserSavedProfile(caller, body.userProfileId, body.candidateId),
    removeUserSavedProfile: async ({ caller, params }) => (await savedProfilesModule()).removeUserSavedProfile(caller, params.id),
    exportMyData: async ({ caller, params }) => (await dataExportModule()).exportMyData(caller, params.userProfileId),
    getFamilyActivity: async ({ caller, params }) => (await familyActivityModule()).getFamilyActivity(caller, params.userId),
    getFamilyMembers: async ({ caller }) => (await familyListModule()).listFamily(caller),
    inviteFamilyMember: async ({ caller, body }) => (await familyModule()).inviteMember(caller, body),
    withdrawFamilyInvitation: async ({ caller, params }) => (await familyModule()).withdrawFamilyInvitation(caller, params.invitationId),
    resendFamilyInvitation: async ({ caller, params }) => (await familyModule()).resendFamilyInvitation(caller, params.invitationId),
    removeFamilyMember: async ({ caller, params }) => (await familyLeavingModule()).removeFamilyMember(caller, params.memberId),
    leaveFamily: async ({ caller }) => (await familyLeavingModule()).leaveFamily(caller),
    getFamilyInvitation: async ({ params }) => (await familyModule()).readInvitation(params.invitationToken),
    startInvitedSignup: async ({ body }) => (await familySignupModule()).startInvitedSignup(body),
    confirmInvitedSignup: async ({ body }) => (await familySignupModule()).confirmInvitedSignup(body),
    deleteMyAccount: async ({ caller, params, body }) => (await accountDeletionModule()).deleteMyAccount(caller, params.userProfileId, body),
  },
  // The API describes itself; served by this group because every deployment has it.
  { extra: { '/api/openapi.json': async () => (await openApiModule()).openApiDocument() } },
);

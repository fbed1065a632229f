import { openApiDocument } from '#shared/api/openapi.js';
import { usermgmtRoutes } from '#shared/api/routes/usermgmt.js';
import { createGroupApp } from '../http/app.js';
import * as account from '../services/account.js';
import { deleteMyAccount } from '../services/accountDeletion.js';
import { confirmEmailChange, requestEmailChange } from '../services/emailChange.js';
import { disableUserProfile } from '../services/accountStatus.js';
import { exportMyData } from '../services/dataExport.js';
import { addUserNotifySettings, editUserNotifySettings, getUserNotifySettings } from '../services/notify.js';
import { getUserReferralDetails, requestReferralCode, validateReferCode } from '../services/referrals.js';
import { getUserSavedProfileList, removeUserSavedProfile, saveUserSavedProfile } from '../services/savedProfiles.js';
import { resendSignupCode, saveUserProfile } from '../services/signup.js';
import { confirmSignup } from '../services/signupConfirm.js';
import { unsubscribe } from '../services/unsubscribe.js';
import { changeMailFrequency } from '../services/mailFrequency.js';

export const usermgmtApp = createGroupApp(
  usermgmtRoutes,
  {
    validateReferCode: ({ params }) => validateReferCode(params.referralCode),
    requestReferralCode: ({ body }) => requestReferralCode(body),
    saveUserProfile: ({ body }) => saveUserProfile(body),
    confirmSignup: ({ body }) => confirmSignup(body),
    resendSignupCode: ({ body }) => resendSignupCode(body.userEmail),
    resetUserPassword: ({ body }) => account.resetUserPassword(body.userEmail),
    confirmResetUserPassword: ({ body }) => account.confirmResetUserPassword(body.userEmail, body.code, body.userPass),
    unsubscribe: ({ params }) => unsubscribe(params.token),
    changeMailFrequency: ({ params }) => changeMailFrequency(params.token),
    getSession: ({ caller }) => account.getSession(caller),
    getUserProfile: ({ caller, params }) => account.getUserProfile(caller, params.userProfileId),
    updateUserProfile: ({ caller, params, body }) => account.updateUserProfile(caller, params.userProfileId, body),
    changeUserPassword: ({ caller, params, body }) =>
      account.changeUserPassword(caller, params.userProfileId, body.currentPassword, body.userPass),
    requestEmailChange: ({ caller, params, body }) => requestEmailChange(caller, params.userProfileId, body.newEmail),
    confirmEmailChange: ({ caller, params, body }) => confirmEmailChange(caller, params.userProfileId, body.code),
    disableUserProfile: ({ caller, params }) => disableUserProfile(caller, params.userProfileId),
    getUserReferralDetails: ({ caller, params }) => getUserReferralDetails(caller.userId, params.userReferralId),
    getUserNotifySettings: ({ caller, params }) => getUserNotifySettings(caller, params.userProfileId),
    addUserNotifySettings: ({ caller, body }) => addUserNotifySettings(caller, body),
    editUserNotifySettings: ({ caller, params, body }) => editUserNotifySettings(caller, body, params.userNotifySettingsId),
    getUserSavedProfileList: ({ caller, params }) => getUserSavedProfileList(caller, params.userId),
    saveUserSavedProfile: ({ caller, body }) => saveUserSavedProfile(caller, body.userProfileId, body.candidateId),
    removeUserSavedProfile: ({ caller, params }) => removeUserSavedProfile(caller, params.id),
    exportMyData: ({ caller, params }) => exportMyData(caller, params.userProfileId),
    deleteMyAccount: ({ caller, params, body }) => deleteMyAccount(caller, params.userProfileId, body.userEmail),
  },
  // The API describes itself; served by this group because every deployment has it.
  { extra: (app) => app.get('/api/openapi.json', (c) => c.json(openApiDocument())) },
);

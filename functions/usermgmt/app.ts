import { openApiDocument } from '../../shared/api/openapi.js';
import { createGroupApp } from '../lib/app.js';
import * as account from '../services/account.js';
import { disableAccount } from '../services/accountStatus.js';
import { readNotifySettings, saveNotifySettings } from '../services/notify.js';
import { personalReferral, requestReferralCode, validateReferralCode } from '../services/referrals.js';
import { signUp } from '../services/signup.js';

export const usermgmtApp = createGroupApp(
  'usermgmt',
  {
    validateReferCode: ({ params }) => validateReferralCode(params.referralCode),
    requestReferralCode: ({ body }) => requestReferralCode(body),
    saveUserProfile: ({ body }) => signUp(body),
    resetUserPassword: ({ body }) => account.requestPasswordReset(body.userEmail),
    confirmResetUserPassword: ({ body }) => account.confirmReset(body.userEmail, body.code, body.userPass),
    getSession: ({ caller }) => account.getSession(caller),
    getUserProfile: ({ caller, params }) => account.getUserProfile(caller, params.userProfileId),
    updateUserProfile: ({ caller, params, body }) => account.updateUserProfile(caller, params.userProfileId, body),
    changeUserPassword: ({ caller, params, body }) =>
      account.changeUserPassword(caller, params.userProfileId, body.currentPassword, body.userPass),
    disableUserProfile: ({ caller, params }) => disableAccount(caller, params.userProfileId),
    getUserReferralDetails: ({ caller, params }) => personalReferral(caller.userId, params.userReferralId),
    getUserNotifySettings: ({ caller, params }) => readNotifySettings(caller, params.userProfileId),
    addUserNotifySettings: ({ caller, body }) => saveNotifySettings(caller, body),
    editUserNotifySettings: ({ caller, params, body }) => saveNotifySettings(caller, body, params.userNotifySettingsId),
  },
  // The API describes itself; served by this group because every deployment has it.
  (app) => app.get('/api/openapi.json', (c) => c.json(openApiDocument())),
);

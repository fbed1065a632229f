import { createGroupApp } from '../http/app.js';
import { issueReferralCode } from '../services/referrals.js';
import { listReferralRequests } from '../repositories/referralRequests.js';

export const adminApp = createGroupApp('admin', {
  listReferralRequests: async () => ({ items: await listReferralRequests() }),
  issueReferralCode: async ({ body }) => {
    const referral = await issueReferralCode(body.email);
    return { id: referral.id, referralCode: referral.referralCode };
  },
});

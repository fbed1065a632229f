/** The admin group's operations (volunteers only). */
import { z } from 'zod';
import * as user from '../../domain/user.js';
import { route } from './define.js';

export const adminRoutes = {
  listReferralRequests: route({
    group: 'admin', method: 'GET', path: '/api/admin/referralRequests', auth: 'volunteer',
    summary: 'Referral code requests waiting for a volunteer',
    response: z.object({
      items: z.array(z.object({
        id: z.string(), requesterFirstName: z.string(), requesterLastName: z.string(),
        requesterEmailId: z.string(), requesterPhoneNumber: z.string(), createdDate: z.string(),
        // Set once a volunteer ran `npm run admin -- referral --request {id}`.
        answeredAt: z.string().optional(),
      })),
    }),
  }),
  issueReferralCode: route({
    group: 'admin', method: 'POST', path: '/api/admin/referralCodes', auth: 'volunteer',
    summary: 'Create a single-use referral code and e-mail it',
    body: z.strictObject({ email: user.email }),
    response: user.referral,
  }),
} as const;

/** The admin group's operations (volunteers only). */
import { z } from 'zod';
import * as audit from '../../domain/audit.js';
import * as classified from '../../domain/classified.js';
import * as user from '../../domain/user.js';
import { route } from './define.js';

const providerId = z.strictObject({ providerId: user.id });
const listingAnswer = classified.ownServiceProvider;

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
  listListings: route({
    group: 'admin', method: 'GET', path: '/api/admin/listings/{status}', auth: 'volunteer',
    summary: 'Directory listings in one state (pending first to approve), oldest first for pending, newest first otherwise',
    params: z.strictObject({ status: z.enum(classified.listingStatuses) }),
    response: z.object({ items: z.array(listingAnswer) }),
  }),
  approveListing: route({
    group: 'admin', method: 'POST', path: '/api/admin/listings/{providerId}/approve', auth: 'volunteer',
    summary: 'Approve a pending (or rejected, or hidden) listing: it shows in the directory while its owner shows it; the owner is mailed',
    params: providerId,
    response: listingAnswer,
  }),
  rejectListing: route({
    group: 'admin', method: 'POST', path: '/api/admin/listings/{providerId}/reject', auth: 'volunteer',
    summary: 'Reject a pending listing with a reason; the owner is mailed',
    params: providerId, body: classified.moderationReason,
    response: listingAnswer,
  }),
  hideListing: route({
    group: 'admin', method: 'POST', path: '/api/admin/listings/{providerId}/hide', auth: 'volunteer',
    summary: 'Take any listing out of the directory, with a reason',
    params: providerId, body: classified.moderationReason,
    response: listingAnswer,
  }),
  addCategory: route({
    group: 'admin', method: 'POST', path: '/api/admin/categories', auth: 'volunteer',
    summary: 'Add a domain to the directory',
    body: z.strictObject({ categoryName: classified.categoryName }),
    response: classified.category,
  }),
  renameCategory: route({
    group: 'admin', method: 'PATCH', path: '/api/admin/categories/{categoryId}', auth: 'volunteer',
    summary: 'Rename a domain',
    params: z.strictObject({ categoryId: user.id }), body: z.strictObject({ categoryName: classified.categoryName }),
    response: classified.category,
  }),
  addSubCategory: route({
    group: 'admin', method: 'POST', path: '/api/admin/categories/{categoryId}/subCategories', auth: 'volunteer',
    summary: 'Add a specific category to a domain',
    params: z.strictObject({ categoryId: user.id }), body: z.strictObject({ subCategoryName: classified.subCategoryName }),
    response: classified.subCategory,
  }),
  renameSubCategory: route({
    group: 'admin', method: 'PATCH', path: '/api/admin/subCategories/{subCategoryId}', auth: 'volunteer',
    summary: 'Rename a specific category',
    params: z.strictObject({ subCategoryId: user.id }), body: z.strictObject({ subCategoryName: classified.subCategoryName }),
    response: classified.subCategory,
  }),
  getAuditTrail: route({
    group: 'admin', method: 'GET', path: '/api/admin/auditTrail', auth: 'volunteer',
    summary: 'The audit trail, newest first (100 a page)',
    response: audit.auditPage,
  }),
  getAuditTrailOfVolunteer: route({
    group: 'admin', method: 'GET', path: '/api/admin/auditTrail/volunteer/{volunteerId}', auth: 'volunteer',
    summary: 'One volunteer’s actions, newest first',
    params: z.strictObject({ volunteerId: user.id }),
    response: audit.auditPage,
  }),
  getAuditTrailOfKind: route({
    group: 'admin', method: 'GET', path: '/api/admin/auditTrail/kind/{kind}', auth: 'volunteer',
    summary: 'One kind of action, newest first',
    params: z.strictObject({ kind: z.enum(audit.auditKinds) }),
    response: audit.auditPage,
  }),
} as const;

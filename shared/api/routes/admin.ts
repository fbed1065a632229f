/** The admin group's operations (volunteers only). */
import * as z from 'zod';
import * as audit from '../../domain/audit.js';
import * as classified from '../../domain/classified.js';
import * as trust from '../../domain/trust.js';
import { email, id } from '../../domain/fields.js';
import { route } from './define.js';

const providerId = () => z.strictObject({ providerId: id });
const listingAnswer = classified.moderatedListing;

export const adminRoutes = {
  listReferralRequests: route({
    group: 'admin', method: 'GET', path: '/api/admin/referralRequests', auth: 'volunteer',
    summary: 'Referral code requests waiting for a volunteer',
    response: () => z.object({
      items: z.array(z.object({
        id: z.string(), requesterFirstName: z.string(), requesterLastName: z.string(),
        requesterEmailId: z.string(), requesterPhoneNumber: z.string(), createdDate: z.string(),
        // Set once a volunteer sent a code (console or `npm run admin -- referral --request {id}`).
        answeredAt: z.string().optional(),
        declinedAt: z.string().optional(),
        declineReason: z.string().optional(),
      })),
    }),
  }),
  issueReferralCode: route({
    group: 'admin', method: 'POST', path: '/api/admin/referralCodes', auth: 'volunteer',
    summary: 'Create a single-use referral code and e-mail it',
    body: () => z.strictObject({ email: email }),
    response: () => trust.referral,
  }),
  listListings: route({
    group: 'admin', method: 'GET', path: '/api/admin/listings/{status}', auth: 'volunteer',
    summary: 'Directory listings in one state (pending first to approve), oldest first for pending, newest first otherwise',
    params: () => z.strictObject({ status: z.enum(classified.listingStatuses) }),
    response: () => z.object({ items: z.array(listingAnswer) }),
  }),
  approveListing: route({
    group: 'admin', method: 'POST', path: '/api/admin/listings/{providerId}/approve', auth: 'volunteer',
    summary: 'Approve a pending (or rejected, or hidden) listing at the version the volunteer saw (409 when it changed since): it shows in the directory while its owner shows it; the owner is mailed',
    params: providerId, body: () => classified.approveRequest,
    response: () => listingAnswer,
  }),
  rejectListing: route({
    group: 'admin', method: 'POST', path: '/api/admin/listings/{providerId}/reject', auth: 'volunteer',
    summary: 'Reject a pending listing with a reason; the owner is mailed',
    params: providerId, body: () => classified.moderationReason,
    response: () => listingAnswer,
  }),
  hideListing: route({
    group: 'admin', method: 'POST', path: '/api/admin/listings/{providerId}/hide', auth: 'volunteer',
    summary: 'Take any listing out of the directory, with a reason',
    params: providerId, body: () => classified.moderationReason,
    response: () => listingAnswer,
  }),
  addCategory: route({
    group: 'admin', method: 'POST', path: '/api/admin/categories', auth: 'volunteer',
    summary: 'Add a domain to the directory',
    body: () => z.strictObject({ categoryName: classified.categoryName }),
    response: () => classified.category,
  }),
  renameCategory: route({
    group: 'admin', method: 'PATCH', path: '/api/admin/categories/{categoryId}', auth: 'volunteer',
    summary: 'Rename a domain',
    params: () => z.strictObject({ categoryId: id }), body: () => z.strictObject({ categoryName: classified.categoryName }),
    response: () => classified.category,
  }),
  addSubCategory: route({
    group: 'admin', method: 'POST', path: '/api/admin/categories/{categoryId}/subCategories', auth: 'volunteer',
    summary: 'Add a specific category to a domain',
    params: () => z.strictObject({ categoryId: id }), body: () => z.strictObject({ subCategoryName: classified.subCategoryName }),
    response: () => classified.subCategory,
  }),
  renameSubCategory: route({
    group: 'admin', method: 'PATCH', path: '/api/admin/subCategories/{subCategoryId}', auth: 'volunteer',
    summary: 'Rename a specific category',
    params: () => z.strictObject({ subCategoryId: id }), body: () => z.strictObject({ subCategoryName: classified.subCategoryName }),
    response: () => classified.subCategory,
  }),
  getAuditTrail: route({
    group: 'admin', method: 'GET', path: '/api/admin/auditTrail', auth: 'volunteer',
    summary: 'The audit trail, newest first (100 a page)',
    response: () => audit.auditPage,
  }),
  getAuditTrailOfVolunteer: route({
    group: 'admin', method: 'GET', path: '/api/admin/auditTrail/volunteer/{volunteerId}', auth: 'volunteer',
    summary: 'One volunteer’s actions, newest first',
    params: () => z.strictObject({ volunteerId: id }),
    response: () => audit.auditPage,
  }),
  getAuditTrailOfKind: route({
    group: 'admin', method: 'GET', path: '/api/admin/auditTrail/kind/{kind}', auth: 'volunteer',
    summary: 'One kind of action, newest first',
    params: () => z.strictObject({ kind: z.enum(audit.auditKinds) }),
    response: () => audit.auditPage,
  }),
  sendReferralRequestCode: route({
    group: 'admin', method: 'POST', path: '/api/admin/referralRequests/{requestId}/send', auth: 'volunteer',
    summary: 'Answer a referral request: a single-use code mailed to the requester; the request is marked done (once)',
    params: () => z.strictObject({ requestId: id }),
    response: () => trust.referral,
  }),
  declineReferralRequest: route({
    group: 'admin', method: 'POST', path: '/api/admin/referralRequests/{requestId}/decline', auth: 'volunteer',
    summary: 'Decline a referral request with a short reason (the requester is told kindly)',
    params: () => z.strictObject({ requestId: id }), body: () => z.strictObject({ reason: trust.volunteerReason }),
    response: () => z.object({ message: z.string() }),
  }),
  listReferralCodes: route({
    group: 'admin', method: 'GET', path: '/api/admin/referralCodes', auth: 'volunteer',
    summary: 'Codes the volunteers issued, newest first: to whom, by whom, used or not and by whom',
    response: () => z.object({ items: z.array(trust.referralCodeEntry) }),
  }),
  findCandidates: route({
    group: 'admin', method: 'GET', path: '/api/admin/candidates/find/{query}', auth: 'volunteer',
    summary: 'Eligibility: find candidate profiles by name, e-mail or public URL name',
    params: () => z.strictObject({ query: trust.findQuery }),
    response: () => z.object({ items: z.array(trust.eligibilityEntry) }),
  }),
  setCandidateEligibility: route({
    group: 'admin', method: 'POST', path: '/api/admin/candidates/{candidateId}/eligibility', auth: 'volunteer',
    summary: "Set or clear the ineligible flag of the profile's family (its account, so a new profile keeps it) with a reason (hidden from search and matches; the family may not view profiles)",
    params: () => z.strictObject({ candidateId: id }), body: () => trust.setEligibility,
    response: () => trust.eligibilityEntry,
  }),
  listReports: route({
    group: 'admin', method: 'GET', path: '/api/admin/reports/{state}', auth: 'volunteer',
    summary: 'Reports of profiles: open ones oldest first, closed ones newest first',
    params: () => z.strictObject({ state: z.enum(['open', 'closed']) }),
    response: () => z.object({ items: z.array(trust.report) }),
  }),
  resolveReport: route({
    group: 'admin', method: 'POST', path: '/api/admin/reports/{reportId}/resolve', auth: 'volunteer',
    summary: "Close a report: dismiss it, mark the profile's family ineligible, or disable its account; the reporter is thanked by mail",
    params: () => z.strictObject({ reportId: id }), body: () => trust.resolveReport,
    response: () => trust.report,
  }),
  getReferralTree: route({
    group: 'admin', method: 'GET', path: '/api/admin/accounts/{userId}/referrals', auth: 'volunteer',
    summary: 'Who referred this account, and whom it referred',
    params: () => z.strictObject({ userId: id }),
    response: () => trust.referralTree,
  }),
  markBranchIneligible: route({
    group: 'admin', method: 'POST', path: '/api/admin/accounts/{userId}/branchIneligible', auth: 'volunteer',
    summary: 'Mark an account and every account it referred, down the tree, ineligible (a chain of fake accounts)',
    params: () => z.strictObject({ userId: id }), body: () => z.strictObject({ reason: trust.volunteerReason }),
    response: () => z.object({ marked: z.number() }),
  }),
} as const;

import { adminRoutes } from '#shared/api/routes/admin.js';
import { createGroupDispatch } from '../http/dispatch.js';
import { requireVolunteer } from '../account/volunteers.js';

// Each route's services are imported on its first call: with the bundle split into chunks
// (infra/bundling.ts), a cold request loads only its own route's code and clients.
const referralsModule = () => import('../trust/referrals.js');
const auditModule = () => import('../members/audit.js');
const moderationModule = () => import('../directory/moderation.js');
const eligibilityModule = () => import('../review/eligibility.js');
const reportsModule = () => import('../review/reports.js');
const referralConsoleModule = () => import('../trust/referralConsole.js');
const referralTreeModule = () => import('../trust/referralTree.js');

export const adminDispatch = createGroupDispatch(adminRoutes, {
  listReferralRequests: async () => (await referralConsoleModule()).referralRequestList(),
  issueReferralCode: async ({ caller, body }) => {
    const referral = await (await referralsModule()).issueReferralCode(body.email, caller.user.userEmail);
    return { id: referral.id, referralCode: referral.referralCode };
  },
  listListings: async ({ params }) => ({ items: await (await moderationModule()).listingsInState(params.status) }),
  approveListing: async ({ caller, params, body }) => (await moderationModule()).moderateListing(caller, params.providerId, 'approve', undefined, body.version),
  rejectListing: async ({ caller, params, body }) => (await moderationModule()).moderateListing(caller, params.providerId, 'reject', body.reason),
  hideListing: async ({ caller, params, body }) => (await moderationModule()).moderateListing(caller, params.providerId, 'hide', body.reason),
  addCategory: async ({ caller, body }) => (await moderationModule()).addCategory(caller, body.categoryName),
  renameCategory: async ({ caller, params, body }) => (await moderationModule()).renameCategory(caller, params.categoryId, body.categoryName),
  addSubCategory: async ({ caller, params, body }) => (await moderationModule()).addSubCategory(caller, params.categoryId, body.subCategoryName),
  renameSubCategory: async ({ caller, params, body }) => (await moderationModule()).renameSubCategory(caller, params.subCategoryId, body.subCategoryName),
  getAuditTrail: async () => (await auditModule()).auditTrail(),
  getAuditTrailOfVolunteer: async ({ params }) => (await auditModule()).auditTrailOfVolunteer(params.volunteerId),
  getAuditTrailOfKind: async ({ params }) => (await auditModule()).auditTrailOfKind(params.kind),
  findCandidates: async ({ params }) => (await eligibilityModule()).findCandidates(params.query),
  setCandidateEligibility: async ({ caller, params, body }) => (await eligibilityModule()).setCandidateEligibility(caller, params.candidateId, body.ineligible, body.reason),
  listReports: async ({ params }) => (await reportsModule()).reportsIn(params.state),
  resolveReport: async ({ caller, params, body }) => (await reportsModule()).resolveReport(caller, params.reportId, body.action, body.reason),
  sendReferralRequestCode: async ({ caller, params }) => (await referralConsoleModule()).sendReferralRequestCode(caller, params.requestId),
  declineReferralRequest: async ({ caller, params, body }) => (await referralConsoleModule()).declineReferralRequest(caller, params.requestId, body.reason),
  listReferralCodes: async () => (await referralConsoleModule()).listReferralCodes(),
  getReferralTree: async ({ params }) => (await referralTreeModule()).getReferralTree(params.userId),
  markBranchIneligible: async ({ caller, params, body }) => (await referralTreeModule()).markBranchIneligible(caller, params.userId, body.reason),
}, { requireVolunteer });

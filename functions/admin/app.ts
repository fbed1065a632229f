import { adminRoutes } from '#shared/api/routes/admin.js';
import { createGroupApp } from '../http/app.js';
import { requireVolunteer } from '../http/auth.js';
import { issueReferralCode } from '../services/referrals.js';
import { auditTrail, auditTrailOfKind, auditTrailOfVolunteer } from '../services/audit.js';
import {
  addCategory, addSubCategory, listingsInState, moderateListing, renameCategory, renameSubCategory,
} from '../services/moderation.js';
import { findCandidates, setCandidateEligibility } from '../services/eligibility.js';
import { reportsIn, resolveReport } from '../services/reports.js';
import {
  declineReferralRequest, listReferralCodes, referralRequestList, sendReferralRequestCode,
} from '../services/referralConsole.js';
import { getReferralTree, markBranchIneligible } from '../services/referralTree.js';

export const adminApp = createGroupApp(adminRoutes, {
  listReferralRequests: () => referralRequestList(),
  issueReferralCode: async ({ caller, body }) => {
    const referral = await issueReferralCode(body.email, caller.user.userEmail);
    return { id: referral.id, referralCode: referral.referralCode };
  },
  listListings: async ({ params }) => ({ items: await listingsInState(params.status) }),
  approveListing: ({ caller, params, body }) => moderateListing(caller, params.providerId, 'approve', undefined, body.version),
  rejectListing: ({ caller, params, body }) => moderateListing(caller, params.providerId, 'reject', body.reason),
  hideListing: ({ caller, params, body }) => moderateListing(caller, params.providerId, 'hide', body.reason),
  addCategory: ({ caller, body }) => addCategory(caller, body.categoryName),
  renameCategory: ({ caller, params, body }) => renameCategory(caller, params.categoryId, body.categoryName),
  addSubCategory: ({ caller, params, body }) => addSubCategory(caller, params.categoryId, body.subCategoryName),
  renameSubCategory: ({ caller, params, body }) => renameSubCategory(caller, params.subCategoryId, body.subCategoryName),
  getAuditTrail: () => auditTrail(),
  getAuditTrailOfVolunteer: ({ params }) => auditTrailOfVolunteer(params.volunteerId),
  getAuditTrailOfKind: ({ params }) => auditTrailOfKind(params.kind),
  findCandidates: ({ params }) => findCandidates(params.query),
  setCandidateEligibility: ({ caller, params, body }) => setCandidateEligibility(caller, params.candidateId, body.ineligible, body.reason),
  listReports: ({ params }) => reportsIn(params.state),
  resolveReport: ({ caller, params, body }) => resolveReport(caller, params.reportId, body.action, body.reason),
  sendReferralRequestCode: ({ caller, params }) => sendReferralRequestCode(caller, params.requestId),
  declineReferralRequest: ({ caller, params, body }) => declineReferralRequest(caller, params.requestId, body.reason),
  listReferralCodes: () => listReferralCodes(),
  getReferralTree: ({ params }) => getReferralTree(params.userId),
  markBranchIneligible: ({ caller, params, body }) => markBranchIneligible(caller, params.userId, body.reason),
}, { requireVolunteer });

/**
 * Referrals (codes, requests, the referral tree and console), an account's eligibility, and
 * reports of profiles: a member files one here (reports.ts), and the review module closes them.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 */
export { listRequestIdsFrom, listRequestIdsHandledBy, markRequestDeclined, redactReferralRequest, redactRequestVolunteer } from './entities/referralRequests.js';
export { anonymizeUsedCode, claimReferral, completeReferralClaim, deleteReferral, getReferral, isReferralTaken, listAllIssuedReferrals, redactIssuedCode } from './entities/referrals.js';
export { claimReport, closeReport, getReport, listReportIdsAbout, listReportIdsBy, listReportIdsResolvedBy, listReports, redactReportName, redactReportResolver, releaseReport } from './entities/reports.js';
export type { ReportState } from './entities/reports.js';
export { referredByKind } from './referralTree.js';
export { getOrCreateReferral } from './referrals.js';

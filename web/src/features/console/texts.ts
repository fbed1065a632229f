/** The console's words: page names, the listing and report states and the audit trail's kinds as people say them. */
import type { AuditKind } from '#shared/domain/audit.js';
import type { ListingStatus } from '#shared/domain/classified.js';
import type { reportActions, reportStatuses } from '#shared/domain/trust.js';

type ReportAction = (typeof reportActions)[number];
type ReportStatus = (typeof reportStatuses)[number];

export const consoleTexts = {
  title: 'Volunteer Console',
  referralRequests: 'Referral Requests',
  directory: 'Directory',
  listings: 'Listings',
  categories: 'Domains and categories',
  auditTrail: 'Audit Trail',
  eligibility: 'Eligibility',
  reports: 'Reports',
  referralTree: 'Referral tree',
  codesIssued: 'Codes issued',
} as const;

/** Send a code's question: the code is mailed at once and cannot be taken back, so who gets it is said first. */
export const sendCodeQuestion = {
  title: (name: string) => `Send a referral code to ${name}?`,
  body: (email: string) => `A single-use referral code is e-mailed to ${email} now. It cannot be taken back.`,
  confirmLabel: 'Send the code',
} as const;

/** How a report was closed, and the Resolve dialog's choices. */
export const reportActionNames: Record<ReportAction, string> = {
  dismiss: 'Dismiss',
  ineligible: 'Mark ineligible',
  disable: 'Disable profile',
};
export const reportStatusNames: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  ineligible: 'Marked ineligible',
  disabled: 'Profile disabled',
};

export const stateNames: Record<ListingStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  hidden: 'Hidden',
};

/** The audit trail's Action column and its filter. */
export const kindNames: Record<AuditKind, string> = {
  'listing.approve': 'Approved a listing',
  'listing.reject': 'Rejected a listing',
  'listing.hide': 'Hid a listing',
  'category.add': 'Added a domain',
  'category.rename': 'Renamed a domain',
  'subCategory.add': 'Added a category',
  'subCategory.rename': 'Renamed a category',
  'referral.send': 'Sent a referral code',
  'referral.decline': 'Declined a referral request',
  'eligibility.set': 'Marked a profile ineligible',
  'eligibility.clear': 'Cleared a profile’s ineligible flag',
  'report.dismiss': 'Dismissed a report',
  'report.ineligible': 'Marked a reported profile ineligible',
  'report.disable': 'Disabled a reported profile',
  'branch.ineligible': 'Marked a referral branch ineligible',
};

/** The console's dates and times, spelled out as on every page. */
export { spelledTime as whenOf, spelledDay as dayOf } from '#web/lib/spelledDates';

/** Newest first by an ISO date field (ISO strings sort as dates). */
export const newestFirst = <T extends { createdDate: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (a.createdDate < b.createdDate ? 1 : a.createdDate > b.createdDate ? -1 : 0));

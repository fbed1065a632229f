/**
 * What a volunteer did, as the audit trail names it (audit.ts re-exports these with the entry's
 * schema). Without zod: the audit entity reads them, and a Lambda that reaches it (the pre-sign-up
 * trigger, the jobs) need not load the schema.
 */
export const auditKinds = [
  'listing.approve', 'listing.reject', 'listing.hide',
  'category.add', 'category.rename', 'subCategory.add', 'subCategory.rename',
  'referral.send', 'referral.decline',
  'eligibility.set', 'eligibility.clear',
  'report.dismiss', 'report.ineligible', 'report.disable',
  'branch.ineligible',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/**
 * The community's trust, kept by the volunteers: reports of profiles, the ineligible flag with its
 * reason, who referred whom (members see only whether a family was referred by a member family or
 * invited by the volunteers, never who), and referral requests answered or declined.
 */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { id } from './fields.js';

export { referral } from './fields.js';

export const trustTexts = {
  reportButton: 'Report this profile',
  reportTitle: 'Report this profile',
  reportIntro: 'Tell the volunteers what is wrong. The family will not know who reported it.',
  reportSend: 'Send Report',
  reported: 'Thank you. The volunteers will look at this profile.',
  referredByMember: 'Referred by a member family',
  invitedByVolunteers: 'Invited by the volunteers',
} as const;

export const reportReasons = [
  'Fake or misleading profile',
  'Inappropriate photos or content',
  'Asking for money',
  'Harassment or abusive behaviour',
  'Already married',
  'Other',
] as const;

export const reportRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    candidateId: id,
    reason: z.enum(reportReasons, 'Please choose a reason'),
    details: z.string().trim().max(1000, 'Details must be at most 1000 characters').default(''),
  }));
export type ReportRequest = z.infer<typeof reportRequest>;

export const reportStatuses = ['open', 'dismissed', 'ineligible', 'disabled'] as const;
export const reportActions = ['dismiss', 'ineligible', 'disable'] as const;
/** The state each of the volunteers' choices closes a report in (the server writes it, the console's notice says it). */
export const reportClosedAs = { dismiss: 'dismissed', ineligible: 'ineligible', disable: 'disabled' } as const satisfies Record<
  (typeof reportActions)[number], Exclude<(typeof reportStatuses)[number], 'open'>
>;

/** One person who signs in to a family, as the console shows them beside the account. */
export const consoleMember = /* @__PURE__ */ lazySchema(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    relation: z.string().optional(),
    email: z.string(),
    /** The member who signed the family up (the account's own login). */
    founder: z.boolean(),
  }));
export type ConsoleMember = z.infer<typeof consoleMember>;

export const report = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    candidateId: z.string(),
    /** The reported profile's first and last name, for the volunteers. */
    candidateName: z.string(),
    reporterUserId: z.string(),
    reason: z.enum(reportReasons),
    details: z.string(),
    status: z.enum(reportStatuses),
    /** The volunteer's note when closing it. */
    resolution: z.string().optional(),
    resolvedBy: z.string().optional(),
    resolvedDate: z.string().optional(),
    createdDate: z.string(),
    /** The reported family's members who sign in to it (absent when the profile is gone). */
    members: z.array(consoleMember).optional(),
  }));
export type Report = z.infer<typeof report>;

/** How the console names a profile: a report's `candidateName` and the audit entries about the profile. */
export const candidateLabel = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** A volunteer's short reason (declining a request, flagging a profile, closing a report). */
export const volunteerReason = /* @__PURE__ */ lazySchema(() =>
  z.string().trim().min(3, 'Please give a short reason').max(300, 'Reason must be at most 300 characters'));

export const resolveReport = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ action: z.enum(reportActions), reason: volunteerReason }));

/** A candidate profile as the Eligibility search finds it. */

export const eligibilityEntry = /* @__PURE__ */ lazySchema(() =>
  z.object({
    candidateId: z.string(),
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    publicURL: z.string().optional(),
    ineligible: z.boolean(),
    ineligibleReason: z.string().optional(),
    /** Shown to other members now (visible, photo, account enabled, eligible). */
    listed: z.boolean(),
    /** The family's members who sign in to it. */
    members: z.array(consoleMember),
  }));
export const setEligibility = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ ineligible: z.boolean(), reason: volunteerReason }));

/** Finding a profile: a name, an e-mail or a public URL name (at least 2 characters). */
export const findQuery = /* @__PURE__ */ lazySchema(() =>
  z.string().trim().min(2, 'Type at least 2 characters').max(100));

/** How a member's account came in: another member's code, or a code the volunteers issued. */
export const referredByKinds = ['member', 'volunteers'] as const;
export type ReferredByKind = (typeof referredByKinds)[number];

export const accountSummary = /* @__PURE__ */ lazySchema(() =>
  z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    candidateId: z.string().nullable(),
    ineligible: z.boolean(),
    /** The family's members who sign in to it (the tree's own account only). */
    members: z.array(consoleMember).optional(),
  }));
export const referralTree = /* @__PURE__ */ lazySchema(() =>
  z.object({
    account: accountSummary,
    referredBy: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('member'), account: accountSummary }),
      z.object({ kind: z.literal('volunteers'), issuedToEmail: z.string().optional() }),
      z.object({ kind: z.literal('unknown') }),
    ]),
    /** Accounts that signed up with this account's codes, each with how many they referred in turn. */
    referred: z.array(accountSummary.extend({ referredCount: z.number() })),
  }));

export const referralCodeEntry = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    referralCode: z.string(),
    /** A volunteer's code: the address it was issued to, and by whom (a volunteer's e-mail, or 'command line'). */
    issuedToEmail: z.string().optional(),
    issuedBy: z.string().optional(),
    createdDate: z.string(),
    usedAt: z.string().optional(),
    usedByName: z.string().optional(),
  }));

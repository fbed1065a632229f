import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { texts } from '../texts.js';
import { viewGateReasons } from './viewGate.js';
import { email, id, phoneCountryCode, phoneNumber, phoneNumberWithCode, SINGLE_LINE, singleLineMessage } from './fields.js';

// In a file of their own so that a form that needs only these (the directory's listing) does not
// load every schema below: shared/ counts as having side effects, so a bundle keeps all of a file's.
export { EMAIL_PATTERN, email, id, phoneCountryCode, phoneNumber, SINGLE_LINE, singleLine, singleLineMessage } from './fields.js';

// Names are quoted in mails to volunteers.
const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
    .regex(SINGLE_LINE, singleLineMessage(label));
/** A person's first or last name, with its field label in the messages. */
export const personName = name;

/**
 * Cognito's pool policy asks for at least 6 characters; the spec's recommendation text is the
 * message. Cognito refuses passwords that begin or end with a space, so they are refused here first.
 */
export const password = /* @__PURE__ */ lazySchema(() =>
  z
    .string()
    .min(6, texts.passwordRecommendation)
    .max(128, 'Password must be at most 128 characters')
    .refine((s) => s === s.trim(), texts.passwordSpaces));

export const referralCode = /* @__PURE__ */ lazySchema(() =>
  z
    .string()
    .trim()
    .min(4, texts.referralInvalid)
    .max(32, texts.referralInvalid)
    .regex(/^[A-Za-z0-9-]+$/, texts.referralInvalid)
    .transform((s) => s.toUpperCase()));


/**
 * A random secret the sign-up form's browser makes and keeps until the account exists: it names the
 * sign-up's owner (the server keeps only a digest), so whoever else knows the referral code and the
 * address cannot replace the password or finish the sign-up.
 */
export const signupSecret = /* @__PURE__ */ lazySchema(() =>
  z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'Please start again from the sign-up form.'));

export const signupRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    signupSecret,
    userReferralId: id,
    firstName: name('First Name'),
    lastName: name('Last Name'),
    userEmail: email,
    userPhoneCountryCode: phoneCountryCode,
    userPhoneNumber: phoneNumber,
    userPass: password,
  }));
export type SignupRequest = z.infer<typeof signupRequest>;

/** The code Cognito mailed to the address at sign-up (six digits in AWS and cognito-local). */
const signupCode = /* @__PURE__ */ lazySchema(() =>
  z.string().trim().regex(/^\d{4,8}$/, 'Enter the code from the e-mail'));
/** Sign-up, second step: the address proves itself with the mailed code; only then is the account made. */
export const signupConfirm = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ signupSecret, userEmail: email, code: signupCode }));
export type SignupConfirm = z.infer<typeof signupConfirm>;
export const signupResend = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ signupSecret, userEmail: email }));
export type SignupResend = z.infer<typeof signupResend>;
/** The same answer for a new address and for one that has an account (sign-up tells nobody which). */
export const signupStarted = /* @__PURE__ */ lazySchema(() =>
  z.object({ message: z.string(), userEmail: z.string() }));

export const userProfile = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    userEmail: z.string(),
    userPhoneCountryCode: z.string(),
    userPhoneNumber: z.string(),
    userReferralId: z.string(),
    createdDate: z.string(),
    updatedDate: z.string(),
  }));
export type UserProfile = z.infer<typeof userProfile>;

export const userProfileUpdate = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    firstName: name('First Name'),
    lastName: name('Last Name'),
    userPhoneCountryCode: phoneCountryCode,
    userPhoneNumber: phoneNumber,
  }));

export const session = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    candidateId: z.string().nullable(),
    candidateProfileVisibilityFlag: z.boolean(),
    candidateProfilePhotoFlag: z.boolean(),
    /** Why the member may not view other profiles (viewGate.ts), or null when they may. */
    viewGate: z.enum(viewGateReasons).nullable(),
    userReferralId: z.string(),
    firstName: z.string(),
    volunteer: z.boolean(),
    /**
     * The member's address, only while SES reported it undeliverable (a hard bounce or a complaint):
     * no mail goes to it, and the dashboard shows a banner. Not kept in the stored session: it is read fresh.
     */
    undeliverableEmail: z.string().optional(),
  }));
export type Session = z.infer<typeof session>;

/** Change E-mail, first step: the new address, checked as sign-up checks it; a code is mailed there. */
export const emailChangeRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ newEmail: email }));
/** Change E-mail, second step: the six-digit code mailed to the new address. */
export const emailChangeConfirm = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the code from the e-mail') }));
/** The address the code went to (the page shows it), and what was done. */
export const emailChangeStarted = /* @__PURE__ */ lazySchema(() =>
  z.object({ message: z.string(), newEmail: z.string() }));
export const emailChangeDone = /* @__PURE__ */ lazySchema(() =>
  z.object({ message: z.string(), userEmail: z.string() }));

export const referralRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    requesterFirstName: name('First Name'),
    requesterLastName: name('Last Name'),
    requesterEmailId: email,
    requesterPhoneCountryCode: z.union([z.literal(''), phoneCountryCode]).optional(),
    requesterPhoneNumber: phoneNumberWithCode,
  }));

export { referral } from './fields.js';

export const changePasswordRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    currentPassword: z.string().min(1, 'Current password is required').max(128),
    userPass: password,
  }));

export const passwordResetRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ userEmail: email }));
export const passwordResetConfirm = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    userEmail: email,
    code: z.string().trim().regex(/^\d{4,8}$/, 'Enter the code from the e-mail'),
    userPass: password,
  }));

/**
 * The ten e-mail notification flags; all but the marketing ones are true by default (defaultNotifyFlags). A flag added later is missing
 * from settings saved before it existed: readers fill it from `defaultNotifyFlags`.
 */
export const notifyFlagNames = [
  'emailNotifyUserProfileUpdateFlag',
  'emailNotifyPublicURLUpdateFlag',
  'emailNotifyUserPasswordUpdateFlag',
  'emailNotifyCandProfileUpdateFlag',
  'emailNotifyCandProfileVisibilityFlag',
  'emailNotifyExpectMatchedProfileFlag',
  'emailNotifyPendingProposalsFlag',
  'emailSubscribeToDSUpdatesFlag',
  'emailSubscribeToNewsletterFlag',
  'emailSubscribeToDSThirdPartyUpdatesFlag',
] as const;
export type NotifyFlag = (typeof notifyFlagNames)[number];

export const notifyFlagLabels: Record<NotifyFlag, string> = {
  emailNotifyUserProfileUpdateFlag: 'E-mail me when my user profile is updated',
  emailNotifyPublicURLUpdateFlag: 'E-mail me when my shared profile URL is updated',
  emailNotifyUserPasswordUpdateFlag: 'E-mail me when my password is changed',
  emailNotifyCandProfileUpdateFlag: 'E-mail me when the candidate profile is updated',
  emailNotifyCandProfileVisibilityFlag: 'E-mail me when the candidate profile is enabled or disabled',
  emailNotifyExpectMatchedProfileFlag: 'E-mail me new profiles that match my expectations',
  // Not only 'daily': the digest follows the Proposals and answers frequency (weekly on Mondays; never with Never).
  emailNotifyPendingProposalsFlag: 'E-mail me a digest of proposals waiting for my answer (daily, or weekly if chosen for proposals)',
  emailSubscribeToDSUpdatesFlag: 'Subscribe to updates about this site',
  emailSubscribeToNewsletterFlag: 'Subscribe to the newsletter',
  emailSubscribeToDSThirdPartyUpdatesFlag: 'Subscribe to updates from community partners',
};

/**
 * The flags of the scheduled digests (the daily proposal digest, the weekly match digest): only
 * these can be turned off by a mail's one-click unsubscribe link, without signing in.
 */
export const digestFlagNames = ['emailNotifyPendingProposalsFlag', 'emailNotifyExpectMatchedProfileFlag'] as const satisfies readonly NotifyFlag[];
export type DigestFlag = (typeof digestFlagNames)[number];
export const isDigestFlag = (value: unknown): value is DigestFlag => digestFlagNames.includes(value as DigestFlag);

/**
 * What a digest's one-click unsubscribe stops, said before the button and after it: the digest's
 * whole topic (its frequency becomes Never), so the mail the link came in, whichever of the topic's
 * it was, stops for sure.
 */
export const unsubscribeStops: Record<DigestFlag, string> = {
  emailNotifyPendingProposalsFlag:
    'every e-mail about proposals and answers: the news of each proposal and answer, and the digest of proposals waiting for your answer',
  emailNotifyExpectMatchedProfileFlag: 'the e-mails of new matched profiles',
};
export const unsubscribedText = (flag: DigestFlag) =>
  `You will no longer receive ${unsubscribeStops[flag]}. You can turn them on again under User Settings, Notification Settings.`;

/** What the unsubscribe page and endpoint say of a link that is forged, changed, cut short or expired. */
export const invalidUnsubscribeLink =
  'This unsubscribe link is not valid or has expired. Sign in and change your notification settings instead.';
/** The path value of the one-click unsubscribe; the server alone decides whether it is valid. */
export const unsubscribeToken = /* @__PURE__ */ lazySchema(() =>
  z.string().min(1, invalidUnsubscribeLink).max(1024, invalidUnsubscribeLink));
export const unsubscribeResult = /* @__PURE__ */ lazySchema(() =>
  z.object({ message: z.string(), flag: z.enum(digestFlagNames), label: z.string() }));
export type UnsubscribeResult = z.infer<typeof unsubscribeResult>;

const flagShape = () => Object.fromEntries(notifyFlagNames.map((f) => [f, z.boolean()])) as Record<NotifyFlag, z.ZodBoolean>;
/**
 * How often each topic's mail comes, beside the flags (which keep their meaning):
 * proposals and answers (proposals, reminders, accept/reject, expiry) and new matched profiles.
 */
export const proposalFrequencies = ['immediately', 'daily', 'weekly', 'never'] as const;
export const matchFrequencies = ['daily', 'weekly', 'never'] as const;
export type ProposalFrequency = (typeof proposalFrequencies)[number];
export type MatchFrequency = (typeof matchFrequencies)[number];
export type MailFrequency = ProposalFrequency;
export const mailTopics = ['proposals', 'matches'] as const;
export type MailTopic = (typeof mailTopics)[number];
/** The settings field of each topic's frequency. */
export const frequencyField = { proposals: 'proposalsFrequency', matches: 'matchesFrequency' } as const satisfies Record<MailTopic, string>;
export const topicFrequencies: Record<MailTopic, readonly MailFrequency[]> = { proposals: proposalFrequencies, matches: matchFrequencies };
export const mailTopicLabels: Record<MailTopic, string> = { proposals: 'Proposals and answers', matches: 'New matched profiles' };
export const frequencyLabels: Record<MailTopic, Partial<Record<MailFrequency, string>>> = {
  proposals: { immediately: 'Immediately', daily: 'Daily digest', weekly: 'Weekly digest', never: 'Never' },
  matches: { daily: 'Daily', weekly: 'Weekly', never: 'Never' },
};
/** Settings saved before the frequencies existed read as these. */
export const defaultFrequencies = { proposalsFrequency: 'immediately', matchesFrequency: 'weekly' } as const satisfies {
  proposalsFrequency: ProposalFrequency;
  matchesFrequency: MatchFrequency;
};
/** The topic of each digest flag (its one-click unsubscribe turns both off). */
export const topicOfFlag = (flag: DigestFlag): MailTopic => (flag === 'emailNotifyPendingProposalsFlag' ? 'proposals' : 'matches');

const frequencyShape = () => ({
  proposalsFrequency: z.enum(proposalFrequencies, 'Choose how often proposals and answers are mailed'),
  matchesFrequency: z.enum(matchFrequencies, 'Choose how often new matched profiles are mailed'),
});
/** The flags, and the frequencies (optional: a save without them keeps what is stored). */
export const notifySettingsInput = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ ...flagShape(), proposalsFrequency: frequencyShape().proposalsFrequency.optional(), matchesFrequency: frequencyShape().matchesFrequency.optional() }));
export type NotifySettingsInput = z.infer<typeof notifySettingsInput>;
export const notifySettings = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    userProfileId: z.string(),
    ...flagShape(),
    ...frequencyShape(),
    updatedDate: z.string(),
  }));

/** What a frequency link in a digest mail says (the server alone decides whether it is valid). */
export const invalidFrequencyLink =
  'This link is not valid or has expired. Sign in and change your notification settings instead.';
export const frequencyToken = /* @__PURE__ */ lazySchema(() =>
  z.string().min(1, invalidFrequencyLink).max(1024, invalidFrequencyLink));
export const frequencyResult = /* @__PURE__ */ lazySchema(() =>
  z.object({ message: z.string(), topic: z.enum(mailTopics), frequency: z.enum(proposalFrequencies), label: z.string() }));
export type FrequencyResult = z.infer<typeof frequencyResult>;
export type NotifySettings = z.infer<typeof notifySettings>;
/**
 * Marketing mail, which Canada's anti-spam law (CASL) lets us send only with an opt-in: the
 * newsletter and mail from community partners. Updates about this site (emailSubscribeToDSUpdatesFlag)
 * are factual news about the service the member's account uses, which CASL does not count as
 * marketing, so it stays on like the mail about proposals, reminders and matches.
 */
export const marketingFlagNames = ['emailSubscribeToNewsletterFlag', 'emailSubscribeToDSThirdPartyUpdatesFlag'] as const satisfies readonly NotifyFlag[];
const isMarketingFlag = (flag: NotifyFlag) => (marketingFlagNames as readonly NotifyFlag[]).includes(flag);

/**
 * A new account's flags (the spec has them all on): every one on but the marketing flags, which
 * start off until the family turns them on. Settings already stored keep what they hold.
 */
export const defaultNotifyFlags = Object.fromEntries(notifyFlagNames.map((f) => [f, !isMarketingFlag(f)])) as Record<
  NotifyFlag,
  boolean
>;

/**
 * A family: one account (the candidate profile, proposals, saved list, blocks and eligibility
 * belong to it) with up to four people who each sign in with their own address and password.
 * The first is the founder (who signed up with a referral code); the others join by invitation.
 */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { familyRelations } from './familyRelations.js';
import { email, id, password, personName, phoneCountryCode, phoneNumber, signupSecret } from './user.js';

export { familyRelations, type FamilyRelation } from './familyRelations.js';

/** Active members and pending invitations together. */
export const FAMILY_MAX_MEMBERS = 4;
export const INVITATION_DAYS = 7;

export const relation = /* @__PURE__ */ lazySchema(() =>
  z.enum(familyRelations, 'Choose how they are related to the candidate'));

export const inviteRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    firstName: personName('First Name'),
    lastName: personName('Last Name'),
    relation,
    email,
  }));
export type InviteRequest = z.infer<typeof inviteRequest>;

export const familyMemberView = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    relation: z.enum(familyRelations).nullable(),
    email: z.string(),
    joinedAt: z.string(),
    founder: z.boolean(),
    /** The family's contact person: the founder, or after them the longest-standing member. */
    contact: z.boolean(),
    you: z.boolean(),
  }));
export type FamilyMemberView = z.infer<typeof familyMemberView>;

export const invitationView = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    relation: z.enum(familyRelations),
    email: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    lastSentAt: z.string(),
  }));
export type InvitationView = z.infer<typeof invitationView>;

export const familyList = /* @__PURE__ */ lazySchema(() =>
  z.object({ members: z.array(familyMemberView), invitations: z.array(invitationView), max: z.number() }));
export type FamilyList = z.infer<typeof familyList>;

/** The raw token of a mailed link (only the link holds it; the store keeps its digest). */
export const invitationToken = /* @__PURE__ */ lazySchema(() =>
  z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'This invitation link is not valid.'));

export const invitationStates = ['pending', 'withdrawn', 'used', 'expired'] as const;
export const publicInvitation = /* @__PURE__ */ lazySchema(() =>
  z.object({
    state: z.enum(invitationStates),
    /** Only while it can be used: who invites, and the invitee's own name and address. */
    familyFirstName: z.string().optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    email: z.string().optional(),
    relation: z.enum(familyRelations).optional(),
  }));
export type PublicInvitation = z.infer<typeof publicInvitation>;

/** The invitee's short sign-up: the address is the invitation's, so it is not asked. */
export const invitedSignupRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    signupSecret,
    invitationToken,
    firstName: personName('First Name'),
    lastName: personName('Last Name'),
    userPhoneCountryCode: phoneCountryCode,
    userPhoneNumber: phoneNumber,
    userPass: password,
  }));
export type InvitedSignupRequest = z.infer<typeof invitedSignupRequest>;

export const invitedSignupConfirm = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    signupSecret,
    invitationToken,
    code: z.string().trim().regex(/^\d{4,8}$/, 'Enter the code from the e-mail'),
  }));
export type InvitedSignupConfirm = z.infer<typeof invitedSignupConfirm>;

export const memberIdParam = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ memberId: id }));
export const invitationIdParam = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ invitationId: z.string().regex(/^[a-f0-9]{64}$/, 'Not a valid invitation') }));

/**
 * Who is calling, as the HTTP layer established it (functions/http/auth.ts). It lives on the ground
 * floor so the services can take a Caller without knowing anything about HTTP or tokens.
 */
import type { ActingMember } from '#shared/domain/memberActs.js';
import type { UserProfile } from '#shared/domain/user.js';

/** `deleting`: the member asked to delete the account and the deletion has not finished yet. */
export type UserStatus = 'active' | 'disabled' | 'deleting';

/**
 * The stored user record (members/entities/users.ts reads and writes it). Declared here, on the ground
 * floor, because every Caller carries the one `authenticate` read.
 */
export interface UserRecord extends UserProfile {
  status: UserStatus;
  candidateId?: string;
  /**
   * The referral code the account signed up with (a member's or the volunteers'), for the referral
   * line on its profile and the volunteers' referral tree. Absent on accounts from before it was kept.
   */
  referredByReferralId?: string;
  /**
   * The volunteers' decision about the family (never the member's): an ineligible account may not
   * view other profiles and its candidate profile is hidden from others, whatever profile it makes
   * next (the profile's own `ineligible` only mirrors this). Absent counts as eligible.
   */
  ineligible?: boolean;
  /** The volunteer's reason for the flag (for the console only, in no member's view). */
  ineligibleReason?: string;
  /** When the flag last changed, and who changed it (a volunteer's user id, or `cli`). */
  eligibilityChangedAt?: string;
  eligibilityChangedBy?: string;
  /** Sessions that began before this time (epoch seconds) are refused; see setTokensValidAfter. */
  tokensValidAfter?: number;
  /**
   * The family's contact person (a member's sub) once the founder left or was removed; absent, the
   * founder (whose sub is the account's id). The account's name, address and phone are theirs.
   */
  contactMemberId?: string;
}

/** The sub of the family's contact person. */
export const contactOf = (user: Pick<UserRecord, 'id' | 'contactMemberId'>): string => user.contactMemberId ?? user.id;

/** One person of a family (family/entities/members.ts declares the stored item). */
export interface CallerMember {
  sub: string;
  familyId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneCountryCode: string;
  phoneNumber: string;
  relation?: string;
  status: 'active' | 'removed';
  tokensValidAfter?: number;
  joinedAt: string;
  invitedBy?: string;
}

export interface Caller {
  /**
   * The family's account id: the owner of the candidate profile, proposals, saved list, blocks and
   * everything else a family does. The same for every member of the family.
   */
  userId: string;
  /** The person signed in (their Cognito sub): the founder's equals `userId`. */
  memberId: string;
  /** The person's own record: name, phone and address are theirs, not the family's. */
  member: CallerMember;
  /** The user pool's username (in AWS a generated id, not the e-mail), for calls about this user. */
  username: string;
  /** From the token's claim: as old as the token. `requireVolunteer` asks the pool itself. */
  groups: string[];
  accessToken: string;
  /**
   * The caller's own user record, active, as `authenticate` read it (strongly consistent) at the
   * start of this request: services use it instead of reading the same item again.
   */
  user: UserRecord;
}

/** The calling member as an act records them: their name and relation as they are now, and when. */
export const actingMember = (caller: Caller, at: string): ActingMember => ({
  memberId: caller.memberId, firstName: caller.member.firstName, ...(caller.member.relation ? { relation: caller.member.relation } : {}), at,
});

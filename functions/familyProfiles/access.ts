/**
 * Who may do what: the guards every service shares, in one home so no service borrows another's.
 */
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { viewGateOf, type ViewGate } from '#shared/domain/viewGate.js';
import { viewGateTexts } from '#shared/texts.js';
import type { Caller } from '../lib/caller.js';
import { forbidden, notFound } from '../lib/errors.js';
import { getCandidate } from '../candidates/index.js';
import { isIneligible } from './accountEligibility.js';
import { hasPhoto } from '../photos/index.js';

/** Every member call names resources by id; only the caller's own are allowed. */
export function assertSelf(caller: Caller, userProfileId: string): void {
  if (caller.userId !== userProfileId) throw forbidden();
}

/** The caller's own profile, or 403/404: the one ownership check every write goes through. */
export async function ownCandidate(caller: Caller, candidateId: string): Promise<CandidateRecord> {
  const profile = await getCandidate(candidateId);
  if (!profile) throw notFound();
  if (profile.userProfileId !== caller.userId) throw forbidden();
  return profile;
}

/** The member's own profile as the view gate reads it; the session carries the same answer. */
export interface ViewingState {
  own: CandidateRecord | undefined;
  hasPhoto: boolean;
  viewGate: ViewGate | null;
}

/**
 * The spec's gate (viewGateOf, shared with the dashboard through the session) applied to the
 * caller's own profile and account. The photo part is decided by the photos that exist, not by
 * the stored count.
 */
export async function viewingStateOf(caller: Caller): Promise<ViewingState> {
  const { candidateId } = caller.user;
  const own = candidateId ? await getCandidate(candidateId) : undefined;
  const photo = own ? await hasPhoto(own) : false;
  // Eligibility is the family's, read from the account (a new profile cannot reset it); the
  // profile's mirror closes the gate too while a write that clears the account has yet to reach it.
  const ineligible = isIneligible(caller.user, own);
  return { own, hasPhoto: photo, viewGate: viewGateOf(own && { ...own, hasPhoto: photo, ineligible }) };
}

/**
 * Every call that shows another family's profile: 403 with the gate's text unless the caller may
 * view. Answers the caller's own profile (the viewer), which discovery scores others against.
 */
export async function assertCanViewProfiles(caller: Caller): Promise<CandidateRecord> {
  const { own, viewGate } = await viewingStateOf(caller);
  if (viewGate || !own) throw forbidden(viewGateTexts[viewGate ?? 'noProfile']);
  return own;
}

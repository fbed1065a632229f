/**
 * The narrow public face of familyProfiles for a signed-in member's session: the view gate's
 * answer for the caller's own profile, and the self check every member call makes (the public
 * directory's Lambda, whose own-listing routes make it, then reaches nothing else of this module). Beside index.ts because a file's chunk holds every file it
 * can reach through imports: this file reaches only the narrow faces of candidates, photos and
 * members, so the session's cold request loads none of their other files (.dependency-cruiser.cjs).
 */
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { viewGateOf, type ViewGate } from '#shared/domain/viewGate.js';
import type { Caller } from '../lib/caller.js';
import { forbidden } from '../lib/errors.js';
import { getCandidate } from '../candidates/session.js';
import type { UserRecord } from '../members/session.js';
import { hasPhoto } from '../photos/session.js';

/** Every member call names resources by id; only the caller's own are allowed. */
export function assertSelf(caller: Caller, userProfileId: string): void {
  if (caller.userId !== userProfileId) throw forbidden();
}

/** Whether the account, or (while a mirror write is still to come) its profile, is marked ineligible. */
export const isIneligible = (user: Pick<UserRecord, 'ineligible'> | undefined, profile?: Pick<CandidateRecord, 'ineligible'>) =>
  user?.ineligible === true || profile?.ineligible === true;

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

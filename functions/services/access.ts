/**
 * Who may do what: the guards every service shares, in one home so no service borrows another's.
 */
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import type { Caller } from '../lib/caller.js';
import { forbidden, notFound } from '../lib/errors.js';
import { getCandidate } from '../repositories/candidates.js';
import { groupsOf } from '../repositories/identity.js';
import { hasPhoto } from './admittedPhotos.js';

/** The token claims the group and the pool still agrees (only volunteers pay for the second ask). */
export async function isVolunteer(caller: Caller): Promise<boolean> {
  return caller.groups.includes('volunteers') && (await groupsOf(caller.username)).includes('volunteers');
}

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

export const viewingTexts = {
  noProfile: 'Please create your candidate profile first.',
  noPhoto: 'Your candidate photo(s) are not uploaded. Please upload at least one photo.',
  disabled: "Your candidate profile is disabled, so you can't see other's profiles. Please first enable your candidate profile.",
} as const;

/**
 * The spec's gate: a member sees other profiles only with an own enabled profile that has a photo.
 * The photo part is decided by the photos that exist, not by the stored count.
 */
export async function assertCanViewProfiles(caller: Caller): Promise<void> {
  const { candidateId } = caller.user;
  const own = candidateId ? await getCandidate(candidateId) : undefined;
  if (!own) throw forbidden(viewingTexts.noProfile);
  if (!own.candidateProfileVisibilityFlag) throw forbidden(viewingTexts.disabled);
  if (!(await hasPhoto(own))) throw forbidden(viewingTexts.noPhoto);
}

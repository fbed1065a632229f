/**
 * Who may do what: the guards every service shares, in one home so no service borrows another's.
 */
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { viewGateTexts } from '#shared/texts.js';
import type { Caller } from '../lib/caller.js';
import { forbidden, notFound } from '../lib/errors.js';
import { getCandidate } from '../candidates/session.js';
import { viewingStateOf } from './session.js';

/** The caller's own profile, or 403/404: the one ownership check every write goes through. */
export async function ownCandidate(caller: Caller, candidateId: string): Promise<CandidateRecord> {
  const profile = await getCandidate(candidateId);
  if (!profile) throw notFound();
  if (profile.userProfileId !== caller.userId) throw forbidden();
  return profile;
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

/**
 * The member's saved list: save a profile once, list them (a profile hidden since shows as no
 * longer available, never its details), remove one. Every call passes the view gate. A block in
 * either direction leaves the profile out of the list (its item is kept, so unblocking restores it)
 * and answers a save as for a missing profile.
 */
import { ALREADY_SAVED, SAVED, type SavedProfile } from '#shared/domain/search.js';
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import type { Caller } from '../lib/caller.js';
import { notFound, unprocessable } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import {
  deleteSavedProfile, getCandidate, getCandidates, listSavedProfiles, putSavedProfile,
} from '../candidates/index.js';
import {
  assertCanViewProfiles, assertSelf, blockedCandidateIds, cardOf, isShownToOthers,
} from '../familyProfiles/index.js';

export const CANNOT_SAVE_OWN = 'Your own candidate profile cannot be saved to your list.';

export async function getUserSavedProfileList(caller: Caller, userId: string): Promise<{ items: SavedProfile[] }> {
  assertSelf(caller, userId);
  const own = await assertCanViewProfiles(caller);
  return { items: await savedListOf(userId, own) };
}

/** The saved list as the Saved Profiles tab shows it (the data export reads it without the view gate). */
export async function savedListOf(userId: string, own?: Pick<CandidateRecord, 'id' | 'userProfileId'>): Promise<SavedProfile[]> {
  const [all, blocked] = await Promise.all([listSavedProfiles(userId), blockedCandidateIds(userId)]);
  const saved = all.filter((s) => !blocked.has(s.candidateId));
  const profiles = new Map((await getCandidates(saved.map((s) => s.candidateId))).map((p) => [p.id, p]));
  const items = await Promise.all(
    saved.map(async (s) => {
      const p = profiles.get(s.candidateId);
      return { id: s.id, candidateId: s.candidateId, updatedDate: s.updatedDate, candidateProfile: p && isShownToOthers(p) ? await cardOf(p, true, { userId, candidate: own }) : null };
    }),
  );
  return items;
}

export async function saveUserSavedProfile(caller: Caller, userProfileId: string, candidateId: string) {
  assertSelf(caller, userProfileId);
  const own = await assertCanViewProfiles(caller);
  if (candidateId === own.id) throw unprocessable(CANNOT_SAVE_OWN, { candidateId: [CANNOT_SAVE_OWN] });
  const [target, blocked] = await Promise.all([getCandidate(candidateId), blockedCandidateIds(userProfileId)]);
  if (!target || !isShownToOthers(target) || blocked.has(target.id)) throw notFound();
  const added = await putSavedProfile({ id: candidateId, userProfileId, candidateId, updatedDate: now() });
  return { message: added ? SAVED : ALREADY_SAVED, id: candidateId, alreadySaved: !added };
}

export async function removeUserSavedProfile(caller: Caller, id: string) {
  await assertCanViewProfiles(caller);
  if (!(await deleteSavedProfile(caller.userId, id))) throw notFound();
  return { message: 'This candidate profile is removed from your list' };
}

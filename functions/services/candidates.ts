/**
 * Candidate profiles: one per account, created, read by viewer, edited, enabled/disabled, shared by
 * a public URL and deleted with everything that belongs to it. Only the owner changes anything.
 */
import type { CandidateProfileInput, CandidateProfileView } from '../../shared/domain/candidate.js';
import { isPubliclyVisible, shapeCandidate, type CandidateRecord, type Viewer } from '../../shared/domain/candidateView.js';
import type { Caller } from '../lib/auth.js';
import { conflict, forbidden, isConditionFailed, notFound } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import {
  deleteCandidateItem, deleteItems, getCandidate, listCandidatePartition, putNewCandidate, replaceCandidate,
} from '../repositories/candidates.js';
import { claimPublicUrl, findPublicUrl, getExpectation, latestStatusReason, putStatusReason, releasePublicUrl } from '../repositories/candidateItems.js';
import { deletePrefix, PHOTO_PREFIX, UPLOAD_PREFIX } from '../repositories/photoStore.js';
import { clearCandidateId, getUser, setCandidateId } from '../repositories/users.js';
import { notifyIfWanted } from './notices.js';
import { hasPhoto, photosForView } from './photos.js';

export const SHARED_NOT_FOUND = "We didn't find the shared profile for this URL.";

/** The caller's own profile, or 403/404: the one ownership check every write goes through. */
export async function ownCandidate(caller: Caller, candidateId: string): Promise<CandidateRecord> {
  const profile = await getCandidate(candidateId);
  if (!profile) throw notFound();
  if (profile.userProfileId !== caller.userId) throw forbidden();
  return profile;
}

async function view(profile: CandidateRecord, viewer: Viewer): Promise<CandidateProfileView> {
  const [photos, expectation] = await Promise.all([photosForView(profile), getExpectation(profile.id)]);
  // The family's own words about whom they look for travel with the profile.
  return { ...shapeCandidate(profile, viewer, photos), expectations: expectation?.expectations || undefined };
}

async function mailOwner(profile: CandidateRecord, flag: 'emailNotifyCandProfileUpdateFlag' | 'emailNotifyCandProfileVisibilityFlag' | 'emailNotifyPublicURLUpdateFlag', subject: string, text: string) {
  const user = await getUser(profile.userProfileId);
  if (user) await notifyIfWanted(user.id, flag, user.userEmail, subject, text);
}

export async function createCandidate(caller: Caller, input: CandidateProfileInput): Promise<CandidateProfileView> {
  const user = await getUser(caller.userId);
  if (!user) throw notFound();
  if (user.candidateId) throw conflict('This account already has a candidate profile.');
  const at = now();
  const profile = await putNewCandidate({
    ...input, id: newId(), userProfileId: caller.userId, candidateProfileVisibilityFlag: true, photoCount: 0, photoIds: [], createdDate: at, updatedDate: at,
  });
  try {
    await setCandidateId(caller.userId, profile.id);
  } catch (e) {
    await deleteCandidateItem(profile.id);
    if (isConditionFailed(e)) throw conflict('This account already has a candidate profile.');
    throw e;
  }
  return view(profile, 'owner');
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
  const user = await getUser(caller.userId);
  const own = user?.candidateId ? await getCandidate(user.candidateId) : undefined;
  if (!own) throw forbidden(viewingTexts.noProfile);
  if (!own.candidateProfileVisibilityFlag) throw forbidden(viewingTexts.disabled);
  if (!(await hasPhoto(own))) throw forbidden(viewingTexts.noPhoto);
}

/** The profile as this caller may see it. Other members see enabled profiles only, once eligible. */
export async function readCandidate(caller: Caller, candidateId: string): Promise<CandidateProfileView> {
  const profile = await getCandidate(candidateId);
  if (profile?.userProfileId === caller.userId) return view(profile, 'owner');
  await assertCanViewProfiles(caller);
  if (!profile || !isPubliclyVisible(profile)) throw notFound();
  return view(profile, 'member');
}

const MAX_ATTEMPTS = 25;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 8 * Math.min(attempt, 5)));

/**
 * Every change of a stored profile goes through here: read, apply `change` to what was read, write
 * conditioned on the version read (see replaceCandidate); when another write came first, read the
 * new state and apply the change again, so no concurrent change is lost. `read` answering
 * undefined (the profile is gone) ends it with undefined. Repeated losses answer 409, never 500.
 */
async function rewriteWith(
  read: () => Promise<CandidateRecord | undefined>,
  change: (p: CandidateRecord) => CandidateRecord | Promise<CandidateRecord>,
): Promise<CandidateRecord | undefined> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await read();
    if (!current) return undefined;
    try {
      return await replaceCandidate(await change(current));
    } catch (e) {
      if (!isConditionFailed(e)) throw e;
      await pause(attempt + 1);
    }
  }
  throw conflict('The candidate profile was changed at the same time. Please try again.');
}

/** A change by the owner (403/404 for anyone else). */
async function rewrite(caller: Caller, candidateId: string, change: (p: CandidateRecord) => CandidateRecord): Promise<CandidateRecord> {
  const next = await rewriteWith(() => ownCandidate(caller, candidateId), change);
  if (!next) throw notFound();
  return next;
}

/** A change made by the system (photo bookkeeping, account state); undefined when the profile is gone. */
export function rewriteCandidate(candidateId: string, change: (p: CandidateRecord) => CandidateRecord | Promise<CandidateRecord>) {
  return rewriteWith(() => getCandidate(candidateId), change);
}

export async function updateCandidate(caller: Caller, candidateId: string, input: CandidateProfileInput): Promise<CandidateProfileView> {
  const next = await rewrite(caller, candidateId, (p) => ({ ...p, ...input, updatedDate: now() }));
  await mailOwner(next, 'emailNotifyCandProfileUpdateFlag', 'Your candidate profile was updated', `The candidate profile of ${next.firstName} was updated.`);
  return view(next, 'owner');
}

export async function setVisibility(caller: Caller, candidateId: string, visible: boolean): Promise<CandidateProfileView> {
  const next = await rewrite(caller, candidateId, (p) => ({ ...p, candidateProfileVisibilityFlag: visible, updatedDate: now() }));
  await mailOwner(next, 'emailNotifyCandProfileVisibilityFlag', `Your candidate profile is ${visible ? 'enabled' : 'disabled'}`,
    `The candidate profile of ${next.firstName} is now ${visible ? 'enabled: other families can find it' : 'disabled: other families cannot see it'}.`);
  return view(next, 'owner');
}

export async function saveStatusReason(caller: Caller, candidateId: string, reason: string) {
  await ownCandidate(caller, candidateId);
  const record = { id: newId(), candidateId, candidateProfileStatusReason: reason, updatedDate: now() };
  await putStatusReason(record);
  return record;
}

export async function readStatusReason(caller: Caller, candidateId: string) {
  await ownCandidate(caller, candidateId);
  return { statusReason: (await latestStatusReason(candidateId)) ?? null };
}

/**
 * One URL per profile: claim the new name (unique), move the profile's pointer to it (a versioned
 * write), then release the name the pointer left, as read by the write that won, so racing
 * changes leave no reservation behind. If the pointer cannot move, the new claim is given back.
 * Names resolve only while the profile points back at them, so a crash between the steps shows
 * nothing stale.
 */
export async function setPublicUrl(caller: Caller, candidateId: string, url: string) {
  await ownCandidate(caller, candidateId);
  try {
    await claimPublicUrl(url, candidateId);
  } catch (e) {
    if (isConditionFailed(e)) throw conflict('This URL is already used. Please try with different URL!');
    throw e;
  }
  let previous: string | undefined;
  let next: CandidateRecord;
  try {
    next = await rewrite(caller, candidateId, (p) => {
      previous = p.candidateProfilePublicURL;
      return { ...p, candidateProfilePublicURL: url, updatedDate: now() };
    });
  } catch (e) {
    if ((await getCandidate(candidateId))?.candidateProfilePublicURL !== url) await releasePublicUrl(url, candidateId);
    throw e;
  }
  if (previous && previous !== url) await releasePublicUrl(previous, candidateId);
  await mailOwner(next, 'emailNotifyPublicURLUpdateFlag', 'Your shared profile URL was updated', `The profile is now shared at /shared/${url}.`);
  return { candidateProfilePublicURL: url };
}

export async function stopSharing(caller: Caller, candidateId: string) {
  let previous: string | undefined;
  await rewrite(caller, candidateId, (p) => {
    previous = p.candidateProfilePublicURL;
    return { ...p, candidateProfilePublicURL: undefined, updatedDate: now() };
  });
  if (previous) await releasePublicUrl(previous, candidateId);
  return { message: 'The profile is no longer shared.' };
}

/**
 * The profile behind a shared name, only while the profile still points back at the name (a
 * reservation left by a race or a crash resolves to nothing).
 */
async function profileAtName(url: string): Promise<CandidateRecord | undefined> {
  const candidateId = await findPublicUrl(url);
  const profile = candidateId ? await getCandidate(candidateId) : undefined;
  return profile?.candidateProfilePublicURL === url ? profile : undefined;
}

/** Whoever holds the link sees contact details in full, never religion; withdrawn, hidden, or the account disabled: 404. */
export async function sharedProfile(url: string): Promise<CandidateProfileView> {
  const profile = await profileAtName(url);
  if (!profile || !isPubliclyVisible(profile)) throw notFound(SHARED_NOT_FOUND);
  return view(profile, 'shared');
}

/**
 * A member opening a shared name. The gate depends on the caller only; after it, an unknown name,
 * a stale reservation and a hidden profile all answer the same 404, so names cannot be probed.
 */
export async function profileByPublicName(caller: Caller, url: string): Promise<CandidateProfileView> {
  const profile = await profileAtName(url);
  if (profile?.userProfileId === caller.userId) return view(profile, 'owner');
  await assertCanViewProfiles(caller);
  if (!profile || !isPubliclyVisible(profile)) throw notFound(SHARED_NOT_FOUND);
  return view(profile, 'member');
}

/**
 * Deletes the profile and everything of it. Ordered so a crash leaves nothing half-visible (first
 * out of search), and safe to run again: each step ignores what is already gone.
 */
export async function deleteCandidate(caller: Caller, candidateId: string) {
  const user = await getUser(caller.userId);
  if (user?.candidateId === candidateId && !(await getCandidate(candidateId))) {
    // An earlier delete stopped after removing the profile: finish it.
    await clearCandidateId(caller.userId, candidateId);
    return { message: 'The candidate profile is deleted.' };
  }
  const hidden = await rewrite(caller, candidateId, (p) => ({ ...p, candidateProfileVisibilityFlag: false, updatedDate: now() }));
  await deletePrefix(`${PHOTO_PREFIX}${candidateId}/`);
  await deletePrefix(`${UPLOAD_PREFIX}${candidateId}/`);
  if (hidden.candidateProfilePublicURL) await releasePublicUrl(hidden.candidateProfilePublicURL, candidateId);
  const children = (await listCandidatePartition(candidateId)).filter((i) => i.sk !== 'PROFILE');
  await deleteItems(children.map((i) => ({ pk: String(i.pk), sk: String(i.sk) })));
  await deleteCandidateItem(candidateId);
  await clearCandidateId(caller.userId, candidateId);
  logger.info('Candidate profile deleted', { candidateId, items: children.length });
  return { message: 'The candidate profile is deleted.' };
}

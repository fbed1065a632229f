/**
 * Candidate profiles: one per account, created, read by viewer, edited, enabled/disabled, shared by
 * a public URL and deleted with everything that belongs to it. Only the owner changes anything.
 */
import type { CandidateProfileInput, CandidateProfileView, ProfileSectionKey } from '#shared/domain/candidate.js';
import type { PhotoAccess } from '#shared/domain/photoAccess.js';
import { shapeCandidate, type CandidateRecord, type Viewer } from '#shared/domain/candidateView.js';
import { completenessOf } from '#shared/domain/completeness.js';
import type { TwoWayFit } from '#shared/domain/fitView.js';
import { fitOf } from '#shared/domain/matching.js';
import { sitePaths } from '#shared/sitePaths.js';
import { memberName } from '#shared/domain/memberActs.js';
import { actingMember, type Caller } from '../lib/caller.js';
import { conflict, isConditionFailed, landed, notFound } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { countMetric } from '../lib/metrics.js';
import {
  deleteCandidateItem, deleteItems, factsOf, getCandidate, getExpectation, latestStatusReason, listCandidatePartition,
  putNewCandidate, putStatusReason, rewriteCandidate, rewriteWith,
} from '../candidates/index.js';
import {
  claimPublicUrl, clearCandidateId, findPublicUrl, releasePublicUrl, setCandidateId, type UserRecord,
} from '../members/index.js';
import { PHOTO_PREFIX, UPLOAD_PREFIX } from '../store/photoKeys.js';
import {
  assertCanViewProfiles, blockedCandidateIds, isIneligible, isShownToOthers, keepFlagOfDeletedProfile,
  mirrorOntoNewProfile, ownCandidate,
} from '../familyProfiles/index.js';
import { notifyFamily } from '../mail/index.js';
import { photosFor, type Looker } from '../photos/index.js';
import { areConnected, revokeProposalsOfDeletedProfile } from '../proposals/index.js';
import { referredByKind } from '../trust/index.js';

export const SHARED_NOT_FOUND = "We didn't find the shared profile for this URL.";

/**
 * The profile as `viewer` sees it, with the photos `looker` may see (photoAccess.ts; the owner is
 * the only looker of its own, and gets all).
 */
async function view(profile: CandidateRecord, viewer: Viewer, looker: Looker): Promise<CandidateProfileView> {
  const [{ photos, ...heldBack }, expectation] = await Promise.all([photosFor(looker, profile), getExpectation(profile.id)]);
  // The family's own words about whom they look for travel with the profile.
  const shown = { ...shapeCandidate(profile, viewer, photos), ...heldBack, expectations: expectation?.expectations || undefined };
  // The owner's completeness guide, from the record and the expectation already read (no extra read).
  return viewer === 'owner' ? { ...shown, completeness: completenessOf(profile, { hasExpectation: Boolean(expectation) }) } : shown;
}

/** The owner's own view: every photo. */
const ownerView = (profile: CandidateRecord) => view(profile, 'owner', { userId: profile.userProfileId });

/** Only the family changes its profile, so its record is at hand; every member who wants the notice gets it. */
async function mailOwner(owner: UserRecord, flag: 'emailNotifyCandProfileUpdateFlag' | 'emailNotifyCandProfileVisibilityFlag' | 'emailNotifyPublicURLUpdateFlag', subject: string, text: string) {
  await notifyFamily(owner, flag, subject, text);
}

export async function saveCandidateProfile(caller: Caller, input: CandidateProfileInput): Promise<CandidateProfileView> {
  if (caller.user.candidateId) throw conflict('This account already has a candidate profile.');
  const at = now();
  // The family's eligibility is the account's: a new profile starts with the account's flag.
  const { editVersion: _loaded, ...fields } = input;
  const created = await putNewCandidate({
    ...fields, id: newId(), userProfileId: caller.userId, candidateProfileVisibilityFlag: true, ineligible: isIneligible(caller.user),
    photoCount: 0, photoIds: [], createdDate: at, updatedDate: at,
  });
  try {
    await setCandidateId(caller.userId, created.id);
  } catch (e) {
    // Any failure first takes back the profile just written (not only a lost condition), so this
    // stays a catch: a lost condition then says why.
    await deleteCandidateItem(created.id);
    if (isConditionFailed(e)) throw conflict('This account already has a candidate profile.');
    throw e;
  }
  const profile = await mirrorOntoNewProfile(caller.userId, created);
  countMetric('CandidateProfilesCreated');
  return ownerView(profile);
}

/**
 * The profile as this caller may see it. Other members see it only once they pass the view gate,
 * while it is shown to others (isShownToOthers: enabled, account enabled and eligible, with a
 * photo) and never across a block (either way): else it answers as a profile that does not exist.
 */
export async function getCandidateProfile(caller: Caller, candidateId: string): Promise<CandidateProfileView> {
  return memberView(caller, await getCandidate(candidateId));
}

/** Another member's profile, by id or by its shared name: the same rules, the same 404 (with `missing` as its message). */
async function memberView(caller: Caller, profile: CandidateRecord | undefined, missing?: string): Promise<CandidateProfileView> {
  if (profile?.userProfileId === caller.userId) return ownerView(profile);
  const [own, blocked] = await Promise.all([assertCanViewProfiles(caller), blockedCandidateIds(caller.userId)]);
  if (!profile || !isShownToOthers(profile) || blocked.has(profile.id)) throw notFound(missing);
  // Once both families said yes to a proposal, each sees the other's contact details in full.
  const viewer = (await areConnected(own, profile)) ? 'connected' : 'member';
  // Other members see how the family came in (never who); unknown for accounts from before it was kept.
  const [shown, referredBy] = await Promise.all([view(profile, viewer, { userId: caller.userId, candidate: own }), referredByKind(profile.userProfileId)]);
  const fit = twoWayFitOf(own, profile);
  return { ...shown, ...(referredBy ? { referredBy } : {}), ...(fit ? { fit } : {}) };
}

/**
 * How `other` fits the viewer's family both ways, as the matched cards say it, from the copies of
 * each family's expectation the profiles carry (no read): none while neither family has stated one
 * (a side with none counts 0 of 0). Each family's 'Not from our gotra' compares with its own
 * candidate's gotra.
 */
function twoWayFitOf(own: CandidateRecord, other: CandidateRecord): TwoWayFit | undefined {
  if (!own.wants && !other.wants) return undefined;
  const at = new Date();
  return {
    yours: fitOf(own.wants && { ...own.wants, gotra: own.gotra }, factsOf(other), at),
    theirs: fitOf(other.wants && { ...other.wants, gotra: other.gotra }, factsOf(own), at),
  };
}

/** A change by the owner (403/404 for anyone else). */
async function rewrite(caller: Caller, candidateId: string, change: (p: CandidateRecord) => CandidateRecord): Promise<CandidateRecord> {
  const next = await rewriteWith(() => ownCandidate(caller, candidateId), change);
  if (!next) throw notFound();
  return next;
}

/** The kind words of a save refused because another member saved first (the page shows the newer version with them). */
export const editedMeanwhile = (p: Pick<CandidateRecord, 'editedBy'>) =>
  `This profile was changed${p.editedBy ? ` by ${memberName(p.editedBy)}` : ''} while you were editing. `
  + 'Here is the newer version — please make your change again.';

/**
 * A member's save of the profile's content: refused (409) when the page loaded another edit version
 * than the stored one — another member saved meanwhile, and writing would silently undo their
 * change. The check runs on each attempt's fresh read, so it holds against a save racing this one.
 */
function edit(caller: Caller, loaded: number | undefined, change: Partial<CandidateRecord>) {
  return (p: CandidateRecord): CandidateRecord => {
    if (loaded !== undefined && loaded !== (p.editVersion ?? 0)) throw conflict(editedMeanwhile(p));
    const at = now();
    return { ...p, ...change, updatedDate: at, editVersion: (p.editVersion ?? 0) + 1, editedBy: actingMember(caller, at) };
  };
}

export async function updateCandidateProfile(caller: Caller, candidateId: string, input: CandidateProfileInput): Promise<CandidateProfileView> {
  const { editVersion, ...fields } = input;
  const next = await rewrite(caller, candidateId, edit(caller, editVersion, fields));
  await mailOwner(caller.user, 'emailNotifyCandProfileUpdateFlag', 'Your candidate profile was updated', `The candidate profile of ${next.firstName} was updated.`);
  return ownerView(next);
}

/**
 * One optional section's own page (Family Details, Horoscope): every field of the section is set
 * from `input` (one left out is cleared, as the page sends the whole section) and nothing else of the
 * profile is touched. The same versioned write as the full edit, so a change racing it is not lost.
 */
export async function updateProfileSection<K extends ProfileSectionKey>(
  caller: Caller, candidateId: string, keys: readonly K[], input: Partial<Record<K, string | undefined>> & { editVersion?: number },
): Promise<CandidateProfileView> {
  const section = Object.fromEntries(keys.map((k) => [k, input[k]])) as Partial<CandidateRecord>;
  const next = await rewrite(caller, candidateId, edit(caller, input.editVersion, section));
  await mailOwner(caller.user, 'emailNotifyCandProfileUpdateFlag', 'Your candidate profile was updated', `The candidate profile of ${next.firstName} was updated.`);
  return ownerView(next);
}

export async function manageCandProfileVisibility(caller: Caller, candidateId: string, visible: boolean): Promise<CandidateProfileView> {
  const next = await rewrite(caller, candidateId, (p) => ({ ...p, candidateProfileVisibilityFlag: visible, updatedDate: now() }));
  await mailOwner(caller.user, 'emailNotifyCandProfileVisibilityFlag', `Your candidate profile is ${visible ? 'enabled' : 'disabled'}`,
    `The candidate profile of ${next.firstName} is now ${visible ? 'enabled: other families can find it' : 'disabled: other families cannot see it'}.`);
  return ownerView(next);
}

/** Who sees which photo (Manage Photos); changeable at any time, effective on the next view. */
export async function setPhotoAccess(caller: Caller, candidateId: string, photoAccess: PhotoAccess): Promise<CandidateProfileView> {
  return ownerView(await rewrite(caller, candidateId, (p) => ({ ...p, photoAccess })));
}

export async function saveCandidateProfileStatusReason(caller: Caller, candidateId: string, reason: string) {
  await ownCandidate(caller, candidateId);
  const record = { id: newId(), candidateId, candidateProfileStatusReason: reason, updatedDate: now() };
  await putStatusReason(record);
  return record;
}

export async function getCandidateProfileStatusReason(caller: Caller, candidateId: string) {
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
export async function updatePubURL(caller: Caller, candidateId: string, url: string) {
  await ownCandidate(caller, candidateId);
  if (!(await landed(claimPublicUrl(url, candidateId)))) throw conflict('This URL is already used. Please try with different URL!');
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
  await mailOwner(caller.user, 'emailNotifyPublicURLUpdateFlag', 'Your shared profile URL was updated', `The profile is now shared at ${sitePaths.shared(url)}.`);
  return { candidateProfilePublicURL: url };
}

export async function deletePubURL(caller: Caller, candidateId: string) {
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

/**
 * Whoever holds the link sees contact details in full, never religion; withdrawn, hidden, the
 * account disabled or ineligible, or no photo (the one rule, isShownToOthers): 404.
 */
export async function getSharedProfile(url: string): Promise<CandidateProfileView> {
  const profile = await profileAtName(url);
  if (!profile || !isShownToOthers(profile)) throw notFound(SHARED_NOT_FOUND);
  // A visitor sees what a member sees of the photos, never more (it is never approved).
  return view(profile, 'shared', 'visitor');
}

/**
 * A member opening a shared name: as by id (blocks, contacts once connected). The gate depends on
 * the caller only; after it, an unknown name, a stale reservation, a hidden profile and a block all
 * answer the same 404, so names cannot be probed.
 */
export async function getProfileByPubURL(caller: Caller, url: string): Promise<CandidateProfileView> {
  return memberView(caller, await profileAtName(url), SHARED_NOT_FOUND);
}

/**
 * Deletes the profile and everything of it: hidden first (out of search, so a crash leaves nothing
 * half-visible), then its pending proposals revoked, then the rest. Safe to run again: each step
 * ignores what is already done or gone.
 */
export async function deleteCandidateProfile(caller: Caller, candidateId: string) {
  if (caller.user.candidateId === candidateId && !(await getCandidate(candidateId))) {
    // An earlier delete stopped after removing the profile: finish it.
    await clearCandidateId(caller.userId, candidateId);
    return { message: 'The candidate profile is deleted.' };
  }
  const hidden = await rewrite(caller, candidateId, (p) => ({ ...p, candidateProfileVisibilityFlag: false, updatedDate: now() }));
  await keepFlagOfDeletedProfile(caller.user, hidden);
  // Before the profile goes, so a crash in between leaves it to the retry (the lists need its id).
  await revokeProposalsOfDeletedProfile(candidateId);
  await purgeCandidate(caller.userId, candidateId);
  return { message: 'The candidate profile is deleted.' };
}

/**
 * The steps of deleting a profile after its owner was checked (the owner's request above, and the
 * deletion of the whole account): hidden first, then photos in S3, the shared URL, the items under
 * the profile (photos, expectation, status reasons, upload tickets), the profile, and last the
 * account's pointer. Each step ignores what is already gone, so running it again (or twice at
 * once) finishes the job.
 */
export async function purgeCandidate(userId: string, candidateId: string): Promise<void> {
  const hidden = await rewriteCandidate(candidateId, (p) => ({ ...p, candidateProfileVisibilityFlag: false, updatedDate: now() }));
  // The S3 client only with a deletion: a profile's view, in this module too, loads none.
  const { deletePrefix } = await import('../store/photoStore.js');
  await deletePrefix(`${PHOTO_PREFIX}${candidateId}/`);
  await deletePrefix(`${UPLOAD_PREFIX}${candidateId}/`);
  if (hidden?.candidateProfilePublicURL) await releasePublicUrl(hidden.candidateProfilePublicURL, candidateId);
  const children = (await listCandidatePartition(candidateId)).filter((i) => i.sk !== 'PROFILE');
  await deleteItems(children.map((i) => ({ pk: String(i.pk), sk: String(i.sk) })));
  await deleteCandidateItem(candidateId);
  await clearCandidateId(userId, candidateId);
  logger.info('Candidate profile deleted', { candidateId, items: children.length });
}

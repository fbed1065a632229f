/**
 * Photo requests: a member asks a family that holds photos back to see them all; the
 * family approves or declines under Photo Requests, and may withdraw an approval later. Declining
 * and withdrawing tell the requester nothing more than 'not now'. One request per pair (that
 * direction) per REQUEST_DAYS, by one conditional write keyed by the two accounts; a block in
 * either direction answers as a missing profile, so such a request never arrives. Requests count
 * toward no other limit (proposals keep theirs).
 */
import { photoRequestShown, shownToRequester, visiblePhotoCount } from '#shared/domain/photoAccess.js';
import type { PhotoRequestView } from '#shared/domain/photoRequests.js';
import { sitePaths } from '#shared/sitePaths.js';
import { photoAccessTexts } from '#shared/texts.js';
import { actOf, type MemberAct, type MemberActKind } from '#shared/domain/memberActs.js';
import { actingMember, type Caller } from '../lib/caller.js';
import { conflict, notFound, unprocessable } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { oneLine, sendMailQuietly } from '../lib/mail.js';
import { memberMail, siteUrl } from '../lib/mailLayout.js';
import { currentCandidateIds, getCandidate, getCandidates, listBlocks } from '../candidates/index.js';
import {
  answerPhotoRequest, deletePhotoRequest, listReceivedPhotoRequests, listSentPhotoRequests,
  type PhotoRequestRecord, photoViewerOf, putNewPhotoRequest, REQUEST_DAYS,
} from '../photos/index.js';
import { getUser } from '../members/index.js';
import { mailRecipients, recordActivity } from '../family/index.js';
import {
  assertCanViewProfiles, assertSelf, blockedCandidateIds, cardOf, isShownToOthers,
} from '../familyProfiles/index.js';

export const NOT_OWN = 'You see all photos of your own candidate.';

export async function requestPhotos(caller: Caller, candidateId: string) {
  const own = await assertCanViewProfiles(caller);
  if (candidateId === own.id) throw unprocessable(NOT_OWN, { candidateId: [NOT_OWN] });
  const [target, blocked] = await Promise.all([getCandidate(candidateId), blockedCandidateIds(caller.userId)]);
  if (!target || !isShownToOthers(target) || blocked.has(target.id)) throw notFound();
  const viewer = await photoViewerOf({ userId: caller.userId, candidate: own }, target);
  if (viewer.kind !== 'member' || visiblePhotoCount(target.photoAccess, viewer.kind) >= target.photoCount) {
    throw conflict(photoAccessTexts.nothingHeldBack);
  }
  const at = now();
  const record: PhotoRequestRecord = {
    ownerUserId: target.userProfileId, requesterUserId: caller.userId, ownerCandidateId: target.id, requesterCandidateId: own.id,
    status: 'pending', createdDate: at, updatedDate: at, until: new Date(Date.parse(at) + REQUEST_DAYS * 86_400_000).toISOString(),
    askedBy: actingMember(caller, at),
  };
  if (!(await putNewPhotoRequest(record))) throw conflict(photoAccessTexts.alreadyRequested);
  await recordActivity(caller, 'askedPhotos', at, target.id);
  // Only the request that landed mails, once.
  await mailOwner(target.userProfileId, target.firstName);
  return { message: photoAccessTexts.requestSent, photoRequest: photoRequestShown.enum.requested };
}

/** To every member of the family, each at their own address. */
async function mailOwner(ownerUserId: string, candidateName: string) {
  const account = await getUser(ownerUserId);
  if (!account) return;
  const line = photoAccessTexts.mailText(oneLine(candidateName));
  for (const m of await mailRecipients(account)) {
    await sendMailQuietly({
      to: m.email,
      subject: photoAccessTexts.mailSubject,
      ...memberMail(m.firstName, [line, { links: [{ label: photoAccessTexts.listTitle, url: siteUrl(sitePaths.photoRequests) }] }]),
    });
  }
}

/** The families a block stands between (either way), by account. */
async function blockedUserIds(userId: string): Promise<Set<string>> {
  const { blocked, blockedBy } = await listBlocks(userId);
  return new Set([...blocked.map((b) => b.blockedUserId), ...blockedBy.map((b) => b.blockerUserId)]);
}

/** Photo Requests: the requests the family received, newest first; none from a family a block stands between. */
export async function getPhotoRequestList(caller: Caller, userId: string): Promise<{ items: PhotoRequestView[] }> {
  assertSelf(caller, userId);
  const own = await assertCanViewProfiles(caller);
  const [all, blocked] = await Promise.all([listReceivedPhotoRequests(userId), blockedUserIds(userId)]);
  const shown = all.filter((r) => !blocked.has(r.requesterUserId)).sort((a, b) => (a.createdDate < b.createdDate ? 1 : -1));
  // Each requesting family by the profile it has now (a re-created profile is the same family).
  const current = await currentCandidateIds(shown.map((r) => r.requesterUserId));
  const profiles = new Map((await getCandidates([...current.values()])).map((p) => [p.id, p]));
  const looker = { userId, candidate: own };
  return {
    items: await Promise.all(shown.map(async (r) => {
      const p = profiles.get(current.get(r.requesterUserId) ?? '');
      return {
        requesterUserId: r.requesterUserId, requesterCandidateId: p?.id ?? r.requesterCandidateId, status: r.status,
        createdDate: r.createdDate, updatedDate: r.updatedDate,
        candidateProfile: p && isShownToOthers(p) ? await cardOf(p, false, looker) : null,
        ...answerActs(r),
      };
    })),
  };
}

/** The owner's act each answer is (a pending request has none). */
const answerActOf: Partial<Record<PhotoRequestRecord['status'], MemberActKind>> = {
  approved: 'approvedPhotos', declined: 'declinedPhotos', withdrawn: 'withdrewPhotos',
};

/**
 * Which of the owner's members last answered, for the owner's own list only: who of the
 * requesting family asked is never shown to the owner.
 */
function answerActs(r: PhotoRequestRecord): { acts?: MemberAct[] } {
  const act = answerActOf[r.status];
  return act && r.answeredBy ? { acts: [actOf(act, r.answeredBy)] } : {};
}

const answer = (from: PhotoRequestRecord['status'][], to: PhotoRequestRecord['status'], refused: string, done: string) =>
  async (caller: Caller, userId: string, requesterUserId: string) => {
    assertSelf(caller, userId);
    if (await blockedUserIds(userId).then((b) => b.has(requesterUserId))) throw notFound();
    const at = now();
    const answered = await answerPhotoRequest(userId, requesterUserId, from, to, actingMember(caller, at));
    if (!answered) throw conflict(refused);
    const act = answerActOf[to];
    if (act) await recordActivity(caller, act, at, answered.requesterCandidateId);
    return { message: done };
  };

/** The family may approve a waiting request, or one it declined or withdrew before (it changed its mind). */
export const approvePhotoRequest = answer(['pending', 'declined', 'withdrawn'], 'approved', photoAccessTexts.notPending, photoAccessTexts.approved);
export const declinePhotoRequest = answer(['pending'], 'declined', photoAccessTexts.notPending, photoAccessTexts.declined);
export const withdrawPhotoApproval = answer(['approved'], 'withdrawn', photoAccessTexts.notApproved, photoAccessTexts.withdrawn);

/** While the family may not view profiles: what it received, without the requesters' cards (never from a blocked family). */
async function receivedWithoutCards(userId: string): Promise<PhotoRequestView[]> {
  const [all, blocked] = await Promise.all([listReceivedPhotoRequests(userId), blockedUserIds(userId)]);
  return all.filter((r) => !blocked.has(r.requesterUserId)).map((r) => ({
    requesterUserId: r.requesterUserId, requesterCandidateId: r.requesterCandidateId, status: r.status,
    createdDate: r.createdDate, updatedDate: r.updatedDate, candidateProfile: null,
  }));
}

/** For the data export: the requests the family received (as Photo Requests lists them) and sent (as it sees them). */
export async function photoRequestHistory(caller: Caller, userId: string, open: boolean) {
  const [received, sent, blocked] = await Promise.all([
    open ? getPhotoRequestList(caller, userId).then((l) => l.items) : receivedWithoutCards(userId),
    listSentPhotoRequests(userId),
    blockedUserIds(userId),
  ]);
  return {
    received,
    // As the family sees its own requests: 'requested', 'notNow' (declined or withdrawn) or approved;
    // none to a family blocked either way (as every other list).
    sent: sent.filter((r) => !blocked.has(r.ownerUserId)).map((r) => ({ ownerCandidateId: r.ownerCandidateId, state: shownToRequester(r.status) ?? ('approved' as const), createdDate: r.createdDate })),
  };
}

/** A family leaving: the requests it sent go (those it received go with its own partition). */
export async function forgetSentPhotoRequests(userId: string): Promise<void> {
  for (const r of await listSentPhotoRequests(userId)) await deletePhotoRequest(r.ownerUserId, r.requesterUserId);
}

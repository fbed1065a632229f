/**
 * Proposals: propose (one live proposal per pair of families, whichever side sent it), remind
 * (at most three, while pending), revoke (the sender), accept and reject (the receiver, while
 * pending). Each transition is one conditional write, so racing requests leave one consistent
 * state and a loser gets 409 with what happened. Both lists carry the other family's card, and
 * once a proposal is accepted, its contact details unmasked (shaped by the one shaping function).
 *
 * So that no family is flooded, the pair guard is kept on the two families (user ids, so a profile
 * re-created on either side changes nothing) and paces them: after its proposal was revoked (by
 * itself) or rejected, a family may not propose to the same family for COOLDOWN_DAYS (409 naming
 * the day it can), and the pair's reminders, whichever proposal they were for, never exceed
 * MAX_REMINDERS within COOLDOWN_DAYS. An expiry (no answer for 30 days) and a block's quiet
 * withdrawal start no cooldown: nobody said no.
 */
import {
  afterCooldown, canAnswer, canRemind, canRevoke, COOLDOWN_DAYS, dayName, MAX_REMINDERS, type ProposalView,
} from '#shared/domain/proposals.js';
import { proposalPaceTexts } from '#shared/texts.js';
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { actingMember, type Caller } from '../lib/caller.js';
import { AppError, conflict, forbidden, landed, landedWith, notFound, unprocessable } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import {
  CLAIM_SECONDS, countDailyProposal, deleteNotInterested, getCandidate, getCandidates,
  getPairGuard, getProposal, isLive, listInteractions, notInterestedId, type ProposalRecord, putProposal, recordPairReminder,
  takePair, uncountDailyProposal, updateProposal,
} from '../candidates/index.js';
import { deleteHeldMail, heldMailsOf } from './entities/heldMails.js';
import { recordActivity } from '../family/index.js';
import {
  assertCanViewProfiles, assertSelf, blockedCandidateIds, isBlockedBetween, isShownToOthers,
} from '../familyProfiles/index.js';
import { revokeWithoutMail } from './blocks.js';
import { mailProposalEvent, type ProposalEvent } from './proposalMail.js';
import { ownViewer, viewOf } from './proposalLists.js';

export const NOT_TO_SELF = 'This is your own candidate profile.';
export const ALREADY_PROPOSED = 'You have already proposed to this family.';
export const THEY_PROPOSED = 'This family has already proposed to you. You can accept their proposal under Received Proposals.';
export const ALREADY_ACCEPTED = 'A proposal between your families has already been accepted.';
export const NOT_INTERESTED_AFTER_PROPOSING =
  'You have proposed to this family. To say Not Interested, first revoke your proposal under My Proposals.';
export const NOT_INTERESTED_WHILE_PROPOSED = 'This family has proposed to you. Please reject their proposal under Received Proposals instead.';
export const NOT_PENDING = 'This proposal is no longer waiting for a response.';
export const THREE_REMINDERS = 'Three reminders have been sent already (Sent Three Reminders).';
export const CANNOT_REVOKE = 'This proposal has already been revoked, rejected or has expired.';
/** So no family is flooded: new proposals a family may send per day (UTC). */
export const DAILY_PROPOSALS = 20;
export const tooManyProposals = `You have sent ${DAILY_PROPOSALS} proposals today. You can send more tomorrow (after midnight UTC).`;

/** The two families of a pair of profiles (user ids): the pair guard's key. */
type Family = Pick<CandidateRecord, 'id' | 'userProfileId'>;
const familiesOf = (a: Family, b: Family): [string, string] => [a.userProfileId, b.userProfileId];

interface PairState {
  /** The proposal the guard names (the pair's current or last one). */
  liveId?: string;
  /** It still binds the pair. */
  live?: Pick<ProposalRecord, 'fromCandidateId' | 'responseType' | 'revoked'>;
  /** It was revoked or rejected: its sender's family may not propose again before `until`. */
  cooldown?: { senderUserId: string; until: string };
}

/**
 * What binds the two profiles' families now. The guard names the pair's last proposal: live while
 * pending or accepted, unrevoked, and between these two profiles (one from a profile deleted since
 * binds nothing). A guard naming a proposal not written yet is another request between its two
 * writes — live, from the guard's sender — until CLAIM_SECONDS have passed (then it was a crash,
 * and the pair is free again). An ended proposal never changes again, so what it says of the
 * cooldown holds until the guard names another one.
 */
async function pairState(a: Family, b: Family): Promise<PairState> {
  const guard = await getPairGuard(...familiesOf(a, b));
  if (!guard) return {};
  const proposal = await getProposal(guard.liveId);
  if (proposal) {
    const between = [a.id, b.id].includes(proposal.fromCandidateId) && [a.id, b.id].includes(proposal.toCandidateId);
    const { cooldownUntil } = proposal;
    return {
      liveId: guard.liveId, live: between && isLive(proposal) ? proposal : undefined,
      ...(cooldownUntil ? { cooldown: { senderUserId: proposal.userProfileId, until: cooldownUntil } } : {}),
    };
  }
  const writing = Date.now() - Date.parse(guard.updatedDate) < CLAIM_SECONDS * 1000;
  return { liveId: guard.liveId, live: writing ? { fromCandidateId: guard.fromCandidateId, responseType: 'pending', revoked: false } : undefined };
}

export async function propose(caller: Caller, input: { userProfileId: string; fromCandidateId: string; toCandidateId: string }) {
  assertSelf(caller, input.userProfileId);
  const own = await ownViewer(caller, input.fromCandidateId);
  if (input.toCandidateId === own.id) throw unprocessable(NOT_TO_SELF, { toCandidateId: [NOT_TO_SELF] });
  // A block in either direction answers as a missing profile: the other family learns nothing.
  const [target, blocked] = await Promise.all([getCandidate(input.toCandidateId), blockedCandidateIds(caller.userId)]);
  if (!target || !isShownToOthers(target) || blocked.has(target.id)) throw notFound();
  const refuseIfLive = async () => {
    const found = await pairState(own, target);
    if (found.live?.responseType === 'accepted') throw conflict(ALREADY_ACCEPTED);
    if (found.live) throw conflict(found.live.fromCandidateId === own.id ? ALREADY_PROPOSED : THEY_PROPOSED);
    // The guard is taken only while it still names this ended proposal (takePair), so racing
    // re-proposals all meet the same cooldown.
    if (found.cooldown?.senderUserId === caller.userId && found.cooldown.until > now()) {
      throw conflict(proposalPaceTexts.proposeAgainOn(dayName(found.cooldown.until)));
    }
    return found.liveId;
  };
  await refuseIfLive();
  const day = now().slice(0, 10);
  if (!(await countDailyProposal(caller.userId, day, DAILY_PROPOSALS, Math.floor(Date.now() / 1000) + 2 * 86_400))) {
    throw new AppError(429, tooManyProposals);
  }
  let record: ProposalRecord;
  try {
    record = await takeAndWrite(caller, own, target, refuseIfLive);
  } catch (e) {
    await uncountDailyProposal(caller.userId, day);
    throw e;
  }
  // A block made while this proposal was written read the pair before the proposal existed (it
  // writes its items first, then ends the pair's proposal), so one of the two always sees the
  // other: here the proposal is withdrawn quietly, with no mail, and answered as a missing profile.
  if (await isBlockedBetween(caller.userId, target.id)) {
    await revokeWithoutMail(record.id);
    await uncountDailyProposal(caller.userId, day);
    throw notFound();
  }
  // Proposing is changing the family's mind: its own Not Interested mark on the profile goes.
  await deleteNotInterested(notInterestedId(own.id, target.id));
  await recordActivity(caller, 'proposed', record.createdDate, target.id);
  await mailProposalEvent('proposed', target, own, record.id);
  return record;
}

async function takeAndWrite(caller: Caller, from: CandidateRecord, to: CandidateRecord, refuseIfLive: () => Promise<string | undefined>) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const liveId = await refuseIfLive();
    const at = now();
    const record: ProposalRecord = {
      id: newId(), userProfileId: caller.userId, fromCandidateId: from.id, toCandidateId: to.id, interactionType: 'proposal',
      responseType: 'pending', revoked: false, createdDate: at, updatedDate: at, proposedBy: actingMember(caller, at),
    };
    // One conditional write decides which of two racing proposals lives; the loser looks again.
    if (await takePair(familiesOf(from, to), from.id, record.id, liveId, at)) {
      await putProposal(record);
      return record;
    }
  }
  throw conflict(THEY_PROPOSED);
}

/** The proposal, if the caller's candidate is on the given side of it. */
async function proposalOf(caller: Caller, userId: string, id: string, side: 'sender' | 'receiver'): Promise<{ own: CandidateRecord; p: ProposalRecord }> {
  assertSelf(caller, userId);
  const own = await assertCanViewProfiles(caller);
  const p = await getProposal(id);
  if (!p || (p.fromCandidateId !== own.id && p.toCandidateId !== own.id)) throw notFound();
  if ((side === 'sender' ? p.fromCandidateId : p.toCandidateId) !== own.id) throw forbidden();
  return { own, p };
}

/** Applies one conditional update; a lost condition answers 409 with `refused`. */
async function transition(id: string, set: Record<string, unknown>, condition: string, values: Record<string, unknown>, refused: string) {
  const next = await landedWith(updateProposal(id, { updatedDate: now(), ...set }, condition, values));
  if (!next) throw conflict(refused);
  return next;
}

const PENDING = 'responseType = :pending AND revoked = :no';

/** What a revoke writes: withdrawn, and its sender's family paced (COOLDOWN_DAYS) before proposing to the same family again. */
const revokedAt = (at: string) => ({ revoked: true, updatedDate: at, cooldownUntil: afterCooldown(at) });

export async function revokeMyProposal(caller: Caller, userId: string, id: string): Promise<ProposalView> {
  const { own, p } = await proposalOf(caller, userId, id, 'sender');
  if (!canRevoke(p)) throw conflict(CANNOT_REVOKE);
  const at = now();
  const next = await transition(id, { ...revokedAt(at), revokedBy: actingMember(caller, at) }, 'revoked = :no AND responseType IN (:pending, :accepted)', { ':no': false, ':pending': 'pending', ':accepted': 'accepted' }, CANNOT_REVOKE);
  await recordActivity(caller, 'revoked', at, p.toCandidateId);
  return viewOf(next, own);
}

const refusedReminder = (p: ProposalRecord) => conflict(p.responseType === 'pending' && !p.revoked ? THREE_REMINDERS : NOT_PENDING);

/**
 * Counts one reminder of the pair, only while it had fewer than MAX_REMINDERS in the last
 * COOLDOWN_DAYS (one conditional write on the guard, so racing reminders of any of the pair's
 * proposals cannot pass it); otherwise 409 naming the day the oldest of them leaves the window.
 * Counted before the proposal's own slot: a crash or a lost race in between costs the pair one
 * reminder, never sends one more.
 */
async function countPairReminder(families: [string, string]): Promise<void> {
  for (let attempt = 0; attempt < 2 * MAX_REMINDERS + 2; attempt++) {
    const at = now();
    const windowStart = new Date(Date.parse(at) - COOLDOWN_DAYS * 86_400_000).toISOString();
    const guard = await getPairGuard(...families);
    // A proposal's guard is written before it, so a missing one is data from before guards.
    if (!guard) return;
    const recent = (guard.reminderDates ?? []).filter((d) => d > windowStart);
    if (recent.length >= MAX_REMINDERS) {
      throw conflict(proposalPaceTexts.remindAgainOn(dayName(afterCooldown(recent[recent.length - MAX_REMINDERS]!))));
    }
    if (await recordPairReminder(families, guard, windowStart, at)) return;
  }
  throw conflict(THREE_REMINDERS);
}

export async function remindMyProposal(caller: Caller, userId: string, id: string): Promise<ProposalView> {
  let { own, p } = await proposalOf(caller, userId, id, 'sender');
  if (!canRemind(p)) throw refusedReminder(p);
  const other = await getCandidate(p.toCandidateId);
  // A receiver without its profile gets no mail, so nobody is flooded: nothing to count.
  if (other) await countPairReminder(familiesOf(own, other));
  // Racing reminders each take the next free slot; a lost slot re-reads, so of many, exactly three land.
  for (let attempt = 0; attempt <= MAX_REMINDERS; attempt++) {
    if (!canRemind(p)) throw refusedReminder(p);
    const slot = [p.reminder1UpdatedDate, p.reminder2UpdatedDate, p.reminder3UpdatedDate].findIndex((d) => !d) + 1;
    const field = `reminder${slot}UpdatedDate`;
    const at = now();
    const next = await landedWith(updateProposal(id, { [field]: at, updatedDate: at, remindedBy: actingMember(caller, at) }, `${PENDING} AND attribute_not_exists(${field})`, { ':pending': 'pending', ':no': false }));
    if (next) {
      await recordActivity(caller, 'reminded', at, p.toCandidateId);
      if (other) await mailProposalEvent('reminded', other, own, id);
      return viewOf(next, own);
    }
    p = (await getProposal(id)) ?? p;
  }
  throw conflict(THREE_REMINDERS);
}

export async function acceptTheirProposal(caller: Caller, userId: string, id: string): Promise<ProposalView> {
  const { own, p } = await proposalOf(caller, userId, id, 'receiver');
  if (!canAnswer(p)) throw conflict(NOT_PENDING);
  const at = now();
  const next = await transition(id, { responseType: 'accepted', updatedDate: at, answeredBy: actingMember(caller, at) }, PENDING, { ':pending': 'pending', ':no': false }, NOT_PENDING);
  await recordActivity(caller, 'accepted', at, p.fromCandidateId);
  await mailOther('accepted', next, own);
  return viewOf(next, own);
}

export async function rejectTheirProposal(caller: Caller, userId: string, id: string): Promise<ProposalView> {
  const { own, p } = await proposalOf(caller, userId, id, 'receiver');
  if (!canAnswer(p)) throw conflict(NOT_PENDING);
  const at = now();
  const next = await transition(id, { responseType: 'rejected', updatedDate: at, cooldownUntil: afterCooldown(at), answeredBy: actingMember(caller, at) }, PENDING, { ':pending': 'pending', ':no': false }, NOT_PENDING);
  await recordActivity(caller, 'rejected', at, p.fromCandidateId);
  await mailOther('rejected', next, own);
  return viewOf(next, own);
}

/** Mails the sending family of a proposal its answer (if its profile is still there). */
async function mailOther(event: ProposalEvent, p: ProposalRecord, own: CandidateRecord) {
  const other = await getCandidate(p.fromCandidateId);
  if (other) await mailProposalEvent(event, other, own, p.id);
}

/**
 * A live proposal between the two profiles (pending or accepted, from either side) refuses a Not
 * Interested mark: the mark would hide the profile from its family while the other family could
 * still accept and be shown its contacts. The family revokes or rejects the proposal instead.
 */
export async function refuseWhileProposed(own: Family, other: Family): Promise<void> {
  const { live } = await pairState(own, other);
  if (live?.responseType === 'accepted') throw conflict(ALREADY_ACCEPTED);
  if (live) throw conflict(live.fromCandidateId === own.id ? NOT_INTERESTED_AFTER_PROPOSING : NOT_INTERESTED_WHILE_PROPOSED);
}

/** Whether the two profiles have an accepted, unrevoked proposal: they see each other's contacts. */
export async function areConnected(a: Family, b: Family): Promise<boolean> {
  const { live } = await pairState(a, b);
  return live?.responseType === 'accepted';
}

/**
 * A family leaving: its pending proposals, sent and received, end (expired, without mail: there is
 * nobody left to answer), and its own Not Interested marks go. Accepted and ended proposals stay as
 * the other family's history. Each update is conditioned on the proposal still pending, so
 * repeating it, or an answer racing it, is harmless.
 */
export async function endProposalsOfLeavingFamily(candidateId: string): Promise<void> {
  const [sent, received] = await Promise.all([listInteractions('sent', candidateId), listInteractions('received', candidateId)]);
  for (const i of [...sent, ...received]) {
    if (i.interactionType === 'notInterested') {
      await deleteNotInterested(i.id);
    } else if (i.responseType === 'pending' && !i.revoked) {
      await landed(updateProposal(i.id, { responseType: 'expired', updatedDate: now() }, PENDING, { ':pending': 'pending', ':no': false }));
    }
  }
  await forgetHeldMailsAbout(candidateId, [...sent, ...received].filter((i) => i.interactionType === 'proposal'));
}

/**
 * A family deleting its candidate profile (the account stays): the profile's pending proposals,
 * sent and received, end as a revoke ends them, so none waits on a profile that no longer exists,
 * and the other family learns it as from a revoke: the card says Revoked (and that the family
 * left), no mail, and a held 'proposed' or 'reminded' mail about it no longer goes
 * (stillAsAnnounced). One it sent is paced as a revoke (a new profile of the family does not
 * propose to the same family again at once); one it received starts no cooldown: its sender did
 * nothing. Each update is conditioned on the proposal still pending, so repeating it, or an answer
 * racing it, is harmless.
 */
export async function revokeProposalsOfDeletedProfile(candidateId: string): Promise<void> {
  const [sent, received] = await Promise.all([listInteractions('sent', candidateId), listInteractions('received', candidateId)]);
  for (const i of [...sent, ...received]) {
    if (i.interactionType !== 'proposal' || i.responseType !== 'pending' || i.revoked) continue;
    const at = now();
    const change = i.fromCandidateId === candidateId ? revokedAt(at) : { revoked: true, updatedDate: at };
    await landed(updateProposal(i.id, change, PENDING, { ':pending': 'pending', ':no': false }));
  }
}

/** The other families' held mails that name the leaving family go with it: only its proposals made any. */
async function forgetHeldMailsAbout(candidateId: string, proposals: { fromCandidateId: string; toCandidateId: string }[]): Promise<void> {
  const others = [...new Set(proposals.map((p) => (p.fromCandidateId === candidateId ? p.toCandidateId : p.fromCandidateId)))];
  for (const other of await getCandidates(others)) {
    for (const m of await heldMailsOf(other.userProfileId)) {
      if (m.fromCandidateId === candidateId || m.toCandidateId === candidateId) await deleteHeldMail(m);
    }
  }
}

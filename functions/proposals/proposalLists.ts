/**
 * The two lists of proposals (sent and received) and the one card of a proposal every transition
 * answers with. Apart from proposals.ts so that a list, the tabs' most common request, loads none
 * of the transitions' code, mails and held mail (a route's chunks hold every file its file imports).
 */
import { statusLabel, type ProposalView } from '#shared/domain/proposals.js';
import { actOf, type MemberAct } from '#shared/domain/memberActs.js';
import { shapeCandidate, type CandidateRecord } from '#shared/domain/candidateView.js';
import type { Caller } from '../lib/caller.js';
import { forbidden } from '../lib/errors.js';
import { type AnyInteraction, getCandidates, listInteractions, type ProposalRecord, seen } from '../candidates/index.js';
import { assertCanViewProfiles, assertSelf, blockedCandidateIds, cardOf, isShownToOthers } from '../familyProfiles/index.js';

type Family = Pick<CandidateRecord, 'id' | 'userProfileId'>;

/** The caller's own candidate, past the view gate; another `candidateId` is refused. */
export async function ownViewer(caller: Caller, candidateId: string): Promise<CandidateRecord> {
  const own = await assertCanViewProfiles(caller);
  if (own.id !== candidateId) throw forbidden();
  return own;
}

const otherOf = (i: AnyInteraction, ownId: string) => (i.fromCandidateId === ownId ? i.toCandidateId : i.fromCandidateId);

async function viewsOf(items: AnyInteraction[], own: Family): Promise<ProposalView[]> {
  const ownId = own.id;
  const others = new Map((await getCandidates([...new Set(items.map((i) => otherOf(i, ownId)))])).map((p) => [p.id, p]));
  return Promise.all(items.map((i) => viewWith(i, own, others.get(otherOf(i, ownId)))));
}

export async function viewOf(p: ProposalRecord, own: Family): Promise<ProposalView> {
  return (await viewsOf([p], own))[0]!;
}

/**
 * What the viewer's own family did with the proposal, by whom: the sender's acts to the sender's
 * family, the answer to the receiver's. The other family's members are never named to it.
 */
function ownActs(p: ProposalRecord, sent: boolean): MemberAct[] | undefined {
  const acts: MemberAct[] = [];
  if (sent) {
    if (p.proposedBy) acts.push(actOf('proposed', p.proposedBy));
    if (p.remindedBy) acts.push(actOf('reminded', p.remindedBy));
    if (p.revokedBy) acts.push(actOf('revoked', p.revokedBy));
  } else if (p.answeredBy && (p.responseType === 'accepted' || p.responseType === 'rejected')) {
    acts.push(actOf(p.responseType, p.answeredBy));
  }
  return acts.length ? acts : undefined;
}

/** One card of a list: a proposal with its state, or a Not Interested mark (no state, no buttons). */
async function viewWith(i: AnyInteraction, own: Family, other: CandidateRecord | undefined): Promise<ProposalView> {
  const ownId = own.id;
  const proposal = i.interactionType === 'proposal' ? i : undefined;
  const connected = proposal?.responseType === 'accepted' && !proposal.revoked;
  // The one visibility rule holds here too: a family hidden since (switched off, disabled,
  // ineligible, no photo) shares no contacts, as it shows no card.
  const shown = other && isShownToOthers(other) ? other : undefined;
  const contactView = connected && shown ? shapeCandidate(shown, 'connected', []) : undefined;
  return {
    id: i.id, interactionType: i.interactionType, fromCandidateId: i.fromCandidateId, toCandidateId: i.toCandidateId,
    responseType: proposal?.responseType ?? 'pending',
    revoked: proposal?.revoked ?? false,
    status: proposal ? statusLabel(proposal, i.fromCandidateId === ownId ? 'sent' : 'received') : 'Not Interested',
    reminder1UpdatedDate: proposal?.reminder1UpdatedDate,
    reminder2UpdatedDate: proposal?.reminder2UpdatedDate,
    reminder3UpdatedDate: proposal?.reminder3UpdatedDate,
    createdDate: proposal?.createdDate ?? i.updatedDate, updatedDate: i.updatedDate,
    candidateProfile: shown ? await cardOf(shown, false, { userId: own.userProfileId, candidate: own }) : null,
    // The other family deleted its profile (or its whole account): the card says it left.
    ...(other ? {} : { familyLeft: true }),
    ...(proposal ? { acts: ownActs(proposal, i.fromCandidateId === ownId) } : {}),
    contact: contactView
      ? { contactPersonName: contactView.contactPersonName, contactPhoneCountryCode: contactView.contactPhoneCountryCode, contactPhoneNumber: contactView.contactPhoneNumber, email: contactView.email }
      : null,
  };
}

async function listOf(caller: Caller, userId: string, candidateId: string, side: 'sent' | 'received') {
  assertSelf(caller, userId);
  const own = await ownViewer(caller, candidateId);
  const [items, blocked] = await Promise.all([
    listInteractions(side, own.id), blockedCandidateIds(caller.userId),
  ]);
  // A receiver never learns of a Not Interested mark; a block in either direction hides the pair's cards.
  const shown = items.filter((i) => (side === 'sent' || i.interactionType === 'proposal') && !blocked.has(otherOf(i, own.id)));
  return { items: await viewsOf(shown, own) };
}

/**
 * Both lists for the member's data export, exactly as the two lists show them but without the
 * view gate (a family whose profile is hidden still gets its own history).
 */
export async function proposalHistory(userId: string, ownId: string): Promise<{ sent: ProposalView[]; received: ProposalView[] }> {
  const [sent, received, blocked] = await Promise.all([
    listInteractions('sent', ownId),
    listInteractions('received', ownId),
    blockedCandidateIds(userId),
  ]);
  const shown = (items: AnyInteraction[], side: 'sent' | 'received') =>
    items.filter((i) => (side === 'sent' || i.interactionType === 'proposal') && !blocked.has(otherOf(i, ownId)));
  const own = { id: ownId, userProfileId: userId };
  return { sent: await viewsOf(shown(sent, 'sent'), own), received: await viewsOf(shown(received, 'received'), own) };
}

/** Listing a tab records that the family saw it (a held mail about what it shows is then dropped). */
export const getMySentProposalList = (caller: Caller, userId: string, candidateId: string) =>
  listOf(caller, userId, candidateId, 'sent').then(seen(caller, 'myProposals'));
export const getMyReceivedProposalList = (caller: Caller, userId: string, candidateId: string) =>
  listOf(caller, userId, candidateId, 'received').then(seen(caller, 'receivedProposals'));

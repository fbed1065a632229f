/**
 * The mails of a proposal: to the receiving family when it arrives and on each reminder, to the
 * sender when it is accepted or rejected, and when it expires unanswered (a kind closing word). Plain text with a simple HTML part and a link into the
 * right dashboard tab. They name the other family's candidate only as every member may see it
 * (first name, age, city; their words quoted on one line) — never a masked value — and a failed send
 * never fails the request. No mail goes to or about a family whose profile is closed.
 *
 * To whom: every member of the receiving family, each at their own address. How often: each
 * member's own 'Proposals and answers' frequency decides (the mother's daily, the father's weekly).
 * Never: no mail. Immediately: the mail is held 10 minutes (a HeldMail item per person) and the
 * heldMail job sends it unless that person opened the tab it points to meanwhile. Daily or weekly
 * digest: the item waits for that person's proposals digest (reminderDigest.ts). An expiry, which the daily job itself
 * causes, is not held: nobody was on the site to see it. A held mail names its proposal, and goes
 * only while the proposal is still as the mail tells (`stillAsAnnounced`): a family is not told
 * 'X proposed' after X revoked, nor 'accepted' after the acceptance was withdrawn. A reminder is
 * not kept for a person who still has this proposal's arrival or an earlier reminder waiting to be
 * sent: three reminders clicked in a minute mail the family once.
 */
import { ageOf, type CandidateRecord } from '#shared/domain/candidateView.js';
import { EXPIRY_DAYS, type ProposalState } from '#shared/domain/proposalRules.js';
import { defaultFrequencies } from '#shared/domain/user.js';
import { sitePaths } from '#shared/sitePaths.js';
import { newId } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { oneLine, quoted, sendMail, type MailResult } from '../lib/mail.js';
import { memberMail, siteUrl } from '../lib/mailLayout.js';
import { heldMailsOf, putHeldMail, type HeldMail } from './entities/heldMails.js';
import { getNotifySettings, getUser } from '../members/index.js';
import { getMember, mailRecipients } from '../family/index.js';
import { getProposals } from '../candidates/index.js';
import { isShownToOthers } from '../familyProfiles/index.js';

export type ProposalEvent = 'proposed' | 'reminded' | 'accepted' | 'rejected' | 'expired';

/** The other family's candidate, their words quoted: “Sanjay” (29, “Austin”). */
export const who = (c: CandidateRecord) => `${quoted(c.firstName)} (${ageOf(c.dobYear)}, ${quoted(c.city)})`;

/** How long an immediate mail waits for the family to see the news on the site first. */
const HOLD_MS = 10 * 60_000;

/** The dashboard tabs a proposal mail links. */
export type ProposalTab = 'receivedProposals' | 'myProposals';

export function contentOf(event: ProposalEvent, other: CandidateRecord, ownCandidate: CandidateRecord): { subject: string; line: string; tab: ProposalTab; button: string } {
  // The receiving family's own candidate: their own words, on one line.
  const own = { firstName: oneLine(ownCandidate.firstName) };
  switch (event) {
    case 'proposed':
      return { subject: `A proposal for ${own.firstName}`, line: `The family of ${who(other)} has sent a proposal to ${own.firstName}.`, tab: 'receivedProposals', button: 'See Received Proposals' };
    case 'reminded':
      return { subject: `A reminder: a proposal for ${own.firstName} is waiting`, line: `The family of ${who(other)} is waiting for your answer to their proposal to ${own.firstName}.`, tab: 'receivedProposals', button: 'See Received Proposals' };
    case 'accepted':
      return { subject: `Your proposal was accepted`, line: `The family of ${who(other)} accepted your proposal for ${own.firstName}. Their contact details are now in My Proposals.`, tab: 'myProposals', button: 'See My Proposals' };
    case 'expired':
      return { subject: `Your proposal has come to a close`, line: `Your proposal for ${own.firstName} to the family of ${who(other)} has had no answer for ${EXPIRY_DAYS} days, so we have closed it for you. Families are sometimes not ready yet; there are others to meet, and we wish you well in your search.`, tab: 'myProposals', button: 'See My Proposals' };
    case 'rejected':
      return { subject: `An answer to your proposal`, line: `The family of ${who(other)} has answered your proposal for ${own.firstName}: they will not go ahead. We wish you well in your search.`, tab: 'myProposals', button: 'See My Proposals' };
  }
}

/**
 * Mails the family of `to` about `event` of proposal `proposalId`, which the family of `from` caused,
 * as often as the family chose: held for 10 minutes, or kept for its digest, or not at all. Never throws.
 */
export async function mailProposalEvent(
  event: ProposalEvent, to: CandidateRecord, from: CandidateRecord, proposalId: string, at = new Date(),
): Promise<void> {
  // A closed profile (disabled, ineligible, no photo) is neither mailed nor mailed about.
  if (!isShownToOthers(to) || !isShownToOthers(from)) return;
  try {
    const account = await getUser(to.userProfileId);
    const waiting = event === 'reminded' ? await waitingNewsOf(to.userProfileId, proposalId) : new Set<string>();
    for (const member of account ? await mailRecipients(account) : []) {
      if (waiting.has(member.sub)) continue;
      const person = { familyId: to.userProfileId, sub: member.sub };
      const settings = await getNotifySettings(person);
      const frequency = settings?.proposalsFrequency ?? defaultFrequencies.proposalsFrequency;
      if (frequency === 'never') continue;
      if (frequency === 'immediately' && event === 'expired') {
        await sendProposalEventNow(event, to, from, member.sub);
        continue;
      }
      const immediate = frequency === 'immediately';
      await putHeldMail({
        id: newId(), userId: to.userProfileId, memberId: member.sub, event, proposalId, toCandidateId: to.id, fromCandidateId: from.id, tab: contentOf(event, from, to).tab,
        mode: immediate ? 'immediate' : 'digest', createdDate: at.toISOString(), dueAt: new Date(at.getTime() + (immediate ? HOLD_MS : 0)).toISOString(),
      });
    }
  } catch (error) {
    logger.warn('Proposal mail not kept', { event, error });
  }
}

/** The people of the family (subs) with a mail still to be sent that tells of the proposal waiting: its arrival or a reminder. */
async function waitingNewsOf(familyId: string, proposalId: string): Promise<Set<string>> {
  const held = await heldMailsOf(familyId);
  return new Set(held
    .filter((m) => m.proposalId === proposalId && !m.mailedAt && (m.event === 'proposed' || m.event === 'reminded'))
    .map((m) => m.memberId ?? familyId));
}

/**
 * Sends the mail of `event` now to one person of the family of `to` (`memberId`, their sub; the
 * founder's is the family's id): 'sent', 'undeliverable' (the address is marked so: nothing went),
 * or false when there is nobody to mail (the family closed, the person left). Throws when the send
 * fails (the caller may retry).
 */
export async function sendProposalEventNow(event: ProposalEvent, to: CandidateRecord, from: CandidateRecord, memberId: string): Promise<MailResult | false> {
  if (!isShownToOthers(to) || !isShownToOthers(from)) return false;
  const [account, member] = await Promise.all([getUser(to.userProfileId), getMember(memberId)]);
  if (!account || account.status !== 'active') return false;
  // A founder from before families (no member item yet) is the account's own address.
  const person = member ? (member.familyId === account.id && member.status === 'active' ? member : undefined)
    : memberId === account.id ? { email: account.userEmail, firstName: account.firstName } : undefined;
  if (!person?.email) return false;
  const { subject, line, tab, button } = contentOf(event, from, to);
  return sendMail({
    to: person.email,
    subject: oneLine(subject),
    ...memberMail(person.firstName, [line, { links: [{ label: button, url: siteUrl(sitePaths[tab]) }] }]),
  });
}

/**
 * Whether the proposal is still as the mail of `event` tells of it: 'proposed' and 'reminded' while
 * it waits for an answer, 'accepted' while accepted and not withdrawn, 'rejected' and 'expired'
 * while so. A proposal gone altogether tells nothing any more.
 */
export function stillAsAnnounced(event: ProposalEvent, p: ProposalState | undefined): boolean {
  if (!p) return false;
  switch (event) {
    case 'proposed':
    case 'reminded':
      return p.responseType === 'pending' && !p.revoked;
    case 'accepted':
      return p.responseType === 'accepted' && !p.revoked;
    case 'rejected':
    case 'expired':
      return p.responseType === event;
  }
}

/**
 * The held mails whose proposal has moved on since they were made (revoked, answered, ended), so
 * they must not go: their proposals read in one BatchGet (100 keys a request, strongly consistent). A proposal never
 * returns to an earlier state, so these may be deleted. Items made before the proposal id was
 * stored are never among them: they go as made.
 */
export async function heldMailsOutdated(held: HeldMail[]): Promise<Set<HeldMail>> {
  const ids = [...new Set(held.flatMap((m) => (m.proposalId ? [m.proposalId] : [])))];
  if (!ids.length) return new Set();
  // Consistent: the digest releases in the same run the 'expired' mails its own expiries just made.
  const proposals = new Map((await getProposals(ids, { consistent: true })).map((p) => [p.id, p]));
  return new Set(held.filter((m) => m.proposalId && !stillAsAnnounced(m.event, proposals.get(m.proposalId))));
}

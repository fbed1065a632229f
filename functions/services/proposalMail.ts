/**
 * The mails of a proposal: to the receiving family when it arrives and on each reminder, to the
 * sender when it is accepted or rejected, and when it expires unanswered (a kind closing word). Plain text with a simple HTML part and a link into the
 * right dashboard tab. They name the other family's candidate only as every member may see it
 * (first name, age, city; their words quoted on one line) — never a masked value — and a failed send
 * never fails the request. No mail goes to or about a family whose profile is closed.
 */
import { ageOf, type CandidateRecord } from '#shared/domain/candidateView.js';
import { EXPIRY_DAYS } from '#shared/domain/proposals.js';
import { config } from '../lib/config.js';
import { escapeHtml, oneLine, quoted, sendMailQuietly } from '../lib/mail.js';
import { getUser } from '../repositories/users.js';
import { isShownToOthers } from './familyProfiles.js';

export type ProposalEvent = 'proposed' | 'reminded' | 'accepted' | 'rejected' | 'expired';

/** The other family's candidate, their words quoted: “Sanjay” (29, “Austin”). */
export const who = (c: CandidateRecord) => `${quoted(c.firstName)} (${ageOf(c.dobYear)}, ${quoted(c.city)})`;

function contentOf(event: ProposalEvent, other: CandidateRecord, ownCandidate: CandidateRecord) {
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

/** Mails the family of `to` about `event`, which the family of `from` caused. */
export async function mailProposalEvent(event: ProposalEvent, to: CandidateRecord, from: CandidateRecord): Promise<void> {
  // A closed profile (disabled, ineligible, no photo) is neither mailed nor mailed about.
  if (!isShownToOthers(to) || !isShownToOthers(from)) return;
  const account = await getUser(to.userProfileId);
  if (!account || account.status !== 'active') return;
  const { subject, line, tab, button } = contentOf(event, from, to);
  const link = `${config.appUrl.replace(/\/+$/, '')}/dashboard/${tab}`;
  await sendMailQuietly({
    to: account.userEmail,
    subject: oneLine(subject),
    text: `Hello ${oneLine(account.firstName)},\n\n${line}\n\n${button}: ${link}\n\n— rishta, run by community volunteers`,
    html: `<p>Hello ${escapeHtml(oneLine(account.firstName))},</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p><p>— rishta, run by community volunteers</p>`,
  });
}

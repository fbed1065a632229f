/**
 * The daily digest of proposals waiting for an answer, and the gentle end of those that never get
 * one. Reads only the pending proposals sent more than DIGEST_AFTER_DAYS ago (gsi3, oldest first):
 * - a proposal pending EXPIRY_DAYS after its sending or last reminder expires — one conditional
 *   update, so an answer or reminder racing it wins or loses whole — and its sender gets a kind
 *   closing mail (only the run whose update landed sends it);
 * - the rest are listed, one mail per receiving member, in that member's digest of the day.
 */
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { DIGEST_AFTER_DAYS, EXPIRY_DAYS, lastActivityOf } from '#shared/domain/proposals.js';
import { config } from '../lib/config.js';
import { escapeHtml, oneLine } from '../lib/mail.js';
import { landed } from '../lib/errors.js';
import { dayOf, hasTimeLeft, jobNow, type JobContext, type JobEvent, type JobResult } from '../lib/jobRun.js';
import { logger } from '../lib/logger.js';
import { getCandidates } from '../repositories/candidates.js';
import { getJobState, putJobState } from '../repositories/digestMarkers.js';
import { getProposals, PENDING_SHARDS, pendingIdsBefore, updateProposal, type ProposalRecord } from '../repositories/proposals.js';
import { counter, recipientOf, sendOnce } from './digestRecipients.js';
import { isShownToOthers } from './familyProfiles.js';
import { mailProposalEvent, who } from './proposalMail.js';

const JOB = 'reminderDigest';
const DAY_MS = 86_400_000;

/** Every pending proposal sent before `before`, read whole (the index holds keys only). */
async function pendingSentBefore(before: string): Promise<ProposalRecord[]> {
  const ids: string[] = [];
  for (let shard = 0; shard < PENDING_SHARDS; shard++) ids.push(...await pendingIdsBefore(shard, before));
  return getProposals(ids);
}

/** Ends a proposal nobody answered; false when something else happened to it first. */
async function expire(p: ProposalRecord, at: Date): Promise<boolean> {
  return landed(updateProposal(p.id, { responseType: 'expired', updatedDate: at.toISOString() },
    'responseType = :pending AND revoked = :no AND updatedDate = :seen', { ':pending': 'pending', ':no': false, ':seen': p.updatedDate }));
}

const daysSince = (iso: string, at: Date) => Math.max(0, Math.round((at.getTime() - Date.parse(iso)) / DAY_MS));

function digestContent(accountName: string, receiver: CandidateRecord, waiting: { from: CandidateRecord; p: ProposalRecord }[], at: Date) {
  const link = `${config.appUrl.replace(/\/+$/, '')}/dashboard/receivedProposals`;
  const lines = waiting.map(({ from, p }) => {
    const days = daysSince(p.createdDate, at);
    return `The family of ${who(from)}, waiting ${days} day${days === 1 ? '' : 's'}`;
  });
  const count = waiting.length;
  const firstName = oneLine(accountName);
  const candidate = oneLine(receiver.firstName);
  const intro = `${count === 1 ? 'A family is' : `${count} families are`} waiting for your answer to their proposal to ${candidate}:`;
  const close = `Proposals with no answer end after ${EXPIRY_DAYS} days.`;
  return {
    subject: count === 1 ? `A proposal for ${candidate} is waiting for your answer` : `${count} proposals for ${candidate} are waiting for your answer`,
    text: `Hello ${firstName},\n\n${intro}\n${lines.map((l) => `- ${l}`).join('\n')}\n\n${close}\n\nSee Received Proposals: ${link}\n\n— rishta, run by community volunteers`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(intro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
      + `<p>${escapeHtml(close)}</p><p><a href="${escapeHtml(link)}">See Received Proposals</a></p><p>— rishta, run by community volunteers</p>`,
  };
}

export async function runReminderDigest(event?: JobEvent, context?: JobContext): Promise<JobResult> {
  const at = jobNow(event);
  const period = dayOf(at);
  const { counts, add } = counter();
  const state = await getJobState(JOB);
  if (state && state.lastPeriod >= period) {
    logger.info('reminderDigest: the period is already done', { period });
    return { job: JOB, period, complete: true, counts };
  }
  const timeLeft = hasTimeLeft(context);
  const proposals = await pendingSentBefore(new Date(at.getTime() - DIGEST_AFTER_DAYS * DAY_MS).toISOString());
  add('pendingSeen', proposals.length);
  const families = new Map((await getCandidates([...new Set(proposals.flatMap((p) => [p.fromCandidateId, p.toCandidateId]))])).map((c) => [c.id, c]));

  // Expiry first: an expired proposal is not listed in today's digest.
  const expiryLine = new Date(at.getTime() - EXPIRY_DAYS * DAY_MS).toISOString();
  const waitingByReceiver = new Map<string, { from: CandidateRecord; p: ProposalRecord }[]>();
  let complete = true;
  for (const p of proposals) {
    if (p.responseType !== 'pending' || p.revoked) continue; // the index lags a change: nothing to do
    if (lastActivityOf(p) < expiryLine) {
      if (!timeLeft()) { complete = false; break; }
      if (await expire(p, at)) {
        add('expired');
        const sender = families.get(p.fromCandidateId);
        const receiver = families.get(p.toCandidateId);
        if (sender && receiver) await mailProposalEvent('expired', sender, receiver);
      }
      continue;
    }
    const from = families.get(p.fromCandidateId);
    if (!from || !isShownToOthers(from)) { add('skippedSenderGone'); continue; }
    const list = waitingByReceiver.get(p.toCandidateId) ?? [];
    list.push({ from, p });
    waitingByReceiver.set(p.toCandidateId, list);
  }

  for (const [receiverId, waiting] of complete ? [...waitingByReceiver].sort(([a], [b]) => (a < b ? -1 : 1)) : []) {
    if (!timeLeft()) { complete = false; break; }
    const receiver = families.get(receiverId);
    add('membersSeen');
    // A closed profile (disabled, ineligible, no photo) gets no digest.
    if (!receiver || !isShownToOthers(receiver)) { add('skipped'); continue; }
    const { account, outcome } = await recipientOf(receiver.userProfileId, 'pendingProposals');
    const result = account ? await sendOnce(JOB, period, at, account, 'pendingProposals', digestContent(account.firstName, receiver, waiting, at)) : outcome!;
    add(result === 'sent' ? 'mailsSent' : result === 'failed' ? 'failed' : 'skipped');
    if (result === 'failed') complete = false;
  }
  if (complete) await putJobState(JOB, { lastPeriod: period, lastRunAt: at.toISOString() });
  logger.info('reminderDigest finished', { period, complete, ...counts });
  return { job: JOB, period, complete, counts };
}

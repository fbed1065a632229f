/**
 * The daily digest of proposals waiting for an answer, and the gentle end of those that never get
 * one. Reads only the pending proposals sent more than DIGEST_AFTER_DAYS ago (gsi3, oldest first):
 * - a proposal pending EXPIRY_DAYS after its sending or last reminder expires — one conditional
 *   update, so an answer or reminder racing it wins or loses whole — and its sender gets a kind
 *   closing mail (only the run whose update landed sends it);
 * - the rest are listed, one mail per person of the receiving family, in that person's digest of the day.
 * With them go the proposal mails the member chose to get as a digest (HeldMail items
 * of mode 'digest'), on the days the member's 'Proposals and answers' frequency names (every day,
 * or Mondays for weekly). A family active in the last hour is not told again what it already saw
 * on the site, judged per person (the waiting proposals, when they opened Received Proposals; a held
 * item after whose making they opened the item's tab). A held item whose proposal has moved on since (revoked,
 * answered, ended) is dropped, not listed.
 * A run cut by the time limit leaves its position in the job state (so a long period ends in its window): the next run of the
 * day walks the same members (the work list as of the first run's time) from after the last one
 * done, so it reads nothing of those already mailed; the markers still keep every mail single.
 */
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { DIGEST_AFTER_DAYS, EXPIRY_DAYS, lastActivityOf } from '#shared/domain/proposalRules.js';
import { sitePaths } from '#shared/sitePaths.js';
import { oneLine } from '../lib/mail.js';
import { memberMail, siteUrl, type MailPart } from '../lib/mailLayout.js';
import { landed } from '../lib/errors.js';
import { openDailyRun, type JobContext, type JobEvent, type JobResult } from '../lib/jobRun.js';
import { logger } from '../lib/logger.js';
import {
  blockedEitherWay, getCandidates, getProposals, PENDING_SHARDS, pendingIdsBefore, type ProposalRecord,
  tabsSeenOf, updateProposal,
} from '../candidates/index.js';
import { getJobState, putJobProgress, putJobState } from './entities/digestMarkers.js';
import {
  contentOf, deleteHeldMail, dueHeldKeys, getHeldMails, type HeldMail, heldMailsOutdated, mailProposalEvent,
  markHeldDigested, unmarkHeldDigested, who,
} from '../proposals/index.js';
import { familyRecipients, recipientOf, resultCounts, sendOnce, type Outcome, type Recipient } from './digestRecipients.js';
import { isShownToOthers } from '../familyProfiles/index.js';

const JOB = 'reminderDigest';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Every pending proposal sent before `before`, read whole (the index holds keys only). */
async function pendingSentBefore(before: string): Promise<ProposalRecord[]> {
  // The shards side by side: each is a read that waits on DynamoDB, and their order does not matter.
  const shards = Array.from({ length: PENDING_SHARDS }, (_, shard) => pendingIdsBefore(shard, before));
  return getProposals((await Promise.all(shards)).flat());
}

/** Ends a proposal nobody answered; false when something else happened to it first. */
async function expire(p: ProposalRecord, at: Date): Promise<boolean> {
  return landed(updateProposal(p.id, { responseType: 'expired', updatedDate: at.toISOString() },
    'responseType = :pending AND revoked = :no AND updatedDate = :seen', { ':pending': 'pending', ':no': false, ':seen': p.updatedDate }));
}

const daysSince = (iso: string, at: Date) => Math.max(0, Math.round((at.getTime() - Date.parse(iso)) / DAY_MS));

interface News {
  m: HeldMail;
  line: string;
}

function digestContent(accountName: string, receiver: CandidateRecord, waiting: { from: CandidateRecord; p: ProposalRecord }[], news: News[], at: Date) {
  const lines = waiting.map(({ from, p }) => {
    const days = daysSince(p.createdDate, at);
    return `The family of ${who(from)}, waiting ${days} day${days === 1 ? '' : 's'}`;
  });
  const count = waiting.length;
  const candidate = oneLine(receiver.firstName);
  const intro = count ? `${count === 1 ? 'A family is' : `${count} families are`} waiting for your answer to their proposal to ${candidate}:` : '';
  const close = count ? `Proposals with no answer end after ${EXPIRY_DAYS} days.` : '';
  const newsIntro = news.length ? 'New since our last note:' : '';
  const tabs = [...new Set([...(count ? ['receivedProposals'] : []), ...news.map((n) => n.m.tab)])];
  const buttons = tabs.map((t) => ({ label: t === 'myProposals' ? 'See My Proposals' : 'See Received Proposals', url: siteUrl(t === 'myProposals' ? sitePaths.myProposals : sitePaths.receivedProposals) }));
  const subject = news.length
    ? `${news.length === 1 ? 'News' : `${news.length} updates`} about proposals for ${candidate}`
    : count === 1 ? `A proposal for ${candidate} is waiting for your answer` : `${count} proposals for ${candidate} are waiting for your answer`;
  const parts: MailPart[] = [
    ...(news.length ? [{ intro: newsIntro, items: news.map((n) => ({ text: n.line })) }] : []),
    ...(count ? [{ intro, items: lines.map((text) => ({ text })) }, close] : []),
    { links: buttons },
  ];
  return { subject, ...memberMail(accountName, parts) };
}

/** The run's position is written after this many members (and when the run stops short): a crash re-walks at most these. */
const PROGRESS_EVERY = 24;
/** Members mailed side by side: within one group their reads and sends overlap. */
const MEMBERS_AT_ONCE = 8;

interface Plan {
  receiverId: string;
  /** The person mailed: their family and sub. */
  familyId: string;
  sub: string;
  waiting: { from: CandidateRecord; p: ProposalRecord }[];
  held: HeldMail[];
}

export async function runReminderDigest(event?: JobEvent, context?: JobContext): Promise<JobResult> {
  const run = await openDailyRun(JOB, event, context, getJobState);
  if (run.done) return run.done;
  const { at, period, counts, add, state, timeLeft } = run;
  // A later run of a period an earlier run left unfinished resumes after the last member that run
  // finished, on the work list as of that run's time (the same members, in the same order).
  const resume = state?.progress?.period === period ? state.progress : undefined;
  const asOf = resume ? new Date(resume.asOf) : at;
  const proposals = await pendingSentBefore(new Date(asOf.getTime() - DIGEST_AFTER_DAYS * DAY_MS).toISOString());
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
        if (sender && receiver) await mailProposalEvent('expired', sender, receiver, p.id, at);
      }
      continue;
    }
    const from = families.get(p.fromCandidateId);
    if (!from || !isShownToOthers(from)) { add('skippedSenderGone'); continue; }
    const list = waitingByReceiver.get(p.toCandidateId) ?? [];
    list.push({ from, p });
    waitingByReceiver.set(p.toCandidateId, list);
  }

  // One plan per person: the proposals waiting on the family's candidate (for each member who signs
  // in) and the news held for that person's digest. Keyed family, then person, in a string order
  // (the founder's key is the family's id alone) so that a resumed run walks the same order.
  const recipients = new Map<string, Promise<Recipient[]>>();
  const recipientsOf = (familyId: string) => {
    if (!recipients.has(familyId)) recipients.set(familyId, familyRecipients(familyId));
    return recipients.get(familyId)!;
  };
  const planKey = (familyId: string, sub: string) => (sub === familyId ? familyId : `${familyId} ${sub}`);
  const plans = new Map<string, Plan>();
  // The receiving families' members, read MEMBERS_AT_ONCE families side by side (each read waits on DynamoDB).
  const receivingFamilies = [...new Set([...waitingByReceiver.keys()].flatMap((id) => families.get(id)?.userProfileId ?? []))];
  for (let i = 0; i < receivingFamilies.length; i += MEMBERS_AT_ONCE) await Promise.all(receivingFamilies.slice(i, i + MEMBERS_AT_ONCE).map(recipientsOf));
  for (const [receiverId, waiting] of waitingByReceiver) {
    const receiver = families.get(receiverId);
    // A closed profile (disabled, ineligible, no photo) gets no digest.
    if (!receiver || !isShownToOthers(receiver)) { add('skipped'); continue; }
    for (const r of await recipientsOf(receiver.userProfileId)) {
      plans.set(planKey(r.familyId, r.sub), { receiverId, familyId: r.familyId, sub: r.sub, waiting, held: [] });
    }
  }
  // News due after the work list's time waits for the next digest (a resumed run lists what the first would have).
  const held = complete ? await getHeldMails(await dueHeldKeys('digest', asOf.toISOString())) : [];
  for (const m of held) {
    const sub = m.memberId ?? m.userId;
    const key = planKey(m.userId, sub);
    const plan = plans.get(key) ?? { receiverId: m.toCandidateId, familyId: m.userId, sub, waiting: [], held: [] };
    plan.held.push(m);
    plans.set(key, plan);
  }
  const todo = [...plans].filter(([userId]) => !resume || userId > resume.after).sort(([a], [b]) => (a < b ? -1 : 1));
  if (resume) add('resumedAfterMembers', plans.size - todo.length);
  const todoHeld = todo.flatMap(([, plan]) => plan.held);
  const outdated = await heldMailsOutdated(todoHeld.filter((m) => m.digestedIn !== period));
  const missing = [...new Set(todoHeld.flatMap((m) => [m.toCandidateId, m.fromCandidateId]))].filter((id) => !families.has(id));
  for (const c of await getCandidates(missing)) families.set(c.id, c);

  const mailMember = async (plan: Plan): Promise<Outcome | 'skipped'> => {
    const userId = plan.familyId;
    const person = (await recipientsOf(userId)).find((r) => r.sub === plan.sub);
    const receiver = families.get(plan.receiverId);
    // News an earlier run of this period already mailed (a run cut after the send) goes now.
    for (const m of plan.held.filter((h) => h.digestedIn === period)) await deleteHeldMail(m);
    let news = plan.held.filter((h) => h.digestedIn !== period);
    // A person who left meanwhile is nobody to mail: their news goes.
    const { recipient, outcome, frequency, flagOn } = person ? await recipientOf(person, 'pendingProposals', at, { flag: false }) : { outcome: 'inactive' as const };
    if (!recipient || !receiver || !isShownToOthers(receiver)) {
      // Never mailed: 'never', or nobody left to mail. Other days' frequencies keep their news.
      if (outcome !== 'notThisDay') for (const m of news) await deleteHeldMail(m);
      return outcome === 'notThisDay' ? 'notThisDay' : 'skipped';
    }
    const seen = await tabsSeenOf(recipient);
    const recently = (tab: 'receivedProposals') => (seen[tab] && Date.parse(seen[tab]) >= at.getTime() - HOUR_MS ? seen[tab] : undefined);
    const seenReceived = recently('receivedProposals');
    const waiting = flagOn ? plan.waiting.filter(({ p }) => !(seenReceived && p.createdDate <= seenReceived)) : [];
    if (waiting.length < plan.waiting.length) add('seenOnSite', plan.waiting.length - waiting.length);
    // News the person saw on the site after it happened, about a family now closed or blocked
    // (either way), or about a proposal since revoked, answered or ended, goes unsent.
    const blocked = news.length ? await blockedEitherWay(userId) : new Set<string>();
    const stale = news.filter((m) => {
      const visited = seen[m.tab as keyof typeof seen];
      const from = families.get(m.fromCandidateId);
      return (visited !== undefined && visited >= m.createdDate) || !from || !isShownToOthers(from)
        || blocked.has(from.userProfileId) || outdated.has(m);
    });
    const dropped = stale.filter((m) => outdated.has(m)).length;
    if (dropped) add('outdated', dropped);
    for (const m of stale) await deleteHeldMail(m);
    news = news.filter((m) => !stale.includes(m));
    if (!waiting.length && !news.length) return 'skipped';
    const lines = news.map((m) => ({ m, line: contentOf(m.event, families.get(m.fromCandidateId)!, receiver).line }));
    const result = await sendOnce(JOB, period, at, recipient, 'pendingProposals', digestContent(recipient.firstName, receiver, waiting, lines, at), frequency, {
      before: async () => { for (const m of news) await markHeldDigested(m, period); },
      failed: async () => { for (const m of news) await unmarkHeldDigested(m); },
    });
    // An address marked undeliverable gets no mail, now or later: its news goes as if mailed.
    if (result === 'sent' || result === 'undeliverable') for (const m of news) await deleteHeldMail(m);
    return result;
  };

  // Members in user id order, up to MEMBERS_AT_ONCE side by side (each member's reads and send wait
  // on DynamoDB and SES, not on this process), each taken only while the run has time left. The
  // position moves past a group only once all of it is done, and never past a failed send (the
  // run goes on mailing others, and the next run of the period tries that member again).
  let done: string | undefined;
  let unsaved = 0;
  let failed = false;
  const saveProgress = async () => {
    if (done && unsaved) await putJobProgress(JOB, { period, after: done, asOf: asOf.toISOString() });
    unsaved = 0;
  };
  for (let next = 0; complete && next < todo.length;) {
    const group: typeof todo = [];
    while (group.length < MEMBERS_AT_ONCE && next < todo.length) {
      if (!timeLeft()) { complete = false; break; }
      group.push(todo[next++]!);
    }
    add('membersSeen', group.length);
    const results = await Promise.all(group.map(([, plan]) => mailMember(plan)));
    for (const result of results) add(resultCounts[result]);
    failed ||= results.includes('failed');
    if (failed || !group.length) continue;
    done = group.at(-1)![0];
    unsaved += group.length;
    if (unsaved >= PROGRESS_EVERY) await saveProgress();
  }
  if (failed) complete = false;
  if (complete) await putJobState(JOB, { lastPeriod: period, lastRunAt: at.toISOString() });
  else await saveProgress();
  logger.info('reminderDigest finished', { period, complete, ...counts });
  return { job: JOB, period, complete, counts };
}

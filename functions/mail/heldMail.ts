/**
 * The heldMail job (every 5 minutes): sends the proposal mails held for 10 minutes (proposalMail.ts)
 * whose person (each member of the family has their own) did not open the tab the mail points to since the mail was made and whose proposal
 * is still as the mail tells (not revoked, answered or ended meanwhile) and whose sending family no
 * block stands between (either way, one Query of blocks per recipient), and drops the others.
 * Each item is mailed at most once (the mailOnce lease, then `mailedAt`) and deleted after, so a
 * run cut by the time limit, or two runs at once, mail nobody twice; a failed send gives the lease
 * back and the next run tries again.
 */
import { defaultFrequencies } from '#shared/domain/user.js';
import { counter, hasTimeLeft, jobNow, type JobContext, type JobEvent, type JobResult } from '../lib/jobRun.js';
import { logger } from '../lib/logger.js';
import { blockedEitherWay, getCandidates, type SeenTab, tabsSeenOf } from '../candidates/index.js';
import {
  deleteHeldMail, dueHeldKeys, getHeldMails, type HeldMail, heldMailKeys, heldMailsOutdated,
  sendProposalEventNow,
} from '../proposals/index.js';
import { markMailed, releaseMailLease, takeMailLease } from '../store/mailOnce.js';
import { getNotifySettings } from '../members/index.js';

const JOB = 'heldMail';

/** The person a held mail is for (items from before families name none: the founder). */
const personOf = (m: HeldMail) => ({ familyId: m.userId, sub: m.memberId ?? m.userId });

/** True when the person mailed opened the mail's tab after the mail was made (another member's visit does not count). */
async function seenOnSite(m: HeldMail): Promise<boolean> {
  const seen = (await tabsSeenOf(personOf(m)))[m.tab as SeenTab];
  return seen !== undefined && seen >= m.createdDate;
}

export async function runHeldMail(event?: JobEvent, context?: JobContext): Promise<JobResult> {
  const at = jobNow(event);
  const period = at.toISOString().slice(0, 16);
  const { counts, add } = counter();
  const timeLeft = hasTimeLeft(context);
  const due = (await getHeldMails(await dueHeldKeys('immediate', at.toISOString()))).sort((a, b) => (a.dueAt < b.dueAt ? -1 : 1));
  add('due', due.length);
  const outdated = await heldMailsOutdated(due.filter((m) => !m.mailedAt));
  // The blocks of each recipient, read once however many of its mails are due.
  const blocks = new Map<string, Promise<Set<string>>>();
  const blockedFor = (userId: string) => {
    if (!blocks.has(userId)) blocks.set(userId, blockedEitherWay(userId));
    return blocks.get(userId)!;
  };
  let complete = true;
  for (const m of due) {
    if (!timeLeft()) { complete = false; break; }
    if (m.mailedAt) { await deleteHeldMail(m); continue; } // mailed by a run cut before it deleted the item
    if (outdated.has(m)) {
      await deleteHeldMail(m);
      add('outdated');
      continue;
    }
    const settings = await getNotifySettings(personOf(m));
    if ((settings?.proposalsFrequency ?? defaultFrequencies.proposalsFrequency) === 'never' || (await seenOnSite(m))) {
      await deleteHeldMail(m);
      add('dropped');
      continue;
    }
    const key = heldMailKeys.held(m);
    if (!(await takeMailLease(key))) { add('busy'); continue; }
    const families = new Map((await getCandidates([m.toCandidateId, m.fromCandidateId])).map((c) => [c.id, c]));
    const to = families.get(m.toCandidateId);
    const from = families.get(m.fromCandidateId);
    // A family blocked since (either way) is no news: the item goes unsent (its lease with it).
    if (from && (await blockedFor(m.userId)).has(from.userProfileId)) {
      await deleteHeldMail(m);
      add('blocked');
      continue;
    }
    try {
      const sent = to && from ? await sendProposalEventNow(m.event, to, from, personOf(m).sub) : false;
      await markMailed(key);
      await deleteHeldMail(m);
      add(sent === 'sent' ? 'mailsSent' : sent === 'undeliverable' ? 'skippedUndeliverable' : 'skipped');
    } catch (error) {
      logger.warn('Held mail not sent; the next run tries again', { error });
      await releaseMailLease(key).catch(() => undefined);
      add('failed');
      complete = false;
    }
  }
  logger.info('heldMail finished', { period, complete, ...counts });
  return { job: JOB, period, complete, counts };
}

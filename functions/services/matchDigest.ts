/**
 * The weekly digest of new matched profiles: one mail per member whose expectation gained matched
 * profiles since the last digest, with how many and a link to the Matched tab — only to members
 * with emailNotifyExpectMatchedProfileFlag on.
 * "New" is a profile that entered search since the last finished run (gsi3 `LISTED#{day}`, keys
 * only); "matched" is the Matched tab's rule (gender, age and must-haves, counted on the packed
 * cards: shared/domain/cardFit.ts). Members are the listed profiles with an expectation: their
 * cards carry it, so one read of the search index finds them all, and only a member with new
 * matches costs any further read (their hidden profiles, their account and settings).
 */
import { BIRTH_YEAR_MIN } from '#shared/domain/lists.js';
import { maxBirthYear } from '#shared/domain/candidate.js';
import { theirsCounter, yoursCounter } from '#shared/domain/cardFit.js';
import { decodeFacts, decodeWants, hasWants } from '#shared/domain/searchCard.js';
import { config } from '../lib/config.js';
import { escapeHtml, oneLine } from '../lib/mail.js';
import { dayOf, hasTimeLeft, jobNow, weekOf, type JobContext, type JobEvent, type JobResult } from '../lib/jobRun.js';
import { logger } from '../lib/logger.js';
import { getCandidates, listedOn } from '../repositories/candidates.js';
import { getJobState, putJobState } from '../repositories/digestMarkers.js';
import { candidateIdOf, readSearchIndex, searchPartitions, type SearchEntry } from '../repositories/searchIndex.js';
import { counter, recipientOf, sendOnce } from './digestRecipients.js';
import { hiddenFor, isShownToOthers } from './familyProfiles.js';

const JOB = 'matchDigest';
const WEEK_MS = 7 * 86_400_000;

/** Ids of the profiles listed from `since` up to `at`, one gsi3 partition per day. */
async function listedBetween(since: Date, at: Date): Promise<Set<string>> {
  const days: string[] = [];
  for (let d = new Date(since); dayOf(d) <= dayOf(at); d = new Date(d.getTime() + 86_400_000)) days.push(dayOf(d));
  const lists = await Promise.all(days.map((day) => listedOn(day, since.toISOString())));
  return new Set(lists.flat());
}

function content(accountName: string, ownCandidateName: string, count: number) {
  const firstName = oneLine(accountName);
  const candidateName = oneLine(ownCandidateName);
  const link = `${config.appUrl.replace(/\/+$/, '')}/dashboard`;
  const line = count === 1
    ? `One new profile matches what you are looking for for ${candidateName} since our last note.`
    : `${count} new profiles match what you are looking for for ${candidateName} since our last note.`;
  return {
    subject: count === 1 ? `A new matched profile for ${candidateName}` : `${count} new matched profiles for ${candidateName}`,
    text: `Hello ${firstName},\n\n${line}\n\nSee Matched Profiles: ${link}\n\n— rishta, run by community volunteers`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(link)}">See Matched Profiles</a></p><p>— rishta, run by community volunteers</p>`,
  };
}

export async function runMatchDigest(event?: JobEvent, context?: JobContext): Promise<JobResult> {
  const at = jobNow(event);
  const period = weekOf(at);
  const { counts, add } = counter();
  const state = await getJobState(JOB);
  if (state && state.lastPeriod >= period) {
    logger.info('matchDigest: the period is already done', { period });
    return { job: JOB, period, complete: true, counts };
  }
  const timeLeft = hasTimeLeft(context);
  const since = state ? new Date(state.lastRunAt) : new Date(at.getTime() - WEEK_MS);
  const newIds = await listedBetween(since, at);
  add('newProfiles', newIds.size);
  let complete = true;
  if (newIds.size) {
    const { entries } = await readSearchIndex(searchPartitions({ minYear: BIRTH_YEAR_MIN, maxYear: maxBirthYear(at) }));
    const fresh = entries.filter((e) => newIds.has(candidateIdOf(e)));
    // Each member with an expectation: how many new profiles pass its hard limits (in place, on the cards).
    const gained: { member: SearchEntry; matches: SearchEntry[] }[] = [];
    for (const member of entries) {
      if (!hasWants(member.sc)) continue;
      const yours = yoursCounter(decodeWants(member.sc)!, at);
      // The gotra rule holds both ways: a new profile whose family rules out the member's gotra is no match.
      const theirs = theirsCounter(decodeFacts(member.sc), at);
      const matches = fresh.filter((e) => e.pk !== member.pk && yours(e.sc).hardLimitsHold && theirs(e.sc).gotraRuleHolds);
      if (matches.length) gained.push({ member, matches });
    }
    add('membersWithNewMatches', gained.length);
    const members = new Map((await getCandidates(gained.map((g) => candidateIdOf(g.member)))).map((c) => [c.id, c]));
    for (const { member, matches } of gained) {
      if (!timeLeft()) { complete = false; break; }
      add('membersSeen');
      const own = members.get(candidateIdOf(member));
      // The index may lag a flag set on the item: a closed profile (disabled, ineligible, no photo) gets no digest.
      if (!own || !isShownToOthers(own)) { add('skipped'); continue; }
      // Profiles the member never sees (Not Interested, blocked either way) are not news either.
      const hidden = await hiddenFor(own);
      const count = matches.filter((e) => !hidden.has(e.pk)).length;
      if (!count) { add('skipped'); continue; }
      const { account, outcome } = await recipientOf(own.userProfileId, 'newMatches');
      const result = account ? await sendOnce(JOB, period, at, account, 'newMatches', content(account.firstName, own.firstName, count)) : outcome!;
      add(result === 'sent' ? 'mailsSent' : result === 'failed' ? 'failed' : 'skipped');
      if (result === 'failed') complete = false;
    }
  }
  if (complete) await putJobState(JOB, { lastPeriod: period, lastRunAt: at.toISOString() });
  logger.info('matchDigest finished', { period, complete, ...counts });
  return { job: JOB, period, complete, counts };
}

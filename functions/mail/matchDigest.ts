/**
 * The digest of new matched profiles, daily or weekly as each member chose ('New matched
 * profiles' frequency; weekly ones on Mondays), only to members with
 * emailNotifyExpectMatchedProfileFlag on. It lists the profiles new to the member since its last
 * digest — ones that became visible, or started to fit — where both sides meet each other's
 * must-haves (shared/domain/cardFit.ts, the Matched tab's rule, both ways), best two-way fit first,
 * at most 10 with 'and N more'; no mail when there are none. What a member was sent is remembered
 * (MatchesSent), so a profile sent last week is never listed again.
 * A pair may have "started to fit" when either card changed: a profile is a candidate for the news
 * when it entered search within the window (gsi3 `LISTED#{day}`, keys only) or its card changed in it
 * (its `ssk`, the updated time: facts, visibility, or its own expectation, which moves it too); a
 * member whose own card changed in the window (its expectation, or the facts other families' must-haves
 * judge) after its last digest weighs every listed profile (one BatchGet of those members' Matches
 * sent tells; a change the last digest already followed made no new pair). Of those, only what changed after the member's last digest
 * (`lastDigestAt` of MatchesSent) is news: a pair unchanged since was told then, or did not fit.
 * The index is read as of the run's time (a card written after it is the next run's news).
 * Members are the listed profiles with an expectation: their cards carry it, so one read of the
 * search index finds them all, and only a member with candidate matches costs any further read.
 * A member active on the Matched tab in the last hour is not told of what changed before it looked.
 * A profile the family already has a proposal with, either way and whatever became of it, is no news.
 */
import { BIRTH_YEAR_MIN, maxBirthYear } from '#shared/domain/lists.js';
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { theirsCounter, yoursCounter } from '#shared/domain/cardFit.js';
import { twoWayScore } from '#shared/domain/matching.js';
import { decodeFacts, decodeWants, hasWants } from '#shared/domain/searchCard.js';
import { sitePaths } from '#shared/sitePaths.js';
import { oneLine } from '../lib/mail.js';
import { memberMail, siteUrl } from '../lib/mailLayout.js';
import { dayOf, openDailyRun, type JobContext, type JobEvent, type JobResult } from '../lib/jobRun.js';
import { logger } from '../lib/logger.js';
import {
  candidateIdOf, entryKeyOf, getCandidates, listedOnWithTime, listInteractions, scanSearchIndex, type SearchEntry, searchPartitions,
  tabsSeenOf,
} from '../candidates/index.js';
import { addMatchesSent, getJobState, getMatchesSent, lastDigestTimes, personDigestKey, putJobState } from './entities/digestMarkers.js';
import { familyRecipients, recipientOf, resultCounts, sendOnce, type Outcome, type Recipient } from './digestRecipients.js';
import { hiddenFor, isShownToOthers } from '../familyProfiles/index.js';
import { who } from '../proposals/index.js';

const JOB = 'matchDigest';
const DAY_MS = 86_400_000;
/** How far back a digest looks: a week and a day, so a weekly member misses nothing listed between two Mondays. */
const WINDOW_MS = 8 * DAY_MS;
/** Ids sent longer ago than this are out of every window: the marker forgets them. */
const KEEP_SENT_MS = 3 * WINDOW_MS;
const HOUR_MS = 3_600_000;
/** Profiles named in one mail; the rest are counted. */
const LISTED_MAX = 10;

/** The profiles listed from `since` up to `at` (one gsi3 partition per day), id -> when. */
async function listedBetween(since: Date, at: Date): Promise<Map<string, string>> {
  const days: string[] = [];
  for (let d = new Date(since); dayOf(d) <= dayOf(at); d = new Date(d.getTime() + DAY_MS)) days.push(dayOf(d));
  const lists = await Promise.all(days.map((day) => listedOnWithTime(day, since.toISOString())));
  return new Map(lists.flat().filter((l) => l.listedSince <= at.toISOString()).map((l) => [l.id, l.listedSince]));
}

/**
 * Every listed card written up to `at` (a later one is the next run's news), in the order of the
 * partitions (gender, then birth year; newest card first in each), as members are taken in turn.
 * Reading them all is inherent to the two-way match: any listed member may be a recipient and any
 * card news to it, and nothing lists the cards changed in a window but their partitions' sort keys.
 * So the run reads the index once, with a Scan of the sparse index: the same bytes as reading each
 * gender's and birth year's partition, in a request per segment and MB instead of one per
 * partition (74, most of them small or empty, were the bulk of a small run's cold start).
 */
async function listedCards(at: Date): Promise<{ cards: SearchEntry[]; requests: number }> {
  const order = new Map(searchPartitions({ minYear: BIRTH_YEAR_MIN, maxYear: maxBirthYear(at) }).map((spk, i) => [spk, i]));
  const atIso = at.toISOString();
  const { entries, requests } = await scanSearchIndex();
  const cards = entries.filter((e) => e.ssk <= atIso && order.has(e.spk))
    .sort((a, b) => order.get(a.spk)! - order.get(b.spk)! || (a.ssk < b.ssk ? 1 : a.ssk > b.ssk ? -1 : 0));
  return { cards, requests };
}

function content(accountName: string, ownCandidateName: string, named: CandidateRecord[], count: number) {
  const candidateName = oneLine(ownCandidateName);
  const line = count === 1
    ? `One new profile matches what your family is looking for in a match for ${candidateName}, and ${candidateName} matches what they are looking for:`
    : `${count} new profiles match what your family is looking for in a match for ${candidateName}, and ${candidateName} matches what they are looking for:`;
  // Each links the profile's Candidate Details on the Matched tab.
  const items = named.map((c) => ({ text: `The family of ${who(c)}`, url: siteUrl(sitePaths.matchedProfile(c.id)) }));
  const more = count > named.length ? `and ${count - named.length} more` : '';
  return {
    subject: count === 1 ? `A new matched profile for ${candidateName}` : `${count} new matched profiles for ${candidateName}`,
    ...memberMail(accountName, [
      { intro: line, items, ...(more ? { after: more } : {}) },
      { links: [{ label: 'See Matched Profiles', url: siteUrl(sitePaths.matchedProfiles) }] },
    ]),
  };
}

interface Gained {
  member: SearchEntry;
  /** Two-way matches that may be news, best fit first, each with when the pair last changed. */
  matches: { e: SearchEntry; changedAt: string }[];
}

/** Families whose people are read side by side when the run asks who was told of their change. */
const FAMILIES_AT_ONCE = 16;

/** The later of two ISO times. */
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * For each member (by candidate id), the oldest of its family's people's last match digests: each
 * person gets theirs on their own days, so a change is told to all only once the least recently
 * told of them had a digest after it. A family with a person never sent one is left out (checked
 * in full, as is one with nobody to mail, which costs reads, not mails).
 */
async function lastDigestTimesOf(candidateIds: string[]): Promise<Map<string, string>> {
  if (!candidateIds.length) return new Map();
  const owners = await getCandidates(candidateIds);
  const families: { candidateId: string; people: Recipient[] }[] = [];
  // FAMILIES_AT_ONCE families' people read side by side (each read waits on DynamoDB), not every changed family's at once.
  for (let i = 0; i < owners.length; i += FAMILIES_AT_ONCE) {
    families.push(...await Promise.all(owners.slice(i, i + FAMILIES_AT_ONCE).map(async (c) => ({ candidateId: c.id, people: await familyRecipients(c.userProfileId) }))));
  }
  const times = await lastDigestTimes(families.flatMap((f) => f.people));
  const oldest = new Map<string, string>();
  for (const { candidateId, people } of families) {
    const each = people.map((p) => times.get(personDigestKey(p)));
    if (!each.length || each.some((t) => t === undefined)) continue;
    oldest.set(candidateId, (each as string[]).reduce((a, b) => (a < b ? a : b)));
  }
  return oldest;
}

export async function runMatchDigest(event?: JobEvent, context?: JobContext): Promise<JobResult> {
  const run = await openDailyRun(JOB, event, context, getJobState);
  if (run.done) return run.done;
  const { at, period, counts, add, timeLeft } = run;
  const windowStart = new Date(at.getTime() - WINDOW_MS);
  const since = windowStart.toISOString();
  const listed = await listedBetween(windowStart, at);
  // The whole index, as of the run's time: a card written after it (during the run) is the next run's news.
  const { cards: entries, requests } = await listedCards(at);
  add('indexRequests', requests);
  /** When an entry last became visible or changed (its listing or its card), '' when that was before the window. */
  const changedAt = (e: SearchEntry) => {
    const when = later(listed.get(candidateIdOf(e)) ?? '', e.ssk);
    return when >= since ? when : '';
  };
  const fresh = entries.filter((e) => changedAt(e) !== '');
  add('newProfiles', fresh.length);
  let complete = true;
  // A member whose own card changed in the window may now fit profiles that did not change at all:
  // it is checked against every card, unless every person of its family had a digest after that
  // change (the pairs its change made were told then, or did not fit): only those families' Matches sent are read.
  const toldAt = await lastDigestTimesOf(entries.filter((m) => hasWants(m.sc) && changedAt(m) !== '').map(candidateIdOf));
  // Each member with an expectation: the profiles that meet its must-haves and whose family's it meets (in place, on the cards).
  const gained: Gained[] = [];
  for (const member of entries) {
    if (!hasWants(member.sc)) continue;
    const ownChange = changedAt(member);
    const fullCheck = ownChange !== '' && ownChange > (toldAt.get(candidateIdOf(member)) ?? '');
    if (ownChange && !fullCheck) add('fullChecksSkipped');
    if (fullCheck) add('fullChecks');
    const pool = fullCheck ? entries : fresh;
    if (!pool.length) continue;
    const yours = yoursCounter(decodeWants(member.sc)!, at);
    const theirs = theirsCounter(decodeFacts(member.sc), at);
    const scored: { e: SearchEntry; score: number; changedAt: string }[] = [];
    for (const e of pool) {
      if (e.pk === member.pk) continue;
      const y = yours(e.sc);
      if (!y.hardLimitsHold) continue;
      const yFit = { met: y.met, of: y.of };
      const t = theirs(e.sc);
      if (!t.hardLimitsHold) continue;
      scored.push({ e, score: twoWayScore(yFit, t), changedAt: later(changedAt(e), ownChange) });
    }
    if (scored.length) gained.push({ member, matches: scored.sort((a, b) => b.score - a.score) });
  }
  add('membersWithMatches', gained.length);
  const members = new Map((await getCandidates(gained.map((g) => candidateIdOf(g.member)))).map((c) => [c.id, c]));
  for (const { member, matches } of gained) {
    if (!timeLeft()) { complete = false; break; }
    add('membersSeen');
    const own = members.get(candidateIdOf(member));
    // The index may lag a flag set on the item: a closed profile (disabled, ineligible, no photo) gets no digest.
    if (!own || !isShownToOthers(own)) { add('skipped'); continue; }
    // Each member of the family by their own settings, days and Matched tab; what is never news to the
    // family is the family's, read once and only when one of them gets a digest today (most take it weekly).
    let notNews: Promise<Set<string>> | undefined;
    const notNewsOnce = () => (notNews ??= notNewsFor(own));
    // The family's people read again, though the changed ones were read above: a member removed
    // during a long run gets no digest.
    for (const person of await familyRecipients(own.userProfileId)) {
      const result = await mailPerson(person, own, matches, notNewsOnce, period, at);
      add(resultCounts[result]);
      if (result === 'failed') complete = false;
    }
  }
  if (complete) await putJobState(JOB, { lastPeriod: period, lastRunAt: at.toISOString() });
  logger.info('matchDigest finished', { period, complete, ...counts });
  return { job: JOB, period, complete, counts };
}

/**
 * The profiles never news to a family (as search index entry keys): those it never sees (its own,
 * Not Interested, blocked either way) and those it already knows through a proposal or a Not
 * Interested either way, whatever became of it: the Matched tab shows them with their standing,
 * and a mail calling a family the other already proposed to, or turned down, "new" would be wrong.
 */
async function notNewsFor(own: CandidateRecord): Promise<Set<string>> {
  const [hidden, sent, received] = await Promise.all([hiddenFor(own), listInteractions('sent', own.id), listInteractions('received', own.id)]);
  return new Set([...hidden, ...sent.map((i) => entryKeyOf(i.toCandidateId)), ...received.map((i) => entryKeyOf(i.fromCandidateId))]);
}

/**
 * One person's digest: not news is what they were sent before, a pair unchanged since their last
 * digest, and what they looked at on the Matched tab within the hour; what is never news to the
 * family (notNewsFor) is nobody's.
 */
async function mailPerson(
  person: Recipient, own: CandidateRecord, matches: Gained['matches'], notNewsOnce: () => Promise<Set<string>>, period: string, at: Date,
): Promise<Outcome | 'nothingNew' | 'skipped'> {
  const { recipient, outcome, frequency } = await recipientOf(person, 'newMatches', at);
  if (!recipient) return outcome === 'notThisDay' ? 'notThisDay' : 'skipped';
  const [notNews, sentBefore, seen] = await Promise.all([notNewsOnce(), getMatchesSent(person), tabsSeenOf(person)]);
  const lookedAt = seen.matched && Date.parse(seen.matched) >= at.getTime() - HOUR_MS ? seen.matched : undefined;
  const told = sentBefore?.lastDigestAt ?? '';
  const news = matches
    .filter((m) => m.changedAt > told && !(lookedAt && m.changedAt <= lookedAt))
    .map((m) => candidateIdOf(m.e))
    .filter((id) => !notNews.has(`CAND#${id}`) && !sentBefore?.sent[id]);
  if (!news.length) return 'nothingNew';
  const named = (await getCandidates(news.slice(0, LISTED_MAX * 2))).filter(isShownToOthers);
  const byId = new Map(named.map((c) => [c.id, c]));
  // Profiles beyond those read are counted as the index has them (a closed one among them is rare).
  const shown = news.filter((id, i) => byId.has(id) || i >= LISTED_MAX * 2);
  const top = shown.slice(0, LISTED_MAX).map((id) => byId.get(id)).filter((c) => c !== undefined);
  if (!top.length) return 'nothingNew';
  const result = await sendOnce(JOB, period, at, recipient, 'newMatches', content(recipient.firstName, own.firstName, top, shown.length), frequency);
  // Sent now, or by a run of the period cut before it wrote this down: the same profiles are not news again.
  // (Not when the address is marked undeliverable: nothing reached the person.)
  if (result === 'sent' || result === 'alreadySent') await addMatchesSent(person, sentBefore, shown, at, new Date(at.getTime() - KEEP_SENT_MS));
  return result;
}

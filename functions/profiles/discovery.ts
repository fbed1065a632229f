/**
 * Discovery: the search form's results and the matched profiles, read from the sparse search index
 * (candidates/entities/searchIndex.ts) — the packed cards of a gender's birth years, filtered and scored in
 * memory — then only the page's profiles are read whole, re-checked and shaped for a member viewer.
 */
import { BIRTH_YEAR_MIN, isRealGotra } from '#shared/domain/lists.js';
import { type Expectation, maxBirthYear } from '#shared/domain/candidate.js';
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { filterMatcher, theirsCounter, yoursCounter } from '#shared/domain/cardFit.js';
import { byFitThenCompleteness, fitOf, twoWayScore } from '#shared/domain/matching.js';
import {
  PAGE_SIZE, defaultAgesAround, reachedAge, type AgesUsed, type MatchCard, type MatchResponse, type SearchRequest, type SearchResponse,
} from '#shared/domain/search.js';
import { completenessAt, decodeFacts, decodeWants } from '#shared/domain/searchCard.js';
import type { Caller } from '../lib/caller.js';
import { forbidden } from '../lib/errors.js';
import {
  candidateIdOf, entryKeyOf, factsOf, getCandidates, getExpectation, listSavedProfiles, noteSeen,
  readSearchIndex, rewriteCandidate, type SearchEntry, searchPartitions,
} from '../candidates/index.js';
import { logger } from '../lib/logger.js';
import { assertCanViewProfiles, cardOf, hiddenFor, isShownToOthers, wantsOf } from '../familyProfiles/index.js';

/** Birth years of an age range (the spec's age: the current year minus the birth year). */
function yearsOf(minAge: number | undefined, maxAge: number | undefined, now = new Date()) {
  const year = now.getFullYear();
  return {
    minYear: maxAge !== undefined ? Math.max(BIRTH_YEAR_MIN, year - maxAge) : BIRTH_YEAR_MIN,
    maxYear: minAge !== undefined ? Math.min(maxBirthYear(now), year - minAge) : maxBirthYear(now),
  };
}

const savedIdsOf = async (userId: string) => new Set((await listSavedProfiles(userId)).map((s) => s.candidateId));

/**
 * The profiles of one page, in the order given, re-checked: a profile hidden since the index was
 * written (a flag set on the item outside the write path) is skipped, the next one takes its place,
 * and the profile is rewritten so the index drops it (a self-repairing index, like the photo count):
 * the next read is exact again. Answers how many were skipped, so the total leaves them out too.
 */
async function pageOfProfiles(ranked: Ranked, start: number): Promise<{ profiles: CandidateRecord[]; skipped: number }> {
  const profiles: CandidateRecord[] = [];
  const stale: string[] = [];
  let at = start;
  while (profiles.length < PAGE_SIZE && at < ranked.length) {
    // Ids of the page's entries only (a ranking holds thousands).
    const chunk = ranked.slice(at, at + PAGE_SIZE - profiles.length + 4).map(candidateIdOf);
    at += chunk.length;
    const byId = new Map((await getCandidates(chunk)).map((p) => [p.id, p]));
    for (const id of chunk) {
      const p = byId.get(id);
      if (p && !isShownToOthers(p)) stale.push(id);
      else if (p && profiles.length < PAGE_SIZE) profiles.push(p);
    }
  }
  await Promise.all(
    stale.map((id) => rewriteCandidate(id, (p) => p).catch((e: unknown) => logger.warn('Search index repair failed', { candidateId: id, error: e }))),
  );
  return { profiles, skipped: stale.length };
}

/** Most recently updated first, ties by id. Plain comparisons: ISO times and ids sort by code unit (localeCompare is far slower on thousands). */
const byCodeUnit = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
const newestFirst = (a: SearchEntry, b: SearchEntry) => byCodeUnit(b.ssk, a.ssk) || byCodeUnit(a.pk, b.pk);

/** Entries in rank order, as far as a page asks. */
interface Ranked {
  readonly length: number;
  slice(from: number, to: number): SearchEntry[];
}

/**
 * Search results: every one passes the filter alike, so the more complete profile (in tenths)
 * first, and among equally complete ones the most recently updated. A completeness band is sorted
 * only when a page reaches it: page 1 of 5,000 matches sorts the top band or two, not all of them.
 */
function completeThenNewest(entries: SearchEntry[]): Ranked {
  const bands: SearchEntry[][] = Array.from({ length: 11 }, () => []);
  for (const e of entries) bands[10 - completenessAt(e.sc)]!.push(e);
  const inOrder: SearchEntry[] = [];
  let nextBand = 0;
  return {
    length: entries.length,
    slice(from, to) {
      while (inOrder.length < to && nextBand < bands.length) for (const e of bands[nextBand++]!.sort(newestFirst)) inOrder.push(e);
      return inOrder.slice(from, to);
    },
  };
}

/**
 * The ages of a search sent without any: the member's expectation's, else the default window
 * around their own candidate's age. Either bounds what the search reads (every age of a gender is
 * about 7 MB at 50,000 profiles); the answer names them, so the page shows them.
 */
async function agesFor(own: CandidateRecord, expectationRead: Promise<Expectation | undefined>, now: Date): Promise<AgesUsed> {
  const expectation = await expectationRead;
  if (expectation) return { minAge: expectation.minAge, maxAge: reachedAge(expectation.maxAge, now), from: 'expectation' };
  return { ...defaultAgesAround(own.gender, now.getFullYear() - own.dobYear, now), from: 'ownAge' };
}

/** Read ahead of the gate's answer: handled now (the gate may refuse first), still rejecting for whoever awaits it. */
function readAhead<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

export async function searchProfiles(caller: Caller, request: SearchRequest): Promise<SearchResponse> {
  const { candidateId: _c, page, excludeOwnGotra, ...chosen } = request;
  const now = new Date();
  // Only a search with neither bound gets the ages; one bound chosen is the member's range, and a
  // chosen maximum of 45 (the selectors' top choice) is "45 and over".
  const agesChosen = chosen.minAge !== undefined || chosen.maxAge !== undefined;
  const chosenMax = chosen.maxAge === undefined ? undefined : reachedAge(chosen.maxAge, now);
  const partitionsOf = (minAge: number | undefined, maxAge: number | undefined) =>
    searchPartitions({ genders: chosen.gender ? [chosen.gender] : undefined, ...yearsOf(minAge, maxAge, now) });
  // Read ahead beside the gate (two reads in a row), by the account's own ids: the saved list, the
  // hidden profiles, and the index when the search names its ages (else the expectation that gives
  // them). Nothing read ahead is answered unless the gate passes and the profile is the caller's.
  const ownId = caller.user.candidateId;
  const gate = assertCanViewProfiles(caller);
  const saved = readAhead(savedIdsOf(caller.userId));
  const hiddenAhead = ownId ? readAhead(hiddenFor({ id: ownId, userProfileId: caller.userId })) : undefined;
  const indexAhead = agesChosen ? readAhead(readSearchIndex(partitionsOf(chosen.minAge, chosenMax))) : undefined;
  const expectationAhead = !agesChosen && ownId ? readAhead(getExpectation(ownId)) : undefined;
  const own = await gate;
  if (request.candidateId && request.candidateId !== own.id) throw forbidden();
  const asRead = own.id === ownId && own.userProfileId === caller.userId;
  const agesUsed = agesChosen ? undefined : await agesFor(own, (asRead && expectationAhead) || getExpectation(own.id), now);
  const { minAge, maxAge } = agesUsed ?? { minAge: chosen.minAge, maxAge: chosenMax };
  const fields = { ...chosen, minAge, maxAge };
  // 'Exclude my gotra' means something only with a real gotra of the member's own.
  const filter = excludeOwnGotra && isRealGotra(own.gotra) ? { ...fields, notGotra: own.gotra } : fields;
  const [{ entries }, hidden, savedIds] = await Promise.all([
    indexAhead ?? readSearchIndex(partitionsOf(minAge, maxAge)), (asRead && hiddenAhead) || hiddenFor(own), saved,
  ]);
  const passes = filterMatcher(filter, now);
  const matches = completeThenNewest(entries.filter((e) => !hidden.has(e.pk) && passes(e.sc)));
  const { profiles, skipped } = await pageOfProfiles(matches, (page - 1) * PAGE_SIZE);
  return {
    total: matches.length - skipped, page, pageSize: PAGE_SIZE,
    items: await Promise.all(profiles.map((p) => cardOf(p, savedIds.has(p.id), { userId: caller.userId, candidate: own }))),
    ...(agesUsed ? { agesUsed } : {}),
  };
}

interface Scored {
  entry: SearchEntry;
  score: number;
  completeness: number;
}

/**
 * Profiles that pass the member's hard limits (gender, age, must-haves), best two-way fit first:
 * how many of *your* stated expectations each meets, and how many of *theirs* you meet (their
 * expectation travels packed in their card, so no profile is read beyond the page). Every card is
 * only counted, in place; the page's 24 are decoded and get the lists of which expectations are met.
 * The gotra rule holds both ways: a profile whose family said 'Not from our gotra' and shares the
 * member's gotra is left out too. Between equal fits the more complete profile comes first.
 */
export const getMatchingProfiles = (caller: Caller, candidateId: string, page = 1): Promise<MatchResponse> =>
  matchingProfiles(caller, candidateId, page);

async function matchingProfiles(caller: Caller, candidateId: string, page: number): Promise<MatchResponse> {
  // Everything that needs only the ids starts at once, beside the gate (two reads in a row): the
  // saved list, the hidden profiles (the caller's candidate and account, which the gate confirms
  // below) and, as soon as the expectation is in, the index of its ages. None of it is answered,
  // or written, unless the gate lets the caller view profiles and the candidate is their own.
  const gate = assertCanViewProfiles(caller);
  // The gate reads the account's own candidate: any other id is refused (after the gate's own refusal), reading nothing.
  if (candidateId !== caller.user.candidateId) {
    await gate;
    throw forbidden();
  }
  const expectationRead = readAhead(getExpectation(candidateId));
  const saved = readAhead(savedIdsOf(caller.userId));
  const hidden = readAhead(hiddenFor({ id: candidateId, userProfileId: caller.userId }));
  const index = readAhead(expectationRead.then((e) =>
    e ? readSearchIndex(searchPartitions({ genders: [e.gender], ...yearsOf(e.minAge, reachedAge(e.maxAge)) })) : undefined));
  const [own, expectation] = await Promise.all([gate, expectationRead]);
  if (own.id !== candidateId) throw forbidden();
  if (!expectation) {
    await noteSeen(caller, 'matched');
    return { total: 0, page, pageSize: PAGE_SIZE, items: [], hasExpectation: false };
  }
  const wants = wantsOf(expectation, own.gotra);
  const now = new Date();
  const [read, hiddenIds, savedIds] = await Promise.all([index, own.userProfileId === caller.userId ? hidden : hiddenFor(own), saved]);
  const { entries } = read!;
  // The tab counts as seen once its profiles are read; the write runs beside the ranking and the page's reads.
  const noted = noteSeen(caller, 'matched');
  const ownFacts = factsOf(own);
  // Counted on the packed cards in place (shared/domain/cardFit.ts): no card is decoded.
  const yoursOf = yoursCounter(wants, now);
  const theirsOf = theirsCounter(ownFacts, now);
  const scored: Scored[] = [];
  for (const entry of entries) {
    if (hiddenIds.has(entry.pk)) continue;
    const yours = yoursOf(entry.sc);
    if (!yours.hardLimitsHold) continue;
    const theirs = theirsOf(entry.sc);
    if (!theirs.gotraRuleHolds) continue;
    scored.push({ entry, score: twoWayScore(yours, theirs), completeness: completenessAt(entry.sc) });
  }
  // The tie-break by time compares strings: asked only between equal fits.
  scored.sort((a, b) => byFitThenCompleteness(a, b, () => newestFirst(a.entry, b.entry)));
  const ranked = scored.map((s) => s.entry);
  const start = (page - 1) * PAGE_SIZE;
  const { profiles, skipped } = await pageOfProfiles(ranked, start);
  // The page's own cards, for the lists of which expectations are met: one pass from the page's start.
  const wanted = new Set(profiles.map((p) => entryKeyOf(p.id)));
  const cards = new Map<string, string>();
  for (let i = start; i < ranked.length && cards.size < wanted.size; i++) {
    const e = ranked[i]!;
    if (wanted.has(e.pk)) cards.set(candidateIdOf(e), e.sc);
  }
  const items: MatchCard[] = await Promise.all(
    profiles.map(async (p) => {
      const card = cards.get(p.id) ?? '';
      return {
        ...(await cardOf(p, savedIds.has(p.id), { userId: caller.userId, candidate: own })),
        yours: fitOf(wants, decodeFacts(card), now),
        theirs: fitOf(decodeWants(card), ownFacts, now),
      };
    }),
  );
  await noted;
  return { total: scored.length - skipped, page, pageSize: PAGE_SIZE, items, hasExpectation: true };
}

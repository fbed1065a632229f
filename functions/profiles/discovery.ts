/**
 * Discovery: the search form's results, read from the sparse search index
 * (candidates/entities/searchIndex.ts) — the packed cards of a gender's birth years, filtered and scored in
 * memory — then only the page's profiles are read whole, re-checked and shaped for a member viewer.
 * The matched profiles (matches.ts) read the same way, with the helpers exported here: apart, so a
 * search loads none of the two-way scoring.
 */
import { BIRTH_YEAR_MIN, isRealGotra } from '#shared/domain/lists.js';
import { type Expectation, maxBirthYear } from '#shared/domain/candidate.js';
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { filterMatcher } from '#shared/domain/cardFit.js';
import {
  PAGE_SIZE, defaultAgesAround, reachedAge, type AgesUsed, type SearchRequest, type SearchResponse,
} from '#shared/domain/search.js';
import { completenessAt } from '#shared/domain/searchCard.js';
import type { Caller } from '../lib/caller.js';
import { forbidden } from '../lib/errors.js';
import {
  candidateIdOf, getCandidates, getExpectation, listSavedProfiles,
  readSearchIndex, rewriteCandidate, type SearchEntry, searchPartitions,
} from '../candidates/reads.js';
import { logger } from '../lib/logger.js';
import { assertCanViewProfiles, cardOf, hiddenFor, isShownToOthers } from '../familyProfiles/reads.js';

/** Birth years of an age range (the spec's age: the current year minus the birth year). */
export function yearsOf(minAge: number | undefined, maxAge: number | undefined, now = new Date()) {
  const year = now.getFullYear();
  return {
    minYear: maxAge !== undefined ? Math.max(BIRTH_YEAR_MIN, year - maxAge) : BIRTH_YEAR_MIN,
    maxYear: minAge !== undefined ? Math.min(maxBirthYear(now), year - minAge) : maxBirthYear(now),
  };
}

export const savedIdsOf = async (userId: string) => new Set((await listSavedProfiles(userId)).map((s) => s.candidateId));

/**
 * The profiles of one page, in the order given, re-checked: a profile hidden since the index was
 * written (a flag set on the item outside the write path) is skipped, the next one takes its place,
 * and the profile is rewritten so the index drops it (a self-repairing index, like the photo count):
 * the next read is exact again. Answers how many were skipped, so the total leaves them out too.
 */
export async function pageOfProfiles(ranked: Ranked, start: number): Promise<{ profiles: CandidateRecord[]; skipped: number }> {
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
export const newestFirst = (a: SearchEntry, b: SearchEntry) => byCodeUnit(b.ssk, a.ssk) || byCodeUnit(a.pk, b.pk);

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
export function readAhead<T>(read: Promise<T>): Promise<T> {
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

/**
 * The matched profiles: every profile that passes the member's hard limits, best two-way fit
 * first, read from the search index like the search (discovery.ts, whose helpers it shares). Apart
 * from the search so that a search's cold request loads none of the two-way scoring.
 */
import { byFitThenCompleteness, fitOf, twoWayScore } from '#shared/domain/matching.js';
import { theirsCounter, yoursCounter } from '#shared/domain/cardFit.js';
import { PAGE_SIZE, reachedAge, type MatchCard, type MatchResponse } from '#shared/domain/search.js';
import { completenessAt, decodeFacts, decodeWants } from '#shared/domain/searchCard.js';
import type { Caller } from '../lib/caller.js';
import { forbidden } from '../lib/errors.js';
import {
  candidateIdOf, entryKeyOf, factsOf, getExpectation, noteSeen, readSearchIndex, type SearchEntry, searchPartitions,
} from '../candidates/reads.js';
import { assertCanViewProfiles, cardOf, hiddenFor, wantsOf } from '../familyProfiles/reads.js';
import { newestFirst, pageOfProfiles, readAhead, savedIdsOf, yearsOf } from './discovery.js';

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
  let gotraRuled = 0;
  for (const entry of entries) {
    if (hiddenIds.has(entry.pk)) continue;
    const yours = yoursOf(entry.sc);
    if (!yours.hardLimitsHold) continue;
    const theirs = theirsOf(entry.sc);
    if (!theirs.gotraRuleHolds) {
      gotraRuled++;
      continue;
    }
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
  const total = scored.length - skipped;
  // Said only of an empty list, where it is the reason; a count, never which families.
  const why = total === 0 && gotraRuled > 0 ? { leftOutByTheirGotraRule: gotraRuled } : {};
  return { total, page, pageSize: PAGE_SIZE, items, hasExpectation: true, ...why };
}

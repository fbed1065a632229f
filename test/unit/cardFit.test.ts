/**
 * The compiled counters of shared/domain/cardFit.ts (which read packed cards in place) against
 * matching.ts's fitOf on the decoded cards: on thousands of random profile/expectation pairs —
 * every list, 'Open to All', empty fields, heights open at either end, must-haves, typed states in
 * any case — both give the same met, of and hard-limit answers, both ways.
 */
import { describe, expect, it } from 'vitest';
import { rng, type Rng } from './seededRandom.js';
import { filterMatcher, theirsCounter, yoursCounter } from '#shared/domain/cardFit.js';
import {
  countries, educations, foodHabitsOptions, genders, gotras, immigrationStatuses, manglikOptions, manglikPreferenceValues, marriageStatuses,
  nativeLanguages, professions,
} from '#shared/domain/lists.js';
import {
  fitOf, mustHaveFields, passesFilter, passesGotraRule, passesHardLimits, type Facts, type FilterCriteria, type Wants,
} from '#shared/domain/matching.js';

/** The readable rules' answer, as the compiled counters give it. */
function countFit(wants: Wants | undefined, facts: Facts, at: Date) {
  const fit = fitOf(wants, facts, at);
  return { met: fit.met, of: fit.of, hardLimitsHold: passesHardLimits(fit), gotraRuleHolds: passesGotraRule(fit) };
}
/** A few gotras, real and not, so pairs share one often. */
const someGotras = ['Kashyap', 'Garg', 'Unknown', 'Other', 'Not To Share Now'];
import { decodeSearchCard, encodeSearchCard } from '#shared/domain/searchCard.js';


const states = ['Ontario', 'ontario ', 'New Jersey', 'Punjab', 'Gujarat'];

const randomFacts = (r: Rng): Facts => ({
  gender: r.pick(genders), dobYear: r.int(1972, 2008), heightInches: r.int(55, 80), birthCountry: r.pick(countries, 4),
  broughtUpCountry: r.pick(countries, 4), gotra: r.pick(someGotras), marriageStatus: r.pick(marriageStatuses),
  foodHabits: r.pick(foodHabitsOptions), profession: r.pick(professions, 3), education: r.pick(educations),
  nativeLanguage: r.pick(nativeLanguages, 3), immiStatus: r.pick(immigrationStatuses, 3), country: r.pick(countries, 3),
  city: 'Toronto', state: r.pick(states),
  manglik: r.pick(['', ...manglikOptions]), horoscope: r.next() < 0.5, completeness: r.int(0, 10),
});

function randomWants(r: Rng): Wants {
  const maybe = <T extends string>(list: readonly T[], first?: number) => (r.next() < 0.4 ? '' : r.pick(list, first));
  const minAge = r.int(21, 45);
  const w: Wants = {
    gender: r.pick(genders), minAge, maxAge: r.int(minAge, 45), birthCountry: maybe(countries, 4), broughtUpCountry: maybe(countries, 4),
    nativeLanguage: maybe(nativeLanguages, 3), foodHabits: maybe(foodHabitsOptions), marriageStatus: maybe(marriageStatuses),
    education: maybe(educations), profession: maybe(professions, 3), immiStatus: maybe(immigrationStatuses, 3),
    state: r.next() < 0.5 ? '' : r.pick(states), country: maybe(countries, 3),
    horoscopeRequired: r.next() < 0.4, manglik: maybe(manglikPreferenceValues), notOwnGotra: r.next() < 0.5,
    mustHaves: mustHaveFields.filter(() => r.next() < 0.25),
  };
  const h = r.next();
  if (h < 0.25 || h >= 0.75) w.minHeight = r.int(55, 80);
  if (h >= 0.5) w.maxHeight = r.int(w.minHeight ?? 55, 80);
  return w;
}

const now = new Date('2026-06-15T12:00:00Z');

describe('compiled fit counters agree with fitOf', () => {
  it('yours: the member’s wants against each card’s facts', () => {
    const r = rng(21);
    for (let round = 0; round < 200; round++) {
      // The member's own gotra, as the service fills it.
      const wants = { ...randomWants(r), gotra: r.pick(someGotras) };
      const count = yoursCounter(wants, now);
      for (let i = 0; i < 25; i++) {
        const card = encodeSearchCard(randomFacts(r), r.next() < 0.5 ? randomWants(r) : undefined);
        expect({ ...count(card) }, card).toEqual({ ...countFit(wants, decodeSearchCard(card).facts, now) });
      }
    }
  });

  it('theirs: each card’s family’s wants against the member’s facts (none stated: 0 of 0)', () => {
    const r = rng(22);
    let stated = 0;
    for (let round = 0; round < 200; round++) {
      const own = randomFacts(r);
      const count = theirsCounter(own, now);
      for (let i = 0; i < 25; i++) {
        const card = encodeSearchCard(randomFacts(r), r.next() < 0.8 ? randomWants(r) : undefined);
        const expected = countFit(decodeSearchCard(card).wants, own, now);
        if (expected.of > 0) stated++;
        expect({ ...count(card) }, card).toEqual({ ...expected });
      }
    }
    expect(stated).toBeGreaterThan(3000);
  });

  it('the gotra rule and the new fields are exercised both ways (met, missed, and the rule failing)', () => {
    const r = rng(25);
    const seen = { gotraFails: 0, horoscopeMissed: 0, manglikMet: 0 };
    for (let i = 0; i < 3000; i++) {
      const own = randomFacts(r);
      const card = encodeSearchCard(randomFacts(r), randomWants(r));
      const theirs = theirsCounter(own, now)(card);
      expect({ ...theirs }).toEqual(countFit(decodeSearchCard(card).wants, own, now));
      const fit = fitOf(decodeSearchCard(card).wants, own, now);
      if (!theirs.gotraRuleHolds) seen.gotraFails++;
      if (fit.criteria.some((c) => c.field === 'horoscope' && !c.met)) seen.horoscopeMissed++;
      if (fit.criteria.some((c) => c.field === 'manglik' && c.met)) seen.manglikMet++;
    }
    expect(seen.gotraFails).toBeGreaterThan(50);
    expect(seen.horoscopeMissed).toBeGreaterThan(300);
    expect(seen.manglikMet).toBeGreaterThan(100);
  });

  it('meets are common enough in these pairs to test both branches of every rule', () => {
    const r = rng(23);
    let met = 0;
    let missed = 0;
    for (let i = 0; i < 2000; i++) {
      const fit = countFit(randomWants(r), randomFacts(r), now);
      met += fit.met;
      missed += fit.of - fit.met;
    }
    expect(met).toBeGreaterThan(2000);
    expect(missed).toBeGreaterThan(2000);
  });
});

describe('the compiled search filter agrees with passesFilter', () => {
  it('on random filters (single and multi-selects, age bounds, free text) and random cards', () => {
    const r = rng(24);
    const some = <T extends string>(list: readonly T[]) => (r.next() < 0.6 ? undefined : list.filter(() => r.next() < 0.4));
    const one = <T extends string>(list: readonly T[], first: number) => (r.next() < 0.75 ? undefined : r.pick(list, first));
    let passed = 0;
    for (let round = 0; round < 300; round++) {
      const minAge = r.next() < 0.5 ? undefined : r.int(21, 45);
      const filter: FilterCriteria = {
        gender: one(genders, 2), minAge, maxAge: r.next() < 0.5 ? undefined : r.int(minAge ?? 21, 45),
        birthCountry: one(countries, 4), broughtUpCountry: one(countries, 4), gotra: one(gotras, 3),
        marriageStatus: one(marriageStatuses, 2), profession: one(professions, 3), nativeLanguage: one(nativeLanguages, 3),
        country: one(countries, 3), foodHabits: some(foodHabitsOptions), education: some(educations), immiStatus: some(immigrationStatuses),
        searchText: r.next() < 0.8 ? undefined : r.pick(['toronto', 'ONTARIO india', 'punjab', 'vegetarian master', 'nowhere']),
        notGotra: r.next() < 0.7 ? undefined : r.pick(gotras, 3),
      };
      const passes = filterMatcher(filter, now);
      for (let i = 0; i < 30; i++) {
        const card = encodeSearchCard({ ...randomFacts(r), gotra: r.pick(gotras, 3) }, r.next() < 0.5 ? randomWants(r) : undefined);
        const expected = passesFilter(filter, decodeSearchCard(card).facts, now);
        if (expected) passed++;
        expect(passes(card), `${JSON.stringify(filter)} ${card}`).toBe(expected);
      }
    }
    expect(passed).toBeGreaterThan(300);
  });
});

/**
 * The expectation field catalogue against the places that read an expectation: the stored shape, the
 * must-have bits of a search card, the search filter and the fit (matching.ts and the compiled
 * counters of cardFit.ts). A field the catalogue has and one of them lacks, or the other way round,
 * fails here. The form, its view and the search form are checked in test/web/expectations/catalogue.test.tsx.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { expectation } from '#shared/domain/candidate.js';
import { theirsCounter, yoursCounter } from '#shared/domain/cardFit.js';
import {
  expectationFields, expectationInputs, mustHaveFields, searchFilterNames, searchOnlyFilters, type ExpectationInput, type Wants,
} from '#shared/domain/expectationFields.js';
import { criteriaOf, type Facts } from '#shared/domain/matching.js';
import { searchFilterFields } from '#shared/domain/search.js';
import { encodeSearchCard } from '#shared/domain/searchCard.js';

const sorted = (names: Iterable<string>) => [...names].sort();
const namesWhere = (keep: (f: (typeof expectationFields)[number]) => boolean) => sorted(expectationFields.filter(keep).map((f) => f.name));

/** Wants that state every field of the catalogue. */
const everyFieldStated: Wants = {
  gender: 'Female', minAge: 25, maxAge: 32, birthCountry: 'India', broughtUpCountry: 'Canada', minHeight: 60, maxHeight: 70,
  nativeLanguage: 'Punjabi', foodHabits: 'Vegetarian', marriageStatus: 'Divorced', education: 'Master', profession: 'Accountant',
  immiStatus: 'Canadian Citizen', state: 'Ontario', country: 'Canada', horoscopeRequired: true, manglik: 'Non-manglik',
  notOwnGotra: true, gotra: 'Kashyap', mustHaves: [],
};
const facts: Facts = {
  gender: 'Female', dobYear: 1998, heightInches: 64, birthCountry: 'India', broughtUpCountry: 'Canada', gotra: 'Garg',
  marriageStatus: 'Divorced', foodHabits: 'Vegan', profession: 'Accountant', education: 'Doctoral', nativeLanguage: 'Punjabi',
  immiStatus: 'Canadian Citizen', country: 'Canada', state: 'ontario', city: 'Toronto', manglik: 'No', horoscope: true, completeness: 8,
};
const now = new Date('2026-06-15T12:00:00Z');
const matched = namesWhere((f) => f.match !== 'none');

describe('the expectation field catalogue', () => {
  it('names each field and each input once', () => {
    expect(new Set(expectationFields.map((f) => f.name)).size).toBe(expectationFields.length);
    expect(new Set(expectationInputs).size).toBe(expectationInputs.length);
  });

  it('states exactly the fields of a stored expectation', () => {
    const bookkeeping = ['id', 'candidateId', 'updatedDate', 'editedBy', 'mustHaves'];
    expect(sorted(expectationInputs)).toEqual(sorted(Object.keys(expectation.shape).filter((k) => !bookkeeping.includes(k))));
  });

  it('is what matching reads of an expectation (Wants), but for the free text', () => {
    // Fails to compile when Wants and the catalogue's inputs part (the own gotra is filled for matching, never asked).
    expectTypeOf<Exclude<keyof Wants, ExpectationInput | 'gotra' | 'mustHaves'>>().toEqualTypeOf<never>();
    expectTypeOf<Exclude<ExpectationInput, keyof Wants | 'expectations'>>().toEqualTypeOf<never>();
  });

  it('lets exactly the counted fields be must-haves (the stored bits keep their order)', () => {
    expect(namesWhere((f) => f.match === 'counted')).toEqual(sorted(mustHaveFields));
    // The bits of the must-have mask stored on search cards: appended to, never reordered.
    expect(mustHaveFields).toEqual([
      'birthCountry', 'broughtUpCountry', 'height', 'nativeLanguage', 'foodHabits', 'marriageStatus', 'education',
      'profession', 'immiStatus', 'state', 'country', 'horoscope', 'manglik',
    ]);
  });

  it('gives the search filter exactly its filters', () => {
    expect(sorted(searchFilterNames)).toEqual(sorted(Object.keys(searchFilterFields.shape)));
    const filteredOn = expectationFields.flatMap((f): readonly string[] => ('search' in f ? f.search.names : []));
    expect(searchOnlyFilters.filter((name) => filteredOn.includes(name))).toEqual([]);
  });

  it('is what the fit checks: every matched field stated gives one criterion each, labelled', () => {
    const criteria = criteriaOf(everyFieldStated, facts, now);
    expect(sorted(criteria.map((c) => c.field))).toEqual(matched);
    for (const c of criteria) expect(c.label, c.field).not.toBe('');
    const always = namesWhere((f) => f.match === 'always');
    expect(sorted(criteria.filter((c) => c.mustHave).map((c) => c.field))).toEqual(always);
    const allMust = criteriaOf({ ...everyFieldStated, mustHaves: [...mustHaveFields] }, facts, now);
    expect(allMust.every((c) => c.mustHave)).toBe(true);
  });

  it('compares each listed field as it says: equal values, or at least as strict / at least the level asked', () => {
    const nothingStated: Wants = {
      ...everyFieldStated, birthCountry: '', broughtUpCountry: '', minHeight: undefined, maxHeight: undefined, nativeLanguage: '',
      foodHabits: '', marriageStatus: '', education: '', profession: '', immiStatus: '', state: '', country: '',
      horoscopeRequired: false, manglik: '', notOwnGotra: false,
    };
    const metWith = (field: string, asked: string, has: string) =>
      criteriaOf({ ...nothingStated, [field]: asked }, { ...facts, [field]: has }, now).find((c) => c.field === field)?.met;
    for (const f of expectationFields) {
      if (f.match !== 'counted' || !('list' in f) || f.name === 'manglik') continue;
      const [first = '', second = ''] = f.list.map(String);
      expect(metWith(f.name, first, first), f.name).toBe(true);
      // The lists run from the strictest diet and the highest level down: the one before the one asked meets it too.
      expect(metWith(f.name, second, first), f.name).toBe(f.compare !== 'equal');
      expect(metWith(f.name, first, second), f.name).toBe(false);
    }
  });

  it('is what the compiled counters on packed cards count, both ways', () => {
    expect(yoursCounter(everyFieldStated, now)(encodeSearchCard(facts)).of).toBe(matched.length);
    // Their card's wants against the member's own facts (another gotra than theirs).
    const theirCard = encodeSearchCard(facts, { ...everyFieldStated, gotra: facts.gotra });
    expect(theirsCounter({ ...facts, gotra: 'Kashyap' }, now)(theirCard).of).toBe(matched.length);
  });
});

/**
 * The packed search card (shared/domain/searchCard.ts): every valid profile and expectation
 * survives encode -> decode (every list value, numbers at their bounds, every must-have mask,
 * missing wants and heights), free-text places come back cleaned (lower case, no '|'), and a
 * full card stays short — its length is what a wide search reads per profile.
 */
import { describe, expect, it } from 'vitest';
import { rng, type Rng } from './seededRandom.js';
import {
  countries, educations, foodHabitsOptions, genders, gotras, immigrationStatuses, manglikOptions, manglikPreferenceValues, marriageStatuses,
  nativeLanguages, professions,
} from '#shared/domain/lists.js';
import { mustHaveFields, type Facts, type MustHaveField, type Wants } from '#shared/domain/matching.js';
import { completenessAt, decodeFacts, decodeSearchCard, decodeWants, encodeSearchCard, moreAt } from '#shared/domain/searchCard.js';



const places = ['Toronto', 'San Francisco', 'St. John’s', 'New York | NY', 'Ahmedabad', 'MUMBAI', 'Kitchener-Waterloo', ' Québec '];
/** What the card keeps of a free-text place. */
const cleaned = (s: string) => s.replace(/\|/g, ' ').trim().toLowerCase();

/** The value at position i of a list, wrapping: walking i over 0..n visits every value. */
const at = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

function factsAt(i: number, r: Rng): Facts {
  return {
    gender: at(genders, i), dobYear: 1972 + (i % 37), heightInches: 12 + (i % 84), birthCountry: at(countries, i),
    broughtUpCountry: at(countries, i + 1), gotra: at(gotras, i), marriageStatus: at(marriageStatuses, i),
    foodHabits: at(foodHabitsOptions, i), profession: at(professions, i), education: at(educations, i),
    nativeLanguage: at(nativeLanguages, i), immiStatus: at(immigrationStatuses, i), country: at(countries, i + 2),
    city: r.pick(places), state: r.pick(places),
    manglik: at(['', ...manglikOptions], i), horoscope: i % 2 === 0, completeness: i % 11,
  };
}

function randomFacts(r: Rng): Facts {
  return {
    gender: r.pick(genders), dobYear: r.int(1972, 2008), heightInches: r.int(12, 95), birthCountry: r.pick(countries),
    broughtUpCountry: r.pick(countries), gotra: r.pick(gotras), marriageStatus: r.pick(marriageStatuses),
    foodHabits: r.pick(foodHabitsOptions), profession: r.pick(professions), education: r.pick(educations),
    nativeLanguage: r.pick(nativeLanguages), immiStatus: r.pick(immigrationStatuses), country: r.pick(countries),
    city: r.pick(places), state: r.pick(places),
    manglik: r.pick(['', ...manglikOptions]), horoscope: r.next() < 0.5, completeness: r.int(0, 10),
  };
}

/** A valid expectation: optional fields empty a third of the time, heights missing at random. */
function randomWants(r: Rng, mustHaves: MustHaveField[] = []): Wants {
  const maybe = <T extends string>(list: readonly T[]) => (r.next() < 0.33 ? '' : r.pick(list));
  const minAge = r.int(21, 45);
  const w: Wants = {
    gender: r.pick(genders), minAge, maxAge: r.int(minAge, 45), birthCountry: maybe(countries), broughtUpCountry: maybe(countries),
    nativeLanguage: maybe(nativeLanguages), foodHabits: maybe(foodHabitsOptions), marriageStatus: maybe(marriageStatuses),
    education: maybe(educations), profession: maybe(professions), immiStatus: maybe(immigrationStatuses),
    state: r.next() < 0.33 ? '' : r.pick(places), country: maybe(countries), horoscopeRequired: r.next() < 0.5,
    manglik: maybe(manglikPreferenceValues), notOwnGotra: r.next() < 0.5, mustHaves,
  };
  const h = r.next();
  if (h < 0.25 || h >= 0.75) w.minHeight = r.int(12, 95);
  if (h >= 0.5) w.maxHeight = r.int(w.minHeight ?? 12, 95);
  return w;
}

/**
 * What decoding must give back: the same, with places cleaned, must-haves in list order, and the
 * wants' gotra (what 'Not from our gotra' compares) the card's own.
 */
function expected(facts: Facts, wants?: Wants) {
  const out: { facts: Facts; wants?: Wants } = { facts: { ...facts, city: cleaned(facts.city), state: cleaned(facts.state) } };
  if (wants) {
    out.wants = {
      ...wants, state: cleaned(wants.state), gotra: facts.gotra, mustHaves: mustHaveFields.filter((f) => wants.mustHaves.includes(f)),
    };
  }
  return out;
}

const roundTrip = (facts: Facts, wants?: Wants) => expect(decodeSearchCard(encodeSearchCard(facts, wants))).toStrictEqual(expected(facts, wants));

describe('search card round trip', () => {
  it('every value of every list, the last of each included, with and without wants', () => {
    const r = rng(1);
    const longest = Math.max(countries.length, gotras.length, professions.length) + 3;
    for (let i = 0; i < longest; i++) {
      const f = factsAt(i, r);
      roundTrip(f);
      const w: Wants = {
        gender: at(genders, i + 1), minAge: 21 + (i % 25), maxAge: 45, birthCountry: at(countries, i), broughtUpCountry: at(countries, i + 5),
        minHeight: 12 + (i % 84), maxHeight: 95, nativeLanguage: at(nativeLanguages, i), foodHabits: at(foodHabitsOptions, i),
        marriageStatus: at(marriageStatuses, i), education: at(educations, i), profession: at(professions, i),
        immiStatus: at(immigrationStatuses, i), state: r.pick(places), country: at(countries, i + 7),
        horoscopeRequired: i % 3 === 0, manglik: at(['', ...manglikPreferenceValues], i), notOwnGotra: i % 2 === 1, mustHaves: [],
      };
      roundTrip(f, w);
    }
  });

  it('the last value of each list explicitly', () => {
    const last = <T>(list: readonly T[]) => list[list.length - 1] as T;
    const f: Facts = {
      gender: last(genders), dobYear: 2008, heightInches: 95, birthCountry: last(countries), broughtUpCountry: last(countries),
      gotra: last(gotras), marriageStatus: last(marriageStatuses), foodHabits: last(foodHabitsOptions), profession: last(professions),
      education: last(educations), nativeLanguage: last(nativeLanguages), immiStatus: last(immigrationStatuses), country: last(countries),
      city: 'Z', state: 'Z', manglik: last(manglikOptions), horoscope: true, completeness: 10,
    };
    const w: Wants = {
      gender: last(genders), minAge: 45, maxAge: 45, birthCountry: last(countries), broughtUpCountry: last(countries), minHeight: 95,
      maxHeight: 95, nativeLanguage: last(nativeLanguages), foodHabits: last(foodHabitsOptions), marriageStatus: last(marriageStatuses),
      education: last(educations), profession: last(professions), immiStatus: last(immigrationStatuses), state: 'Z', country: last(countries),
      horoscopeRequired: true, manglik: last(manglikPreferenceValues), notOwnGotra: true, mustHaves: [...mustHaveFields],
    };
    roundTrip(f, w);
  });

  it('numbers at their bounds: heights 12–95, birth years 1972–2008, ages 21–45', () => {
    const r = rng(2);
    for (let h = 12; h <= 95; h++) roundTrip({ ...randomFacts(r), heightInches: h }, { ...randomWants(r), minHeight: h, maxHeight: h });
    for (let y = 1972; y <= 2008; y++) roundTrip({ ...randomFacts(r), dobYear: y });
    for (let a = 21; a <= 45; a++) roundTrip(randomFacts(r), { ...randomWants(r), minAge: a, maxAge: a });
  });

  it('every must-have mask', () => {
    const r = rng(3);
    for (let mask = 0; mask < 1 << mustHaveFields.length; mask++) {
      const fields = mustHaveFields.filter((_, i) => mask & (1 << i));
      // Given in a shuffled order, with a duplicate: decoding gives the list order, once each.
      const shuffled = [...fields].sort(() => r.next() - 0.5);
      roundTrip(randomFacts(r), randomWants(r, fields.length ? [...shuffled, shuffled[0] as MustHaveField] : []));
    }
  });

  it('missing wants, missing heights and empty wanted fields', () => {
    const r = rng(4);
    const f = randomFacts(r);
    expect(decodeSearchCard(encodeSearchCard(f)).wants).toBeUndefined();
    const bare: Wants = {
      gender: '', minAge: 21, maxAge: 45, birthCountry: '', broughtUpCountry: '', nativeLanguage: '', foodHabits: '', marriageStatus: '',
      education: '', profession: '', immiStatus: '', state: '', country: '', horoscopeRequired: false, manglik: '', notOwnGotra: false,
      mustHaves: [],
    };
    roundTrip(f, bare);
    const decoded = decodeSearchCard(encodeSearchCard(f, bare)).wants;
    expect(decoded && 'minHeight' in decoded).toBe(false);
    expect(decoded && 'maxHeight' in decoded).toBe(false);
    roundTrip(f, { ...bare, minHeight: 60 });
    roundTrip(f, { ...bare, maxHeight: 60 });
  });

  it('places with "|" and capitals come back cleaned and never break the layout', () => {
    const f = { ...randomFacts(rng(5)), city: 'New | York', state: '|NY|' };
    const w = { ...randomWants(rng(6)), state: 'A|B', country: 'India' };
    const d = decodeSearchCard(encodeSearchCard(f, w));
    expect(d.facts.city).toBe('new   york');
    expect(d.facts.state).toBe('ny');
    expect(d.wants?.state).toBe('a b');
    expect(d.wants?.country).toBe('India');
    expect(d.facts.country).toBe(f.country);
  });

  it('2,000 random profiles with random expectations', () => {
    const r = rng(7);
    for (let i = 0; i < 2000; i++) {
      const n = r.int(0, mustHaveFields.length);
      const must = mustHaveFields.filter(() => r.next() < n / mustHaveFields.length);
      roundTrip(randomFacts(r), r.next() < 0.2 ? undefined : randomWants(r, must));
    }
  });
});

describe('search card size', () => {
  it('a full profile with full wants packs in at most 100 characters (every field stated, every must-have)', () => {
    // The packed part is fixed-width (46 characters); only the typed places add to it, as long as the family wrote them.
    const state = 'California';
    const f: Facts = {
      gender: 'Female', dobYear: 1994, heightInches: 64, birthCountry: 'India', broughtUpCountry: 'United States', gotra: 'Shatamarshana',
      marriageStatus: 'Single (Never Married)', foodHabits: 'Vegetarian', profession: 'Clinical Research Professional', education: 'Master',
      nativeLanguage: 'Gujarati', immiStatus: 'Work Visa (H1/L1)', country: 'United States', city: 'San Francisco', state,
      manglik: "Don't know", horoscope: true, completeness: 10,
    };
    const w: Wants = {
      gender: 'Male', minAge: 28, maxAge: 36, birthCountry: 'India', broughtUpCountry: 'United States', minHeight: 66, maxHeight: 74,
      nativeLanguage: 'Gujarati', foodHabits: 'Vegetarian', marriageStatus: 'Single (Never Married)', education: 'Master',
      profession: 'Software Engineer', immiStatus: 'US Citizen', state, country: 'United States', horoscopeRequired: true,
      manglik: 'Non-manglik', notOwnGotra: true, mustHaves: [...mustHaveFields],
    };
    const card = encodeSearchCard(f, w);
    expect(card.length).toBeLessThanOrEqual(100);
    expect(card.indexOf('|')).toBe(46);
    // Without wants it is shorter still.
    expect(encodeSearchCard(f).length).toBeLessThan(card.length);
  });

  it('the packed part never depends on the list values’ length', () => {
    const r = rng(8);
    const lengths = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const f = { ...randomFacts(r), city: '', state: '' };
      lengths.add(encodeSearchCard(f, { ...randomWants(r), state: '' }).length);
    }
    expect(lengths.size).toBe(1);
  });
});

describe('the partial decoders the matched list uses', () => {
  it('decodeFacts and decodeWants give exactly what decodeSearchCard gives', () => {
    const r = rng(11);
    for (let i = 0; i < 1000; i++) {
      const must = mustHaveFields.filter(() => r.next() < 0.2);
      const card = encodeSearchCard(randomFacts(r), r.next() < 0.2 ? undefined : randomWants(r, must));
      const whole = decodeSearchCard(card);
      expect(decodeFacts(card)).toStrictEqual(whole.facts);
      expect(decodeWants(card)).toStrictEqual(whole.wants);
    }
  });
});

describe('cards written before the `{more}` digits', () => {
  /** A card as the earlier layout wrote it: today's card without the facts' and wants' later digits. */
  function olderCard(facts: Facts, wants?: Wants): string {
    const card = encodeSearchCard(facts, wants);
    const at = moreAt(card);
    return card.slice(0, at) + card.slice(card.indexOf('|'));
  }

  it('still decode: the new facts read as not given, the new wants as not asked', () => {
    const r = rng(12);
    for (let i = 0; i < 500; i++) {
      const facts = randomFacts(r);
      const wants = r.next() < 0.3 ? undefined : randomWants(r, mustHaveFields.filter((f) => f !== 'horoscope' && f !== 'manglik' && r.next() < 0.3));
      const old = olderCard(facts, wants);
      expect(moreAt(old)).toBe(-1);
      expect(completenessAt(old)).toBe(0);
      const asBefore = expected({ ...facts, manglik: '', horoscope: false, completeness: 0 }, wants && { ...wants, horoscopeRequired: false, manglik: '', notOwnGotra: false });
      expect(decodeSearchCard(old)).toStrictEqual(asBefore);
      expect(decodeFacts(old)).toStrictEqual(asBefore.facts);
    }
  });

  it('a card of today carries them, and completenessAt reads the tenths', () => {
    const f = { ...randomFacts(rng(13)), completeness: 9 };
    expect(moreAt(encodeSearchCard(f))).toBeGreaterThan(0);
    expect(completenessAt(encodeSearchCard(f))).toBe(9);
    expect(completenessAt(encodeSearchCard(f, randomWants(rng(14))))).toBe(9);
  });
});

/**
 * Matching straight on packed search cards: the search filter and the two-way fit. A call reads
 * ~10,000 cards, and decoding each into strings to compare them cost more than reading the index.
 * Each matcher is compiled once per call — the fixed side (the filter, the member's wants, or the
 * member's own facts) turned into list codes — and then reads only a few digits of each card.
 *
 * The rules are matching.ts's `passesFilter` and `fitOf`, in code space; test/unit/cardFit.test.ts
 * checks on thousands of random pairs that both always agree, so the two cannot drift apart.
 */
import {
  countries, educations, foodHabitsOptions, genders, gotras, immigrationStatuses, isRealGotra, manglikOptions, manglikPreferenceValues,
  marriageStatuses, nativeLanguages, professions,
} from './lists.js';
import {
  manglikMet, mustHaveFields, passesFilter, ruledOutGotra, upToAge, type Facts, type FilterCriteria, type FitCount,
  type MustHaveField, type Wants,
} from './matching.js';
import {
  FACTS, FACTS_LENGTH, HOROSCOPE_GIVEN, HOROSCOPE_REQUIRED, MORE_FACTS, MORE_WANTS, NOT_OWN_GOTRA, WANTS, YEAR_BASE, decodeFacts,
  hasWants, manglikPreferenceOf, moreAt, numAt, placeAt,
} from './searchCard.js';

const OPEN_TO_ALL = 'Open to All';
const OPEN_TO_ALL_CODE = foodHabitsOptions.indexOf(OPEN_TO_ALL) + 1;
/** Food strictness by code: 'Open to All' as a habit eats anything; an unknown habit (0) is -1, as in matching.ts. */
const foodRank = (code: number) => (code === OPEN_TO_ALL_CODE ? foodHabitsOptions.length : code - 1);
const codeOf = (list: readonly string[], value: string) => list.indexOf(value) + 1;
/** A code names a value of today's list (a code beyond it decodes as '' and states nothing). */
const known = (code: number, list: readonly string[]) => code > 0 && code <= list.length;
const bit = (field: MustHaveField) => 1 << mustHaveFields.indexOf(field);
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** Whether a gotra code names a real gotra (the rule never applies to Not To Share Now, Unknown, Other). */
const realGotraCode = (code: number) => isRealGotra(gotras[code - 1]);

/** One counter's running tally, reused card after card (no allocation per card). */
class Tally implements FitCount {
  met = 0;
  of = 0;
  hardLimitsHold = true;
  gotraRuleHolds = true;
  reset(): this {
    this.met = 0;
    this.of = 0;
    this.hardLimitsHold = true;
    this.gotraRuleHolds = true;
    return this;
  }
  add(ok: boolean, mustHave: boolean | number): void {
    this.of++;
    if (ok) this.met++;
    else if (mustHave) this.hardLimitsHold = false;
  }
  /** The gotra rule: a hard limit, and the one that holds both ways. */
  addGotraRule(ok: boolean): void {
    this.add(ok, true);
    if (!ok) this.gotraRuleHolds = false;
  }
}

/** The facts' later digits of a card (0 on a card written before them). */
const moreFactsOf = (card: string) => {
  const at = moreAt(card);
  return at < 0 ? 0 : numAt(card, MORE_FACTS.manglikHoroscope, at);
};
/** A manglik answer's code as the card keeps it, per preference code: which answers meet it. */
const manglikAnswers = manglikOptions.map((answer) => manglikPreferenceValues.map((asked) => manglikMet(asked, answer)));
const manglikMetByCode = (askedCode: number, answerCode: number) => manglikAnswers[answerCode - 1]?.[askedCode - 1] ?? false;

/**
 * How each card's profile meets `wants` (the member's own expectation). The answer is valid until
 * the next call: copy what you keep.
 */
export function yoursCounter(wants: Wants, now = new Date()): (card: string) => FitCount {
  const tally = new Tally();
  const year = now.getFullYear();
  const stated = (v: string) => v !== '' && v !== OPEN_TO_ALL;
  /** A stated list field: the wanted code (0 when the value is not in today's list: matches nothing). */
  const asked = (field: MustHaveField & keyof Wants & keyof typeof FACTS, list: readonly string[]) => {
    const value = wants[field] as string;
    return stated(value) ? { code: codeOf(list, value), field: FACTS[field], mustHave: wants.mustHaves.includes(field) } : undefined;
  };
  const equalities = [
    asked('birthCountry', countries), asked('broughtUpCountry', countries), asked('nativeLanguage', nativeLanguages),
    asked('marriageStatus', marriageStatuses), asked('profession', professions), asked('immiStatus', immigrationStatuses),
    asked('country', countries),
  ].filter((e) => e !== undefined);
  const food = asked('foodHabits', foodHabitsOptions);
  const education = asked('education', educations);
  const height = wants.minHeight !== undefined || wants.maxHeight !== undefined;
  const minHeight = wants.minHeight ?? 0;
  const maxHeight = wants.maxHeight ?? Number.POSITIVE_INFINITY;
  const heightMust = wants.mustHaves.includes('height');
  const maxAge = upToAge(wants.maxAge);
  const state = stated(wants.state) ? wants.state : '';
  const stateMust = wants.mustHaves.includes('state');
  const genderCode = codeOf(genders, wants.gender);
  const horoscopeMust = wants.mustHaves.includes('horoscope');
  const manglik = stated(wants.manglik) ? codeOf(manglikPreferenceValues, wants.manglik) : 0;
  const manglikMust = wants.mustHaves.includes('manglik');
  const notGotra = codeOf(gotras, ruledOutGotra(wants));
  return (card) => {
    tally.reset();
    if (wants.gender) tally.add(genderCode > 0 && numAt(card, FACTS.gender) === genderCode, true);
    const age = year - (numAt(card, FACTS.dobYear) + YEAR_BASE);
    tally.add(age >= wants.minAge && age <= maxAge, true);
    for (const e of equalities) tally.add(e.code > 0 && numAt(card, e.field) === e.code, e.mustHave);
    if (height) {
      const h = numAt(card, FACTS.heightInches);
      tally.add(h >= minHeight && h <= maxHeight, heightMust);
    }
    if (food) {
      const habit = numAt(card, FACTS.foodHabits);
      tally.add(foodRank(known(habit, foodHabitsOptions) ? habit : 0) <= foodRank(food.code), food.mustHave);
    }
    if (education) {
      const has = numAt(card, FACTS.education);
      tally.add(known(has, educations) && has <= education.code, education.mustHave);
    }
    if (state) tally.add(same(state, placeAt(card, 2)), stateMust);
    if (wants.horoscopeRequired || manglik) {
      const more = moreFactsOf(card);
      if (wants.horoscopeRequired) tally.add((more & HOROSCOPE_GIVEN) !== 0, horoscopeMust);
      if (manglik) tally.add(manglikMetByCode(manglik, more & 7), manglikMust);
    }
    if (notGotra) tally.addGotraRule(numAt(card, FACTS.gotra) !== notGotra);
    return tally;
  };
}

/**
 * How `own` (the member's profile) meets each card's family's wants; nothing stated counts 0 of 0.
 * The answer is valid until the next call.
 */
export function theirsCounter(own: Facts, now = new Date()): (card: string) => FitCount {
  const tally = new Tally();
  const age = now.getFullYear() - own.dobYear;
  const mine = {
    gender: codeOf(genders, own.gender),
    birthCountry: codeOf(countries, own.birthCountry),
    broughtUpCountry: codeOf(countries, own.broughtUpCountry),
    nativeLanguage: codeOf(nativeLanguages, own.nativeLanguage),
    foodRank: foodRank(codeOf(foodHabitsOptions, own.foodHabits)),
    marriageStatus: codeOf(marriageStatuses, own.marriageStatus),
    education: codeOf(educations, own.education),
    profession: codeOf(professions, own.profession),
    immiStatus: codeOf(immigrationStatuses, own.immiStatus),
    country: codeOf(countries, own.country),
    gotra: codeOf(gotras, own.gotra),
    horoscope: own.horoscope,
    manglik: codeOf(manglikOptions, own.manglik),
  };
  const W = FACTS_LENGTH;
  const stated = (code: number, list: readonly string[]) => known(code, list) && !(list === foodHabitsOptions && code === OPEN_TO_ALL_CODE);
  const eq = (card: string, field: keyof typeof WANTS & keyof typeof mine, list: readonly string[], mask: number, name: MustHaveField) => {
    const asked = numAt(card, WANTS[field] as { at: number; width: number }, W);
    if (stated(asked, list)) tally.add(asked === mine[field], mask & bit(name));
  };
  return (card) => {
    tally.reset();
    if (!hasWants(card)) return tally;
    const mask = numAt(card, WANTS.mustHaves, W);
    const gender = numAt(card, WANTS.gender, W);
    if (known(gender, genders)) tally.add(gender === mine.gender, true);
    tally.add(age >= numAt(card, WANTS.minAge, W) && age <= upToAge(numAt(card, WANTS.maxAge, W)), true);
    eq(card, 'birthCountry', countries, mask, 'birthCountry');
    eq(card, 'broughtUpCountry', countries, mask, 'broughtUpCountry');
    const minHeight = numAt(card, WANTS.minHeight, W);
    const maxHeight = numAt(card, WANTS.maxHeight, W);
    if (minHeight || maxHeight) tally.add(own.heightInches >= minHeight && own.heightInches <= (maxHeight || Number.POSITIVE_INFINITY), mask & bit('height'));
    eq(card, 'nativeLanguage', nativeLanguages, mask, 'nativeLanguage');
    const food = numAt(card, WANTS.foodHabits, W);
    if (stated(food, foodHabitsOptions)) tally.add(mine.foodRank <= foodRank(food), mask & bit('foodHabits'));
    eq(card, 'marriageStatus', marriageStatuses, mask, 'marriageStatus');
    const education = numAt(card, WANTS.education, W);
    if (stated(education, educations)) tally.add(known(mine.education, educations) && mine.education <= education, mask & bit('education'));
    eq(card, 'profession', professions, mask, 'profession');
    eq(card, 'immiStatus', immigrationStatuses, mask, 'immiStatus');
    const state = placeAt(card, 3);
    if (state) tally.add(same(state, own.state), mask & bit('state'));
    eq(card, 'country', countries, mask, 'country');
    const more = moreAt(card);
    if (more >= 0) {
      const flags = numAt(card, MORE_WANTS.flags, more);
      const fullMask = mask | (numAt(card, MORE_WANTS.mustHavesHigh, more) << 12);
      if (flags & HOROSCOPE_REQUIRED) tally.add(mine.horoscope, fullMask & bit('horoscope'));
      const manglik = manglikPreferenceOf(flags);
      if (manglik && manglikPreferenceValues[manglik - 1] !== OPEN_TO_ALL) {
        tally.add(manglikMetByCode(manglik, mine.manglik), fullMask & bit('manglik'));
      }
      if (flags & NOT_OWN_GOTRA) {
        const theirGotra = numAt(card, FACTS.gotra);
        if (realGotraCode(theirGotra)) tally.addGotraRule(theirGotra !== mine.gotra);
      }
    }
    return tally;
  };
}

/**
 * Whether a card passes the search form's filter: list fields compared as codes, the age range as
 * birth years; only a card that passes all of them and a free text is decoded, for the words.
 */
export function filterMatcher(filter: FilterCriteria, now = new Date()): (card: string) => boolean {
  const year = now.getFullYear();
  const single = (
    [
      ['gender', genders], ['birthCountry', countries], ['broughtUpCountry', countries], ['gotra', gotras],
      ['marriageStatus', marriageStatuses], ['profession', professions], ['nativeLanguage', nativeLanguages], ['country', countries],
    ] as const
  )
    .filter(([key]) => filter[key])
    .map(([key, list]) => ({ field: FACTS[key], code: codeOf(list, filter[key] ?? '') }));
  const some = (
    [['foodHabits', foodHabitsOptions], ['education', educations], ['immiStatus', immigrationStatuses]] as const
  )
    .filter(([key]) => filter[key]?.length)
    .map(([key, list]) => ({ field: FACTS[key], codes: new Set((filter[key] ?? []).map((v) => codeOf(list, v))) }));
  // The youngest and oldest birth years the ages allow (the spec's age: this year minus the birth year).
  const minYear = filter.maxAge !== undefined ? year - filter.maxAge : Number.NEGATIVE_INFINITY;
  const maxYear = filter.minAge !== undefined ? year - filter.minAge : Number.POSITIVE_INFINITY;
  const words = Boolean(filter.searchText?.trim());
  const notGotra = filter.notGotra ? codeOf(gotras, filter.notGotra) : 0;
  return (card) => {
    const born = numAt(card, FACTS.dobYear) + YEAR_BASE;
    if (born < minYear || born > maxYear) return false;
    if (notGotra && numAt(card, FACTS.gotra) === notGotra) return false;
    for (const s of single) if (s.code === 0 || numAt(card, s.field) !== s.code) return false;
    for (const s of some) if (!s.codes.has(numAt(card, s.field))) return false;
    return !words || passesFilter({ searchText: filter.searchText }, decodeFacts(card), now);
  };
}

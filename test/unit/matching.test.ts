/**
 * Two-way matching and the search filter (shared/domain/matching.ts): what counts as a stated
 * expectation, the ordered fields (food strictness, education level), height and age ranges with
 * inclusive bounds, must-haves as hard limits, and the filter's multi-selects and free text.
 * A fixed clock keeps ages stable: in 2026 a 2000 birth year is 26.
 */
import { describe, expect, it } from 'vitest';
import {
  ageOf, byFitThenCompleteness, criteriaOf, fitOf, horoscopeGiven, passesFilter, passesGotraRule, passesHardLimits, searchableText,
  twoWayScore, type Facts, type Wants,
} from '#shared/domain/matching.js';

const now = new Date('2026-06-15T12:00:00Z');

const facts = (over: Partial<Facts> = {}): Facts => ({
  gender: 'Female', dobYear: 2000, heightInches: 64, birthCountry: 'India', broughtUpCountry: 'Canada', gotra: 'Kashyap',
  marriageStatus: 'Single (Never Married)', foodHabits: 'Vegetarian', profession: 'Software Engineer', education: 'Master',
  nativeLanguage: 'Gujarati', immiStatus: 'Canadian Citizen', country: 'Canada', state: 'Ontario', city: 'Toronto',
  manglik: '', horoscope: false, completeness: 7, ...over,
});

/** Only gender and age stated unless a test states more. */
const wants = (over: Partial<Wants> = {}): Wants => ({
  gender: 'Female', minAge: 21, maxAge: 45, birthCountry: '', broughtUpCountry: '', nativeLanguage: '', foodHabits: '',
  marriageStatus: '', education: '', profession: '', immiStatus: '', state: '', country: '', horoscopeRequired: false, manglik: '',
  notOwnGotra: false, mustHaves: [], ...over,
});

const criterion = (w: Wants, f: Facts, field: string) => criteriaOf(w, f, now).find((c) => c.field === field);

describe('ageOf', () => {
  it('is the current year minus the birth year', () => {
    expect(ageOf(2000, now)).toBe(26);
    expect(ageOf(1972, now)).toBe(54);
  });
});

describe('no expectations on either side', () => {
  it('fitOf(undefined) states nothing: 0 of 0', () => {
    expect(fitOf(undefined, facts(), now)).toEqual({ met: 0, of: 0, criteria: [] });
  });

  it('passes every hard limit when nothing is stated', () => {
    expect(passesHardLimits(fitOf(undefined, facts(), now))).toBe(true);
  });

  it('twoWayScore counts nothing stated as half a fit on that side (unknown)', () => {
    const none = fitOf(undefined, facts(), now);
    const full = fitOf(wants(), facts(), now); // 2 of 2
    const half = fitOf(wants({ country: 'India', education: 'Doctoral' }), facts(), now); // gender, age met; 2 not
    const most = fitOf(wants({ country: 'India' }), facts(), now); // 2 of 3
    expect(full).toMatchObject({ met: 2, of: 2 });
    expect(half).toMatchObject({ met: 2, of: 4 });
    // Shares: nothing stated = 0.5 on each side.
    expect(twoWayScore(none, none)).toBe(1);
    // All of yours met beats fewer of yours with nothing known of theirs.
    expect(twoWayScore(full, half)).toBeGreaterThan(twoWayScore(most, none));
    // A family that states its wishes and finds you fit ranks above one that has not said.
    expect(twoWayScore(full, most)).toBeGreaterThan(twoWayScore(full, none));
    expect(twoWayScore(full, full)).toBeGreaterThan(twoWayScore(full, most));
    // A half fit equals unknown in share; the met count breaks the tie by a hair.
    expect(twoWayScore(full, half)).toBeGreaterThan(twoWayScore(full, none));
    expect(twoWayScore(full, half) - twoWayScore(full, none)).toBeLessThan(0.01);
  });

  it('an expectation with only gender and age states exactly those two, both hard', () => {
    const c = criteriaOf(wants(), facts(), now);
    expect(c.map((x) => x.field)).toEqual(['gender', 'age']);
    expect(c.every((x) => x.mustHave && x.met)).toBe(true);
  });

  it('an empty gender is not stated; the age range always is', () => {
    const c = criteriaOf(wants({ gender: '' }), facts(), now);
    expect(c.map((x) => x.field)).toEqual(['age']);
  });
});

describe("'Open to All' food habits", () => {
  it('asking for Open to All is not a stated expectation', () => {
    expect(criterion(wants({ foodHabits: 'Open to All' }), facts({ foodHabits: 'Non Vegetarian' }), 'foodHabits')).toBeUndefined();
    expect(fitOf(wants({ foodHabits: 'Open to All' }), facts(), now).of).toBe(2);
  });

  it('a profile whose habit is Open to All does not meet Vegetarian', () => {
    expect(criterion(wants({ foodHabits: 'Vegetarian' }), facts({ foodHabits: 'Open to All' }), 'foodHabits')?.met).toBe(false);
  });

  it("'Open to All' as any other stated field's value is not stated either", () => {
    // Only lists that offer it: the equality fields skip it the same way.
    const w = wants({ country: 'Open to All' as string, nativeLanguage: 'Open to All' as string });
    expect(criteriaOf(w, facts(), now).map((c) => c.field)).toEqual(['gender', 'age']);
  });
});

describe('food habits in order of strictness', () => {
  const met = (asked: string, habit: string) => criterion(wants({ foodHabits: asked }), facts({ foodHabits: habit }), 'foodHabits')?.met;

  it('Vegan meets Vegetarian; Vegetarian meets Vegetarian', () => {
    expect(met('Vegetarian', 'Vegan')).toBe(true);
    expect(met('Vegetarian', 'Vegetarian')).toBe(true);
  });

  it('Non Vegetarian and Eggetarian do not meet Vegetarian', () => {
    expect(met('Vegetarian', 'Non Vegetarian')).toBe(false);
    expect(met('Vegetarian', 'Eggetarian')).toBe(false);
  });

  it('asking for Vegan is met by Vegan only', () => {
    expect(met('Vegan', 'Vegan')).toBe(true);
    expect(met('Vegan', 'Vegetarian')).toBe(false);
  });

  it('asking for Non Vegetarian is met by every stricter habit', () => {
    for (const habit of ['Vegan', 'Vegetarian', 'Eggetarian', 'Non Vegetarian']) expect(met('Non Vegetarian', habit)).toBe(true);
  });
});

describe('education levels', () => {
  const met = (asked: string, has: string) => criterion(wants({ education: asked }), facts({ education: has }), 'education')?.met;

  it('Doctoral meets Master; Master meets Master; Bachelor does not', () => {
    expect(met('Master', 'Doctoral')).toBe(true);
    expect(met('Master', 'Master')).toBe(true);
    expect(met('Master', 'Bachelor')).toBe(false);
  });

  it('High School asked is met by every level; Doctoral asked only by Doctoral', () => {
    for (const has of ['Doctoral', 'Master', 'Bachelor', 'Associate', 'Undergraduate Degree', 'High School']) expect(met('High School', has)).toBe(true);
    expect(met('Doctoral', 'Master')).toBe(false);
  });

  it('an unknown level meets nothing', () => {
    expect(met('High School', '')).toBe(false);
  });
});

describe('height ranges (inches, bounds inclusive)', () => {
  const met = (w: Partial<Wants>, inches: number) => criterion(wants(w), facts({ heightInches: inches }), 'height')?.met;

  it('no height stated: no criterion', () => {
    expect(criterion(wants(), facts(), 'height')).toBeUndefined();
  });

  it('only a minimum', () => {
    expect(met({ minHeight: 62 }, 61)).toBe(false);
    expect(met({ minHeight: 62 }, 62)).toBe(true);
    expect(met({ minHeight: 62 }, 95)).toBe(true);
    expect(criterion(wants({ minHeight: 62 }), facts(), 'height')?.label).toBe(`Height 5'2"–any`);
  });

  it('only a maximum', () => {
    expect(met({ maxHeight: 70 }, 71)).toBe(false);
    expect(met({ maxHeight: 70 }, 70)).toBe(true);
    expect(met({ maxHeight: 70 }, 12)).toBe(true);
    expect(criterion(wants({ maxHeight: 70 }), facts(), 'height')?.label).toBe(`Height any–5'10"`);
  });

  it('both ends, inclusive', () => {
    const w = { minHeight: 62, maxHeight: 70 };
    expect([61, 62, 66, 70, 71].map((h) => met(w, h))).toEqual([false, true, true, true, false]);
  });

  it('a range is one expectation, not two', () => {
    expect(fitOf(wants({ minHeight: 62, maxHeight: 70 }), facts(), now).of).toBe(3);
  });
});

describe('age limits', () => {
  it('are inclusive at both ends', () => {
    const w = wants({ minAge: 26, maxAge: 26 });
    expect(criterion(w, facts({ dobYear: 2000 }), 'age')?.met).toBe(true); // 26
    expect(criterion(w, facts({ dobYear: 2001 }), 'age')?.met).toBe(false); // 25
    expect(criterion(w, facts({ dobYear: 1999 }), 'age')?.met).toBe(false); // 27
  });

  it('outside the range fails the hard limits', () => {
    expect(passesHardLimits(fitOf(wants({ minAge: 30, maxAge: 40 }), facts(), now))).toBe(false);
    expect(passesHardLimits(fitOf(wants({ minAge: 21, maxAge: 25 }), facts(), now))).toBe(false);
    expect(passesHardLimits(fitOf(wants({ minAge: 26, maxAge: 30 }), facts(), now))).toBe(true);
  });
});

describe('hard limits', () => {
  it('gender is always hard', () => {
    const fit = fitOf(wants({ gender: 'Male' }), facts({ gender: 'Female' }), now);
    expect(fit.criteria.find((c) => c.field === 'gender')).toMatchObject({ met: false, mustHave: true });
    expect(passesHardLimits(fit)).toBe(false);
  });

  it('a missed stated field that is not a must-have only lowers the score', () => {
    const fit = fitOf(wants({ country: 'India' }), facts({ country: 'Canada' }), now);
    expect(fit).toMatchObject({ met: 2, of: 3 });
    expect(fit.criteria.find((c) => c.field === 'country')).toMatchObject({ met: false, mustHave: false });
    expect(passesHardLimits(fit)).toBe(true);
  });

  it('the same field marked as a must-have excludes', () => {
    const fit = fitOf(wants({ country: 'India', mustHaves: ['country'] }), facts({ country: 'Canada' }), now);
    expect(fit.criteria.find((c) => c.field === 'country')).toMatchObject({ met: false, mustHave: true });
    expect(passesHardLimits(fit)).toBe(false);
  });

  it('a met must-have passes; each must-have kind excludes when missed', () => {
    expect(passesHardLimits(fitOf(wants({ country: 'Canada', mustHaves: ['country'] }), facts(), now))).toBe(true);
    const missed: [Partial<Wants>, Partial<Facts>][] = [
      [{ birthCountry: 'Canada', mustHaves: ['birthCountry'] }, {}],
      [{ broughtUpCountry: 'India', mustHaves: ['broughtUpCountry'] }, {}],
      [{ minHeight: 70, mustHaves: ['height'] }, {}],
      [{ nativeLanguage: 'Hindi', mustHaves: ['nativeLanguage'] }, {}],
      [{ foodHabits: 'Vegan', mustHaves: ['foodHabits'] }, {}],
      [{ marriageStatus: 'Divorced', mustHaves: ['marriageStatus'] }, {}],
      [{ education: 'Doctoral', mustHaves: ['education'] }, {}],
      [{ profession: 'Physician', mustHaves: ['profession'] }, {}],
      [{ immiStatus: 'US Citizen', mustHaves: ['immiStatus'] }, {}],
      [{ state: 'Quebec', mustHaves: ['state'] }, {}],
      [{ country: 'India', mustHaves: ['country'] }, {}],
    ];
    for (const [w, f] of missed) expect(passesHardLimits(fitOf(wants(w), facts(f), now)), JSON.stringify(w)).toBe(false);
  });

  it('a must-have on a field that is not stated adds nothing', () => {
    const fit = fitOf(wants({ mustHaves: ['country'] }), facts(), now);
    expect(fit.of).toBe(2);
    expect(passesHardLimits(fit)).toBe(true);
  });
});

describe('state is compared case-insensitively (it is free text)', () => {
  it('ontario meets Ontario, with spaces trimmed', () => {
    expect(criterion(wants({ state: 'ontario' }), facts({ state: 'Ontario' }), 'state')?.met).toBe(true);
    expect(criterion(wants({ state: ' ONTARIO ' }), facts({ state: 'ontario' }), 'state')?.met).toBe(true);
    expect(criterion(wants({ state: 'Quebec' }), facts({ state: 'Ontario' }), 'state')?.met).toBe(false);
  });
});

describe('a hand-built pair in both directions', () => {
  it('counts yours and theirs separately', () => {
    const a = facts({ gender: 'Female' });
    const b = facts({ gender: 'Male', dobYear: 1996, heightInches: 70, foodHabits: 'Non Vegetarian', education: 'Bachelor', country: 'United States', state: 'New Jersey' });
    const aWants = wants({ gender: 'Male', minAge: 25, maxAge: 35, minHeight: 66, foodHabits: 'Vegetarian', education: 'Master', country: 'United States' });
    const bWants = wants({ gender: 'Female', minAge: 22, maxAge: 30, nativeLanguage: 'Gujarati' });
    const yours = fitOf(aWants, b, now); // gender, age, height, country met; food, education not
    const theirs = fitOf(bWants, a, now); // gender, age, language met
    expect(yours).toMatchObject({ met: 4, of: 6 });
    expect(theirs).toMatchObject({ met: 3, of: 3 });
    expect(yours.criteria.filter((c) => !c.met).map((c) => c.field).sort()).toEqual(['education', 'foodHabits']);
    expect(passesHardLimits(yours) && passesHardLimits(theirs)).toBe(true);
    expect(twoWayScore(yours, theirs)).toBeCloseTo(4 / 6 + 1 + 7 / 1000, 10);
  });
});

describe('passesFilter', () => {
  const f = facts();

  it('an empty filter passes everyone', () => {
    expect(passesFilter({}, f, now)).toBe(true);
  });

  it('gender and the single selects are exact', () => {
    expect(passesFilter({ gender: 'Female' }, f, now)).toBe(true);
    expect(passesFilter({ gender: 'Male' }, f, now)).toBe(false);
    expect(passesFilter({ country: 'Canada', birthCountry: 'India', gotra: 'Kashyap' }, f, now)).toBe(true);
    expect(passesFilter({ country: 'Canada', birthCountry: 'Canada' }, f, now)).toBe(false);
    expect(passesFilter({ profession: 'Physician' }, f, now)).toBe(false);
  });

  it('min and max age, inclusive, each alone and together', () => {
    expect(passesFilter({ minAge: 26 }, f, now)).toBe(true);
    expect(passesFilter({ minAge: 27 }, f, now)).toBe(false);
    expect(passesFilter({ maxAge: 26 }, f, now)).toBe(true);
    expect(passesFilter({ maxAge: 25 }, f, now)).toBe(false);
    expect(passesFilter({ minAge: 21, maxAge: 30 }, f, now)).toBe(true);
    expect(passesFilter({ minAge: 30, maxAge: 40 }, f, now)).toBe(false);
  });

  it('multi-selects pass any of the chosen values; an empty one is no filter', () => {
    expect(passesFilter({ foodHabits: ['Vegan', 'Vegetarian'] }, f, now)).toBe(true);
    expect(passesFilter({ foodHabits: ['Vegan', 'Non Vegetarian'] }, f, now)).toBe(false);
    expect(passesFilter({ foodHabits: [] }, f, now)).toBe(true);
    expect(passesFilter({ education: ['Doctoral', 'Master'] }, f, now)).toBe(true);
    expect(passesFilter({ education: ['Doctoral'] }, f, now)).toBe(false);
    expect(passesFilter({ immiStatus: ['US Citizen', 'Canadian Citizen'] }, f, now)).toBe(true);
    expect(passesFilter({ immiStatus: ['Green Card'] }, f, now)).toBe(false);
  });

  it('multi-selects are not ordered like the expectation: Vegan does not pass a Vegetarian-only filter', () => {
    expect(passesFilter({ foodHabits: ['Vegetarian'] }, facts({ foodHabits: 'Vegan' }), now)).toBe(false);
  });

  it('free text: every word must appear, case-insensitive, in the places and listed values', () => {
    expect(passesFilter({ searchText: 'toronto' }, f, now)).toBe(true);
    expect(passesFilter({ searchText: 'TORONTO software' }, f, now)).toBe(true);
    expect(passesFilter({ searchText: '  Gujarati   Kashyap ' }, f, now)).toBe(true);
    expect(passesFilter({ searchText: 'toronto physician' }, f, now)).toBe(false);
    expect(passesFilter({ searchText: 'vancouver' }, f, now)).toBe(false);
    expect(passesFilter({ searchText: '   ' }, f, now)).toBe(true);
  });

  it('free text never looks at anything private (the facts carry no names)', () => {
    expect(searchableText(f)).not.toMatch(/sharma|@/);
  });

  it('all conditions together', () => {
    const filter = { gender: 'Female', minAge: 24, maxAge: 28, foodHabits: ['Vegetarian', 'Vegan'], country: 'Canada', searchText: 'ontario' };
    expect(passesFilter(filter, f, now)).toBe(true);
    expect(passesFilter({ ...filter, maxAge: 25 }, f, now)).toBe(false);
    expect(passesFilter({ ...filter, searchText: 'ontario quebec' }, f, now)).toBe(false);
  });
});

describe('horoscope required', () => {
  it('is given with rashi, nakshatra and a known manglik answer; "Don\'t know" or a gap is not', () => {
    expect(horoscopeGiven({ rashi: 'Simha (Leo)', nakshatra: 'Rohini', manglik: 'No' })).toBe(true);
    expect(horoscopeGiven({ rashi: 'Simha (Leo)', nakshatra: 'Rohini', manglik: 'Partial' })).toBe(true);
    expect(horoscopeGiven({ rashi: 'Simha (Leo)', nakshatra: 'Rohini', manglik: "Don't know" })).toBe(false);
    expect(horoscopeGiven({ rashi: 'Simha (Leo)', manglik: 'Yes' })).toBe(false);
    expect(horoscopeGiven({})).toBe(false);
  });

  it('counts toward the fit, and excludes only as a must-have', () => {
    const w = wants({ horoscopeRequired: true });
    expect(criterion(w, facts({ horoscope: true }), 'horoscope')).toEqual({ field: 'horoscope', label: 'Horoscope details given', met: true, mustHave: false });
    expect(criterion(w, facts(), 'horoscope')?.met).toBe(false);
    expect(passesHardLimits(fitOf(w, facts(), now))).toBe(true);
    expect(passesHardLimits(fitOf({ ...w, mustHaves: ['horoscope'] }, facts(), now))).toBe(false);
    expect(criterion(wants(), facts(), 'horoscope')).toBeUndefined();
  });
});

describe('the manglik preference', () => {
  it('Manglik is met by Yes and Partial; Non-manglik by No; "Don\'t know" and nothing meet neither', () => {
    const met = (asked: string, manglik: string) => criterion(wants({ manglik: asked }), facts({ manglik }), 'manglik')?.met;
    expect([met('Manglik', 'Yes'), met('Manglik', 'Partial'), met('Manglik', 'No'), met('Manglik', "Don't know"), met('Manglik', '')])
      .toEqual([true, true, false, false, false]);
    expect([met('Non-manglik', 'No'), met('Non-manglik', 'Yes'), met('Non-manglik', 'Partial'), met('Non-manglik', "Don't know")])
      .toEqual([true, false, false, false]);
  });

  it("'Open to All' or nothing states nothing; a must-have excludes", () => {
    expect(criterion(wants({ manglik: 'Open to All' }), facts({ manglik: 'Yes' }), 'manglik')).toBeUndefined();
    expect(criterion(wants(), facts({ manglik: 'Yes' }), 'manglik')).toBeUndefined();
    const must = wants({ manglik: 'Non-manglik', mustHaves: ['manglik'] });
    expect(passesHardLimits(fitOf(must, facts({ manglik: 'Yes' }), now))).toBe(false);
    expect(passesHardLimits(fitOf(must, facts({ manglik: 'No' }), now))).toBe(true);
    expect(criterion(must, facts({ manglik: 'No' }), 'manglik')?.label).toBe('Non-manglik');
  });
});

describe('the gotra rule', () => {
  const rule = wants({ notOwnGotra: true, gotra: 'Kashyap' });

  it('is always a hard limit: a profile of the same gotra fails, another passes', () => {
    expect(criterion(rule, facts({ gotra: 'Kashyap' }), 'gotra')).toEqual({ field: 'gotra', label: 'Gotra other than Kashyap', met: false, mustHave: true });
    expect(passesHardLimits(fitOf(rule, facts({ gotra: 'Kashyap' }), now))).toBe(false);
    expect(passesGotraRule(fitOf(rule, facts({ gotra: 'Kashyap' }), now))).toBe(false);
    expect(passesHardLimits(fitOf(rule, facts({ gotra: 'Garg' }), now))).toBe(true);
  });

  it('never applies with a family gotra that names none (Not To Share Now, Unknown, Other), nor when off', () => {
    for (const gotra of ['Not To Share Now', 'Unknown', 'Other', '', undefined]) {
      expect(criterion({ ...rule, gotra }, facts({ gotra: gotra ?? 'Kashyap' }), 'gotra')).toBeUndefined();
    }
    expect(criterion({ ...rule, notOwnGotra: false }, facts({ gotra: 'Kashyap' }), 'gotra')).toBeUndefined();
  });

  it('a missed must-have other than the gotra rule fails the hard limits but not the gotra rule', () => {
    const fit = fitOf({ ...rule, country: 'India', mustHaves: ['country'] }, facts({ gotra: 'Garg' }), now);
    expect(passesHardLimits(fit)).toBe(false);
    expect(passesGotraRule(fit)).toBe(true);
  });

  it("the search filter's 'Exclude my gotra' leaves that gotra out", () => {
    expect(passesFilter({ notGotra: 'Kashyap' }, facts({ gotra: 'Kashyap' }), now)).toBe(false);
    expect(passesFilter({ notGotra: 'Kashyap' }, facts({ gotra: 'Garg' }), now)).toBe(true);
  });
});

describe('completeness breaks ties only', () => {
  it('between equal fits the more complete profile first; a better fit always above a more complete one', () => {
    const w = wants({ country: 'Canada', foodHabits: 'Vegetarian' });
    const theirs = { met: 0, of: 0 };
    const scoreOf = (f: Facts) => twoWayScore(fitOf(w, f, now), theirs);
    const bestIncomplete = { score: scoreOf(facts({ completeness: 3 })), completeness: 3, name: 'best fit, incomplete' };
    const equalComplete = { score: scoreOf(facts({ completeness: 10 })), completeness: 10, name: 'best fit, complete' };
    const worseComplete = { score: scoreOf(facts({ country: 'India', completeness: 10 })), completeness: 10, name: 'worse fit, complete' };
    // The newer one would come first on a tie of both (newer: -1 puts a first), to show completeness outranks recency.
    const ranked = [worseComplete, bestIncomplete, equalComplete].sort((a, b) => byFitThenCompleteness(a, b, a === bestIncomplete ? -1 : 1));
    expect(ranked.map((r) => r.name)).toEqual(['best fit, complete', 'best fit, incomplete', 'worse fit, complete']);
  });
});

/**
 * The search form's filter (shared/domain/search.ts `searchRequest`): the web form, the URL query
 * and the server all validate with it, so its refusals are the 422 field messages of the API.
 */
import { describe, expect, it } from 'vitest';
import { AGE_RANGE, SEARCH_NEEDS_AN_OPTION, SEARCH_TEXT_MAX, searchRequest, searchTotalText } from '#shared/domain/search.js';

const issues = (input: unknown) => {
  const r = searchRequest.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code }));
};
const messages = (input: unknown) => issues(input).map((i) => i.message);

describe('searchRequest', () => {
  it('refuses an empty filter with the spec text', () => {
    expect(SEARCH_NEEDS_AN_OPTION).toBe('Please Select at least Search Options to Search Profiles.');
    expect(messages({})).toEqual([SEARCH_NEEDS_AN_OPTION]);
  });

  it('counts empty strings, empty lists, blank text, a page and a candidateId as nothing chosen', () => {
    expect(messages({ gender: '', country: '', foodHabits: [], education: '', searchText: '   ' })).toEqual([SEARCH_NEEDS_AN_OPTION]);
    expect(messages({ page: 2 })).toEqual([SEARCH_NEEDS_AN_OPTION]);
    expect(messages({ candidateId: 'cand-123456' })).toEqual([SEARCH_NEEDS_AN_OPTION]);
  });

  it('accepts any one option', () => {
    for (const one of [{ gender: 'Female' }, { minAge: 21 }, { maxAge: 45 }, { foodHabits: ['Vegan'] }, { searchText: 'toronto' }, { country: 'India' }]) {
      expect(searchRequest.safeParse(one).success, JSON.stringify(one)).toBe(true);
    }
  });

  it('page defaults to 1 and must be a whole number from 1', () => {
    expect(searchRequest.parse({ gender: 'Male' }).page).toBe(1);
    expect(searchRequest.parse({ gender: 'Male', page: 3 }).page).toBe(3);
    expect(issues({ gender: 'Male', page: 0 }).map((i) => i.path)).toEqual(['page']);
    expect(issues({ gender: 'Male', page: 1.5 }).map((i) => i.path)).toEqual(['page']);
    expect(issues({ gender: 'Male', page: '2' }).map((i) => i.path)).toEqual(['page']);
  });

  it('ages must be 21 to 45, whole numbers', () => {
    expect(issues({ minAge: 20 })).toContainEqual(expect.objectContaining({ path: 'minAge', message: AGE_RANGE }));
    expect(issues({ maxAge: 46 })).toContainEqual(expect.objectContaining({ path: 'maxAge', message: AGE_RANGE }));
    expect(issues({ minAge: 30.5 })).toContainEqual(expect.objectContaining({ path: 'minAge', message: AGE_RANGE }));
    expect(issues({ minAge: '30' })).toContainEqual(expect.objectContaining({ path: 'minAge', message: AGE_RANGE }));
    expect(searchRequest.safeParse({ minAge: 21, maxAge: 45 }).success).toBe(true);
  });

  it('refuses a minimum above the maximum; equal is fine', () => {
    expect(issues({ minAge: 35, maxAge: 30 })).toEqual([
      expect.objectContaining({ path: 'maxAge', message: 'The maximum age must not be below the minimum' }),
    ]);
    expect(searchRequest.safeParse({ minAge: 30, maxAge: 30 }).success).toBe(true);
  });

  it('refuses unknown fields (strict)', () => {
    const found = issues({ gender: 'Female', religion: 'Hinduism' });
    expect(found).toHaveLength(1);
    expect(found[0]?.code).toBe('unrecognized_keys');
    expect(issues({ gender: 'Female', lastName: 'Sharma', email: 'x@example.org' })).toHaveLength(1);
  });

  it('refuses unknown single-select values at the field', () => {
    expect(issues({ gender: 'Other' }).map((i) => i.path)).toEqual(['gender']);
    expect(issues({ country: 'Atlantis' }).map((i) => i.path)).toEqual(['country']);
    expect(issues({ gotra: 'Nope' }).map((i) => i.path)).toEqual(['gotra']);
  });

  // The form shows the message under the field, so it must be the field's own text, not zod's
  // 'Invalid input' (which a union of '' and an enum gives when both options fail alike).
  it("refuses unknown single-select values with the field's own message", () => {
    expect(issues({ gender: 'Other' })).toContainEqual(expect.objectContaining({ path: 'gender', message: 'Please select gender' }));
    expect(issues({ country: 'Atlantis' })).toContainEqual(expect.objectContaining({ path: 'country', message: 'Please select a country' }));
    expect(issues({ gotra: 'Nope' })).toContainEqual(expect.objectContaining({ path: 'gotra', message: 'Please select gotra' }));
    expect(issues({ marriageStatus: 'Widowed' })).toContainEqual(expect.objectContaining({ path: 'marriageStatus', message: 'Please select marriage status' }));
  });

  it('refuses unknown multi-select values with the field message', () => {
    expect(issues({ foodHabits: ['Vegan', 'Meat'] })).toContainEqual(expect.objectContaining({ path: 'foodHabits.1', message: 'Please select food habits' }));
    expect(issues({ education: 'Master&PhD' })).toContainEqual(expect.objectContaining({ message: 'Please select education' }));
    expect(issues({ immiStatus: ['H1B'] })).toContainEqual(expect.objectContaining({ message: 'Please select immigration status' }));
  });

  it('refuses wrong types', () => {
    expect(issues({ gender: 1 }).map((i) => i.path)).toEqual(['gender']);
    expect(issues({ foodHabits: 7 }).map((i) => i.path)).toEqual(['foodHabits']);
    expect(issues({ foodHabits: [1] }).length).toBeGreaterThan(0);
    expect(issues({ searchText: ['a'] }).map((i) => i.path)).toEqual(['searchText']);
    expect(issues(null).length).toBeGreaterThan(0);
    expect(issues('gender=Female').length).toBeGreaterThan(0);
  });

  it('free text: up to 60 characters, trimmed', () => {
    expect(SEARCH_TEXT_MAX).toBe(60);
    expect(searchRequest.safeParse({ searchText: 'a'.repeat(60) }).success).toBe(true);
    expect(issues({ searchText: 'a'.repeat(61) })).toContainEqual(expect.objectContaining({ path: 'searchText', message: 'At most 60 characters' }));
    expect(searchRequest.parse({ searchText: '  toronto  ' }).searchText).toBe('toronto');
  });

  it('multi-selects as a list or as the spec\'s "&"-joined string, duplicates dropped', () => {
    expect(searchRequest.parse({ foodHabits: ['Vegan', 'Vegetarian'] }).foodHabits).toEqual(['Vegan', 'Vegetarian']);
    expect(searchRequest.parse({ foodHabits: 'Vegan&Vegetarian' }).foodHabits).toEqual(['Vegan', 'Vegetarian']);
    expect(searchRequest.parse({ foodHabits: 'Vegan' }).foodHabits).toEqual(['Vegan']);
    expect(searchRequest.parse({ education: 'Master&Master&Doctoral' }).education).toEqual(['Master', 'Doctoral']);
    expect(searchRequest.parse({ immiStatus: ['Work Visa (H1/L1)', 'Green Card'] }).immiStatus).toEqual(['Work Visa (H1/L1)', 'Green Card']);
    // An empty string is an empty choice, so alone it is nothing chosen.
    expect(messages({ foodHabits: '' })).toEqual([SEARCH_NEEDS_AN_OPTION]);
  });

  it('a full filter as the form sends it', () => {
    const full = {
      gender: 'Female', minAge: 24, maxAge: 32, birthCountry: 'India', broughtUpCountry: 'Canada', gotra: 'Kashyap',
      marriageStatus: 'Single (Never Married)', foodHabits: 'Vegan&Vegetarian', profession: 'Software Engineer', education: ['Master', 'Doctoral'],
      nativeLanguage: 'Gujarati', immiStatus: 'Canadian Citizen&Canadian PR', country: 'Canada', searchText: 'toronto', page: 2,
      candidateId: 'cand-123456',
    };
    const parsed = searchRequest.parse(full);
    expect(parsed).toMatchObject({ foodHabits: ['Vegan', 'Vegetarian'], immiStatus: ['Canadian Citizen', 'Canadian PR'], page: 2 });
  });
});

describe('searchTotalText', () => {
  it("is the spec's line, one profile said in the singular", () => {
    expect([0, 1, 2, 30].map(searchTotalText)).toEqual([
      'Total 0 profiles matched to your search.',
      'Total 1 profile matched to your search.',
      'Total 2 profiles matched to your search.',
      'Total 30 profiles matched to your search.',
    ]);
  });
});

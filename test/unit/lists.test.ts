import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  GOTRA_OTHER,
  MARRIAGE_DIVORCED,
  ageOptions,
  birthYears,
  childrenOptions,
  contactRelations,
  countries,
  dobMonths,
  drinkHabitsOptions,
  educations,
  foodHabitsOptions,
  foodHabitsRegistration,
  genders,
  gotras,
  heightFeetOptions,
  heightInchOptions,
  immigrationStatuses,
  immigrationStatusesRegistration,
  marriageStatuses,
  nativeLanguages,
  openToRelocateOptions,
  phoneCountryCodes,
  professions,
  religions,
  smokeHabitsOptions,
  statesByCountry,
  statesFor,
  statusReasons,
  valuesOf,
  yearsInPreviousMarriageOptions,
} from '#shared/domain/lists.js';
import { phoneCountryCode } from '#shared/domain/user.js';

const collator = new Intl.Collator('en');
const isSorted = (xs: readonly string[]) => xs.every((x, i) => i === 0 || collator.compare(xs[i - 1]!, x) < 0);
const noDuplicates = (xs: readonly unknown[]) => expect(new Set(xs).size).toBe(xs.length);
const noDuplicatesIgnoringCase = (xs: readonly string[]) =>
  expect(new Set(xs.map((x) => x.toLowerCase())).size).toBe(xs.length);

const stringLists: Record<string, readonly string[]> = {
  genders,
  religions,
  gotras,
  nativeLanguages,
  foodHabitsOptions,
  foodHabitsRegistration,
  drinkHabitsOptions,
  marriageStatuses,
  yearsInPreviousMarriageOptions,
  childrenOptions,
  educations,
  professions,
  immigrationStatuses,
  immigrationStatusesRegistration,
  countries,
  openToRelocateOptions,
  contactRelations,
  ...statesByCountry,
};

describe('every list', () => {
  it.each(Object.entries(stringLists))('%s has no duplicates, blanks or stray whitespace', (_name, list) => {
    expect(list.length).toBeGreaterThan(0);
    noDuplicatesIgnoringCase(list);
    for (const v of list) {
      expect(v).toBe(v.trim());
      expect(v).not.toBe('');
    }
  });

  it.each([
    ['smokeHabitsOptions', smokeHabitsOptions],
    ['statusReasons', statusReasons],
    ['phoneCountryCodes', phoneCountryCodes],
  ] as const)('%s has unique values and labels', (_name, options) => {
    noDuplicates(options.map((o) => o.value));
    noDuplicates(options.map((o) => o.label));
  });
});

describe('fixed lists', () => {
  it('match the spec exactly', () => {
    expect(genders).toEqual(['Male', 'Female']);
    expect(religions).toEqual(['Hinduism', 'Jainism', 'Sikhism', 'Buddhism']);
    expect(foodHabitsOptions).toEqual(['Vegan', 'Vegetarian', 'Eggetarian', 'Non Vegetarian', 'Open to All']);
    expect(foodHabitsRegistration).toEqual(['Vegetarian', 'Non Vegetarian']);
    expect(drinkHabitsOptions).toEqual(['No', 'Social', 'Weekend', 'Moderate', 'Regular']);
    expect(marriageStatuses).toEqual(['Single (Never Married)', 'Divorced']);
    expect(marriageStatuses).toContain(MARRIAGE_DIVORCED);
    expect(yearsInPreviousMarriageOptions).toEqual(['<1', '1-9', '10+']);
    expect(childrenOptions).toEqual(['0', '1', '2', '3+']);
    expect(educations).toEqual(['Doctoral', 'Master', 'Bachelor', 'Associate', 'Undergraduate Degree', 'High School']);
    expect(immigrationStatuses).toEqual([
      'US Citizen', 'Canadian Citizen', 'Green Card', 'Canadian PR', 'Work Visa (H1/L1)', 'J-1 Visa', 'Student Visa', 'Other',
    ]);
    expect(openToRelocateOptions).toEqual(['Yes', 'May be', 'Depends On Situation', 'No']);
    expect(contactRelations).toEqual(['Self', 'Father', 'Mother', 'Other']);
  });

  it('registration immigration statuses are a shorter subset ending with Other', () => {
    expect(immigrationStatusesRegistration.length).toBeLessThan(immigrationStatuses.length);
    for (const s of immigrationStatusesRegistration) expect(immigrationStatuses).toContain(s);
    expect(immigrationStatusesRegistration.at(-1)).toBe('Other');
  });

  it('months run 1..12 with English names', () => {
    expect(dobMonths.map((m) => m.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(dobMonths[0]).toEqual({ value: 1, label: 'January' });
    expect(dobMonths[11]).toEqual({ value: 12, label: 'December' });
  });

  it('height and age ranges', () => {
    expect(heightFeetOptions).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(heightInchOptions).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(ageOptions[0]).toBe(21);
    expect(ageOptions.at(-1)).toBe(45);
    expect(ageOptions).toHaveLength(25);
  });

  it('smoke habits show Open to All as Chain Smokers', () => {
    expect(smokeHabitsOptions.map((o) => o.value)).toEqual(['No', 'Passive', 'Social', 'Moderate', 'Open to All']);
    expect(smokeHabitsOptions.find((o) => o.value === 'Open to All')?.label).toBe('Chain Smokers');
    for (const o of smokeHabitsOptions.filter((o) => o.value !== 'Open to All')) expect(o.label).toBe(o.value);
  });

  it('status reasons show Reviewing a Break as Taking a Break', () => {
    expect(statusReasons.map((o) => o.value)).toEqual([
      'Found a Match on the product',
      'Found a Match by Different Way',
      'Reviewing a Match',
      'Reviewing a Break',
      'Back to Search',
      'Not Interested in the product',
      'Not Interested to Marry',
      'Other',
    ]);
    expect(statusReasons.find((o) => o.value === 'Reviewing a Break')?.label).toBe('Taking a Break');
    for (const o of statusReasons.filter((o) => o.value !== 'Reviewing a Break')) expect(o.label).toBe(o.value);
  });
});

describe('birthYears', () => {
  it('runs from the current year minus 18 down to 1972', () => {
    const years = birthYears(new Date(2026, 5, 15));
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1972);
    expect(years).toHaveLength(2008 - 1972 + 1);
    expect(years.every((y, i) => i === 0 || y === years[i - 1]! - 1)).toBe(true);
  });

  it('follows the given date, and defaults to now', () => {
    expect(birthYears(new Date(2030, 0, 1))[0]).toBe(2012);
    expect(birthYears()[0]).toBe(new Date().getFullYear() - 18);
  });
});

describe('long lists', () => {
  it('gotras: a long alphabetical list ending with the three non-answers', () => {
    expect(gotras.length).toBeGreaterThanOrEqual(80);
    expect(gotras.length).toBeLessThanOrEqual(153);
    expect(gotras.slice(-3)).toEqual(['Not To Share Now', 'Unknown', 'Other']);
    expect(GOTRA_OTHER).toBe('Other');
    expect(isSorted(gotras.slice(0, -3))).toBe(true);
    for (const g of ['Bharadwaj', 'Kashyap', 'Vashishtha', 'Garg', 'Mittal', 'Sandhu']) expect(gotras).toContain(g);
  });

  it('native languages: about 22 community languages, Other last', () => {
    expect(nativeLanguages.length).toBeGreaterThanOrEqual(22);
    expect(nativeLanguages.at(-1)).toBe('Other');
    for (const l of ['Hindi', 'Gujarati', 'Punjabi', 'Marathi', 'Bengali', 'Tamil', 'Telugu', 'Kannada', 'Malayalam',
      'Urdu', 'Sindhi', 'Konkani', 'Marwari', 'Odia', 'Assamese', 'Kashmiri', 'Nepali', 'Tulu', 'Rajasthani',
      'Bhojpuri', 'Sinhala', 'English']) {
      expect(nativeLanguages).toContain(l);
    }
  });

  it('professions: about 80, alphabetical, Other last', () => {
    expect(professions.length).toBeGreaterThanOrEqual(75);
    expect(professions.at(-1)).toBe('Other');
    expect(isSorted(professions.slice(0, -1))).toBe(true);
    for (const p of ['Software Engineer', 'Physician', 'Pharmacist', 'Accountant']) expect(professions).toContain(p);
  });

  it('countries: United States, Canada, India first, then every other country alphabetically', () => {
    expect(countries.slice(0, 3)).toEqual(['United States', 'Canada', 'India']);
    expect(isSorted(countries.slice(3))).toBe(true);
    expect(countries.length).toBe(249);
    for (const c of ['United Kingdom', 'Nepal', 'Sri Lanka', 'Fiji', 'Mauritius', 'Kenya', 'Trinidad and Tobago']) {
      expect(countries).toContain(c);
    }
  });

  it('state lists: US with DC and territories, Canada 13, India 36', () => {
    expect(Object.keys(statesByCountry).sort()).toEqual(['Canada', 'India', 'United States']);
    for (const country of Object.keys(statesByCountry)) expect(countries).toContain(country);
    const us = statesFor('United States')!;
    expect(us.length).toBeGreaterThanOrEqual(51);
    expect(us).toHaveLength(56);
    for (const s of ['California', 'New Jersey', 'District of Columbia', 'Puerto Rico', 'Guam', 'U.S. Virgin Islands',
      'American Samoa', 'Northern Mariana Islands']) {
      expect(us).toContain(s);
    }
    expect(statesFor('Canada')).toHaveLength(13);
    expect(statesFor('Canada')).toContain('Ontario');
    expect(statesFor('Canada')).toContain('Nunavut');
    expect(statesFor('India')).toHaveLength(36);
    expect(statesFor('India')).toContain('Gujarat');
    expect(statesFor('India')).toContain('Ladakh');
  });

  it('statesFor is undefined for other countries (free text)', () => {
    expect(statesFor('Kenya')).toBeUndefined();
    expect(statesFor('')).toBeUndefined();
    expect(statesFor('toString')).toBeUndefined();
    expect(statesFor('__proto__')).toBeUndefined();
  });

  it('phone country codes: +1 and +91 first, values the user schema accepts', () => {
    expect(phoneCountryCodes[0]).toEqual({ value: '+1', label: 'United States / Canada (+1)' });
    expect(phoneCountryCodes[1]).toEqual({ value: '+91', label: 'India (+91)' });
    expect(phoneCountryCodes.length).toBeGreaterThanOrEqual(20);
    for (const o of phoneCountryCodes) {
      expect(o.value).toMatch(/^\+\d{1,4}$/);
      expect(o.label.endsWith(`(${o.value})`)).toBe(true);
      expect(phoneCountryCode.parse(o.value)).toBe(o.value);
    }
    const values = phoneCountryCodes.map((o) => o.value);
    for (const v of ['+44', '+61', '+64', '+65', '+971', '+977', '+94', '+880', '+92', '+27', '+254', '+256', '+255',
      '+230', '+679', '+597', '+592', '+1868']) {
      expect(values).toContain(v);
    }
  });
});

describe('valuesOf', () => {
  it('returns the values as a non-empty tuple usable by z.enum', () => {
    const values = valuesOf(smokeHabitsOptions);
    expect(values).toEqual(['No', 'Passive', 'Social', 'Moderate', 'Open to All']);
    const schema = z.enum(values);
    expect(schema.parse('Open to All')).toBe('Open to All');
    expect(schema.safeParse('Chain Smokers').success).toBe(false);
  });

  it('throws on an empty list', () => {
    expect(() => valuesOf([])).toThrow();
  });
});

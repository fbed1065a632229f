/**
 * How well two profiles fit, in both directions, and whether a profile passes a search filter.
 * Pure functions over two small shapes — `Facts` (what a profile is) and `Wants` (what its family
 * asked for in the expectation) — that the search index carries packed on every listed profile
 * (searchCard.ts), so the server scores thousands of profiles without reading any of them whole.
 *
 * Rules (docs/data-model.md and the issue):
 *  - gender and the age range are hard limits; a field marked as a must-have is a hard limit too;
 *  - every other stated field counts toward a score: 'Meets 8 of your 10';
 *  - a field left empty, or 'Open to All', is not stated and counts nowhere;
 *  - food habits and education are ordered: asking for Vegetarian is met by a Vegan too, asking
 *    for a Master by a Doctoral too (the list order is the strictness / level order);
 *  - the height range is one expectation (either end may be open).
 */
import { educations, foodHabitsOptions } from './lists.js';

/** The spec's approximate age: the current year minus the birth year. */
export const ageOf = (dobYear: number, now = new Date()) => now.getFullYear() - dobYear;

/** What search and matching read of a profile. */
export interface Facts {
  gender: string;
  dobYear: number;
  heightInches: number;
  birthCountry: string;
  broughtUpCountry: string;
  gotra: string;
  marriageStatus: string;
  foodHabits: string;
  profession: string;
  education: string;
  nativeLanguage: string;
  immiStatus: string;
  country: string;
  state: string;
  city: string;
}

/** The expectation fields a member may mark as must-haves (gender and age always are). */
export const mustHaveFields = [
  'birthCountry', 'broughtUpCountry', 'height', 'nativeLanguage', 'foodHabits', 'marriageStatus', 'education',
  'profession', 'immiStatus', 'state', 'country',
] as const;
export type MustHaveField = (typeof mustHaveFields)[number];

/** What a family asked for: the expectation's filter fields ('' = no preference). */
export interface Wants {
  gender: string;
  minAge: number;
  maxAge: number;
  birthCountry: string;
  broughtUpCountry: string;
  minHeight?: number;
  maxHeight?: number;
  nativeLanguage: string;
  foodHabits: string;
  marriageStatus: string;
  education: string;
  profession: string;
  immiStatus: string;
  state: string;
  country: string;
  mustHaves: MustHaveField[];
}

/** One stated expectation and whether it is met. */
export interface Criterion {
  field: 'gender' | 'age' | MustHaveField;
  label: string;
  met: boolean;
  mustHave: boolean;
}

export interface Fit {
  met: number;
  of: number;
  criteria: Criterion[];
}

const OPEN_TO_ALL = 'Open to All';
const rank = (list: readonly string[], value: string) => list.indexOf(value);
const heightText = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12}"`;

/** Food habits: at least as strict as asked ('Open to All' as a habit eats anything). */
function foodMet(asked: string, habit: string): boolean {
  const strictness = (v: string) => (v === OPEN_TO_ALL ? foodHabitsOptions.length : rank(foodHabitsOptions, v));
  return strictness(habit) <= strictness(asked);
}

/** Education: at least the level asked (the list runs from the highest level down). */
const educationMet = (asked: string, has: string) => rank(educations, has) >= 0 && rank(educations, has) <= rank(educations, asked);

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type Visit = (field: Criterion['field'], met: boolean, mustHave: boolean, label: () => string) => void;

/**
 * Checks every expectation `wants` states against `facts`, calling `visit` for each. Labels are
 * built only when asked for: the matched list counts ~10,000 cards and labels only its page.
 */
function evaluate(wants: Wants, facts: Facts, now: Date, visit: Visit): void {
  const must = wants.mustHaves;
  const add = (field: Criterion['field'], met: boolean, label: () => string) =>
    visit(field, met, field === 'gender' || field === 'age' || (must as string[]).includes(field), label);
  const age = ageOf(facts.dobYear, now);
  if (wants.gender) add('gender', same(wants.gender, facts.gender), () => wants.gender);
  add('age', age >= wants.minAge && age <= wants.maxAge, () => `Age ${wants.minAge}–${wants.maxAge}`);
  const eq = (field: MustHaveField & keyof Facts, label: string) => {
    const asked = wants[field];
    if (asked && asked !== OPEN_TO_ALL) add(field, same(asked, facts[field]), () => `${label}: ${asked}`);
  };
  eq('birthCountry', 'Born in');
  eq('broughtUpCountry', 'Brought up in');
  if (wants.minHeight !== undefined || wants.maxHeight !== undefined) {
    const lo = wants.minHeight ?? 0;
    const hi = wants.maxHeight ?? Number.POSITIVE_INFINITY;
    add('height', facts.heightInches >= lo && facts.heightInches <= hi, () =>
      `Height ${wants.minHeight !== undefined ? heightText(lo) : 'any'}–${wants.maxHeight !== undefined ? heightText(hi) : 'any'}`);
  }
  eq('nativeLanguage', 'Language');
  if (wants.foodHabits && wants.foodHabits !== OPEN_TO_ALL) add('foodHabits', foodMet(wants.foodHabits, facts.foodHabits), () => `Food: ${wants.foodHabits}`);
  eq('marriageStatus', 'Marriage status');
  if (wants.education) add('education', educationMet(wants.education, facts.education), () => `Education: ${wants.education} or higher`);
  eq('profession', 'Profession');
  eq('immiStatus', 'Immigration status');
  eq('state', 'State');
  eq('country', 'Lives in');
}

/** Every expectation `wants` states, checked against `facts`, with its label. */
export function criteriaOf(wants: Wants, facts: Facts, now = new Date()): Criterion[] {
  const out: Criterion[] = [];
  evaluate(wants, facts, now, (field, met, mustHave, label) => out.push({ field, label: label(), met, mustHave }));
  return out;
}

export function fitOf(wants: Wants | undefined, facts: Facts, now = new Date()): Fit {
  const criteria = wants ? criteriaOf(wants, facts, now) : [];
  return { met: criteria.filter((c) => c.met).length, of: criteria.length, criteria };
}

/** The counts of a fit without its labels, and whether every hard limit holds. */
export interface FitCount {
  met: number;
  of: number;
  hardLimitsHold: boolean;
}

export function countFit(wants: Wants | undefined, facts: Facts, now = new Date()): FitCount {
  const count: FitCount = { met: 0, of: 0, hardLimitsHold: true };
  if (!wants) return count;
  evaluate(wants, facts, now, (_field, met, mustHave) => {
    count.of++;
    if (met) count.met++;
    else if (mustHave) count.hardLimitsHold = false;
  });
  return count;
}

/** Whether `facts` passes every hard limit of `wants` (gender, age, must-haves). */
export const passesHardLimits = (fit: Fit) => fit.criteria.every((c) => c.met || !c.mustHave);

/** A share in [0, 1]; nothing stated counts as a full fit (nothing asked is nothing missed). */
const share = (fit: Pick<Fit, 'met' | 'of'>) => (fit.of === 0 ? 1 : fit.met / fit.of);

/** Best two-way fit first: the two shares added, then the larger number of met expectations. */
export function twoWayScore(yours: Pick<Fit, 'met' | 'of'>, theirs: Pick<Fit, 'met' | 'of'>): number {
  return share(yours) + share(theirs) + (yours.met + theirs.met) / 1000;
}

/** The search form's filters as the index applies them (all optional; multi-selects as sets). */
export interface FilterCriteria {
  gender?: string;
  minAge?: number;
  maxAge?: number;
  birthCountry?: string;
  broughtUpCountry?: string;
  gotra?: string;
  marriageStatus?: string;
  foodHabits?: string[];
  profession?: string;
  education?: string[];
  nativeLanguage?: string;
  immiStatus?: string[];
  country?: string;
  searchText?: string;
}

/** The words a free-text search looks in: the profile's places and its listed values. */
export function searchableText(f: Facts): string {
  return [f.city, f.state, f.country, f.birthCountry, f.broughtUpCountry, f.gotra, f.nativeLanguage, f.profession, f.education, f.immiStatus, f.foodHabits]
    .join(' ')
    .toLowerCase();
}

export function passesFilter(filter: FilterCriteria, f: Facts, now = new Date()): boolean {
  const age = ageOf(f.dobYear, now);
  if (filter.gender && filter.gender !== f.gender) return false;
  if (filter.minAge !== undefined && age < filter.minAge) return false;
  if (filter.maxAge !== undefined && age > filter.maxAge) return false;
  const single: (keyof FilterCriteria & keyof Facts)[] = ['birthCountry', 'broughtUpCountry', 'gotra', 'marriageStatus', 'profession', 'nativeLanguage', 'country'];
  for (const key of single) {
    const wanted = filter[key];
    if (wanted && wanted !== f[key]) return false;
  }
  if (filter.foodHabits?.length && !filter.foodHabits.includes(f.foodHabits)) return false;
  if (filter.education?.length && !filter.education.includes(f.education)) return false;
  if (filter.immiStatus?.length && !filter.immiStatus.includes(f.immiStatus)) return false;
  const words = filter.searchText?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  if (words.length) {
    const text = searchableText(f);
    if (!words.every((w) => text.includes(w))) return false;
  }
  return true;
}

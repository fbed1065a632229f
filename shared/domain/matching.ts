/**
 * How well two profiles fit, in both directions, and whether a profile passes a search filter.
 * Pure functions over two small shapes — `Facts` (what a profile is) and `Wants` (what its family
 * asked for in the expectation) — that the search index carries packed on every listed profile
 * (searchCard.ts), so the server scores thousands of profiles without reading any of them whole.
 *
 * Rules (docs/data-model.md and the issue):
 *  - gender and the age range are hard limits; a field marked as a must-have is a hard limit too;
 *  - every other stated field counts toward a score: 'Meets 8 of your 10';
 *  - a field left empty, or 'Open to All', is not stated and counts nowhere; a side that states
 *    nothing at all counts half in the ranking (unknown, neither a fit nor a miss);
 *  - food habits and education are ordered: asking for Vegetarian is met by a Vegan too, asking
 *    for a Master by a Doctoral too (the list order is the strictness / level order);
 *  - the height range is one expectation (either end may be open);
 *  - 'Horoscope details required' is met by a profile that gave its rashi, nakshatra and a known
 *    manglik answer (Yes, No or Partial); the manglik preference by Yes/Partial ('Manglik') or No
 *    ('Non-manglik'): "Don't know" or nothing meets neither;
 *  - the gotra rule: a family that said 'Not from our gotra' (with a real gotra of its own) never
 *    meets a profile of that gotra — a hard limit in both directions of the fit (the other family's
 *    matched list leaves it out too, see `passesGotraRule`).
 */
import type { Wants } from './wants.js';
import { AGE_CHOICE_MAX, educations, foodHabitsOptions, isRealGotra } from './lists.js';

/** The spec's approximate age: the current year minus the birth year. */
export const ageOf = (dobYear: number, now = new Date()) => now.getFullYear() - dobYear;

/** The oldest age an expectation's or a search's maximum age takes: the top choice (45) is "45 and over". */
export const upToAge = (maxAge: number) => (maxAge >= AGE_CHOICE_MAX ? Number.POSITIVE_INFINITY : maxAge);

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
  /** The horoscope's manglik answer ('' when not given). */
  manglik: string;
  /** Whether the horoscope is given: rashi, nakshatra and a known manglik answer (Yes, No, Partial). */
  horoscope: boolean;
  /** The profile's completeness in tenths: floor(completenessOf(...).score / 10), 0–10 (ranking ties only). */
  completeness: number;
}

export { mustHaveFields, type MustHaveField, type Wants } from './wants.js';

/** One stated expectation and whether it is met. */
export interface Criterion {
  /** A field the fit checks (expectationFields.ts's `MatchedField`: every row but the free text). */
  field: keyof typeof fitLabels;
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

/** Food habits: at least as strict as asked ('Open to All' as a habit eats anything). */
function foodMet(asked: string, habit: string): boolean {
  const strictness = (v: string) => (v === OPEN_TO_ALL ? foodHabitsOptions.length : rank(foodHabitsOptions, v));
  return strictness(habit) <= strictness(asked);
}

/** Education: at least the level asked (the list runs from the highest level down). */
const educationMet = (asked: string, has: string) => rank(educations, has) >= 0 && rank(educations, has) <= rank(educations, asked);

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The manglik answers that say 'given' for the horoscope (a "Don't know" does not). */
export const knownManglik = ['Yes', 'No', 'Partial'] as const;
/** Whether a profile's horoscope answers count as given for 'Horoscope details required'. */
export const horoscopeGiven = (p: { rashi?: string | undefined; nakshatra?: string | undefined; manglik?: string | undefined }) =>
  Boolean(p.rashi && p.nakshatra && (knownManglik as readonly string[]).includes(p.manglik ?? ''));

/** The manglik preference against a profile's answer. */
export const manglikMet = (asked: string, has: string) =>
  asked === 'Manglik' ? has === 'Yes' || has === 'Partial' : asked === 'Non-manglik' ? has === 'No' : true;

/** The gotra a family's wants rule out: its own real gotra when 'Not from our gotra' is on, else ''. */
export const ruledOutGotra = (w: Pick<Wants, 'notOwnGotra' | 'gotra'>) => (w.notOwnGotra && isRealGotra(w.gotra) ? (w.gotra as string) : '');

const heightText = (inches: number | undefined) => (inches !== undefined ? `${Math.floor(inches / 12)}'${inches % 12}"` : 'any');

/**
 * How the fit names each stated field to the family that stated it ('Food: Vegetarian'); the field
 * catalogue (expectationFields.ts) names them per row. Declared here rather than there so that what
 * reads only the rules (the route schemas, the search cards, the jobs) does not load the catalogue
 * and the profile labels it reads.
 */
export const fitLabels = {
  gender: (w) => w.gender,
  age: (w) => (w.maxAge >= AGE_CHOICE_MAX ? `Age ${w.minAge} and over` : `Age ${w.minAge}–${w.maxAge}`),
  height: (w) => `Height ${heightText(w.minHeight)}–${heightText(w.maxHeight)}`,
  birthCountry: (w) => `Born in: ${w.birthCountry}`,
  broughtUpCountry: (w) => `Brought up in: ${w.broughtUpCountry}`,
  nativeLanguage: (w) => `Language: ${w.nativeLanguage}`,
  foodHabits: (w) => `Food: ${w.foodHabits}`,
  marriageStatus: (w) => `Marriage status: ${w.marriageStatus}`,
  education: (w) => `Education: ${w.education} or higher`,
  profession: (w) => `Profession: ${w.profession}`,
  immiStatus: (w) => `Immigration status: ${w.immiStatus}`,
  country: (w) => `Lives in: ${w.country}`,
  state: (w) => `State: ${w.state}`,
  horoscope: () => 'Horoscope details given',
  manglik: (w) => (w.manglik === 'Manglik' ? 'Manglik (Yes or Partial)' : 'Non-manglik'),
  gotra: (w) => `Gotra other than ${w.gotra ?? ''}`,
} satisfies Record<string, (w: Wants) => string>;

/** The label a family reads for one of its stated expectations (built only for the page shown). */
const labelOf = (field: Criterion['field'], w: Wants): string => fitLabels[field](w);

/** The counts of a fit without its labels, and whether every hard limit holds (cardFit.ts counts these on packed cards). */
export interface FitCount {
  met: number;
  of: number;
  hardLimitsHold: boolean;
  /** The gotra rule holds (the one hard limit that also keeps the wanting family out of the other's list). */
  gotraRuleHolds: boolean;
}

type Checked = Omit<Criterion, 'label'>;

/** Checks every expectation `wants` states against `facts`, into `out`. */
function evaluate(wants: Wants, facts: Facts, now: Date, out: Checked[]): void {
  const check = (field: Criterion['field'], met: boolean) =>
    out.push({
      field, met,
      mustHave: field === 'gender' || field === 'age' || field === 'gotra' || (wants.mustHaves as readonly string[]).includes(field),
    });
  const stated = (v: string) => v !== '' && v !== OPEN_TO_ALL;
  const age = ageOf(facts.dobYear, now);
  if (wants.gender) check('gender', wants.gender === facts.gender);
  check('age', age >= wants.minAge && age <= upToAge(wants.maxAge));
  if (stated(wants.birthCountry)) check('birthCountry', wants.birthCountry === facts.birthCountry);
  if (stated(wants.broughtUpCountry)) check('broughtUpCountry', wants.broughtUpCountry === facts.broughtUpCountry);
  if (wants.minHeight !== undefined || wants.maxHeight !== undefined) {
    check('height', facts.heightInches >= (wants.minHeight ?? 0) && facts.heightInches <= (wants.maxHeight ?? Number.POSITIVE_INFINITY));
  }
  if (stated(wants.nativeLanguage)) check('nativeLanguage', wants.nativeLanguage === facts.nativeLanguage);
  if (stated(wants.foodHabits)) check('foodHabits', foodMet(wants.foodHabits, facts.foodHabits));
  if (stated(wants.marriageStatus)) check('marriageStatus', wants.marriageStatus === facts.marriageStatus);
  if (stated(wants.education)) check('education', educationMet(wants.education, facts.education));
  if (stated(wants.profession)) check('profession', wants.profession === facts.profession);
  if (stated(wants.immiStatus)) check('immiStatus', wants.immiStatus === facts.immiStatus);
  // The state is typed text (free for countries without a list): compared without case or spaces.
  if (stated(wants.state)) check('state', same(wants.state, facts.state));
  if (stated(wants.country)) check('country', wants.country === facts.country);
  if (wants.horoscopeRequired) check('horoscope', facts.horoscope);
  if (stated(wants.manglik)) check('manglik', manglikMet(wants.manglik, facts.manglik));
  const notGotra = ruledOutGotra(wants);
  if (notGotra) check('gotra', facts.gotra !== notGotra);
}

/** Every expectation `wants` states, checked against `facts`, with its label. */
export function criteriaOf(wants: Wants, facts: Facts, now = new Date()): Criterion[] {
  const out: Checked[] = [];
  evaluate(wants, facts, now, out);
  return out.map((c) => ({ field: c.field, label: labelOf(c.field, wants), met: c.met, mustHave: c.mustHave }));
}

export function fitOf(wants: Wants | undefined, facts: Facts, now = new Date()): Fit {
  const criteria = wants ? criteriaOf(wants, facts, now) : [];
  return { met: criteria.filter((c) => c.met).length, of: criteria.length, criteria };
}

/** Whether `facts` passes every hard limit of `wants` (gender, age, must-haves). */
export const passesHardLimits = (fit: Fit) => fit.criteria.every((c) => c.met || !c.mustHave);

/**
 * Whether the gotra rule of `fit`'s wants holds: read on the other family's wants (theirs), it
 * keeps a family that said 'Not from our gotra' out of the matched list of a profile of its gotra.
 */
export const passesGotraRule = (fit: Fit) => fit.criteria.every((c) => c.met || c.field !== 'gotra');

/**
 * A share in [0, 1]. Nothing stated is unknown, so it counts half: a profile that meets all of
 * yours ranks above one that meets fewer of yours and has stated nothing, and a family that states
 * its expectations and finds you fit gains over one that has not said.
 */
const UNKNOWN_SHARE = 0.5;
const share = (fit: Pick<Fit, 'met' | 'of'>) => (fit.of === 0 ? UNKNOWN_SHARE : fit.met / fit.of);

/** Best two-way fit first: the two shares added, then the larger number of met expectations. */
export function twoWayScore(yours: Pick<Fit, 'met' | 'of'>, theirs: Pick<Fit, 'met' | 'of'>): number {
  return share(yours) + share(theirs) + (yours.met + theirs.met) / 1000;
}

/**
 * The order of matched profiles: the better two-way fit first; only between equal fits the more
 * complete profile, then the more recently updated (`newer`: negative when a is newer; a function
 * is asked only between equal fits, as a sort of thousands mostly decides before it).
 */
export const byFitThenCompleteness = (
  a: { score: number; completeness: number }, b: { score: number; completeness: number }, newer: number | (() => number),
) => b.score - a.score || b.completeness - a.completeness || (typeof newer === 'number' ? newer : newer());

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
  /** 'Exclude my gotra': the searcher's own real gotra, whose profiles are left out. */
  notGotra?: string;
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
  if (filter.notGotra && f.gotra === filter.notGotra) return false;
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

/**
 * Every field of an expectation (the wants side), declared once, as profileFields.ts declares the
 * profile: the expectation's keys that state it, its label, its list, how the fit matches it and how
 * the search form filters on it. The expectation form, its view and the search form read this
 * table, and each row names the fit's label of its field (matching.ts's `fitLabels`, kept there so
 * the server's rules load without this table); test/unit/expectationFields.test.ts and
 * test/web/expectations/catalogue.test.tsx fail when one of them shows or checks a field the table
 * lacks, or misses one it has.
 *
 * Rows are in the order the form and the view show them.
 */
import { familyFitTexts } from '../texts.js';
import {
  ageOptions, countries, educations, foodHabitsOptions, genders, immigrationStatuses, manglikPreferences,
  marriageStatuses, nativeLanguages, professions,
} from './lists.js';
import { fitLabels } from './matching.js';
import { labelOf, type FieldChoice } from './profileFields.js';
import type { Wants } from './wants.js';

export { mustHaveFields, type MustHaveField, type Wants } from './wants.js';

/**
 * How the fit takes a field:
 *  - always: a hard limit on every profile (gender, age, the gotra rule);
 *  - counted: when stated it counts toward 'Meets 8 of your 10', and a must-have makes it a hard limit;
 *  - none: families read it, the fit does not (the free text).
 */
export type Match = 'always' | 'counted' | 'none';

/**
 * How the fit compares a stated field with a profile (matching.ts, and cardFit.ts on packed cards):
 * equal values; food habits at least as strict as asked; education at least the level asked (both
 * by list order); within a range; the same typed text (case and spaces aside); the horoscope given;
 * the manglik preference; not the family's own gotra.
 */
export type Compare = 'equal' | 'atLeastAsStrict' | 'atLeastLevel' | 'range' | 'sameText' | 'given' | 'manglik' | 'notOwnGotra';

/**
 * How the search form filters on a field: one value, any of some values (checkboxes), an age range,
 * or a yes/no box; absent where search offers no filter for it.
 */
export interface SearchBy {
  kind: 'one' | 'some' | 'range' | 'flag';
  /** The search filter's own keys (searchFilterFields in search.ts). */
  names: readonly string[];
}

export interface ExpectationField {
  name: string;
  /** The keys of the stored expectation (and the form's inputs) that state it. */
  inputs: readonly string[];
  /** How the form, its must-have box, the view and the search form name it. */
  label: string;
  /** A yes/no field's question, where the form's box and the view ask it in words of its own. */
  ask?: string;
  /** The values offered, where one list holds them (the state's list moves with the country). */
  list?: readonly FieldChoice[];
  match: Match;
  compare?: Compare;
  search?: SearchBy;
  /** How the fit names the stated field to the family that stated it ('Food: Vegetarian'): matching.ts's `fitLabels`. */
  criterion?: (w: Wants) => string;
}

const one = (name: string): SearchBy => ({ kind: 'one', names: [name] });
const some = (name: string): SearchBy => ({ kind: 'some', names: [name] });

export const expectationFields = [
  {
    name: 'gender', inputs: ['gender'], label: labelOf('gender'), list: genders, match: 'always', compare: 'equal', search: one('gender'),
    criterion: fitLabels.gender,
  },
  {
    name: 'age', inputs: ['minAge', 'maxAge'], label: labelOf('age'), list: ageOptions, match: 'always', compare: 'range',
    search: { kind: 'range', names: ['minAge', 'maxAge'] },
    criterion: fitLabels.age,
  },
  {
    name: 'height', inputs: ['minHeight', 'maxHeight'], label: labelOf('height'), match: 'counted', compare: 'range',
    criterion: fitLabels.height,
  },
  {
    name: 'birthCountry', inputs: ['birthCountry'], label: labelOf('birthCountry'), list: countries, match: 'counted', compare: 'equal',
    search: one('birthCountry'), criterion: fitLabels.birthCountry,
  },
  {
    name: 'broughtUpCountry', inputs: ['broughtUpCountry'], label: labelOf('broughtUpCountry'), list: countries, match: 'counted',
    compare: 'equal', search: one('broughtUpCountry'), criterion: fitLabels.broughtUpCountry,
  },
  {
    name: 'nativeLanguage', inputs: ['nativeLanguage'], label: labelOf('nativeLanguage'), list: nativeLanguages, match: 'counted',
    compare: 'equal', search: one('nativeLanguage'), criterion: fitLabels.nativeLanguage,
  },
  {
    name: 'foodHabits', inputs: ['foodHabits'], label: labelOf('foodHabits'), list: foodHabitsOptions, match: 'counted',
    compare: 'atLeastAsStrict', search: some('foodHabits'), criterion: fitLabels.foodHabits,
  },
  {
    name: 'marriageStatus', inputs: ['marriageStatus'], label: labelOf('marriageStatus'), list: marriageStatuses, match: 'counted',
    compare: 'equal', search: one('marriageStatus'), criterion: fitLabels.marriageStatus,
  },
  {
    name: 'education', inputs: ['education'], label: labelOf('education'), list: educations, match: 'counted',
    compare: 'atLeastLevel', search: some('education'), criterion: fitLabels.education,
  },
  {
    name: 'profession', inputs: ['profession'], label: labelOf('profession'), list: professions, match: 'counted', compare: 'equal',
    search: one('profession'), criterion: fitLabels.profession,
  },
  {
    name: 'immiStatus', inputs: ['immiStatus'], label: labelOf('immiStatus'), list: immigrationStatuses, match: 'counted',
    compare: 'equal', search: some('immiStatus'), criterion: fitLabels.immiStatus,
  },
  {
    name: 'country', inputs: ['country'], label: labelOf('country'), list: countries, match: 'counted', compare: 'equal',
    search: one('country'), criterion: fitLabels.country,
  },
  // The state's list is the country's (statesFor), or typed text where the country has none.
  {
    name: 'state', inputs: ['state'], label: labelOf('state'), match: 'counted', compare: 'sameText',
    criterion: fitLabels.state,
  },
  {
    name: 'horoscope', inputs: ['horoscopeRequired'], label: 'Horoscope details', ask: familyFitTexts.horoscopeRequired,
    match: 'counted', compare: 'given', criterion: fitLabels.horoscope,
  },
  {
    name: 'manglik', inputs: ['manglik'], label: labelOf('manglik'), list: manglikPreferences, match: 'counted', compare: 'manglik',
    criterion: fitLabels.manglik,
  },
  {
    name: 'gotra', inputs: ['notOwnGotra'], label: familyFitTexts.notOwnGotra, match: 'always', compare: 'notOwnGotra',
    search: { kind: 'flag', names: ['excludeOwnGotra'] }, criterion: fitLabels.gotra,
  },
  { name: 'expectations', inputs: ['expectations'], label: 'Expectations', match: 'none' },
] as const satisfies readonly ExpectationField[];

export type ExpectationFieldName = (typeof expectationFields)[number]['name'];
/** The keys of an expectation that state its fields (the form's input names). */
export type ExpectationInput = (typeof expectationFields)[number]['inputs'][number];
/** The fields the fit checks. */
export type MatchedField = Exclude<ExpectationFieldName, 'expectations'>;

const byName = new Map<string, ExpectationField>(expectationFields.map((f) => [f.name, f]));

/** The row of a field. */
export const expectationField = (name: ExpectationFieldName): ExpectationField => byName.get(name)!;

/** Every input of the expectation form, in order. */
export const expectationInputs: readonly ExpectationInput[] = expectationFields.flatMap((f) => f.inputs);

/** The filters the search form offers that no expectation states: a gotra to look for, and words. */
export const searchOnlyFilters = ['gotra', 'searchText'] as const;

/** Every filter of the search form: the expectation fields' and search's own. */
export const searchFilterNames: readonly string[] = [
  ...expectationFields.flatMap((f): readonly string[] => ('search' in f ? f.search.names : [])),
  ...searchOnlyFilters,
];

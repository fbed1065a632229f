/**
 * The packed search card: a listed profile's `Facts` and its family's `Wants` (matching.ts) in one
 * short string, the only attribute the sparse search index projects besides its keys. A wide
 * search reads thousands of index entries, so every byte counts: each selection-list value is its
 * position in the list written in one or two base-64 digits, numbers likewise, and only the two
 * free-text places (city, state) are written out. About 70 bytes a profile instead of ~400.
 *
 * Layout: `{facts}{wants or '!'}{more}|{city}|{state}|{wanted state}`. A list value not in today's
 * list (a list shrank) decodes as '' and simply matches nothing.
 * `{more}` came later, after the fixed parts so no earlier offset moved: two digits of
 * facts (the manglik answer with whether the horoscope is given, and the completeness in tenths),
 * then, with wants, two digits of them (horoscope required, not our gotra, the manglik preference,
 * and must-have bits 12 and up). A card written before has '|' where `{more}` starts: it still
 * decodes, its new fields as not given and not asked.
 */
import {
  countries, educations, foodHabitsOptions, genders, gotras, immigrationStatuses, manglikOptions, manglikPreferenceValues,
  marriageStatuses, nativeLanguages, professions,
} from './lists.js';
import { mustHaveFields, type Facts, type MustHaveField, type Wants } from './matching.js';

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
/** Digit values by character code: a search decodes ~10,000 cards, so no string search per digit. */
const VALUE_OF = new Int8Array(128).fill(0);
for (let i = 0; i < DIGITS.length; i++) VALUE_OF[DIGITS.charCodeAt(i)] = i;
const NO_WANTS = '!';

function num(value: number, width: number): string {
  let out = '';
  let v = Math.max(0, Math.floor(value));
  for (let i = 0; i < width; i++) {
    out = DIGITS[v % 64] + out;
    v = Math.floor(v / 64);
  }
  return out;
}

class Reader {
  private at = 0;
  constructor(private readonly s: string) {}
  num(width: number): number {
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 64 + (VALUE_OF[this.s.charCodeAt(this.at++)] ?? 0);
    return v;
  }
  peek = () => this.s[this.at];
  skipTo = (at: number) => void (this.at = at);
}

/** A list value as its position + 1 (0 = none), in as many digits as the list needs. */
const widthOf = (list: readonly string[]) => (list.length + 1 < 64 ? 1 : 2);
const code = (list: readonly string[], value: string) => num(list.indexOf(value) + 1, widthOf(list));
const decode = (list: readonly string[], r: Reader) => list[r.num(widthOf(list)) - 1] ?? '';

const YEAR_BASE = 1900;
/** Height in inches and ages fit in numbers below 4096; an unset one is written as 0. */
const optional = (v: number | undefined) => num(v ?? 0, 2);

const clean = (text: string) => text.replace(/\|/g, ' ').trim().toLowerCase();

/** Completeness in tenths (0–10), the one digit a card keeps of it. */
const tenths = (n: number) => Math.min(10, Math.max(0, Math.floor(n)));

function encodeFacts(f: Facts): string {
  return (
    code(genders, f.gender) + num(f.dobYear - YEAR_BASE, 2) + num(f.heightInches, 2) + code(countries, f.birthCountry) +
    code(countries, f.broughtUpCountry) + code(gotras, f.gotra) + code(marriageStatuses, f.marriageStatus) +
    code(foodHabitsOptions, f.foodHabits) + code(professions, f.profession) + code(educations, f.education) +
    code(nativeLanguages, f.nativeLanguage) + code(immigrationStatuses, f.immiStatus) + code(countries, f.country)
  );
}

/** Where each field sits in a packed part: its offset and width, in the order encode writes them. */
function layout<K extends string>(fields: [K, number][]): Record<K, { at: number; width: number }> & { length: number } {
  let at = 0;
  const out = {} as Record<K, { at: number; width: number }>;
  for (const [name, width] of fields) {
    out[name] = { at, width };
    at += width;
  }
  return Object.assign(out, { length: at });
}

/** The packed facts (fixed width: the wants start right after them). */
export const FACTS = layout([
  ['gender', widthOf(genders)], ['dobYear', 2], ['heightInches', 2], ['birthCountry', widthOf(countries)],
  ['broughtUpCountry', widthOf(countries)], ['gotra', widthOf(gotras)], ['marriageStatus', widthOf(marriageStatuses)],
  ['foodHabits', widthOf(foodHabitsOptions)], ['profession', widthOf(professions)], ['education', widthOf(educations)],
  ['nativeLanguage', widthOf(nativeLanguages)], ['immiStatus', widthOf(immigrationStatuses)], ['country', widthOf(countries)],
]);
const FACTS_LENGTH = FACTS.length;

/** The facts' later digits, at the card's `{more}` offset (moreAt). */
export const MORE_FACTS = { manglikHoroscope: { at: 0, width: 1 }, completeness: { at: 1, width: 1 } } as const;
/** The wants' later digits, after MORE_FACTS. */
export const MORE_WANTS = { flags: { at: 2, width: 1 }, mustHavesHigh: { at: 3, width: 1 } } as const;
/** Bits of MORE_FACTS.manglikHoroscope and MORE_WANTS.flags. */
export const HOROSCOPE_GIVEN = 8;
export const HOROSCOPE_REQUIRED = 1;
export const NOT_OWN_GOTRA = 2;
/** The manglik preference's code sits in bits 2–3 of the wants' flags. */
export const manglikPreferenceOf = (flags: number) => (flags >> 2) & 3;
const MANGLIK_ANSWER = 7;
const MUST_HAVE_LOW_BITS = 12;

/** The packed wants, at offsets after FACTS_LENGTH. */
export const WANTS = layout([
  ['gender', widthOf(genders)], ['minAge', 1], ['maxAge', 1], ['birthCountry', widthOf(countries)], ['broughtUpCountry', widthOf(countries)],
  ['minHeight', 2], ['maxHeight', 2], ['nativeLanguage', widthOf(nativeLanguages)], ['foodHabits', widthOf(foodHabitsOptions)],
  ['marriageStatus', widthOf(marriageStatuses)], ['education', widthOf(educations)], ['profession', widthOf(professions)],
  ['immiStatus', widthOf(immigrationStatuses)], ['country', widthOf(countries)], ['mustHaves', 2],
]);

/** The number at a field of a card, read in place (no decoding): for the compiled fit counters. */
export function numAt(card: string, field: { at: number; width: number }, base = 0): number {
  let v = 0;
  for (let i = 0; i < field.width; i++) v = v * 64 + (VALUE_OF[card.charCodeAt(base + field.at + i)] ?? 0);
  return v;
}

/** Whether the card carries its family's wants. */
export const hasWants = (card: string) => card.length > FACTS_LENGTH && card[FACTS_LENGTH] !== NO_WANTS && card[FACTS_LENGTH] !== '|';
export { FACTS_LENGTH, YEAR_BASE };

const PIPE = '|'.charCodeAt(0);
/** Where the card's `{more}` digits start, or -1 on a card written before them. */
export function moreAt(card: string): number {
  const at = FACTS_LENGTH + (hasWants(card) ? WANTS.length : 1);
  return at < card.length && card.charCodeAt(at) !== PIPE ? at : -1;
}

/** The completeness in tenths a card carries (0 on an older card): the ranking's tie-break. */
export function completenessAt(card: string): number {
  const at = moreAt(card);
  return at < 0 ? 0 : numAt(card, MORE_FACTS.completeness, at);
}

function encodeMore(f: Facts, w: Wants | undefined): string {
  const facts = num(manglikOptions.indexOf(f.manglik as (typeof manglikOptions)[number]) + 1 + (f.horoscope ? HOROSCOPE_GIVEN : 0), 1)
    + num(tenths(f.completeness), 1);
  if (!w) return facts;
  const mask = maskOf(w.mustHaves);
  const flags = (w.horoscopeRequired ? HOROSCOPE_REQUIRED : 0) | (w.notOwnGotra ? NOT_OWN_GOTRA : 0)
    | ((manglikPreferenceValues.indexOf(w.manglik as (typeof manglikPreferenceValues)[number]) + 1) << 2);
  return facts + num(flags, 1) + num(mask >> MUST_HAVE_LOW_BITS, 1);
}

const maskOf = (fields: readonly MustHaveField[]) => fields.reduce((m, field) => m | (1 << mustHaveFields.indexOf(field)), 0);

function encodeWants(w: Wants): string {
  const mask = maskOf(w.mustHaves) & ((1 << MUST_HAVE_LOW_BITS) - 1);
  return (
    code(genders, w.gender) + num(w.minAge, 1) + num(w.maxAge, 1) + code(countries, w.birthCountry) + code(countries, w.broughtUpCountry) +
    optional(w.minHeight) + optional(w.maxHeight) + code(nativeLanguages, w.nativeLanguage) + code(foodHabitsOptions, w.foodHabits) +
    code(marriageStatuses, w.marriageStatus) + code(educations, w.education) + code(professions, w.profession) +
    code(immigrationStatuses, w.immiStatus) + code(countries, w.country) + num(mask, 2)
  );
}

export function encodeSearchCard(facts: Facts, wants?: Wants): string {
  return [
    encodeFacts(facts) + (wants ? encodeWants(wants) : NO_WANTS) + encodeMore(facts, wants), clean(facts.city), clean(facts.state),
    clean(wants?.state ?? ''),
  ].join('|');
}

/** The profile's facts alone (what search filters read): the wants are not decoded. */
export function decodeFacts(card: string): Facts {
  return readFacts(new Reader(card), card);
}

/** The free-text places after the packed part: `|city|state|wanted state`. */
export function placeAt(card: string, n: 1 | 2 | 3): string {
  let at = -1;
  for (let i = 0; i < n; i++) {
    at = card.indexOf('|', at + 1);
    if (at < 0) return '';
  }
  const end = card.indexOf('|', at + 1);
  return card.slice(at + 1, end < 0 ? undefined : end);
}

function readFacts(r: Reader, card: string): Facts {
  const more = moreAt(card);
  const manglikHoroscope = more < 0 ? 0 : numAt(card, MORE_FACTS.manglikHoroscope, more);
  return {
    gender: decode(genders, r), dobYear: r.num(2) + YEAR_BASE, heightInches: r.num(2), birthCountry: decode(countries, r),
    broughtUpCountry: decode(countries, r), gotra: decode(gotras, r), marriageStatus: decode(marriageStatuses, r),
    foodHabits: decode(foodHabitsOptions, r), profession: decode(professions, r), education: decode(educations, r),
    nativeLanguage: decode(nativeLanguages, r), immiStatus: decode(immigrationStatuses, r), country: decode(countries, r),
    city: placeAt(card, 1), state: placeAt(card, 2),
    manglik: manglikOptions[(manglikHoroscope & MANGLIK_ANSWER) - 1] ?? '', horoscope: (manglikHoroscope & HOROSCOPE_GIVEN) !== 0,
    completeness: more < 0 ? 0 : numAt(card, MORE_FACTS.completeness, more),
  };
}

/** The family's wants, or undefined when they stated none. */
export function decodeWants(card: string): Wants | undefined {
  const r = new Reader(card);
  r.skipTo(FACTS_LENGTH);
  return readWants(r, card);
}

/** The wants after the facts; their `gotra` is the card's own (the family's, which 'Not from our gotra' means). */
function readWants(r: Reader, card: string): Wants | undefined {
  const wantedState = placeAt(card, 3);
  if (r.peek() === NO_WANTS || r.peek() === '|' || r.peek() === undefined) return undefined;
  const gender = decode(genders, r);
  const minAge = r.num(1);
  const maxAge = r.num(1);
  const birthCountry = decode(countries, r);
  const broughtUpCountry = decode(countries, r);
  const minHeight = r.num(2) || undefined;
  const maxHeight = r.num(2) || undefined;
  const wants: Wants = {
    gender, minAge, maxAge, birthCountry, broughtUpCountry, minHeight, maxHeight,
    nativeLanguage: decode(nativeLanguages, r), foodHabits: decode(foodHabitsOptions, r), marriageStatus: decode(marriageStatuses, r),
    education: decode(educations, r), profession: decode(professions, r), immiStatus: decode(immigrationStatuses, r),
    country: decode(countries, r), state: wantedState, horoscopeRequired: false, manglik: '', notOwnGotra: false,
    gotra: decodeGotraAt(card), mustHaves: [],
  };
  let mask = r.num(2);
  const more = moreAt(card);
  if (more >= 0) {
    const flags = numAt(card, MORE_WANTS.flags, more);
    wants.horoscopeRequired = (flags & HOROSCOPE_REQUIRED) !== 0;
    wants.notOwnGotra = (flags & NOT_OWN_GOTRA) !== 0;
    wants.manglik = manglikPreferenceValues[manglikPreferenceOf(flags) - 1] ?? '';
    mask |= numAt(card, MORE_WANTS.mustHavesHigh, more) << MUST_HAVE_LOW_BITS;
  }
  wants.mustHaves = mustHaveFields.filter((_, i) => mask & (1 << i)) as MustHaveField[];
  if (minHeight === undefined) delete wants.minHeight;
  if (maxHeight === undefined) delete wants.maxHeight;
  return wants;
}

const decodeGotraAt = (card: string) => gotras[numAt(card, FACTS.gotra) - 1] ?? '';

export function decodeSearchCard(card: string): { facts: Facts; wants?: Wants } {
  const r = new Reader(card);
  const facts = readFacts(r, card);
  const wants = readWants(r, card);
  return wants ? { facts, wants } : { facts };
}

/**
 * Discovery's request and response shapes: the search form's filter, the result card, the matched
 * card with its two-way fit, the saved list and the Not Interested interaction. The web form, the
 * URL query of a search and the server validate with the same rules.
 */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import {
  AGE_CHOICE_MAX, BIRTH_YEAR_MIN, countries, educations, foodHabitsOptions, genders, gotras, immigrationStatuses, marriageStatuses, nativeLanguages, professions,
} from './lists.js';
import { upToAge } from './matching.js';
import { heldBackFields } from './photoAccess.js';
import { fit } from './fitView.js';
import { id } from './fields.js';

/** Cards per page of search and matched results. */
export const PAGE_SIZE = 24;
export const SEARCH_TEXT_MAX = 60;
export const SEARCH_NEEDS_AN_OPTION = 'Please Select at least Search Options to Search Profiles.';
/** The spec's total line, its typo ('matched to you search') mended and one profile said so (docs/copy.md). */
export const searchTotalText = (total: number) =>
  total === 1 ? 'Total 1 profile matched to your search.' : `Total ${total} profiles matched to your search.`;
export const AGE_RANGE = 'Please select an age between 21 and 45';

/** A single-select: '' (nothing chosen) or one of the list, else the field's own message. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.string({ error: message }).refine((v): v is '' | T[number] => v === '' || (values as readonly string[]).includes(v), message).optional();

/** A multi-select: a list, or the spec's values joined with '&'. */
const someOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.array(z.string()), z.string().transform((s) => (s ? s.split('&') : []))])
    .pipe(z.array(z.enum(values, message)).max(values.length, message))
    .transform((v) => [...new Set(v)])
    .optional();

const age = /* @__PURE__ */ lazySchema(() =>
  z.number({ error: AGE_RANGE }).int(AGE_RANGE).min(21, AGE_RANGE).max(AGE_CHOICE_MAX, AGE_RANGE).optional());

/** The filter fields (everything but paging and the searcher's id). */
export const searchFilterFields = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    gender: oneOf(genders, 'Please select gender'),
    minAge: age,
    maxAge: age,
    birthCountry: oneOf(countries, 'Please select a country'),
    broughtUpCountry: oneOf(countries, 'Please select a country'),
    gotra: oneOf(gotras, 'Please select gotra'),
    marriageStatus: oneOf(marriageStatuses, 'Please select marriage status'),
    foodHabits: someOf(foodHabitsOptions, 'Please select food habits'),
    profession: oneOf(professions, 'Please select profession'),
    education: someOf(educations, 'Please select education'),
    nativeLanguage: oneOf(nativeLanguages, 'Please select a language'),
    immiStatus: someOf(immigrationStatuses, 'Please select immigration status'),
    country: oneOf(countries, 'Please select a country'),
    searchText: z.string().trim().max(SEARCH_TEXT_MAX, `At most ${SEARCH_TEXT_MAX} characters`).optional(),
    /** 'Exclude my gotra': leave out the profiles of the member's own gotra (ignored without a real gotra). */
    excludeOwnGotra: z
      .union([z.boolean(), z.enum(['true', 'false'], 'Please tick or untick Exclude my gotra').transform((v) => v === 'true')], {
        error: 'Please tick or untick Exclude my gotra',
      })
      .optional(),
  }));
export type SearchFilter = z.output<typeof searchFilterFields>;

/** Whether any option is chosen (the spec: searching with nothing changed is refused). */
export function hasAnyOption(f: SearchFilter): boolean {
  return Object.values(f).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== '' && v !== false));
}

export const searchRequest = /* @__PURE__ */ lazySchema(() =>
  searchFilterFields
    .extend({
      /** The searcher's candidate profile (optional; when given it must be the caller's). */
      candidateId: id.optional(),
      page: z.number().int().min(1).max(10_000).optional().default(1),
    })
    .superRefine((f, ctx) => {
      const { candidateId: _c, page: _p, ...filter } = f;
      if (!hasAnyOption(filter)) ctx.addIssue({ code: 'custom', path: [], message: SEARCH_NEEDS_AN_OPTION });
      if (f.minAge !== undefined && f.maxAge !== undefined && f.minAge > f.maxAge) {
        ctx.addIssue({ code: 'custom', path: ['maxAge'], message: 'The maximum age must not be below the minimum' });
      }
    }));
export type SearchRequest = z.output<typeof searchRequest>;

/** What a result card shows: shaped from the member view of the profile (never more). */
export const profileCard = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    age: z.number(),
    height: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    profession: z.string(),
    /** A short-lived signed URL of the first photo's 120 x 120 thumbnail (photoSizes.ts). */
    photoURL: z.string().nullable(),
    /** Whether the profile is in the member's saved list. */
    saved: z.boolean(),
    /** Photos held back from this member (photoURL null under 'no photo'), and its request for them. */
    ...heldBackFields(),
  }));
export type ProfileCard = z.infer<typeof profileCard>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), items: z.array(item) });

/**
 * A search sent without an age range still reads only some birth years (a search over every age
 * read about 7 MB at 50,000 profiles): the member's expectation's ages, else a window around their
 * own candidate's age (defaultAgesAround). The answer says which ages were used, so the page can
 * show them and let the member change them.
 */
export const agesUsed = /* @__PURE__ */ lazySchema(() =>
  z.object({
    minAge: z.number().int(),
    maxAge: z.number().int(),
    /** expectation: the member's stated expectation's ages; ownAge: the default window (no expectation yet). */
    from: z.enum(['expectation', 'ownAge']),
  }));
export type AgesUsed = z.infer<typeof agesUsed>;

/** Years either side of the candidate's own age in the default window: a man's family looks a few years younger, a woman's a few older. */
const DEFAULT_WINDOW = { Male: [5, 2], Female: [2, 5] } as const;
const AGE_MIN = 21;

/** The oldest age a listed profile can have: born in 1972 (the first birth year offered). */
export const oldestAge = (now = new Date()) => now.getFullYear() - BIRTH_YEAR_MIN;

/**
 * The ages a search without an age range uses when the member has no expectation: eight years
 * around the candidate's own age (Male: 5 younger to 2 older; Female: 2 younger to 5 older), kept
 * eight years wide between 21 and the oldest age listed (not the selectors' 45: the family of a
 * 50-year-old looks among their peers, 46 to 54 and beyond the selectors' reach).
 */
export function defaultAgesAround(gender: string, age: number, now = new Date()): { minAge: number; maxAge: number } {
  const [below, above] = DEFAULT_WINDOW[gender as keyof typeof DEFAULT_WINDOW] ?? [4, 3];
  const width = below + above;
  const minAge = Math.min(oldestAge(now) - width, Math.max(AGE_MIN, age - below));
  return { minAge, maxAge: minAge + width };
}

/** The oldest age a search's or an expectation's maximum reaches: the top choice (45) is "45 and over", to the oldest listed. */
export const reachedAge = (maxAge: number, now = new Date()) => Math.min(upToAge(maxAge), oldestAge(now));

export const searchResponse = /* @__PURE__ */ lazySchema(() =>
  pageOf(profileCard).extend({
    /** Present when the request had no age range: the ages the search used instead, and why. */
    agesUsed: agesUsed.optional(),
  }));
export type SearchResponse = z.infer<typeof searchResponse>;

export { criterion, fit, type FitView } from './fitView.js';

/** A matched card: how many of *your* expectations it meets, and how many of *theirs* you meet. */
export const matchCard = /* @__PURE__ */ lazySchema(() =>
  profileCard.extend({ yours: fit, theirs: fit }));
export type MatchCard = z.infer<typeof matchCard>;

export const matchResponse = /* @__PURE__ */ lazySchema(() =>
  pageOf(matchCard).extend({
    /** False when the member has not stated expectations yet (the tab links to the form). */
    hasExpectation: z.boolean(),
    /**
     * Only when nothing matched: how many profiles would have, but their family asked for a partner
     * from another gotra than the member's (their 'Not from our gotra'), so the empty list says why.
     */
    leftOutByTheirGotraRule: z.number().int().optional(),
  }));
export type MatchResponse = z.infer<typeof matchResponse>;

export const ALREADY_SAVED = 'This candidate profile was already in your list';
export const SAVED = 'This candidate profile is added in your list';
export const NO_LONGER_AVAILABLE = 'This profile is no longer available.';

export const saveProfileRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    userProfileId: id,
    candidateId: id,
    /** The spec's clients send it; the server stamps its own time. */
    updatedDate: z.string().max(40).optional(),
  }));
export const saveProfileResponse = /* @__PURE__ */ lazySchema(() =>
  z.object({ message: z.string(), id: z.string(), alreadySaved: z.boolean() }));

export const savedProfile = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** The saved item's id: the saved candidate's id (a profile is in a list at most once). */
    id: z.string(),
    candidateId: z.string(),
    updatedDate: z.string(),
    /** Null when the profile was disabled, hidden or deleted since: 'no longer available'. */
    candidateProfile: profileCard.nullable(),
  }));
export type SavedProfile = z.infer<typeof savedProfile>;
export const savedProfileList = /* @__PURE__ */ lazySchema(() =>
  z.object({ items: z.array(savedProfile) }));

/** Interactions of this issue: Not Interested (proposals add their types later). */
export const interactionRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    userProfileId: id,
    fromCandidateId: id,
    toCandidateId: id,
    interactionType: z.enum(['notInterested'], 'Not a known interaction'),
    responseType: z.string().max(20).optional(),
    updatedDate: z.string().max(40).optional(),
  }));
export const interaction = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    userProfileId: z.string(),
    fromCandidateId: z.string(),
    toCandidateId: z.string(),
    interactionType: z.string(),
    updatedDate: z.string(),
  }));

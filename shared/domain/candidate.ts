/**
 * Candidate profile, expectation, status reason and shared-URL schemas: the form and the server
 * validate with the same rules and the spec's messages.
 */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import {
  BIRTH_YEAR_MIN, GOTRA_OTHER, MARRIAGE_DIVORCED, childrenOptions, contactRelations, countries, drinkHabitsOptions, educations,
  familyTypes, familyValuesOptions, foodHabitsOptions, genders, gotras, immigrationStatuses, isRealGotra, manglikOptions, manglikPreferenceValues, marriageStatuses,
  nakshatras, nativeLanguages, openToRelocateOptions, professions, rashis, religions, siblingCounts, smokeHabitsOptions, statesFor,
  maxBirthYear, statusReasons, valuesOf, yearsInPreviousMarriageOptions,
} from './lists.js';
import { EMAIL_PATTERN, id, phoneChecks, phoneCountryCode, SINGLE_LINE, singleLineMessage } from './fields.js';
import { mustHaveFields } from './wants.js';
import { heldBackFields, photoAccessSetting } from './photoAccess.js';
import { twoWayFit } from './fitView.js';

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.string({ error: message }).refine((v): v is T[number] => (values as readonly string[]).includes(v), message);

/** Single-line text (mails quote it): `label` names the field in the control-character message. */
const requiredText = (message: string, label: string, max = 60) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`).regex(SINGLE_LINE, singleLineMessage(label));
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).regex(SINGLE_LINE, singleLineMessage(label));

/** 'About our family' (free text with a counter). */
export const ABOUT_FAMILY_MAX = 400;

/**
 * Free text over several lines ('About our family'): line breaks and tabs (text pasted from a
 * document brings them) yes, other control characters no. A pattern rather than a refine, so the
 * route fuzzer (test/integration/fuzzArbitraries.ts) can draw free text for it instead of only the
 * words it knows.
 */
const MULTI_LINE = /^(?:[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]|\r?\n|\t)*$/u;
const multiLineText = (label: string, max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).regex(MULTI_LINE, `${label} must not contain invisible control characters`);

/** An optional selection: '' (or absent) is not stated, and is stored as absent. */
const optionalSelect = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.literal(''), choice(values, message)]).transform((v) => v || undefined).optional();
const optionalLine = (label: string, max: number) => optionalText(label, max).transform((v) => v || undefined).optional();

/** The spec gives one text for the three location fields. */
const LOCATION_REQUIRED = 'Please enter your current city/state/country';

export { maxBirthYear } from './lists.js';

/** Height as the spec writes it: feet'inches" */
export const composeHeight = (feet: number, inches: number) => `${feet}'${inches}"`;

export const candidateFields = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    firstName: requiredText('First Name is required', 'First Name', 50),
    lastName: requiredText('Last Name is required', 'Last Name', 50),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(254, 'Invalid email format')
      .regex(EMAIL_PATTERN, 'Invalid email format')
      .transform((s) => s.toLowerCase()),
    gender: choice(genders, 'Please select gender'),
    dobMonth: z.number({ error: 'Please select month of your birthday' }).int().min(1, 'Please select month of your birthday').max(12, 'Please select month of your birthday'),
    dobYear: z
      .number({ error: 'Please enter year of your birthday' })
      .int('Please enter year of your birthday')
      .refine((y) => y >= BIRTH_YEAR_MIN && y <= maxBirthYear(), 'Please enter year of your birthday'),
    birthCountry: choice(countries, 'Please select the birth country'),
    broughtUpCountry: choice(countries, 'Please select the country where the candidate was brought up'),
    religion: choice(religions, 'Please select religion'),
    gotra: choice(gotras, 'Please select gotra'),
    enteredGotra: optionalText('Gotra', 40).optional(),
    heightFeet: z.number({ error: 'Please select your height' }).int().min(1, 'Please select your height').max(7, 'Please select your height'),
    heightInch: z.number({ error: 'Please select your height' }).int().min(0, 'Please select your height').max(11, 'Please select your height'),
    nativeLanguage: choice(nativeLanguages, 'Please select native language'),
    foodHabits: choice(foodHabitsOptions, 'Please select food habits'),
    drinkHabits: choice(drinkHabitsOptions, 'Please select drink habits'),
    smokeHabits: choice(valuesOf(smokeHabitsOptions), 'Please select smoke habits'),
    marriageStatus: choice(marriageStatuses, 'Please select marriage status'),
    yearsInPreviousMarriage: choice(yearsInPreviousMarriageOptions, 'Please select years in previous marriage').optional(),
    numOfChildrenFromPrevMarriage: choice(childrenOptions, 'Please select number of children').optional(),
    education: choice(educations, 'Please enter your education details'),
    profession: choice(professions, 'Please enter your profession details'),
    employerName: optionalText('Employer name', 80).optional().default(''),
    immiStatus: choice(immigrationStatuses, 'Please enter your Immigration Status'),
    city: requiredText(LOCATION_REQUIRED, 'City', 60),
    state: requiredText(LOCATION_REQUIRED, 'State', 60),
    country: choice(countries, LOCATION_REQUIRED),
    openToRelocate: choice(openToRelocateOptions, 'Please select open to relocate'),
    contactPersonName: requiredText('Please enter contact person name', 'Contact person name', 60),
    contactRelation: choice(contactRelations, 'Please enter contact person relation'),
    contactPhoneCountryCode: phoneCountryCode,
    contactPhoneNumber: phoneChecks(z
      .string({ error: 'Please enter contact person phone #' })
      .trim()
      .min(1, { message: 'Please enter contact person phone #', abort: true }), { besideCode: true }),
    candidateContactDetailsVisibilityFlag: z.boolean().default(false),
    // Family details (optional; the form's 'Family Details' section and its own edit page)
    fatherName: optionalLine("Father's name", 60),
    fatherOccupation: optionalLine("Father's occupation", 60),
    motherName: optionalLine("Mother's name", 60),
    motherOccupation: optionalLine("Mother's occupation", 60),
    brothers: optionalSelect(siblingCounts, 'Please select the number of brothers'),
    brothersMarried: optionalSelect(siblingCounts, 'Please select how many brothers are married'),
    sisters: optionalSelect(siblingCounts, 'Please select the number of sisters'),
    sistersMarried: optionalSelect(siblingCounts, 'Please select how many sisters are married'),
    familyType: optionalSelect(familyTypes, 'Please select the family type'),
    familyValues: optionalSelect(familyValuesOptions, 'Please select the family values'),
    nativeCity: optionalLine('Native city', 60),
    nativeState: optionalLine('Native state', 60),
    nativeCountry: optionalSelect(countries, 'Please select a country'),
    aboutFamily: multiLineText('About our family', ABOUT_FAMILY_MAX).transform((v) => v || undefined).optional(),
    // Horoscope (optional; its own section). Time and place of birth are shown only after an accepted proposal.
    rashi: optionalSelect(rashis, 'Please select the rashi'),
    nakshatra: optionalSelect(nakshatras, 'Please select the nakshatra'),
    manglik: optionalSelect(manglikOptions, 'Please select manglik'),
    birthTime: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter the time of birth as hh:mm')])
      .transform((v) => v || undefined).optional(),
    birthPlace: optionalLine('Place of birth', 80),
  }));

/** Married brothers or sisters cannot outnumber them: '5+' counts as 5. */
const siblingNumber = (v: string | undefined) => (v === undefined ? 0 : Number.parseInt(v, 10));

type Siblings = Partial<Record<'brothers' | 'brothersMarried' | 'sisters' | 'sistersMarried', string>>;

/** The one rule across the family details (the whole form and the section's own page). */
function checkSiblings(p: Siblings, ctx: z.RefinementCtx) {
  if (p.brothersMarried && siblingNumber(p.brothersMarried) > siblingNumber(p.brothers)) {
    ctx.addIssue({ code: 'custom', path: ['brothersMarried'], message: 'More married brothers than brothers' });
  }
  if (p.sistersMarried && siblingNumber(p.sistersMarried) > siblingNumber(p.sisters)) {
    ctx.addIssue({ code: 'custom', path: ['sistersMarried'], message: 'More married sisters than sisters' });
  }
}

/**
 * What an edit sends beside the fields: the profile's `editVersion` as the page loaded it. A save
 * whose version is no longer the stored one is refused (409, naming who changed it), so two members
 * editing at once never lose an edit silently. Left out (a new profile, an older page), nothing is checked.
 */
const editVersionField = () => ({ editVersion: z.number().int().min(0).max(1_000_000_000).optional() });

/** A listed gotra typed under Other ('sandhu'), as the list names it ('Sandhu'); undefined for any other text. */
const listedGotra = (typed: string | undefined) => {
  const wanted = typed?.trim().toLowerCase();
  return wanted ? gotras.find((g) => isRealGotra(g) && g.toLowerCase() === wanted) : undefined;
};

/** A candidate is 18 or older. */
export const UNDER_AGE = 'The candidate must be 18 or older';

/** Rules across fields: gotra text when Other (a listed one typed there becomes the listed choice), divorce details only when Divorced, states for US/CA/IN. */
export const candidateProfileInput = /* @__PURE__ */ lazySchema(() =>
  candidateFields.extend(editVersionField()).superRefine((p, ctx) => {
    if (p.gotra === GOTRA_OTHER && !p.enteredGotra) ctx.addIssue({ code: 'custom', path: ['enteredGotra'], message: 'Please enter the gotra' });
    if (p.marriageStatus === MARRIAGE_DIVORCED) {
      if (!p.yearsInPreviousMarriage) ctx.addIssue({ code: 'custom', path: ['yearsInPreviousMarriage'], message: 'Please select years in previous marriage' });
      if (!p.numOfChildrenFromPrevMarriage) ctx.addIssue({ code: 'custom', path: ['numOfChildrenFromPrevMarriage'], message: 'Please select number of children' });
    }
    const states = statesFor(p.country);
    if (states && !states.includes(p.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: LOCATION_REQUIRED });
    // The youngest birth year offered is 18 years back: born later in that year, the candidate is 17 yet.
    const now = new Date();
    if (p.dobYear === maxBirthYear(now) && p.dobMonth > now.getMonth() + 1) {
      ctx.addIssue({ code: 'custom', path: ['dobMonth'], message: UNDER_AGE });
    }
    checkSiblings(p, ctx);
  }).transform((p) => ({
    ...p,
    // Other with a listed gotra typed is that gotra: the gotra rule and the filters then know it.
    gotra: (p.gotra === GOTRA_OTHER && listedGotra(p.enteredGotra)) || p.gotra,
    enteredGotra: p.gotra === GOTRA_OTHER && !listedGotra(p.enteredGotra) ? p.enteredGotra : undefined,
    yearsInPreviousMarriage: p.marriageStatus === MARRIAGE_DIVORCED ? p.yearsInPreviousMarriage : undefined,
    numOfChildrenFromPrevMarriage: p.marriageStatus === MARRIAGE_DIVORCED ? p.numOfChildrenFromPrevMarriage : undefined,
    height: composeHeight(p.heightFeet, p.heightInch),
  })));
export type CandidateProfileInput = z.output<typeof candidateProfileInput>;

/** The fields of the two optional sections, each saved on its own page (the catalogue's 'family' and 'horoscope' rows). */
export const familyDetailsKeys = [
  'fatherName', 'fatherOccupation', 'motherName', 'motherOccupation', 'brothers', 'brothersMarried', 'sisters', 'sistersMarried',
  'familyType', 'familyValues', 'nativeCity', 'nativeState', 'nativeCountry', 'aboutFamily',
] as const;
export const horoscopeKeys = ['rashi', 'nakshatra', 'manglik', 'birthTime', 'birthPlace'] as const;
export type ProfileSectionKey = (typeof familyDetailsKeys)[number] | (typeof horoscopeKeys)[number];

const maskOf = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, true])) as Record<K, true>;

/**
 * One section's own page: the whole section, with the form's rules. A field left out or sent as ''
 * is cleared (the page always sends the whole section); the rest of the profile is not touched.
 */
export const familyDetailsInput = /* @__PURE__ */ lazySchema(() =>
  candidateFields.pick(maskOf(familyDetailsKeys)).extend(editVersionField()).superRefine(checkSiblings));
export const horoscopeInput = /* @__PURE__ */ lazySchema(() =>
  candidateFields.pick(maskOf(horoscopeKeys)).extend(editVersionField()));
export type FamilyDetailsInput = z.output<typeof familyDetailsInput>;
export type HoroscopeInput = z.output<typeof horoscopeInput>;

/** A photo as a view carries it. `fileName` (it often carries a real name) only in the owner's own views. */
/**
 * `fileURL` is the view copy (at most 1024 px); cards carry the 120 px thumbnail instead (search.ts).
 * `originalURL`, the photo as uploaded, only ever in the owner's Manage Photos.
 */
export const photo = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string(), fileName: z.string().optional(), fileURL: z.string(), originalURL: z.string().optional() }));
export type Photo = z.infer<typeof photo>;

/**
 * Where the completeness guide sends the owner for a missing item: a section of the profile form,
 * the photos or the expectation (completeness.ts).
 */
export const completenessPlaces = ['about', 'background', 'career', 'location', 'family', 'horoscope', 'contact', 'photos', 'expectations'] as const;

/**
 * A candidate profile as a response carries it. Which fields are present, and masked, is decided
 * per viewer by shapeCandidate (candidateView.ts); this schema strips anything else.
 */
export const candidateProfileView = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    ownProfile: z.boolean(),
    /** The owner's own view only: the edit version a save sends back, and the member whose edit was saved last. */
    editVersion: z.number().optional(),
    editedBy: z.object({ firstName: z.string(), relation: z.string().optional(), at: z.string() }).optional(),
    /**
     * Set by the server: the viewer is a family whose proposal with this one was accepted (and not
     * revoked), so it sees contacts, parents' names and the time and place of birth, and may print the
     * biodata. False for the owner, other members and the shared link (absent reads as false).
     */
    connected: z.boolean().default(false),
    /**
     * How the family came in, for other members' trust: a member family's code or the volunteers'
     * (never who). Absent where unknown (accounts from before referrals were tracked).
     */
    referredBy: z.enum(['member', 'volunteers']).optional(),
    /**
     * Other members' view, when the viewer's family has stated its expectation: which of it this
     * profile meets, and which of this family's expectation the viewer's candidate meets.
     */
    fit: twoWayFit.optional(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    gender: z.string(),
    dobMonth: z.number(),
    dobYear: z.number(),
    age: z.number(),
    birthCountry: z.string(),
    broughtUpCountry: z.string(),
    religion: z.string().optional(),
    gotra: z.string(),
    enteredGotra: z.string().optional(),
    height: z.string(),
    heightFeet: z.number(),
    heightInch: z.number(),
    nativeLanguage: z.string(),
    foodHabits: z.string(),
    drinkHabits: z.string(),
    smokeHabits: z.string(),
    marriageStatus: z.string(),
    yearsInPreviousMarriage: z.string().optional(),
    numOfChildrenFromPrevMarriage: z.string().optional(),
    education: z.string(),
    profession: z.string(),
    employerName: z.string(),
    immiStatus: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    openToRelocate: z.string(),
    contactPersonName: z.string(),
    contactRelation: z.string(),
    contactPhoneCountryCode: z.string(),
    contactPhoneNumber: z.string(),
    contactDetailsMasked: z.boolean(),
    expectations: z.string().optional(),
    // Family details and horoscope: absent where not given (parents' names starred, birth time and place
    // absent, unless the viewer is the owner or a connected family).
    fatherName: z.string().optional(),
    fatherOccupation: z.string().optional(),
    motherName: z.string().optional(),
    motherOccupation: z.string().optional(),
    brothers: z.string().optional(),
    brothersMarried: z.string().optional(),
    sisters: z.string().optional(),
    sistersMarried: z.string().optional(),
    familyType: z.string().optional(),
    familyValues: z.string().optional(),
    nativeCity: z.string().optional(),
    nativeState: z.string().optional(),
    nativeCountry: z.string().optional(),
    aboutFamily: z.string().optional(),
    rashi: z.string().optional(),
    nakshatra: z.string().optional(),
    manglik: z.string().optional(),
    birthTime: z.string().optional(),
    birthPlace: z.string().optional(),
    photos: z.array(photo),
    ...heldBackFields(),
    // Owner only:
    photoAccess: photoAccessSetting.optional(),
    userProfileId: z.string().optional(),
    candidateProfileVisibilityFlag: z.boolean().optional(),
    candidateContactDetailsVisibilityFlag: z.boolean().optional(),
    candidateProfilePhotoFlag: z.boolean().optional(),
    candidateProfilePublicURL: z.string().nullable().optional(),
    createdDate: z.string().optional(),
    /** The owner's completeness guide (completeness.ts): the share filled and what is missing. */
    completeness: z.object({
      score: z.number().int().min(0).max(100),
      missing: z.array(z.object({ key: z.string(), label: z.string(), place: z.enum(completenessPlaces) })),
    }).optional(),
    updatedDate: z.string(),
  }));
export type CandidateProfileView = z.infer<typeof candidateProfileView>;

export const visibilityInput = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ candidateProfileVisibilityFlag: z.boolean() }));

export const statusReasonInput = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    candidateId: id,
    candidateProfileStatusReason: choice(valuesOf(statusReasons), 'Please select a reason'),
  }));
export const statusReason = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string(), candidateId: z.string(), candidateProfileStatusReason: z.string(), updatedDate: z.string() }));

export const EXPECTATION_TEXT_MAX = 145;
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.literal(''), choice(values, message)]).optional().default('');

export const expectationInput = /* @__PURE__ */ lazySchema(() =>
  z
    .strictObject({
      gender: choice(genders, 'Please select gender'),
      /** The expectation's `updatedDate` as the page loaded it: an edit saved meanwhile by another member refuses this one (409). */
      loadedUpdatedDate: z.string().max(40).optional(),
      minAge: z.number({ error: 'Please select the age range' }).int().min(21, 'Please select the age range').max(45, 'Please select the age range'),
      maxAge: z.number({ error: 'Please select the age range' }).int().min(21, 'Please select the age range').max(45, 'Please select the age range'),
      birthCountry: optionalChoice(countries, 'Please select a country'),
      broughtUpCountry: optionalChoice(countries, 'Please select a country'),
      minHeight: z.number().int().min(12).max(95).optional(),
      maxHeight: z.number().int().min(12).max(95).optional(),
      nativeLanguage: optionalChoice(nativeLanguages, 'Please select a language'),
      foodHabits: optionalChoice(foodHabitsOptions, 'Please select food habits'),
      marriageStatus: optionalChoice(marriageStatuses, 'Please select marriage status'),
      education: optionalChoice(educations, 'Please select education'),
      profession: optionalChoice(professions, 'Please select profession'),
      immiStatus: optionalChoice(immigrationStatuses, 'Please select immigration status'),
      state: optionalText('State', 60).optional().default(''),
      country: optionalChoice(countries, 'Please select a country'),
      expectations: z.string().max(EXPECTATION_TEXT_MAX, `At most ${EXPECTATION_TEXT_MAX} characters`).optional().default(''),
      /** 'Horoscope details required': the other profile must give its rashi, nakshatra and manglik. */
      horoscopeRequired: z.boolean({ error: 'Please tick or untick Horoscope details required' }).optional().default(false),
      manglik: optionalChoice(manglikPreferenceValues, 'Please select a manglik preference'),
      /** 'Not from our gotra': only with a real gotra of the candidate's own (the server checks it). */
      notOwnGotra: z.boolean({ error: 'Please tick or untick Not from our gotra' }).optional().default(false),
      /** Stated fields that are hard limits for the matched profiles (gender and age always are). */
      mustHaves: z.array(z.enum(mustHaveFields, 'Not an expectation field')).max(mustHaveFields.length).optional().default([])
        .transform((fields) => [...new Set(fields)]),
    })
    .superRefine((e, ctx) => {
      for (const field of e.mustHaves) {
        const stated = field === 'height' ? e.minHeight !== undefined || e.maxHeight !== undefined
          : field === 'horoscope' ? e.horoscopeRequired
            : Boolean(e[field]) && e[field] !== 'Open to All';
        if (!stated) ctx.addIssue({ code: 'custom', path: ['mustHaves'], message: 'A must-have needs a stated expectation' });
      }
      if (e.minAge > e.maxAge) ctx.addIssue({ code: 'custom', path: ['maxAge'], message: 'The maximum age must not be below the minimum' });
      if (e.minHeight !== undefined && e.maxHeight !== undefined && e.minHeight > e.maxHeight) {
        ctx.addIssue({ code: 'custom', path: ['maxHeight'], message: 'The maximum height must not be below the minimum' });
      }
    }));
export const expectation = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(), candidateId: z.string(), gender: z.string(), minAge: z.number(), maxAge: z.number(),
    birthCountry: z.string(), broughtUpCountry: z.string(), minHeight: z.number().optional(), maxHeight: z.number().optional(),
    nativeLanguage: z.string(), foodHabits: z.string(), marriageStatus: z.string(), education: z.string(), profession: z.string(),
    immiStatus: z.string(), state: z.string(), country: z.string(), expectations: z.string(), updatedDate: z.string(),
    mustHaves: z.array(z.enum(mustHaveFields)).default([]),
    // Absent on an expectation saved before these fields existed (read as not asked; the form offers the gotra rule checked).
    horoscopeRequired: z.boolean().default(false),
    manglik: z.string().default(''),
    notOwnGotra: z.boolean().optional(),
    /** The member whose save this is (the family's own view only: the expectation never leaves the family). */
    editedBy: z.object({ memberId: z.string(), firstName: z.string(), relation: z.string().optional(), at: z.string() }).optional(),
  }));
export type Expectation = z.infer<typeof expectation>;

/** Shared profile URL names: lower-case letters, digits and single hyphens. */
export const publicUrlInput = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    candidateProfilePublicURL: z
      .string({ error: 'Public URL is required' })
      .trim()
      .min(1, 'Public URL is required')
      .min(3, 'Use at least 3 characters')
      .max(40, 'Use at most 40 characters')
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens only')
      .transform((s) => s.toLowerCase()),
  }));
export const publicUrlParam = /* @__PURE__ */ lazySchema(() =>
  z.string().min(3).max(40).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not a valid URL name'));

// The photo files' rules, in a file of their own; imported from here by the form, the pages and the services.
export * from './photoFiles.js';

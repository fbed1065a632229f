/**
 * Every field of a candidate profile, declared once: its label, its selection list, its section,
 * how it is entered and who may see it. The form sections, every view of a profile, the shaping
 * that decides what leaves the server (candidateView.ts), and so the data export, read this table;
 * a new field is one row here. test/unit/profileFields.test.ts fails when a field of the candidate
 * schemas has no row, so a field no view has heard of cannot leak through one.
 *
 * Rows are in the order the profile view shows them.
 */
import type { CandidateProfileInput, CandidateProfileView } from './candidate.js';
import {
  birthYears, childrenOptions, contactRelations, countries, dobMonths, drinkHabitsOptions, educations, familyTypes,
  familyValuesOptions, foodHabitsOptions, foodHabitsRegistration, genders, GOTRA_OTHER, gotras, heightFeetOptions,
  heightInchOptions, immigrationStatuses, immigrationStatusesRegistration, manglikOptions, marriageStatuses, nakshatras,
  nativeLanguages, openToRelocateOptions, phoneCountryCodes, professions, rashis, religions, siblingCounts,
  smokeHabitsOptions, yearsInPreviousMarriageOptions,
} from './lists.js';
import { maskEmail, maskName, maskPartly, maskPhone } from './masking.js';
import { DEFAULT_PHOTO_ACCESS } from './photoAccess.js';
import { photoAccessTexts } from '../texts.js';

/** The sections of a profile, in the order the view shows them, with their headings. */
export const profileSections = {
  about: 'About the Candidate',
  background: 'Background and Habits',
  career: 'Education and Work',
  location: 'Where the Candidate Lives',
  family: 'Family Details',
  horoscope: 'Horoscope',
  contact: 'Contact',
  expectations: 'Expectations',
  settings: 'Profile Settings',
  /** Bookkeeping: carried or stored, never a row of the view. */
  record: '',
} as const;
export type ProfileSection = keyof typeof profileSections;

/**
 * Who may see a field (the viewers are those of candidateView.ts):
 *  - member: every viewer, in full;
 *  - memberMasked: the owner in full, every other viewer partly starred (`mask`);
 *  - connected: the owner and a connected family (its proposal was accepted) in full, members and
 *    visitors of the shared link starred;
 *  - contact: starred to members unless the family shows its contact details; in full to the shared
 *    link (the family shared it to be contacted) and to a connected family;
 *  - connectedOnly: the owner and a connected family; no one else, not even starred (time and
 *    place of birth);
 *  - owner: the owner only (religion, the settings);
 *  - never: kept by the server, in no view (the volunteers' flags, counters, copies).
 */
export type Visibility = 'member' | 'memberMasked' | 'connected' | 'connectedOnly' | 'contact' | 'owner' | 'never';

/**
 * How a field comes to be: an input of the form (text, textarea, time, email, tel, select, checkbox), `computed` at
 * save from inputs (height), `system` (kept by the server: ids, dates, flags set elsewhere) or made
 * per `view` (age, the viewer's own flags).
 */
export type InputKind = 'text' | 'textarea' | 'time' | 'email' | 'tel' | 'select' | 'checkbox' | 'computed' | 'system' | 'view';

export type FieldChoice = string | number | { readonly value: string | number; readonly label: string };

/** Fields the server keeps on the candidate record but sends in no view. */
type RecordOnlyKey = 'photoCount' | 'photoIds' | 'accountDisabled' | 'ineligible' | 'wants' | 'version' | 'listedSince' | 'editVersion' | 'editedBy';
export type ProfileFieldKey = keyof CandidateProfileView | keyof CandidateProfileInput | RecordOnlyKey;

export interface ProfileField {
  key: ProfileFieldKey;
  /** As the profile view shows it (and the form, unless `formLabel`). */
  label: string;
  formLabel?: string;
  section: ProfileSection;
  input: InputKind;
  /** The values the schema accepts (lists.ts); a function where the list moves with the date. */
  list?: readonly FieldChoice[] | (() => readonly FieldChoice[]);
  /** What the form offers a new profile where it is less than `list` (retired values stay valid). */
  offered?: readonly string[];
  visibility: Visibility;
  /** How a 'memberMasked', 'connected' or 'contact' field reads where it is starred. */
  mask?: (value: string | undefined) => string;
  /** The form's own optional fields (shown, but nothing is required). */
  optional?: true;
  autoComplete?: string;
  /** How the view reads the field when not as it is stored; false: no row of its own (read within another row). */
  show?: ((p: CandidateProfileView) => string | undefined) | false;
}

/** '2 (1 married)'; absent when the count is not given. */
const siblingsRow = (count: string | undefined, married: string | undefined) =>
  count === undefined ? undefined : married && count !== '0' ? `${count} (${married} married)` : count;
const placeRow = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ') || undefined;

const monthName = (m: number) => dobMonths.find((o) => o.value === m)?.label ?? String(m);
const smokeLabel = (v: string) => smokeHabitsOptions.find((o) => o.value === v)?.label ?? v;

export const profileFields = [
  // About the Candidate
  { key: 'firstName', label: 'First Name', section: 'about', input: 'text', visibility: 'member' },
  // A connected family sees the last name in full, as it sees the parents' full names.
  { key: 'lastName', label: 'Last Name', section: 'about', input: 'text', visibility: 'connected', mask: maskName },
  { key: 'email', label: 'Email', section: 'about', input: 'email', visibility: 'connected', mask: maskEmail },
  { key: 'gender', label: 'Gender', section: 'about', input: 'select', list: genders, visibility: 'member' },
  { key: 'age', label: 'Age', section: 'about', input: 'view', visibility: 'member', show: (p) => `${p.age} years` },
  {
    key: 'dobMonth', label: 'Birth Month and Year', formLabel: 'Birth Month', section: 'about', input: 'select', list: dobMonths,
    visibility: 'member', show: (p) => `${monthName(p.dobMonth)} ${p.dobYear}`,
  },
  { key: 'dobYear', label: 'Birth Year', section: 'about', input: 'select', list: () => birthYears(), visibility: 'member', show: false },
  { key: 'height', label: 'Height', section: 'about', input: 'computed', visibility: 'member' },
  { key: 'heightFeet', label: 'Height (feet)', section: 'about', input: 'select', list: heightFeetOptions, visibility: 'member', show: false },
  { key: 'heightInch', label: 'Height (inches)', section: 'about', input: 'select', list: heightInchOptions, visibility: 'member', show: false },
  { key: 'birthCountry', label: 'Birth Country', section: 'about', input: 'select', list: countries, visibility: 'member' },
  { key: 'broughtUpCountry', label: 'Brought Up Country', section: 'about', input: 'select', list: countries, visibility: 'member' },
  // Background and Habits
  { key: 'religion', label: 'Religion', section: 'background', input: 'select', list: religions, visibility: 'owner' },
  {
    key: 'gotra', label: 'Gotra', section: 'background', input: 'select', list: gotras, visibility: 'member',
    show: (p) => (p.gotra === GOTRA_OTHER && p.enteredGotra ? p.enteredGotra : p.gotra),
  },
  { key: 'enteredGotra', label: 'Gotra', formLabel: 'Enter Gotra', section: 'background', input: 'text', visibility: 'member', show: false },
  { key: 'nativeLanguage', label: 'Native Language', section: 'background', input: 'select', list: nativeLanguages, visibility: 'member' },
  {
    key: 'foodHabits', label: 'Food Habits', section: 'background', input: 'select', list: foodHabitsOptions,
    offered: foodHabitsRegistration, visibility: 'member',
  },
  { key: 'drinkHabits', label: 'Drink Habits', section: 'background', input: 'select', list: drinkHabitsOptions, visibility: 'member' },
  {
    key: 'smokeHabits', label: 'Smoke Habits', section: 'background', input: 'select', list: smokeHabitsOptions, visibility: 'member',
    show: (p) => smokeLabel(p.smokeHabits),
  },
  { key: 'marriageStatus', label: 'Marriage Status', section: 'background', input: 'select', list: marriageStatuses, visibility: 'member' },
  {
    key: 'yearsInPreviousMarriage', label: 'Years in Previous Marriage', section: 'background', input: 'select',
    list: yearsInPreviousMarriageOptions, visibility: 'member',
  },
  {
    key: 'numOfChildrenFromPrevMarriage', label: 'Children from Previous Marriage', formLabel: 'Number of Children from Previous Marriage',
    section: 'background', input: 'select', list: childrenOptions, visibility: 'member',
  },
  // Education and Work
  { key: 'education', label: 'Education', section: 'career', input: 'select', list: educations, visibility: 'member' },
  { key: 'profession', label: 'Profession', section: 'career', input: 'select', list: professions, visibility: 'member' },
  {
    key: 'employerName', label: 'Employer', formLabel: 'Employer (optional)', section: 'career', input: 'text', optional: true,
    visibility: 'memberMasked', mask: maskPartly,
  },
  {
    key: 'immiStatus', label: 'Immigration Status', section: 'career', input: 'select', list: immigrationStatuses,
    offered: immigrationStatusesRegistration, visibility: 'member',
  },
  // Where the Candidate Lives (the form asks the country before the state, whose list it decides)
  { key: 'city', label: 'City', section: 'location', input: 'text', visibility: 'member' },
  { key: 'state', label: 'State', section: 'location', input: 'text', visibility: 'member' },
  { key: 'country', label: 'Country', section: 'location', input: 'select', list: countries, visibility: 'member' },
  { key: 'openToRelocate', label: 'Open to Relocate', section: 'location', input: 'select', list: openToRelocateOptions, visibility: 'member' },
  // Family Details (optional). Parents' names are starred like last names until a proposal is accepted.
  {
    key: 'fatherName', label: "Father's Name", section: 'family', input: 'text', optional: true,
    visibility: 'connected', mask: maskName,
  },
  { key: 'fatherOccupation', label: "Father's Occupation", section: 'family', input: 'text', optional: true, visibility: 'member' },
  {
    key: 'motherName', label: "Mother's Name", section: 'family', input: 'text', optional: true,
    visibility: 'connected', mask: maskName,
  },
  { key: 'motherOccupation', label: "Mother's Occupation", section: 'family', input: 'text', optional: true, visibility: 'member' },
  {
    key: 'brothers', label: 'Brothers', section: 'family', input: 'select', list: siblingCounts, optional: true, visibility: 'member',
    show: (p) => siblingsRow(p.brothers, p.brothersMarried),
  },
  {
    key: 'brothersMarried', label: 'Brothers Married', section: 'family', input: 'select', list: siblingCounts, optional: true,
    visibility: 'member', show: false,
  },
  {
    key: 'sisters', label: 'Sisters', section: 'family', input: 'select', list: siblingCounts, optional: true, visibility: 'member',
    show: (p) => siblingsRow(p.sisters, p.sistersMarried),
  },
  {
    key: 'sistersMarried', label: 'Sisters Married', section: 'family', input: 'select', list: siblingCounts, optional: true,
    visibility: 'member', show: false,
  },
  { key: 'familyType', label: 'Family Type', section: 'family', input: 'select', list: familyTypes, optional: true, visibility: 'member' },
  {
    key: 'familyValues', label: 'Family Values', section: 'family', input: 'select', list: familyValuesOptions, optional: true,
    visibility: 'member',
  },
  {
    key: 'nativeCity', label: 'Native Place', formLabel: 'Native City', section: 'family', input: 'text', optional: true,
    visibility: 'member', show: (p) => placeRow(p.nativeCity, p.nativeState, p.nativeCountry),
  },
  { key: 'nativeState', label: 'Native State', section: 'family', input: 'text', optional: true, visibility: 'member', show: false },
  {
    key: 'nativeCountry', label: 'Native Country', section: 'family', input: 'select', list: countries, optional: true,
    visibility: 'member', show: false,
  },
  { key: 'aboutFamily', label: 'About our family', section: 'family', input: 'textarea', optional: true, visibility: 'member' },
  // Horoscope (optional). No guna computation: families consult their own astrologer.
  { key: 'rashi', label: 'Rashi (Moon Sign)', section: 'horoscope', input: 'select', list: rashis, optional: true, visibility: 'member' },
  { key: 'nakshatra', label: 'Nakshatra', section: 'horoscope', input: 'select', list: nakshatras, optional: true, visibility: 'member' },
  { key: 'manglik', label: 'Manglik', section: 'horoscope', input: 'select', list: manglikOptions, optional: true, visibility: 'member' },
  {
    key: 'birthTime', label: 'Time of Birth', section: 'horoscope', input: 'time', optional: true, visibility: 'connectedOnly',
  },
  {
    key: 'birthPlace', label: 'Place of Birth', section: 'horoscope', input: 'text', optional: true, visibility: 'connectedOnly',
  },
  // Contact
  {
    key: 'contactPersonName', label: 'Contact Person', formLabel: 'Contact Person Name', section: 'contact', input: 'text',
    autoComplete: 'name', visibility: 'contact', mask: maskName,
  },
  {
    key: 'contactRelation', label: 'Relation', formLabel: 'Contact Person Relation', section: 'contact', input: 'select',
    list: contactRelations, visibility: 'member',
  },
  {
    key: 'contactPhoneCountryCode', label: 'Phone Country Code', section: 'contact', input: 'select', list: phoneCountryCodes,
    visibility: 'member', show: false,
  },
  {
    key: 'contactPhoneNumber', label: 'Phone', formLabel: 'Contact Person Phone', section: 'contact', input: 'tel',
    autoComplete: 'tel-national', visibility: 'contact', mask: maskPhone,
    show: (p) => `${p.contactPhoneCountryCode} ${p.contactPhoneNumber}`.trim(),
  },
  { key: 'contactDetailsMasked', label: 'Contact details masked', section: 'contact', input: 'view', visibility: 'member', show: false },
  // Expectations (the family's own words, from its expectation)
  { key: 'expectations', label: 'About the Match', section: 'expectations', input: 'view', visibility: 'member' },
  // Profile Settings (the contact flag is asked in the form's Contact section)
  {
    key: 'candidateContactDetailsVisibilityFlag', label: 'Contact details shown to members',
    formLabel: "Show the contact person's name and phone to other members", section: 'settings', input: 'checkbox',
    visibility: 'owner', show: (p) => (p.candidateContactDetailsVisibilityFlag ? 'Yes' : 'No'),
  },
  {
    key: 'candidateProfileVisibilityFlag', label: 'Profile status', section: 'settings', input: 'system', visibility: 'owner',
    show: (p) => (p.candidateProfileVisibilityFlag ? 'Enabled' : 'Disabled'),
  },
  { key: 'candidateProfilePublicURL', label: 'Shared URL', section: 'settings', input: 'system', visibility: 'owner' },
  {
    key: 'photoAccess', label: 'Who sees the photos', section: 'settings', input: 'system', visibility: 'owner',
    show: (p) => photoAccessTexts.choices[p.photoAccess ?? DEFAULT_PHOTO_ACCESS],
  },
  { key: 'updatedDate', label: 'Last updated', section: 'settings', input: 'system', visibility: 'member' },
  // Bookkeeping
  { key: 'id', label: 'Profile id', section: 'record', input: 'system', visibility: 'member', show: false },
  { key: 'ownProfile', label: 'Own profile', section: 'record', input: 'view', visibility: 'member', show: false },
  { key: 'connected', label: 'Connected family', section: 'record', input: 'view', visibility: 'member', show: false },
  { key: 'completeness', label: 'Completeness', section: 'record', input: 'view', visibility: 'owner', show: false },
  { key: 'referredBy', label: 'Referred by', section: 'record', input: 'view', visibility: 'member', show: false },
  { key: 'fit', label: 'How the profile fits', section: 'record', input: 'view', visibility: 'member', show: false },
  { key: 'photos', label: 'Photos', section: 'record', input: 'view', visibility: 'member', show: false },
  { key: 'photosHeldBack', label: 'Photos held back', section: 'record', input: 'view', visibility: 'member', show: false },
  { key: 'photoRequest', label: 'Photo request', section: 'record', input: 'view', visibility: 'member', show: false },
  { key: 'candidateProfilePhotoFlag', label: 'Has a photo', section: 'record', input: 'view', visibility: 'owner', show: false },
  { key: 'userProfileId', label: 'Account id', section: 'record', input: 'system', visibility: 'owner', show: false },
  { key: 'createdDate', label: 'Created', section: 'record', input: 'system', visibility: 'owner', show: false },
  { key: 'photoCount', label: 'Photo count', section: 'record', input: 'system', visibility: 'never', show: false },
  { key: 'photoIds', label: 'Photo order', section: 'record', input: 'system', visibility: 'never', show: false },
  { key: 'accountDisabled', label: 'Account disabled', section: 'record', input: 'system', visibility: 'never', show: false },
  { key: 'ineligible', label: 'Ineligible', section: 'record', input: 'system', visibility: 'never', show: false },
  { key: 'wants', label: 'Expectation filter copy', section: 'record', input: 'system', visibility: 'never', show: false },
  { key: 'version', label: 'Version', section: 'record', input: 'system', visibility: 'never', show: false },
  { key: 'listedSince', label: 'Listed since', section: 'record', input: 'system', visibility: 'never', show: false },
  // An edit's bookkeeping: the owner's view shapes them itself (shapeCandidate), nobody else gets them.
  { key: 'editVersion', label: 'Edit version', section: 'record', input: 'system', visibility: 'owner', show: false },
  { key: 'editedBy', label: 'Last edited by', section: 'record', input: 'system', visibility: 'owner', show: false },
] as const satisfies readonly ProfileField[];

export type CatalogueKey = (typeof profileFields)[number]['key'];

const byKey = new Map<string, ProfileField>(profileFields.map((f) => [f.key, f]));

/** The row of a field. */
export function profileField(key: CatalogueKey): ProfileField {
  return byKey.get(key)!;
}

/** A field's label as the view shows it (and the search and the expectation). */
export const labelOf = (key: CatalogueKey) => profileField(key).label;

/** A field's label as the form shows it. */
export const formLabelOf = (key: CatalogueKey) => {
  const f = profileField(key);
  return f.formLabel ?? f.label;
};

/** The rows of a section, in order. */
export const fieldsOf = (section: ProfileSection): readonly ProfileField[] => profileFields.filter((f) => f.section === section);

const formInputs: readonly InputKind[] = ['text', 'textarea', 'time', 'email', 'tel', 'select', 'checkbox'];

/** The fields of a section the form asks for, in order. */
export const formFieldsOf = (section: ProfileSection) => fieldsOf(section).filter((f) => formInputs.includes(f.input));

/** The list a field's select offers, dated lists made now. */
export const listOf = (f: ProfileField): readonly FieldChoice[] => (typeof f.list === 'function' ? f.list() : (f.list ?? []));

/** How a viewer of candidateView.ts sees a field: in full, starred or not at all. */
export function seen(visibility: Visibility, viewer: 'owner' | 'member' | 'shared' | 'connected', contactsShown: boolean): 'full' | 'masked' | 'none' {
  if (viewer === 'owner') return visibility === 'never' ? 'none' : 'full';
  switch (visibility) {
    case 'member': return 'full';
    case 'memberMasked': return 'masked';
    case 'connected': return viewer === 'connected' ? 'full' : 'masked';
    case 'connectedOnly': return viewer === 'connected' ? 'full' : 'none';
    case 'contact': return viewer === 'member' && !contactsShown ? 'masked' : 'full';
    case 'owner': case 'never': return 'none';
  }
}

/**
 * The candidate form's FormData as the API body (candidateProfileInput's input), built from the
 * field catalogue: every field the form asks, read as its schema takes it. Only the shape is made
 * here; the API client checks it with the shared zod schema (the server's messages), and the server
 * checks it again.
 */
import { candidateFields } from '#shared/domain/candidate.js';
import { fieldsOf, formFieldsOf, listOf, profileSections, type ProfileField, type ProfileSection } from '#shared/domain/profileFields.js';
import type { BodyOf } from '#web/lib/api/client';

export type CandidateBody = BodyOf<'saveCandidateProfile'>;

const text = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** '' stays undefined so the schema answers with the field's own message. */
const optional = (form: FormData, name: string): string | undefined => text(form, name) || undefined;

/** Missing numbers are left to the schema ("Please select your height", …). */
const int = (form: FormData, name: string): number | undefined => {
  const v = text(form, name).trim();
  if (!v) return undefined;
  const n = Number(v);
  return Number.isInteger(n) ? n : undefined;
};

const checked = (form: FormData, name: string): boolean => form.get(name) === 'on';

const sections = Object.keys(profileSections) as ProfileSection[];
/** The fields the form asks, in the catalogue's order. */
export const askedFields = sections.flatMap(formFieldsOf);

/** A textarea's line breaks as one character each (a submitted form may carry CRLF): the counter counted them so. */
const lines = (form: FormData, name: string): string => text(form, name).replace(/\r\n?/g, '\n');

/**
 * A checkbox as a boolean, a select of numbers as an integer, a textarea with its line breaks as
 * typed; the form's own optional fields (employer, family details, horoscope) as their text, ''
 * included, so clearing one clears it (the schema stores '' as absent); a field the schema may
 * lack otherwise as undefined when empty; else the text.
 */
function readerOf(field: ProfileField): (form: FormData, name: string) => string | number | boolean | undefined {
  if (field.input === 'checkbox') return checked;
  if (field.input === 'textarea') return lines;
  const first = listOf(field)[0];
  if (typeof (typeof first === 'object' ? first.value : first) === 'number') return int;
  if (field.optional) return text;
  const schema = candidateFields.shape[field.key as keyof typeof candidateFields.shape];
  return schema.def.type === 'optional' ? optional : text;
}

/** Where a server message about a field shows beside its input: the asked fields and the height they compose. */
export const candidateFieldNames: readonly string[] = [
  ...askedFields.map((f) => f.key),
  ...sections.flatMap(fieldsOf).filter((f) => f.input === 'computed').map((f) => f.key),
];

const bodyOf = (fields: readonly ProfileField[], form: FormData) =>
  Object.fromEntries(fields.map((f) => [f.key, readerOf(f)(form, f.key)]));

export function candidateBody(form: FormData): CandidateBody {
  return bodyOf(askedFields, form) as CandidateBody;
}

/** The sections with a page of their own, and the body each page sends: the whole section, read as the full form reads it. */
export type OwnPageSection = 'family' | 'horoscope';
export type SectionBody<S extends OwnPageSection> = BodyOf<S extends 'family' ? 'updateFamilyDetails' : 'updateHoroscope'>;

export function sectionBody<S extends OwnPageSection>(section: S, form: FormData): SectionBody<S> {
  return bodyOf(formFieldsOf(section), form) as SectionBody<S>;
}

/** Where a server message about a field of a section's own page shows beside its input. */
export const sectionFieldNames = (section: OwnPageSection): readonly string[] => formFieldsOf(section).map((f) => f.key);

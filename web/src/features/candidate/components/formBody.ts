/**
 * The candidate form's FormData as the API body (candidateProfileInput's input). Only the shape is
 * made here; the API client checks it with the shared zod schema (the server's messages), and the
 * server checks it again.
 */
import type { BodyOf } from '#web/lib/api/client';

export type CandidateBody = BodyOf<'saveCandidateProfile'>;

const text = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** '' stays undefined so the schema answers with the field's own message. */
const optional = (form: FormData, name: string): string | undefined => text(form, name) || undefined;

const int = (form: FormData, name: string): number | undefined => {
  const v = text(form, name).trim();
  if (!v) return undefined;
  const n = Number(v);
  return Number.isInteger(n) ? n : undefined;
};

export const candidateFieldNames = [
  'firstName', 'lastName', 'email', 'gender', 'dobMonth', 'dobYear', 'birthCountry', 'broughtUpCountry', 'religion',
  'gotra', 'enteredGotra', 'heightFeet', 'heightInch', 'height', 'nativeLanguage', 'foodHabits', 'drinkHabits',
  'smokeHabits', 'marriageStatus', 'yearsInPreviousMarriage', 'numOfChildrenFromPrevMarriage', 'education',
  'profession', 'employerName', 'immiStatus', 'city', 'state', 'country', 'openToRelocate', 'contactPersonName',
  'contactRelation', 'contactPhoneCountryCode', 'contactPhoneNumber', 'candidateContactDetailsVisibilityFlag',
] as const;

export function candidateBody(form: FormData): CandidateBody {
  // Missing numbers are left to the schema ("Please select your height", …).
  return {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    gender: text(form, 'gender'),
    dobMonth: int(form, 'dobMonth') as number,
    dobYear: int(form, 'dobYear') as number,
    birthCountry: text(form, 'birthCountry'),
    broughtUpCountry: text(form, 'broughtUpCountry'),
    religion: text(form, 'religion'),
    gotra: text(form, 'gotra'),
    enteredGotra: optional(form, 'enteredGotra'),
    heightFeet: int(form, 'heightFeet') as number,
    heightInch: int(form, 'heightInch') as number,
    nativeLanguage: text(form, 'nativeLanguage'),
    foodHabits: text(form, 'foodHabits'),
    drinkHabits: text(form, 'drinkHabits'),
    smokeHabits: text(form, 'smokeHabits'),
    marriageStatus: text(form, 'marriageStatus'),
    yearsInPreviousMarriage: optional(form, 'yearsInPreviousMarriage'),
    numOfChildrenFromPrevMarriage: optional(form, 'numOfChildrenFromPrevMarriage'),
    education: text(form, 'education'),
    profession: text(form, 'profession'),
    employerName: text(form, 'employerName'),
    immiStatus: text(form, 'immiStatus'),
    city: text(form, 'city'),
    state: text(form, 'state'),
    country: text(form, 'country'),
    openToRelocate: text(form, 'openToRelocate'),
    contactPersonName: text(form, 'contactPersonName'),
    contactRelation: text(form, 'contactRelation'),
    contactPhoneCountryCode: text(form, 'contactPhoneCountryCode'),
    contactPhoneNumber: text(form, 'contactPhoneNumber'),
    candidateContactDetailsVisibilityFlag: form.get('candidateContactDetailsVisibilityFlag') === 'on',
  };
}

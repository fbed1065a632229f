/**
 * The profile field catalogue covers the candidate schemas exactly, and shaping for anyone but the
 * owner never sends a field the catalogue keeps from them: a new field with no row fails here before
 * a view that forgot it could show it.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { candidateFields, candidateProfileView } from '#shared/domain/candidate.js';
import { shapeCandidate, type CandidateRecord } from '#shared/domain/candidateView.js';
import { profileFields, type CatalogueKey } from '#shared/domain/profileFields.js';

const catalogued = profileFields.map((f) => f.key as string);
// The stored record's height is made at save from feet and inches (candidateProfileInput's transform).
const schemaKeys = new Set([...Object.keys(candidateFields.shape), ...Object.keys(candidateProfileView.shape), 'height']);

const record: CandidateRecord = {
  id: 'cand-1', userProfileId: 'user-1', firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@example.org',
  gender: 'Female', dobMonth: 4, dobYear: 1995, birthCountry: 'India', broughtUpCountry: 'Canada', religion: 'Jainism',
  gotra: 'Other', enteredGotra: 'Kasliwal', height: `5'4"`, heightFeet: 5, heightInch: 4, nativeLanguage: 'Gujarati',
  foodHabits: 'Vegetarian', drinkHabits: 'No', smokeHabits: 'No', marriageStatus: 'Divorced', education: 'Master',
  yearsInPreviousMarriage: '1-9', numOfChildrenFromPrevMarriage: '0', profession: 'Other', employerName: 'Maple Analytics',
  immiStatus: 'Canadian Citizen', city: 'Toronto', state: 'Ontario', country: 'Canada', openToRelocate: 'May be',
  contactPersonName: 'Hemlata Sharma', contactRelation: 'Mother', contactPhoneCountryCode: '+1', contactPhoneNumber: '4165559876',
  candidateContactDetailsVisibilityFlag: true, candidateProfileVisibilityFlag: true, photoCount: 1, photoIds: ['p1'],
  candidateProfilePublicURL: 'priya', accountDisabled: false, ineligible: false, wants: { gender: 'Male', minAge: 25, maxAge: 35 } as CandidateRecord['wants'],
  version: 3, listedSince: '2026-01-01T00:00:00Z', createdDate: '2026-01-01T00:00:00Z', updatedDate: '2026-02-01T00:00:00Z',
};

describe('the profile field catalogue', () => {
  it('has one row for every field of the candidate schemas, and names none they lack', () => {
    expect(new Set(catalogued).size).toBe(catalogued.length);
    expect(catalogued.filter((k) => !schemaKeys.has(k) && !recordOnly.includes(k))).toEqual([]);
    expect([...schemaKeys].filter((k) => !catalogued.includes(k))).toEqual([]);
  });

  it('has a row for every field the server stores on a candidate', () => {
    // Fails to compile when CandidateRecord gains a field without a row.
    expectTypeOf<Exclude<keyof CandidateRecord, CatalogueKey>>().toEqualTypeOf<never>();
    expect(Object.keys(record).filter((k) => !catalogued.includes(k))).toEqual([]);
  });

  it('gives every select its list and every masked field its mask', () => {
    for (const f of profileFields) {
      if (f.input === 'select') expect('list' in f, f.key).toBe(true);
      if (['memberMasked', 'connected', 'contact'].includes(f.visibility)) expect('mask' in f, f.key).toBe(true);
    }
  });

  it("shaping for anyone but the owner never carries a field kept for the owner or for no one", () => {
    const kept = profileFields.filter((f) => f.visibility === 'owner' || f.visibility === 'never').map((f) => f.key as string);
    for (const viewer of ['member', 'shared', 'connected'] as const) {
      const shaped = shapeCandidate(record, viewer, [], new Date('2026-11-22T00:00:00Z'));
      expect(Object.keys(shaped).filter((k) => kept.includes(k)), viewer).toEqual([]);
    }
    const own = shapeCandidate(record, 'owner', [], new Date('2026-11-22T00:00:00Z'));
    const never = profileFields.filter((f) => f.visibility === 'never').map((f) => f.key as string);
    expect(Object.keys(own).filter((k) => never.includes(k))).toEqual([]);
  });
});

/** Kept on the stored record only (candidateView.ts's CandidateRecord), in no schema. */
const recordOnly: string[] = ['photoCount', 'photoIds', 'accountDisabled', 'ineligible', 'wants', 'version', 'listedSince'];

/** The completeness score of the owner's guide (and the ranking's tie-break): what counts, what is missing, where it is filled. */
import { describe, expect, it } from 'vitest';
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { completenessOf, PHOTOS_EXPECTED } from '#shared/domain/completeness.js';

/** The required form only: no family details, no horoscope, no employer, no photo. */
const required: CandidateRecord = {
  id: 'cand-1', userProfileId: 'user-1', firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@example.org',
  gender: 'Female', dobMonth: 4, dobYear: 1995, birthCountry: 'India', broughtUpCountry: 'Canada', religion: 'Jainism',
  gotra: 'Kashyap', enteredGotra: undefined, height: `5'4"`, heightFeet: 5, heightInch: 4, nativeLanguage: 'Gujarati', foodHabits: 'Vegetarian',
  drinkHabits: 'No', smokeHabits: 'No', marriageStatus: 'Single (Never Married)', yearsInPreviousMarriage: undefined,
  numOfChildrenFromPrevMarriage: undefined, education: 'Master', profession: 'Other',
  employerName: '', immiStatus: 'Canadian Citizen', city: 'Toronto', state: 'Ontario', country: 'Canada', openToRelocate: 'May be',
  contactPersonName: 'Hemlata Sharma', contactRelation: 'Mother', contactPhoneCountryCode: '+1', contactPhoneNumber: '4165559876',
  candidateContactDetailsVisibilityFlag: false, candidateProfileVisibilityFlag: true, photoCount: 0,
  createdDate: '2026-01-01T00:00:00Z', updatedDate: '2026-01-01T00:00:00Z',
};

const family = {
  fatherName: 'Ramesh Sharma', fatherOccupation: 'Teacher', motherName: 'Hemlata Sharma', motherOccupation: 'Doctor',
  brothers: '1', brothersMarried: '0', sisters: '0', familyType: 'Nuclear', familyValues: 'Moderate', nativeCity: 'Jaipur',
  nativeState: 'Rajasthan', nativeCountry: 'India', aboutFamily: 'A close family of four.',
} satisfies Partial<CandidateRecord>;
const horoscope = {
  rashi: 'Mesha (Aries)', nakshatra: 'Ashwini', manglik: 'No', birthTime: '06:45', birthPlace: 'Jaipur',
} satisfies Partial<CandidateRecord>;
const everything: CandidateRecord = { ...required, ...family, ...horoscope, employerName: 'Maple Analytics', photoCount: PHOTOS_EXPECTED };

const keysOf = (p: CandidateRecord, hasExpectation = false) => completenessOf(p, { hasExpectation }).missing.map((m) => m.key);

describe('completenessOf', () => {
  it('counts the empty optional sections as missing, each row with its label and the page that fills it', () => {
    const { score, missing } = completenessOf(required, { hasExpectation: false });
    expect(score).toBeGreaterThan(0);
    expect(score).toBeLessThan(100);
    expect(missing).toContainEqual({ key: 'fatherName', label: "Father's Name", place: 'family' });
    expect(missing).toContainEqual({ key: 'nativeCity', label: 'Native Place', place: 'family' });
    expect(missing).toContainEqual({ key: 'rashi', label: 'Rashi (Moon Sign)', place: 'horoscope' });
    expect(missing).toContainEqual({ key: 'birthTime', label: 'Time of Birth', place: 'horoscope' });
    expect(missing).toContainEqual({ key: 'employerName', label: 'Employer', place: 'career' });
    expect(missing).toContainEqual({ key: 'photos', label: 'Photos', place: 'photos' });
    expect(missing).toContainEqual({ key: 'expectations', label: 'Expectations', place: 'expectations' });
    // Rows read within another row, or kept from other families, are no items of their own.
    for (const key of ['brothersMarried', 'nativeState', 'nativeCountry', 'religion']) expect(keysOf(required)).not.toContain(key);
  });

  it('is 100 with nothing missing when every section, two photos and an expectation are there', () => {
    expect(completenessOf(everything, { hasExpectation: true })).toEqual({ score: 100, missing: [] });
  });

  it('raises the score with each photo up to two, and lists one photo item until then', () => {
    const at = (photoCount: number) => completenessOf({ ...everything, photoCount }, { hasExpectation: true });
    expect(at(0).missing).toEqual([{ key: 'photos', label: 'Photos', place: 'photos' }]);
    expect(at(1).missing).toEqual([{ key: 'photos', label: 'A second photo', place: 'photos' }]);
    expect(at(2).missing).toEqual([]);
    expect(at(0).score).toBeLessThan(at(1).score);
    expect(at(1).score).toBeLessThan(at(2).score);
    expect(at(5).score).toBe(100);
  });

  it('counts a stated expectation', () => {
    const without = completenessOf(everything, { hasExpectation: false });
    expect(without.missing).toEqual([{ key: 'expectations', label: 'Expectations', place: 'expectations' }]);
    expect(without.score).toBeLessThan(100);
  });

  it('moves with the optional sections: family details and horoscope each raise it', () => {
    const base = completenessOf(required, { hasExpectation: false }).score;
    const withFamily = completenessOf({ ...required, ...family }, { hasExpectation: false }).score;
    const withBoth = completenessOf({ ...required, ...family, ...horoscope }, { hasExpectation: false }).score;
    expect(withFamily).toBeGreaterThan(base);
    expect(withBoth).toBeGreaterThan(withFamily);
  });

  it("asks the divorce rows only after a divorce", () => {
    expect(keysOf(everything, true)).not.toContain('yearsInPreviousMarriage');
    const divorced: CandidateRecord = { ...everything, marriageStatus: 'Divorced' };
    expect(keysOf(divorced, true)).toEqual(['yearsInPreviousMarriage', 'numOfChildrenFromPrevMarriage']);
    expect(keysOf({ ...divorced, yearsInPreviousMarriage: '1-9', numOfChildrenFromPrevMarriage: '0' }, true)).toEqual([]);
  });
});

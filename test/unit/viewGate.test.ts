/**
 * The volunteers' ineligible flag and the spec's view gate: the gate's order, the flag hiding a
 * profile from others, and the flag never entering through the member's form nor leaving in a view.
 */
import { describe, expect, it } from 'vitest';
import { candidateFields, candidateProfileInput, candidateProfileView } from '#shared/domain/candidate.js';
import { isPubliclyVisible, shapeCandidate, type CandidateRecord } from '#shared/domain/candidateView.js';
import { viewGateOf } from '#shared/domain/viewGate.js';
import { viewGateTexts } from '#shared/texts.js';

const formFields = {
  firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@example.org', gender: 'Female', dobMonth: 4, dobYear: 1995,
  birthCountry: 'India', broughtUpCountry: 'Canada', religion: 'Jainism', gotra: 'Other', enteredGotra: 'Kasliwal',
  heightFeet: 5, heightInch: 4, nativeLanguage: 'Gujarati', foodHabits: 'Vegetarian', drinkHabits: 'No', smokeHabits: 'No',
  marriageStatus: 'Single (Never Married)', education: 'Master', profession: 'Other', employerName: 'Maple Analytics',
  immiStatus: 'Canadian Citizen', city: 'Toronto', state: 'Ontario', country: 'Canada', openToRelocate: 'May be',
  contactPersonName: 'Hemlata Sharma', contactRelation: 'Mother', contactPhoneCountryCode: '+1', contactPhoneNumber: '4165559876',
  candidateContactDetailsVisibilityFlag: false,
};

const flagged: CandidateRecord = {
  ...candidateProfileInput.parse(formFields),
  id: 'cand-123456', userProfileId: 'user-123456', candidateProfileVisibilityFlag: true, ineligible: true, photoCount: 1,
  candidateProfilePublicURL: 'priya', createdDate: '2026-01-01T00:00:00Z', updatedDate: '2026-02-01T00:00:00Z',
};

describe('the view gate, in the spec order', () => {
  const state = (s: { enabled: boolean; photo: boolean; ineligible?: boolean }) =>
    ({ candidateProfileVisibilityFlag: s.enabled, hasPhoto: s.photo, ineligible: s.ineligible });

  it('lets an enabled, eligible profile with a photo view, and a missing flag counts as eligible', () => {
    expect(viewGateOf(state({ enabled: true, photo: true, ineligible: false }))).toBeNull();
    expect(viewGateOf(state({ enabled: true, photo: true }))).toBeNull();
  });

  it('asks for a profile first', () => {
    expect(viewGateOf(undefined)).toBe('noProfile');
  });

  it('a disabled profile is told to enable itself, whatever else holds', () => {
    for (const photo of [true, false]) {
      for (const ineligible of [true, false]) expect(viewGateOf(state({ enabled: false, photo, ineligible }))).toBe('disabled');
    }
  });

  it('an enabled profile without photos is asked for a photo before it is told it is ineligible', () => {
    expect(viewGateOf(state({ enabled: true, photo: false, ineligible: true }))).toBe('noPhoto');
    expect(viewGateOf(state({ enabled: true, photo: false }))).toBe('noPhoto');
    expect(viewGateOf(state({ enabled: true, photo: true, ineligible: true }))).toBe('ineligible');
  });

  it("says it in the spec's words", () => {
    expect(viewGateTexts).toMatchObject({
      noPhoto: 'Your candidate photo(s) are not uploaded. Please upload at least one photo.',
      ineligible: 'You are not eligible to view profiles. Please contact support.',
      disabled: "Your candidate profile is disabled, so you can't see other's profiles. Please first enable your candidate profile.",
    });
  });
});

describe('the ineligible flag', () => {
  it('hides the profile from others like a disabled one', () => {
    expect(isPubliclyVisible({ ...flagged, ineligible: false })).toBe(true);
    expect(isPubliclyVisible({ ...flagged, ineligible: undefined })).toBe(true);
    expect(isPubliclyVisible(flagged)).toBe(false);
  });

  it("cannot be set through the member's candidate form", () => {
    expect(candidateFields.safeParse(formFields).success).toBe(true);
    const sent = candidateProfileInput.safeParse({ ...formFields, ineligible: false });
    expect(sent.success).toBe(false);
    expect(sent.error?.issues.some((i) => i.code === 'unrecognized_keys' && i.keys.includes('ineligible'))).toBe(true);
  });

  it('is in no view of the profile, not even the raw shaped object', () => {
    for (const viewer of ['owner', 'member', 'shared'] as const) {
      const shaped = shapeCandidate(flagged, viewer, [], new Date('2026-11-22T00:00:00Z'));
      expect(shaped, viewer).not.toHaveProperty('ineligible');
      expect(JSON.stringify(candidateProfileView.parse(shaped)), viewer).not.toContain('ineligible');
    }
  });
});

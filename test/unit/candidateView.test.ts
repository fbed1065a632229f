import { describe, expect, it } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { ageOf, shapeCandidate, type CandidateRecord } from '#shared/domain/candidateView.js';

const record: CandidateRecord = {
  id: 'cand-123456', userProfileId: 'user-123456', firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@example.org',
  gender: 'Female', dobMonth: 4, dobYear: 1995, birthCountry: 'India', broughtUpCountry: 'Canada', religion: 'Jainism',
  gotra: 'Other', enteredGotra: 'Kasliwal', height: `5'4"`, heightFeet: 5, heightInch: 4, nativeLanguage: 'Gujarati',
  foodHabits: 'Vegetarian', drinkHabits: 'No', smokeHabits: 'No', marriageStatus: 'Single (Never Married)', education: 'Master',
  yearsInPreviousMarriage: undefined, numOfChildrenFromPrevMarriage: undefined,
  profession: 'Other', employerName: 'Maple Analytics', immiStatus: 'Canadian Citizen', city: 'Toronto', state: 'Ontario',
  country: 'Canada', openToRelocate: 'May be', contactPersonName: 'Hemlata Sharma', contactRelation: 'Mother',
  contactPhoneCountryCode: '+1', contactPhoneNumber: '4165559876', candidateContactDetailsVisibilityFlag: false,
  candidateProfileVisibilityFlag: true, photoCount: 2, candidateProfilePublicURL: 'priya', createdDate: '2026-01-01T00:00:00Z',
  updatedDate: '2026-02-01T00:00:00Z',
};
const photos = [{ id: 'p1', fileName: 'a.png', fileURL: 'https://signed' }];
const now = new Date('2026-11-22T00:00:00Z');
/** What actually leaves the server: the shaped view after the response schema. */
const sent = (r: CandidateRecord, viewer: 'owner' | 'member' | 'shared') => candidateProfileView.parse(shapeCandidate(r, viewer, photos, now));

describe('what each viewer sees of a candidate profile', () => {
  it('the owner sees everything, religion and settings included', () => {
    const v = sent(record, 'owner');
    expect(v).toMatchObject({
      ownProfile: true, lastName: 'Sharma', email: 'priya.sharma@example.org', religion: 'Jainism', employerName: 'Maple Analytics',
      contactPersonName: 'Hemlata Sharma', contactPhoneNumber: '4165559876', candidateProfilePublicURL: 'priya',
      candidateProfileVisibilityFlag: true, candidateProfilePhotoFlag: true, age: 31, contactDetailsMasked: false,
    });
  });

  it('another member gets last name, e-mail and employer starred, contacts masked, no religion, no settings', () => {
    const v = sent(record, 'member');
    expect(v).toMatchObject({
      ownProfile: false, firstName: 'Priya', lastName: 'S****a', email: 'p**********a@example.org', employerName: 'M*************s',
      contactPersonName: 'H************a', contactPhoneNumber: '41******76', contactDetailsMasked: true,
    });
    for (const key of ['religion', 'candidateProfilePublicURL', 'candidateProfileVisibilityFlag', 'userProfileId', 'candidateContactDetailsVisibilityFlag']) {
      expect(v).not.toHaveProperty(key);
    }
    expect(JSON.stringify(v)).not.toMatch(/Jainism|Sharma"|Hemlata|4165559876|priya\.sharma/);
  });

  it('another member sees contacts when the profile shows them, the rest still starred', () => {
    const v = sent({ ...record, candidateContactDetailsVisibilityFlag: true }, 'member');
    expect(v).toMatchObject({ contactPersonName: 'Hemlata Sharma', contactPhoneNumber: '4165559876', lastName: 'S****a', contactDetailsMasked: false });
    expect(v).not.toHaveProperty('religion');
  });

  it('a shared-link visitor sees contact person and phone in full; last name, e-mail and employer starred; never religion', () => {
    const v = sent(record, 'shared');
    expect(v).toMatchObject({
      lastName: 'S****a', email: 'p**********a@example.org', employerName: 'M*************s',
      contactPersonName: 'Hemlata Sharma', contactPhoneNumber: '4165559876', contactDetailsMasked: false, ownProfile: false,
    });
    for (const key of ['religion', 'candidateProfilePublicURL', 'candidateProfileVisibilityFlag', 'userProfileId']) expect(v).not.toHaveProperty(key);
    expect(JSON.stringify(v)).not.toMatch(/Jainism|"Sharma"|priya\.sharma|Maple Analytics/);
  });

  it('the bookkeeping of the record (version, account state, photo ids) never leaves the server', () => {
    for (const viewer of ['owner', 'member', 'shared'] as const) {
      const v = sent({ ...record, version: 7, accountDisabled: false, photoIds: ['p1', 'p2'] }, viewer);
      for (const key of ['version', 'accountDisabled', 'photoIds', 'photoCount']) expect(v).not.toHaveProperty(key);
    }
  });

  it('short values are starred whole, empty employer stays empty', () => {
    const v = sent({ ...record, lastName: 'Li', email: 'ab@x.org', employerName: '', contactPhoneNumber: '1234' }, 'member');
    expect(v).toMatchObject({ lastName: '**', email: '**@x.org', employerName: '', contactPhoneNumber: '****' });
  });

  it("family details and horoscope: parents' names (and the last name) starred and no time or place of birth, except to the owner and a connected family", () => {
    const withSections: CandidateRecord = {
      ...record, fatherName: 'Rajendra Sharma', motherName: 'Kusumlata Sharma', fatherOccupation: 'Teacher', familyType: 'Joint',
      rashi: 'Simha (Leo)', manglik: 'No', birthTime: '06:45', birthPlace: 'Udaipur',
    };
    const rest = { fatherOccupation: 'Teacher', familyType: 'Joint', rashi: 'Simha (Leo)', manglik: 'No' };
    for (const viewer of ['member', 'shared'] as const) {
      const v = sent(withSections, viewer);
      expect(v, viewer).toMatchObject({ ...rest, lastName: 'S****a', fatherName: 'R*************a', motherName: 'K**************a' });
      expect(v, viewer).not.toHaveProperty('birthTime');
      expect(v, viewer).not.toHaveProperty('birthPlace');
    }
    for (const viewer of ['owner', 'connected'] as const) {
      const v = candidateProfileView.parse(shapeCandidate(withSections, viewer, photos, now));
      // The last name in full wherever the parents' full names are shown: never a starred name beside them.
      expect(v, viewer).toMatchObject({
        ...rest, lastName: 'Sharma', fatherName: 'Rajendra Sharma', motherName: 'Kusumlata Sharma', birthTime: '06:45', birthPlace: 'Udaipur',
      });
    }
  });

  it('a field not given is absent for every viewer, never an empty starred value', () => {
    for (const viewer of ['owner', 'member', 'shared', 'connected'] as const) {
      const v = shapeCandidate(record, viewer, photos, now);
      for (const key of ['fatherName', 'motherName', 'birthTime', 'aboutFamily']) expect(v, `${viewer} ${key}`).not.toHaveProperty(key);
    }
  });

  it('age is the current year minus the birth year', () => {
    expect(ageOf(1995, now)).toBe(31);
  });
});

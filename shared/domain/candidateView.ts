/**
 * The one function that decides what a viewer sees of a candidate profile. Every response that
 * carries a profile goes through it on the server, so masked values, religion and contact details
 * never leave the server unless the viewer may see them.
 *  - owner: everything;
 *  - member (another signed-in family): last name, e-mail and employer partly starred; contact
 *    person and phone masked unless the profile shows contact details; no religion;
 *  - shared (a visitor of the public link): contact details in full; no religion.
 */
import type { CandidateProfileInput, CandidateProfileView, Photo } from './candidate.js';
import { maskEmail, maskName, maskPartly, maskPhone } from './masking.js';

export type Viewer = 'owner' | 'member' | 'shared';

/** What the server stores for a candidate profile (form fields plus bookkeeping). */
export interface CandidateRecord extends CandidateProfileInput {
  id: string;
  userProfileId: string;
  candidateProfileVisibilityFlag: boolean;
  photoCount: number;
  candidateProfilePublicURL?: string;
  createdDate: string;
  updatedDate: string;
}

/** The spec's approximate age: the current year minus the birth year. */
export const ageOf = (dobYear: number, now = new Date()) => now.getFullYear() - dobYear;

export function shapeCandidate(p: CandidateRecord, viewer: Viewer, photos: Photo[], now = new Date()): CandidateProfileView {
  const owner = viewer === 'owner';
  const contactsHidden = viewer === 'member' && !p.candidateContactDetailsVisibilityFlag;
  const view: CandidateProfileView = {
    id: p.id,
    ownProfile: owner,
    firstName: p.firstName,
    lastName: viewer === 'member' ? maskName(p.lastName) : p.lastName,
    email: viewer === 'member' ? maskEmail(p.email) : p.email,
    gender: p.gender,
    dobMonth: p.dobMonth,
    dobYear: p.dobYear,
    age: ageOf(p.dobYear, now),
    birthCountry: p.birthCountry,
    broughtUpCountry: p.broughtUpCountry,
    gotra: p.gotra,
    enteredGotra: p.enteredGotra,
    height: p.height,
    heightFeet: p.heightFeet,
    heightInch: p.heightInch,
    nativeLanguage: p.nativeLanguage,
    foodHabits: p.foodHabits,
    drinkHabits: p.drinkHabits,
    smokeHabits: p.smokeHabits,
    marriageStatus: p.marriageStatus,
    yearsInPreviousMarriage: p.yearsInPreviousMarriage,
    numOfChildrenFromPrevMarriage: p.numOfChildrenFromPrevMarriage,
    education: p.education,
    profession: p.profession,
    employerName: viewer === 'member' ? maskPartly(p.employerName) : p.employerName,
    immiStatus: p.immiStatus,
    city: p.city,
    state: p.state,
    country: p.country,
    openToRelocate: p.openToRelocate,
    contactPersonName: contactsHidden ? maskName(p.contactPersonName) : p.contactPersonName,
    contactRelation: p.contactRelation,
    contactPhoneCountryCode: p.contactPhoneCountryCode,
    contactPhoneNumber: contactsHidden ? maskPhone(p.contactPhoneNumber) : p.contactPhoneNumber,
    contactDetailsMasked: contactsHidden,
    photos,
    updatedDate: p.updatedDate,
  };
  if (owner) {
    Object.assign(view, {
      religion: p.religion,
      userProfileId: p.userProfileId,
      candidateProfileVisibilityFlag: p.candidateProfileVisibilityFlag,
      candidateContactDetailsVisibilityFlag: p.candidateContactDetailsVisibilityFlag,
      candidateProfilePhotoFlag: p.photoCount > 0,
      candidateProfilePublicURL: p.candidateProfilePublicURL ?? null,
      createdDate: p.createdDate,
    });
  }
  return view;
}

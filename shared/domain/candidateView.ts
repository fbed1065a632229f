/**
 * The one function that decides what a viewer sees of a candidate profile. Every response that
 * carries a profile goes through it on the server, so masked values, religion and contact details
 * never leave the server unless the viewer may see them.
 *  - owner: everything;
 *  - member (another signed-in family): last name, e-mail and employer partly starred; contact
 *    person and phone masked unless the profile shows contact details; no religion;
 *  - shared (a visitor of the public link): last name, e-mail and employer starred as for members,
 *    contact person and phone in full (the family shared the link to be contacted); no religion;
 *  - connected (a member whose proposal with this family was accepted): as a member, with the
 *    contact person, phone and e-mail in full — both families said yes; no religion.
 * The volunteers' `ineligible` flag is in no view: the owner learns of it from the session's gate.
 */
import type { CandidateProfileInput, CandidateProfileView, Photo } from './candidate.js';
import { maskEmail, maskName, maskPartly, maskPhone } from './masking.js';
import { ageOf, type Wants } from './matching.js';

export type Viewer = 'owner' | 'member' | 'shared' | 'connected';

/** What the server stores for a candidate profile (form fields plus bookkeeping). */
export interface CandidateRecord extends CandidateProfileInput {
  id: string;
  userProfileId: string;
  candidateProfileVisibilityFlag: boolean;
  photoCount: number;
  candidateProfilePublicURL?: string;
  /**
   * Set while the owner's account is disabled: the profile is hidden everywhere, apart from the
   * family's own visibility choice, so enabling the account restores exactly what they had chosen.
   */
  accountDisabled?: boolean;
  /**
   * A mirror of the account's `ineligible` (the volunteers' decision about the family, kept on the
   * user record with its reason, time and volunteer; never set by the member's form, which is
   * strict): the profile is hidden from others like a disabled one. Written from the account when
   * the profile is made and by every set or clear. Absent counts as off.
   */
  ineligible?: boolean;
  /**
   * A copy of the family's expectation filter fields (written with each expectation save), packed
   * into the search card so the two-way fit needs no extra read per profile. Absent: none stated.
   */
  wants?: Wants;
  /** The admitted photos, in order (at most 10); photoCount is its length. Absent on older items. */
  photoIds?: string[];
  /** Raised by one on every write; each write is conditioned on the version it read. Absent means 0. */
  version?: number;
  /** When the profile last entered search (set by the repository); the weekly digest counts profiles new since a date. */
  listedSince?: string;
  createdDate: string;
  updatedDate: string;
}

/** Whether other members (and the shared link) may see the profile at all. */
export const isPubliclyVisible = (p: Pick<CandidateRecord, 'candidateProfileVisibilityFlag' | 'accountDisabled' | 'ineligible'>) =>
  p.candidateProfileVisibilityFlag && !p.accountDisabled && !p.ineligible;

export { ageOf };

export function shapeCandidate(p: CandidateRecord, viewer: Viewer, photos: Photo[], now = new Date()): CandidateProfileView {
  const owner = viewer === 'owner';
  const masked = !owner;
  const contactsHidden = viewer === 'member' && !p.candidateContactDetailsVisibilityFlag;
  const emailShown = owner || viewer === 'connected';
  const view: CandidateProfileView = {
    id: p.id,
    ownProfile: owner,
    firstName: p.firstName,
    lastName: masked ? maskName(p.lastName) : p.lastName,
    email: emailShown ? p.email : maskEmail(p.email),
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
    employerName: masked ? maskPartly(p.employerName) : p.employerName,
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
    // The original file name often carries a real name: only the owner sees it.
    photos: owner ? photos : photos.map(({ id, fileURL }) => ({ id, fileURL })),
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

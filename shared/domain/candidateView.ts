/**
 * The one function that decides what a viewer sees of a candidate profile. Every response that
 * carries a profile goes through it on the server, so masked values, religion and contact details
 * never leave the server unless the viewer may see them.
 *  - owner: everything;
 *  - member (another signed-in family): last name, e-mail and employer partly starred; contact
 *    person and phone masked unless the profile shows contact details; no religion;
 *  - shared (a visitor of the public link): last name, e-mail and employer starred as for members,
 *    contact person and phone in full (the family shared the link to be contacted); no religion;
 *  - connected (a member whose proposal with this family was accepted): as a member, with the last
 *    name, the parents' names, contact person, phone and e-mail in full — both families said yes;
 *    no religion.
 * The volunteers' `ineligible` flag is in no view: the owner learns of it from the session's gate.
 */
import type { ActingMember } from './memberActs.js';
import type { CandidateProfileInput, CandidateProfileView, Photo } from './candidate.js';
import { profileFields, seen } from './profileFields.js';
import { ageOf, type Wants } from './matching.js';
import { DEFAULT_PHOTO_ACCESS, type PhotoAccess } from './photoAccess.js';

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
  /** Who sees which photo (Manage Photos; shared/domain/photoAccess.ts). Absent: every member sees all. */
  photoAccess?: PhotoAccess;
  /** The admitted photos, in order (at most 10); photoCount is its length. Absent on older items. */
  photoIds?: string[];
  /** Raised by one on every write; each write is conditioned on the version it read. Absent means 0. */
  version?: number;
  /**
   * Raised by one on each save of the profile's content by a member (the form, Family Details,
   * Horoscope; not photos, visibility or the volunteers' flags): a save names the one its page
   * loaded and is refused when another member saved since. Absent means 0.
   */
  editVersion?: number;
  /** The member whose save was the last (the owner's view names them in a refusal). */
  editedBy?: ActingMember;
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
  const contactsShown = p.candidateContactDetailsVisibilityFlag;
  // Every stored field as the catalogue lets this viewer see it; a row nobody may see is never copied.
  const stored: Record<string, unknown> = {};
  const record = p as unknown as Record<string, unknown>;
  for (const f of profileFields) {
    if (f.input === 'view') continue;
    const how = seen(f.visibility, viewer, contactsShown);
    if (how === 'none') continue;
    const value = record[f.key];
    // A field not given is absent for everyone (not an empty starred value).
    if (value === undefined) continue;
    stored[f.key] = how === 'masked' && 'mask' in f ? f.mask(value as string | undefined) : value;
  }
  return {
    ...(stored as Omit<CandidateProfileView, ViewMade>),
    ownProfile: owner,
    connected: viewer === 'connected',
    age: ageOf(p.dobYear, now),
    contactDetailsMasked: seen('contact', viewer, contactsShown) === 'masked',
    // The original file name often carries a real name: only the owner sees it.
    photos: owner ? photos : photos.map(({ id, fileURL }) => ({ id, fileURL })),
    ...(owner && { editVersion: p.editVersion ?? 0, ...(p.editedBy ? { editedBy: { firstName: p.editedBy.firstName, ...(p.editedBy.relation ? { relation: p.editedBy.relation } : {}), at: p.editedBy.at } } : {}) }),
    ...(owner && { candidateProfilePhotoFlag: p.photoCount > 0, candidateProfilePublicURL: p.candidateProfilePublicURL ?? null, photoAccess: p.photoAccess ?? DEFAULT_PHOTO_ACCESS }),
  };
}

/** The fields made per view rather than copied from the record. */
type ViewMade = 'ownProfile' | 'connected' | 'age' | 'contactDetailsMasked' | 'photos';

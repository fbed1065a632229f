/** The signed-in member's own candidate profile, as the pages that need its gotra read it. */
import { candidateProfileView } from '#shared/domain/candidate.js';
import { candidateBody } from '../sampleData.js';
import { answer } from './network';
import { member } from './session';

export function ownProfile(gotra: string) {
  const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody({ gotra });
  return candidateProfileView.parse({
    ...details, id: member.candidateId, ownProfile: true, age: 26, height: `5'4"`, contactDetailsMasked: false,
    photos: [], updatedDate: '2025-01-01T00:00:00.000Z',
  });
}

/** Answers the own profile's reads with a profile of this gotra. */
export const answerOwnProfile = (gotra = 'Kashyap') =>
  answer('GET', `/api/profilemgmt/getProfileDetails/${member.candidateId}`, ownProfile(gotra));

/** Manage Photos: the family's choice of who sees its photos, in the plain words, saved on its own. */
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { photoAccessTexts } from '#shared/texts.js';
import { candidateBody } from '../../sampleData.js';
import { photosRoutes } from '#web/features/photos/routes';
import { answer, answerWith, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const myCandidateProfile = [{ path: 'dashboard/myCandidateProfile', children: photosRoutes }];
const page = `/dashboard/myCandidateProfile/${member.candidateId}/myPhotos`;

/** The owner's own profile view, as the server answers it. */
function ownProfile(photoAccess?: string) {
  const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
  return candidateProfileView.parse({
    ...details, id: member.candidateId, ownProfile: true, age: 30, height: `5'4"`, contactDetailsMasked: false, photos: [],
    updatedDate: '2025-01-01T00:00:00.000Z', ...(photoAccess ? { photoAccess } : {}),
  });
}

function open(photoAccess?: string) {
  signedIn();
  answer('GET', `/api/profilemgmt/getPhotos/${member.candidateId}`, { items: [] });
  // The page reads only the owner's choice from the profile (absent on profiles from before it: every member sees all).
  answer('GET', `/api/profilemgmt/getProfileDetails/${member.candidateId}`, ownProfile(photoAccess));
  return renderRoutes(myCandidateProfile, page);
}

const choice = (key: keyof typeof photoAccessTexts.choices) => screen.getByRole('radio', { name: photoAccessTexts.choices[key] }) as HTMLInputElement;

it('offers the three choices, with every member seeing all photos as the default', async () => {
  open();
  expect(await screen.findByRole('radiogroup', { name: photoAccessTexts.settingLegend })).toBeTruthy();
  expect(choice('all').checked).toBe(true);
  expect(choice('first').checked).toBe(false);
  expect(choice('none').checked).toBe(false);
});

it('shows the saved choice and saves a new one', async () => {
  answerWith('PATCH', `/api/profilemgmt/setPhotoAccess/${member.candidateId}`, () => ({ json: ownProfile('first') }));
  const { user } = open('none');
  await screen.findByRole('radiogroup', { name: photoAccessTexts.settingLegend });
  expect(choice('none').checked).toBe(true);
  await user.click(choice('first'));
  await user.click(screen.getByRole('button', { name: 'Save Choice' }));
  expect(await screen.findByText(photoAccessTexts.saved)).toBeTruthy();
  await waitFor(() => expect(apiRequests().filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ photoAccess: 'first' }]));
});

/**
 * Manage Photos and the upload page: every photo's button, image and link is named by its place
 * ('Delete photo 2 of 3'), never by its file name, which a screen reader would spell out.
 */
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { candidateBody } from '../../sampleData.js';
import { photosRoutes } from '#web/features/photos/routes';
import { answer } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const myCandidateProfile = [{ path: 'dashboard/myCandidateProfile', children: photosRoutes }];
const managePage = `/dashboard/myCandidateProfile/${member.candidateId}/myPhotos`;
const names = ['WhatsApp Image 2024-11-03.jpg', 'kavya.png', 'IMG_2041.jpg'];
const photos = names.map((fileName, i) => ({
  id: `photo-000${i + 1}`, fileName, fileURL: `http://photos.test/${i}/view`, originalURL: `http://photos.test/${i}/original`,
}));

function ownProfile() {
  const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
  return candidateProfileView.parse({
    ...details, id: member.candidateId, ownProfile: true, age: 30, height: `5'4"`, contactDetailsMasked: false, photos: [],
    updatedDate: '2025-01-01T00:00:00.000Z',
  });
}

it('names the Delete buttons, the originals\' links and the confirm dialog\'s image by position', { timeout: 20_000 }, async () => {
  signedIn();
  answer('GET', `/api/profilemgmt/getPhotos/${member.candidateId}`, { items: photos });
  answer('GET', `/api/profilemgmt/getProfileDetails/${member.candidateId}`, ownProfile());
  const { user } = renderRoutes(myCandidateProfile, managePage);

  const gallery = await screen.findByRole('list', { name: 'My photos' }, { timeout: 15_000 });
  expect(within(gallery).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
    'Delete photo 1 of 3', 'Delete photo 2 of 3', 'Delete photo 3 of 3',
  ]);
  expect(within(gallery).getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual([
    'Open the original of photo 1 of 3 in a new tab', 'Open the original of photo 2 of 3 in a new tab', 'Open the original of photo 3 of 3 in a new tab',
  ]);
  for (const name of names) expect(document.body.innerHTML).not.toContain(name);

  await user.click(screen.getByRole('button', { name: 'Delete photo 2 of 3' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('Photo 2 of 3');
  expect(dialog.textContent).not.toContain('kavya');
});

it('names the uploaded photos by position on the upload page', { timeout: 20_000 }, async () => {
  signedIn();
  answer('GET', `/api/profilemgmt/getPhotos/${member.candidateId}`, { items: photos.slice(0, 2) });
  renderRoutes(myCandidateProfile, `${managePage}/uploadphotos`);

  const gallery = await screen.findByRole('list', { name: 'Uploaded photos' }, { timeout: 15_000 });
  expect(within(gallery).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Photo 1 of 2', 'Photo 2 of 2']);
});

/**
 * …/myPhotos/uploadphotos: only a file that is no image is refused when it is chosen; a long name
 * or a large photo is fixed on upload (phonePhoto.test.tsx), so Upload is offered for any photo.
 */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { photoFileProblems, photoTexts } from '#shared/domain/candidate.js';
import { photosRoutes } from '#web/features/photos/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const myCandidateProfile = [{ path: 'dashboard/myCandidateProfile', children: photosRoutes }];
const uploadPage = `/dashboard/myCandidateProfile/${member.candidateId}/myPhotos/uploadphotos`;

const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;

async function openUploadPage() {
  signedIn();
  answer('GET', `/api/profilemgmt/getPhotos/${member.candidateId}`, { items: [] });
  // A family can switch the browser's file dialog to "All files": the page must check the type itself.
  const rendered = renderRoutes(myCandidateProfile, uploadPage, { user: { applyAccept: false } });
  expect(await screen.findByRole('heading', { name: 'Upload Photos' })).toBeTruthy();
  return rendered;
}

it('offers Upload for a phone photo with a long name, saying the short name it will be saved as', async () => {
  const { user } = await openUploadPage();
  const whatsApp = file('WhatsApp Image 2024-11-03 at 18.45.12 (1).png', 'image/png');
  // The spec's rule still holds for what is stored (the server checks it): this name breaks it.
  expect(photoFileProblems(whatsApp)).toEqual([photoTexts.fileName]);

  await user.upload(screen.getByLabelText('Choose Photo'), whatsApp);

  expect(screen.queryByText(photoTexts.fileName)).toBeNull();
  expect(screen.getByText('Saved as WhatsApp-Image-2024-11-03-at-18-45.png')).toBeTruthy();
  expect(uploadButton().disabled).toBe(false);
  expect(apiRequests().filter((r) => r.method !== 'GET')).toEqual([]);
});

it('offers Upload for a photo of 5MB or more (it is made smaller on upload)', async () => {
  const { user } = await openUploadPage();
  await user.upload(screen.getByLabelText('Choose Photo'), file('IMG_2041.jpg', 'image/jpeg', 6 * 1024 * 1024));
  expect(screen.queryByText(photoTexts.fileSize)).toBeNull();
  expect(uploadButton().disabled).toBe(false);
});

it('refuses a file that is no image with the spec\'s text, and takes a good photo after it', async () => {
  const { user } = await openUploadPage();
  const input = screen.getByLabelText('Choose Photo');

  await user.upload(input, file('biodata.pdf', 'application/pdf'));
  expect(screen.getByText(photoTexts.fileType)).toBeTruthy();
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(uploadButton().disabled).toBe(true);

  await user.upload(input, file('priya.jpg', 'image/jpeg'));
  expect(screen.queryByText(photoTexts.fileType)).toBeNull();
  expect(uploadButton().disabled).toBe(false);
});

it('forgets the last upload\'s failure once another file is chosen', async () => {
  const { user } = await openUploadPage();
  const input = screen.getByLabelText('Choose Photo');
  // Named as a photo, but no image: refused on upload, when the browser cannot read it.
  await user.upload(input, file('fake.jpg', 'image/jpeg'));
  await user.click(uploadButton());
  expect(await screen.findByText(photoTexts.unreadable)).toBeTruthy();
  // The failure takes the focus (the button, disabled while it worked, had lost it).
  expect(document.activeElement?.contains(screen.getByText(photoTexts.unreadable))).toBe(true);

  await user.upload(input, file('priya.jpg', 'image/jpeg'));
  expect(screen.queryByText(photoTexts.unreadable)).toBeNull();
  expect(screen.queryByText(photoTexts.failed)).toBeNull();
  expect(uploadButton().disabled).toBe(false);
});

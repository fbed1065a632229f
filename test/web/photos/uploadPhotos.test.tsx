/** …/myPhotos/uploadphotos: the photo is checked in the browser, with the one shared photo check, before any upload. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { photoFileProblems, photoTexts } from '#shared/domain/candidate.js';
import { photosRoutes } from '#web/features/photos/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const myCandidateProfile = [{ path: 'dashboard/myCandidateProfile', children: photosRoutes }];
const uploadPage = `/dashboard/myCandidateProfile/${member.candidateId}/myPhotos/uploadphotos`;

const photo = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;

async function openUploadPage() {
  signedIn();
  answer('GET', `/api/profilemgmt/getPhotos/${member.candidateId}`, { items: [] });
  // A family can switch the browser's file dialog to "All files": the page must check the type itself.
  const rendered = renderRoutes(myCandidateProfile, uploadPage, { user: { applyAccept: false } });
  expect(await screen.findByRole('heading', { name: 'Upload Photos' })).toBeTruthy();
  return rendered;
}

it('refuses a file name of 40 characters or more with the shared check', async () => {
  const { user } = await openUploadPage();
  const longName = photo(`${'a'.repeat(36)}.jpg`);

  await user.upload(screen.getByLabelText('Choose Photo'), longName);

  expect(photoFileProblems(longName)).toEqual([photoTexts.fileName]);
  expect(screen.getByText('File Name should be less than 40 characters.')).toBeTruthy();
  expect(uploadButton().disabled).toBe(true);
  expect(apiRequests().filter((r) => r.method !== 'GET')).toEqual([]);
});

it('shows every problem the shared check finds, and enables Upload for a good photo', async () => {
  const { user } = await openUploadPage();
  const input = screen.getByLabelText('Choose Photo');

  const gif = photo('family.gif', 6 * 1024 * 1024);
  await user.upload(input, gif);
  for (const problem of photoFileProblems(gif)) expect(screen.getByText(problem)).toBeTruthy();
  expect(screen.getByText('Only .jpg, .jpeg or .png files are allowed.')).toBeTruthy();
  expect(screen.getByText('File size should be less than 5MB.')).toBeTruthy();
  expect(uploadButton().disabled).toBe(true);

  await user.upload(input, photo('priya.jpg'));
  expect(screen.queryByText('Only .jpg, .jpeg or .png files are allowed.')).toBeNull();
  expect(uploadButton().disabled).toBe(false);
});

/**
 * …/myPhotos/uploadphotos: one chosen photo is sent as three files, each to its own presigned form
 * of the ticket: the re-encoded original, a 120 x 120 thumbnail cut square from its middle, and a
 * view copy of the whole photo with its longer side at 1024. The browser's image decoding, canvas
 * export and XMLHttpRequest are stood in for (happy-dom has none); the page's own code is real.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { photosRoutes } from '#web/features/photos/routes';
import { answer, apiRequests } from '../network';
import { fakeBrowserUpload, type Drawn, type Posted } from './fakeBrowserUpload';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const myCandidateProfile = [{ path: 'dashboard/myCandidateProfile', children: photosRoutes }];
const uploadPage = `/dashboard/myCandidateProfile/${member.candidateId}/myPhotos/uploadphotos`;
const PHOTO = { width: 2000, height: 1500 };

let drawn: Drawn[] = [];
let posted: Posted[] = [];

beforeEach(() => {
  ({ drawn, posted } = fakeBrowserUpload(PHOTO));
});
afterEach(() => vi.restoreAllMocks());

// Two pages are loaded on first use (the upload page, then its confirmation): room for a loaded machine.
it('uploads the original, a 120 x 120 thumbnail and a 1024 px view copy to the ticket\'s three forms, then confirms once', { timeout: 20_000 }, async () => {
  signedIn();
  answer('GET', `/api/profilemgmt/getPhotos/${member.candidateId}`, { items: [] });
  const form = (name: string) => ({ url: `http://photos.test/${name}`, fields: { key: `uploads/${member.candidateId}/photo-0001${name === 'original' ? '' : `/${name}`}` } });
  answer('POST', `/api/profilemgmt/uploadPhoto/${member.candidateId}`, {
    photoId: 'photo-0001', ...form('original'), copies: { thumb: form('thumb'), view: form('view') },
  });
  answer('POST', `/api/profilemgmt/confirmPhotoUpload/${member.candidateId}/photo-0001`, { id: 'photo-0001', fileName: 'priya.jpg', fileURL: 'http://photos.test/view' });
  answer('GET', '/api/usermgmt/session', member);
  const { user } = renderRoutes(myCandidateProfile, uploadPage);
  expect(await screen.findByRole('heading', { name: 'Upload Photos' }, { timeout: 15_000 })).toBeTruthy();

  await user.upload(screen.getByLabelText('Choose Photo'), new File([new Uint8Array(2048)], 'priya.jpg', { type: 'image/jpeg' }));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Your photo is uploaded successfully!', {}, { timeout: 15_000 })).toBeTruthy();

  // The original whole; the thumbnail from the centred 1500 x 1500 square; the view copy whole, scaled.
  expect(drawn).toEqual([
    { source: [0, 0, 2000, 1500], width: 2000, height: 1500 },
    { source: [250, 0, 1500, 1500], width: 120, height: 120 },
    { source: [0, 0, 2000, 1500], width: 1024, height: 768 },
  ]);
  const byUrl = Object.fromEntries(await Promise.all(posted.map(async (p) => [p.url, { key: p.fields.key, type: p.file.type, content: await p.file.text() }])));
  expect(byUrl).toEqual({
    'http://photos.test/original': { key: `uploads/${member.candidateId}/photo-0001`, type: 'image/jpeg', content: '2000x1500' },
    'http://photos.test/thumb': { key: `uploads/${member.candidateId}/photo-0001/thumb`, type: 'image/jpeg', content: '120x120' },
    'http://photos.test/view': { key: `uploads/${member.candidateId}/photo-0001/view`, type: 'image/jpeg', content: '1024x768' },
  });
  const ticketRequest = apiRequests().find((r) => r.path.includes('uploadPhoto'));
  expect(ticketRequest?.body).toEqual({ fileName: 'priya.jpg', contentType: 'image/jpeg', size: '2000x1500'.length });
  expect(apiRequests().filter((r) => r.path.includes('confirmPhotoUpload'))).toHaveLength(1);
});

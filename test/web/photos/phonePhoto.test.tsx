/**
 * Any photo a phone has: a long name is shortened and a photo of 5MB or more is exported again,
 * smaller, in the browser, so what is stored meets the spec's rules (under 40 characters with its
 * extension, under 5MB); only a file that is no image is refused.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_BYTES, photoFileProblems, photoTexts } from '#shared/domain/candidate.js';
import { photosRoutes } from '#web/features/photos/routes';
import { planPhoto, storedPhotoName } from '#web/features/photos/upload/phonePhoto';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';
import { fakeBrowserUpload } from './fakeBrowserUpload';

afterEach(() => vi.restoreAllMocks());

describe('the stored name', () => {
  it.each([
    ['WhatsApp Image 2024-11-03 at 18.45.12 (1).png', 'image/png', 'WhatsApp-Image-2024-11-03-at-18-45.png'],
    ['PXL_20241103_184512345.PORTRAIT.ORIGINAL.jpeg', 'image/jpeg', 'PXL-20241103-184512345-PORTRAIT-OR.jpeg'],
    [`${'ü'.repeat(45)}.JPG`, 'image/jpeg', 'photo.JPG'],
  ] as const)('shortens %s to a name the spec allows, keeping its extension', (chosen, type, stored) => {
    expect(chosen.length).toBeGreaterThan(40);
    expect(storedPhotoName(chosen, type)).toBe(stored);
    expect(stored.length).toBeLessThan(40);
    expect(photoFileProblems({ name: stored, size: 1 })).toEqual([]);
  });

  it('keeps a name that meets the rule as it is', () => {
    expect(storedPhotoName('Priya at Diwali.jpg', 'image/jpeg')).toBe('Priya at Diwali.jpg');
    expect(storedPhotoName(`${'a'.repeat(35)}.png`, 'image/png')).toBe(`${'a'.repeat(35)}.png`);
  });

  it('sends another image type the browser reads as a JPEG named .jpg, and refuses what is no image', () => {
    expect(planPhoto({ name: 'IMG_4711.HEIC', type: 'image/heic' })).toEqual({ ok: true, type: 'image/jpeg', name: 'IMG_4711.jpg' });
    expect(planPhoto({ name: 'biodata.pdf', type: 'application/pdf' })).toEqual({ ok: false, problem: photoTexts.fileType });
  });
});

const myCandidateProfile = [{ path: 'dashboard/myCandidateProfile', children: photosRoutes }];
const uploadPage = `/dashboard/myCandidateProfile/${member.candidateId}/myPhotos/uploadphotos`;
const CAMERA = { width: 4000, height: 3000 };
/** A JPEG of this stand-in canvas takes about this many bytes a pixel at a quality (noise-like detail). */
const bytesPerPixel = (quality: number) => (quality >= 0.9 ? 0.5 : 0.45);

it('uploads a 6 MB camera photo with a long name as an original under 5MB under a short name', { timeout: 20_000 }, async () => {
  const exports: { width: number; height: number; size: number }[] = [];
  const { drawn, posted } = fakeBrowserUpload(CAMERA, (canvas, type, quality) => {
    const copy = canvas.width <= 1024 && canvas.height <= 1024;
    const size = copy ? 1000 : Math.round(canvas.width * canvas.height * bytesPerPixel(Number(quality)));
    if (!copy) exports.push({ width: canvas.width, height: canvas.height, size });
    return new Blob([new Uint8Array(size)], { type });
  });
  signedIn();
  answer('GET', `/api/profilemgmt/getPhotos/${member.candidateId}`, { items: [] });
  const form = (name: string) => ({ url: `http://photos.test/${name}`, fields: { key: name } });
  answer('POST', `/api/profilemgmt/uploadPhoto/${member.candidateId}`, { photoId: 'photo-0001', ...form('original'), copies: { thumb: form('thumb'), view: form('view') } });
  answer('POST', `/api/profilemgmt/confirmPhotoUpload/${member.candidateId}/photo-0001`, { id: 'photo-0001', fileName: 'x.jpg', fileURL: 'http://photos.test/view' });
  answer('GET', '/api/usermgmt/session', member);
  const { user } = renderRoutes(myCandidateProfile, uploadPage);
  expect(await screen.findByRole('heading', { name: 'Upload Photos' }, { timeout: 15_000 })).toBeTruthy();

  const chosen = new File([new Uint8Array(6 * 1024 * 1024)], 'WhatsApp Image 2024-11-03 at 18.45.12 (1).jpg', { type: 'image/jpeg' });
  expect(photoFileProblems(chosen)).toEqual([photoTexts.fileName, photoTexts.fileSize]);
  await user.upload(screen.getByLabelText('Choose Photo'), chosen);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Your photo is uploaded successfully!', {}, { timeout: 15_000 })).toBeTruthy();

  // At full size 6,000,000 bytes, at a lower quality 5,400,000, then smaller until it is under the limit.
  expect(exports[0]).toEqual({ width: 4000, height: 3000, size: 6_000_000 });
  expect(exports[1]?.size).toBe(5_400_000);
  const last = exports.at(-1)!;
  expect(last.size).toBeLessThan(PHOTO_MAX_BYTES);
  expect(last.width / last.height).toBeCloseTo(4 / 3, 2);
  const original = posted.find((p) => p.url === 'http://photos.test/original')!;
  expect(original.file.size).toBe(last.size);

  // The copies are of the whole picture, sized after the original as sent (the server checks them against it).
  const [thumb, view] = drawn.slice(-2);
  expect(thumb).toEqual({ source: [500, 0, 3000, 3000], width: 120, height: 120 });
  expect(view).toEqual({ source: [0, 0, 4000, 3000], width: 1024, height: 768 });
  const ticket = apiRequests().find((r) => r.path.includes('uploadPhoto'));
  expect(ticket?.body).toEqual({ fileName: 'WhatsApp-Image-2024-11-03-at-18-45.jpg', contentType: 'image/jpeg', size: last.size });
  expect(apiRequests().find((r) => r.path.includes('confirmPhotoUpload'))?.body).toEqual({ fileName: 'WhatsApp-Image-2024-11-03-at-18-45.jpg' });
});

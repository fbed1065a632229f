/**
 * Each photo at the size it is shown: the upload carries a 120 x 120 thumbnail
 * and a view copy (longer side at most 1024) besides the original; the confirm reads each size from
 * the bytes and refuses a copy of the wrong size (nothing is left behind); cards sign the thumbnail,
 * the profile views the view copy, and only the owner ever gets a link to the original.
 */
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoSizeTexts } from '#shared/domain/photoSizes.js';
import type { SavedProfile } from '#shared/domain/search.js';
import { imageDimensions } from '#functions/lib/imageSize.js';
import { cleanJpeg, gpsTiff, JPEG_AFTER_APP0, jpegOfSize, jpegSegment } from '../fixtures/images.js';
import {
  call, newEligibleMember, newMemberWithCandidate, photoCopiesOf, scanTable, uploadPhoto, type CandidateMember,
} from './helpers.js';

const s3 = () => new S3Client({ region: 'us-east-1', endpoint: process.env.S3_ENDPOINT, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
const BUCKET = () => process.env.PHOTO_BUCKET;

async function keysUnder(prefix: string): Promise<string[]> {
  const res = await s3().send(new ListObjectsV2Command({ Bucket: BUCKET(), Prefix: prefix }));
  return (res.Contents ?? []).map((o) => o.Key ?? '').sort();
}
async function stored(key: string): Promise<Buffer> {
  const res = await s3().send(new GetObjectCommand({ Bucket: BUCKET(), Key: key }));
  return Buffer.from(await res.Body!.transformToByteArray());
}
async function fetched(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { bytes, size: imageDimensions(bytes, bytes[0] === 0x89 ? 'image/png' : 'image/jpeg') };
}
/** Which size a signed URL points at: the last part of its key (`thumb`, `view`), else the original. */
const sizeOf = (url: string) => {
  const last = new URL(url).pathname.split('/').at(-1);
  return last === 'thumb' || last === 'view' ? last : 'original';
};
const signedUrls = (body: unknown) => JSON.stringify(body).match(/https?:\/\/[^"]+X-Amz-Signature=[^"]+/g) ?? [];

const ORIGINAL = { width: 1500, height: 1000 };
const original = () => jpegOfSize(ORIGINAL.width, ORIGINAL.height);

describe('the upload carries three sizes, each checked from its bytes', () => {
  it('keeps the original, a 120 x 120 thumbnail and a 1024 px view copy under one photo id', async () => {
    const m = await newMemberWithCandidate();
    const { confirm, photoId } = await uploadPhoto(m, m.candidateId, original(), 'wide.jpg');
    expect(confirm.status).toBe(200);
    const base = `photos/${m.candidateId}/${photoId}`;
    expect(await keysUnder(base)).toEqual([base, `${base}/thumb`, `${base}/view`]);
    expect(imageDimensions(await stored(`${base}/thumb`), 'image/jpeg')).toEqual({ width: 120, height: 120 });
    expect(imageDimensions(await stored(`${base}/view`), 'image/jpeg')).toEqual({ width: 1024, height: 683 });
    expect(await keysUnder(`uploads/${m.candidateId}/`)).toEqual([]);

    // The owner's Manage Photos: the view copy to show, the original one click away.
    const [photo] = (await call('getPhotos', { token: m.token, params: { candidateId: m.candidateId } })).body.items;
    expect(sizeOf(photo.fileURL)).toBe('view');
    expect((await fetched(photo.fileURL)).size).toEqual({ width: 1024, height: 683 });
    expect(sizeOf(photo.originalURL)).toBe('original');
    expect((await fetched(photo.originalURL)).size).toEqual(ORIGINAL);

    // Deleting the photo takes every size.
    expect((await call('deleteCandidatePhoto', { token: m.token, params: { candidateId: m.candidateId, photoId } })).status).toBe(200);
    expect(await keysUnder(base)).toEqual([]);
  });

  /** Uploads `wide.jpg` with the given copies and expects a 422 naming the copy, and nothing kept. */
  async function refused(copies: Parameters<typeof uploadPhoto>[5], field: 'thumb' | 'view', message: string) {
    const m = await newMemberWithCandidate();
    const { ticket, confirm, photoId } = await uploadPhoto(m, m.candidateId, original(), 'wide.jpg', 'wide.jpg', copies);
    expect(ticket.status).toBe(200);
    expect(confirm).toEqual({ status: 422, body: { message, errors: { [field]: [message] } } });
    expect(await keysUnder(`uploads/${m.candidateId}/`)).toEqual([]);
    expect(await keysUnder(`photos/${m.candidateId}/`)).toEqual([]);
    const items = (await scanTable()).filter((i) => i.pk === `CAND#${m.candidateId}`);
    expect(items.filter((i) => String(i.sk).startsWith('PHOTO#') || String(i.sk).startsWith('TICKET#'))).toEqual([]);
    expect((await call('getSession', { token: m.token })).body.candidateProfilePhotoFlag).toBe(false);
    expect(photoId).not.toBe('');
  }

  it('refuses a "thumbnail" that is the full image', () => refused({ thumb: original() }, 'thumb', photoSizeTexts.thumb));
  it('refuses a thumbnail larger than 120 px, or not cut square', async () => {
    await refused({ thumb: jpegOfSize(240, 240) }, 'thumb', photoSizeTexts.thumb);
    await refused({ thumb: jpegOfSize(120, 80) }, 'thumb', photoSizeTexts.thumb);
  });
  it('refuses a view copy larger than 1024 px, or of another shape', async () => {
    await refused({ view: original() }, 'view', photoSizeTexts.view);
    await refused({ view: jpegOfSize(1024, 1024) }, 'view', photoSizeTexts.view);
  });
  it('refuses copies that are no image, and a missing copy', async () => {
    await refused({ thumb: Buffer.from('<html><script>alert(1)</script></html>') }, 'thumb', photoSizeTexts.thumb);
    await refused({ view: cleanJpeg().subarray(0, 40) }, 'view', photoSizeTexts.view);
    await refused({ view: null }, 'view', photoSizeTexts.missing);
  });

  it('strips metadata from the copies as from the original', async () => {
    const m = await newMemberWithCandidate();
    const { thumb } = photoCopiesOf(original(), 'image/jpeg');
    const exif = jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), gpsTiff()]));
    const thumbWithGps = Buffer.concat([thumb.subarray(0, JPEG_AFTER_APP0), exif, thumb.subarray(JPEG_AFTER_APP0)]);
    const { confirm, photoId } = await uploadPhoto(m, m.candidateId, original(), 'wide.jpg', 'wide.jpg', { thumb: thumbWithGps });
    expect(confirm.status).toBe(200);
    const kept = await stored(`photos/${m.candidateId}/${photoId}/thumb`);
    expect(kept.includes(Buffer.from('Exif', 'latin1'))).toBe(false);
    expect(imageDimensions(kept, 'image/jpeg')).toEqual({ width: 120, height: 120 });
  });
});

describe('each view signs the size it shows', () => {
  let owner: CandidateMember;
  let viewer: CandidateMember;
  beforeAll(async () => {
    owner = await newMemberWithCandidate({ gender: 'Male' });
    expect((await uploadPhoto(owner, owner.candidateId, original(), 'wide.jpg')).confirm.status).toBe(200);
    viewer = await newEligibleMember({ gender: 'Female' });
  });

  it('cards (the saved list) carry the thumbnail: 120 x 120 and a few percent of the original', async () => {
    expect((await call('saveUserSavedProfile', { token: viewer.token, body: { userProfileId: viewer.id, candidateId: owner.candidateId } })).status).toBe(200);
    const res = await call('getUserSavedProfileList', { token: viewer.token, params: { userId: viewer.id } });
    const card = (res.body.items as SavedProfile[]).find((s) => s.candidateId === owner.candidateId)?.candidateProfile;
    expect(sizeOf(card!.photoURL!)).toBe('thumb');
    const thumb = await fetched(card!.photoURL!);
    expect(thumb.size).toEqual({ width: 120, height: 120 });
    expect(thumb.bytes.length).toBeLessThan(original().length * 0.1);
    for (const url of signedUrls(res.body)) expect(sizeOf(url)).not.toBe('original');
  });

  it('the Candidate Details view (gallery and modal) carries view copies, never the original', async () => {
    const res = await call('getCandidateProfile', { token: viewer.token, params: { candidateId: owner.candidateId } });
    expect(res.status).toBe(200);
    expect(res.body.photos).toHaveLength(1);
    expect(Object.keys(res.body.photos[0]).sort()).toEqual(['fileURL', 'id']);
    expect(sizeOf(res.body.photos[0].fileURL)).toBe('view');
    expect((await fetched(res.body.photos[0].fileURL)).size).toEqual({ width: 1024, height: 683 });
    for (const url of signedUrls(res.body)) expect(sizeOf(url)).toBe('view');
  });

  it('the shared link signs view copies only; the owner alone gets the original', async () => {
    const name = `sizes-${owner.candidateId.slice(0, 8)}`;
    const shared = await call('updatePubURL', { token: owner.token, params: { candidateId: owner.candidateId }, body: { candidateProfilePublicURL: name } });
    expect(shared.status).toBe(200);
    const visitor = await call('getSharedProfile', { params: { sharedPubURL: name } });
    expect(visitor.status).toBe(200);
    expect(signedUrls(visitor.body).length).toBeGreaterThan(0);
    for (const url of signedUrls(visitor.body)) expect(sizeOf(url)).toBe('view');

    const own = await call('getPhotos', { token: owner.token, params: { candidateId: owner.candidateId } });
    expect(own.body.items.map((p: { originalURL: string }) => sizeOf(p.originalURL))).toEqual(['original']);
    const ownProfile = await call('getCandidateProfile', { token: owner.token, params: { candidateId: owner.candidateId } });
    expect(ownProfile.body.photos.map((p: { fileURL: string }) => sizeOf(p.fileURL))).toEqual(['view']);
  });
});

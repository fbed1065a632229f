/**
 * Photos: presigned upload straight to S3, a server-side check on confirm (the local S3 emulator
 * enforces no POST policy, and a browser check is only a courtesy), at most 10 per candidate,
 * private objects reached through short-lived signed URLs.
 */
import { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, photoFileName, photoTexts, type Photo } from '../../shared/domain/candidate.js';
import type { Caller } from '../lib/auth.js';
import { isConditionFailed, notFound, unprocessable } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { changePhotoCount, getCandidate } from '../repositories/candidates.js';
import { deletePhotoItem, getPhoto, listPhotos, putPhoto, type PhotoRecord } from '../repositories/candidateItems.js';
import { deleteObject, firstBytes, moveObject, objectSize, photoKey, presignUpload, uploadKey, viewUrl } from '../repositories/photoStore.js';
import { ownCandidate } from './candidates.js';

type ImageType = 'image/jpeg' | 'image/png';

/** What the bytes are, whatever the name says: JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A). */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return undefined;
}

async function withUrl(p: PhotoRecord): Promise<Photo> {
  return { id: p.id, fileName: p.fileName, fileURL: await viewUrl(photoKey(p.candidateId, p.id)) };
}

/** Signed URLs for a profile's photos; callers decide first whether the viewer may see them. */
export async function photosForView(candidateId: string): Promise<Photo[]> {
  return Promise.all((await listPhotos(candidateId)).map(withUrl));
}

export async function ownPhotos(caller: Caller, candidateId: string) {
  await ownCandidate(caller, candidateId);
  return { items: await photosForView(candidateId) };
}

export async function requestUpload(caller: Caller, candidateId: string, input: { fileName: string; contentType: ImageType; size: number }) {
  const profile = await ownCandidate(caller, candidateId);
  if (profile.photoCount >= PHOTO_MAX_COUNT) throw unprocessable(photoTexts.tooMany, { file: [photoTexts.tooMany] });
  const photoId = newId();
  const post = await presignUpload(uploadKey(candidateId, photoId), input.contentType, PHOTO_MAX_BYTES - 1);
  return { photoId, url: post.url, fields: post.fields };
}

/** Checks the uploaded object itself; anything that fails is deleted and answered with the spec's text. */
export async function confirmUpload(caller: Caller, candidateId: string, photoId: string, fileName: string): Promise<Photo> {
  const profile = await ownCandidate(caller, candidateId);
  const key = uploadKey(candidateId, photoId);
  const reject = async (message: string, field = 'file') => {
    await deleteObject(key);
    return unprocessable(message, { [field]: [message] });
  };
  const size = await objectSize(key);
  if (size === undefined) {
    const done = await getPhoto(candidateId, photoId);
    if (done) return withUrl(done); // a repeated confirm
    throw notFound(photoTexts.failed);
  }
  const name = photoFileName.safeParse(fileName);
  if (!name.success) throw await reject(name.error.issues[0]?.message ?? photoTexts.fileType, 'fileName');
  if (size <= 0 || size >= PHOTO_MAX_BYTES) throw await reject(photoTexts.fileSize);
  const contentType = sniffImage(await firstBytes(key, 8));
  if (!contentType) throw await reject(photoTexts.fileType);
  const declared = /\.png$/i.test(fileName) ? 'image/png' : 'image/jpeg';
  if (declared !== contentType) throw await reject(photoTexts.fileType);

  // Count first (the limit holds under concurrent confirms), then keep the object and the record.
  for (let attempt = 0; ; attempt++) {
    const current = attempt === 0 ? profile : await getCandidate(candidateId);
    if (!current) throw await reject(photoTexts.failed);
    if (current.photoCount >= PHOTO_MAX_COUNT) throw await reject(photoTexts.tooMany);
    try {
      await changePhotoCount(current, 1, PHOTO_MAX_COUNT);
      break;
    } catch (e) {
      if (!isConditionFailed(e) || attempt >= 5) throw e;
    }
  }
  await moveObject(key, photoKey(candidateId, photoId), contentType);
  const record: PhotoRecord = { id: photoId, candidateId, fileName, contentType, size, createdDate: now() };
  await putPhoto(record);
  return withUrl(record);
}

export async function deletePhoto(caller: Caller, candidateId: string, photoId: string) {
  await ownCandidate(caller, candidateId);
  const existed = await deletePhotoItem(candidateId, photoId);
  if (!existed) throw notFound();
  await deleteObject(photoKey(candidateId, photoId));
  for (let attempt = 0; ; attempt++) {
    const current = await getCandidate(candidateId);
    if (!current || current.photoCount <= 0) break;
    try {
      await changePhotoCount(current, -1, PHOTO_MAX_COUNT);
      break;
    } catch (e) {
      if (!isConditionFailed(e) || attempt >= 5) throw e;
    }
  }
  return { message: 'The photo is deleted.' };
}

/**
 * Photos: presigned upload straight to S3 against a ticket (at most 3 open per candidate), a
 * server-side check on confirm (the local S3 emulator enforces no POST policy, and a browser check
 * is only a courtesy) that also strips metadata, at most 10 per candidate, private objects reached
 * through short-lived signed URLs. Each photo comes with its thumbnail and view copy, made by the
 * browser and checked here against the original's size (photoSizes.ts); the three are kept or
 * refused together. Which photos count, and their admission: admittedPhotos.ts.
 */
import { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, photoFileProblems, photoTexts, type Photo } from '#shared/domain/candidate.js';
import { COPY_TYPE, copyFits, PHOTO_COPIES, photoSizeTexts, type PhotoCopy, type PhotoSize } from '#shared/domain/photoSizes.js';
import type { Caller } from '../lib/caller.js';
import { AppError, notFound, unprocessable } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { ImageFormatError, stripImageMetadata } from '../lib/imageMetadata.js';
import { imageDimensions } from '../lib/imageSize.js';
import { countMetric } from '../lib/metrics.js';
import {
  claimTicketSlot, countedPhotos, deletePhotoItem, findTicket, getPhoto, ownerPhoto, type PhotoRecord,
  photosForView, putNewPhoto, releaseTicket, syncPhotos, withUrl,
} from '../photos/index.js';
import {
  deleteObject, objectSize, photoKey, presignUpload, putObject, readObject, UPLOAD_FORM_SECONDS, uploadKey,
} from '../store/photoStore.js';
import { ownCandidate } from '../familyProfiles/index.js';

type ImageType = 'image/jpeg' | 'image/png';
const SIZES: PhotoSize[] = ['original', ...PHOTO_COPIES];

export const OPEN_UPLOADS_MAX = 3;
export const tooManyUploads = `You have ${OPEN_UPLOADS_MAX} photo uploads in progress. Please finish them, or wait ${UPLOAD_FORM_SECONDS / 60} minutes, before starting another.`;

/** What the bytes are, whatever the name says: JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A). */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return undefined;
}

export async function getPhotos(caller: Caller, candidateId: string) {
  const photos = await photosForView(await ownCandidate(caller, candidateId));
  return { items: await Promise.all(photos.map(ownerPhoto(candidateId))) };
}

export async function requestPhotoUpload(caller: Caller, candidateId: string, input: { fileName: string; contentType: ImageType; size: number }) {
  const profile = await ownCandidate(caller, candidateId);
  if ((await countedPhotos(profile)).length >= PHOTO_MAX_COUNT) throw unprocessable(photoTexts.tooMany, { file: [photoTexts.tooMany] });
  const photoId = newId();
  if (!(await claimTicketSlot(candidateId, photoId, OPEN_UPLOADS_MAX, UPLOAD_FORM_SECONDS))) throw new AppError(429, tooManyUploads);
  // The copies are JPEG whatever the original is (photoSizes.ts); the confirm checks the bytes anyway.
  const copy = (size: PhotoCopy) => presignUpload(uploadKey(candidateId, photoId, size), COPY_TYPE, PHOTO_MAX_BYTES - 1);
  const [post, thumb, view] = await Promise.all([
    presignUpload(uploadKey(candidateId, photoId), input.contentType, PHOTO_MAX_BYTES - 1), copy('thumb'), copy('view'),
  ]);
  return { photoId, url: post.url, fields: post.fields, copies: { thumb, view } };
}

/** The upload is done with: its objects and its ticket go (all safe to repeat). */
async function finishUpload(candidateId: string, photoId: string) {
  await Promise.all(SIZES.map((size) => deleteObject(uploadKey(candidateId, photoId, size))));
  await releaseTicket(candidateId, photoId);
}

/** Every size of a confirmed photo goes. */
export async function deletePhotoObjects(candidateId: string, photoId: string) {
  await Promise.all(SIZES.map((size) => deleteObject(photoKey(candidateId, photoId, size))));
}

/** Admits a stored photo, or removes it again when 10 are already there. */
async function keep(photo: PhotoRecord): Promise<Photo> {
  const { candidateId, id } = photo;
  if (!(await syncPhotos(candidateId, id))) {
    await deletePhotoItem(candidateId, id);
    await deletePhotoObjects(candidateId, id);
    await finishUpload(candidateId, id);
    throw unprocessable(photoTexts.tooMany, { file: [photoTexts.tooMany] });
  }
  await finishUpload(candidateId, id);
  return ownerPhoto(candidateId)(await withUrl(photo));
}

/**
 * Checks the uploaded object itself; anything that fails is deleted and answered with the spec's
 * text. Safe to repeat and to run concurrently: the conditional put of the photo item decides, and
 * every confirm of the same upload answers that photo.
 */
export async function confirmPhotoUpload(caller: Caller, candidateId: string, photoId: string, fileName: string): Promise<Photo> {
  await ownCandidate(caller, candidateId);
  const done = await getPhoto(candidateId, photoId);
  if (done) return keep(done);
  // The upload is gone (or never had a ticket): another confirm of it may have finished meanwhile.
  const finishedElsewhere = async () => {
    const photo = await getPhoto(candidateId, photoId);
    if (photo) return keep(photo);
    throw notFound(photoTexts.failed);
  };
  if (!(await findTicket(candidateId, photoId))) return finishedElsewhere();

  const key = uploadKey(candidateId, photoId);
  const reject = async (message: string, field = 'file') => {
    await finishUpload(candidateId, photoId);
    return unprocessable(message, { [field]: [message] });
  };
  const size = await objectSize(key);
  if (size === undefined) return finishedElsewhere();
  // The one photo check the form and the upload page use too; the name's problems come first.
  const [problem] = photoFileProblems({ name: fileName, size });
  if (problem) throw await reject(problem, problem === photoTexts.fileSize ? 'file' : 'fileName');
  const bytes = await readObject(key);
  if (!bytes) return finishedElsewhere();
  const contentType = sniffImage(bytes);
  if (!contentType) throw await reject(photoTexts.unreadable);
  const declared = /\.png$/i.test(fileName) ? 'image/png' : 'image/jpeg';
  if (declared !== contentType) throw await reject(photoTexts.unreadable);
  const original = cleanImage(bytes, contentType);
  if (!original) throw await reject(photoTexts.unreadable);

  // The copies: each a real JPEG/PNG of the size the original calls for (a thumbnail that is the
  // whole photo is refused), stripped like the original. A missing copy may mean another confirm
  // of this upload finished meanwhile (it deletes the uploads).
  const copies: Partial<Record<PhotoCopy, { bytes: Uint8Array; type: ImageType }>> = {};
  const uploaded = await Promise.all(PHOTO_COPIES.map((copy) => readObject(uploadKey(candidateId, photoId, copy))));
  for (const [i, copy] of PHOTO_COPIES.entries()) {
    const copyBytes = uploaded[i];
    if (!copyBytes) {
      if (await getPhoto(candidateId, photoId)) return finishedElsewhere();
      throw await reject(photoSizeTexts.missing, copy);
    }
    const copyType = sniffImage(copyBytes);
    const clean = copyType && copyBytes.length < PHOTO_MAX_BYTES ? cleanImage(copyBytes, copyType) : undefined;
    if (!copyType || !clean || !copyFits(copy, original.dimensions, clean.dimensions)) throw await reject(photoSizeTexts[copy], copy);
    copies[copy] = { bytes: clean.bytes, type: copyType };
  }
  const clean = original.bytes;

  // The objects first (copies, then the original), then the item that makes it a photo (one writer
  // wins), then admission.
  await Promise.all(PHOTO_COPIES.map(async (copy) => {
    const c = copies[copy];
    if (c) await putObject(photoKey(candidateId, photoId, copy), c.bytes, c.type);
  }));
  await putObject(photoKey(candidateId, photoId), clean, contentType);
  const record: PhotoRecord = { id: photoId, candidateId, fileName, contentType, size: clean.length, createdDate: now() };
  const written = await putNewPhoto(record);
  const photo = written ? record : ((await getPhoto(candidateId, photoId)) ?? record);
  const kept = await keep(photo);
  // Once per photo: by the confirm that wrote it, and only once it was admitted.
  if (written) countMetric('PhotosConfirmed');
  return kept;
}

/**
 * The image without its metadata (Exif/GPS, comments and text chunks never reach a confirmed
 * photo, whatever the client sent) and its pixel size; undefined when the bytes are no image.
 */
function cleanImage(bytes: Uint8Array, type: ImageType) {
  try {
    const clean = stripImageMetadata(bytes, type);
    return { bytes: clean, dimensions: imageDimensions(clean, type) };
  } catch (e) {
    if (e instanceof ImageFormatError) return undefined;
    throw e;
  }
}

/** Item first (the photo is gone at once), then the objects, then the recount. */
export async function deleteCandidatePhoto(caller: Caller, candidateId: string, photoId: string) {
  await ownCandidate(caller, candidateId);
  const existed = await deletePhotoItem(candidateId, photoId);
  if (!existed) throw notFound();
  await deletePhotoObjects(candidateId, photoId);
  await syncPhotos(candidateId);
  return { message: 'The photo is deleted.' };
}

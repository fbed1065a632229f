/**
 * Makes the thumbnail and view copy of photos stored before the browser made them at upload: a
 * one-off pass over the confirmed photos (the local server runs it at start; in AWS it is
 * `npm run admin -- photo-sizes --aws`). Safe to repeat and to stop half-way: a photo whose copies
 * are both there is skipped, and a copy is written only from its stored (already clean) original.
 */
import { PHOTO_COPIES, type PhotoCopy } from '#shared/domain/photoSizes.js';
import { logger } from '../lib/logger.js';
import { makePhotoCopies } from '../lib/photoResize.js';
import { listKeys, parsePhotoKey, PHOTO_PREFIX, photoKey, putObject, readObject } from '../store/photoStore.js';
import { sniffImage } from './photos.js';

export interface CopiesMade {
  /** Photos that got at least one copy. */
  made: number;
  /** Originals that could not be read as an image (left as they are; their cards show no thumbnail). */
  failed: string[];
}

export async function makeMissingPhotoCopies(): Promise<CopiesMade> {
  const photos = new Map<string, { candidateId: string; photoId: string; have: Set<string> }>();
  for await (const key of listKeys(PHOTO_PREFIX)) {
    const parsed = parsePhotoKey(key);
    if (!parsed) continue;
    const id = `${parsed.candidateId}/${parsed.photoId}`;
    const photo = photos.get(id) ?? { candidateId: parsed.candidateId, photoId: parsed.photoId, have: new Set<string>() };
    photo.have.add(parsed.size);
    photos.set(id, photo);
  }
  const result: CopiesMade = { made: 0, failed: [] };
  for (const { candidateId, photoId, have } of photos.values()) {
    const missing: PhotoCopy[] = PHOTO_COPIES.filter((c) => !have.has(c));
    if (!have.has('original') || missing.length === 0) continue;
    const original = await readObject(photoKey(candidateId, photoId));
    const type = original && sniffImage(original);
    let copies: Record<PhotoCopy, Uint8Array> | undefined;
    try {
      copies = original && type ? makePhotoCopies(original, type) : undefined;
    } catch (e) {
      logger.warn('Photo copies could not be made', { candidateId, photoId, error: e });
    }
    if (!copies) {
      result.failed.push(`${candidateId}/${photoId}`);
      continue;
    }
    for (const copy of missing) await putObject(photoKey(candidateId, photoId, copy), copies[copy], 'image/jpeg');
    result.made++;
  }
  return result;
}

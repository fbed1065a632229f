/**
 * Which photos of a profile count: the profile's `photoIds` (the admitted ones, at most 10) that
 * still have a photo item. Admission and the count are changed only by `syncPhotos`, a versioned
 * write of the profile that first re-reads the photo items, so concurrent confirms are admitted one
 * at a time and a count left wrong by a crash is repaired by the next photo operation. Apart from
 * the photo operations (photos.ts) because the view gate and the session ask it too.
 */
import { PHOTO_MAX_COUNT, type Photo } from '#shared/domain/candidate.js';
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { logger } from '../lib/logger.js';
import { listPhotos, type PhotoRecord } from './entities/photos.js';
// The narrow face: the session asks `hasPhoto` on every cold start, and through candidates' index
// this file would bring every candidates file into that route's chunks.
import { rewriteCandidate } from '../candidates/session.js';

/** Profiles written before `photoIds` existed: their photos, oldest first, were all admitted. */
const admittedOf = (p: CandidateRecord, items: PhotoRecord[]) => p.photoIds ?? items.map((i) => i.id).slice(0, PHOTO_MAX_COUNT);

/** The profile's photos that count: admitted and still there, oldest first. */
export async function countedPhotos(p: CandidateRecord): Promise<PhotoRecord[]> {
  const items = await listPhotos(p.id);
  const admitted = new Set(admittedOf(p, items));
  return items.filter((i) => admitted.has(i.id));
}

/**
 * Recounts the photos into the profile (count, admitted ids and search keys in one versioned write)
 * and, with `admit`, admits that photo if there is room. Answers whether `admit` is admitted.
 */
export async function syncPhotos(candidateId: string, admit?: string): Promise<boolean> {
  let admitted = false;
  await rewriteCandidate(candidateId, async (p) => {
    // Listed after the profile was read: a photo added or removed meanwhile changes the version too.
    const items = await listPhotos(candidateId);
    const existing = new Set(items.map((i) => i.id));
    let ids = admittedOf(p, items.filter((i) => i.id !== admit)).filter((id) => existing.has(id));
    admitted = admit !== undefined && ids.includes(admit);
    if (admit && !admitted && existing.has(admit) && ids.length < PHOTO_MAX_COUNT) {
      ids = [...ids, admit];
      admitted = true;
    }
    return { ...p, photoIds: ids, photoCount: ids.length };
  });
  return admitted;
}

/**
 * Whether the profile has a photo, from the photos that exist. A stored count that disagrees (a
 * crash between deleting a photo and recounting) is repaired on the way, so search drops it too.
 */
export async function hasPhoto(p: CandidateRecord): Promise<boolean> {
  const count = (await countedPhotos(p)).length;
  if (count !== p.photoCount) {
    await syncPhotos(p.id).catch((e: unknown) => logger.warn('Photo count repair failed', { candidateId: p.id, error: e }));
  }
  return count > 0;
}

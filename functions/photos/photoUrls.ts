/**
 * The signed URLs of admitted photos (admittedPhotos.ts says which count): apart from it, so the
 * view gate and the session, which ask only whether a photo counts, bring no S3 code into a cold
 * request (the Lambdas are split into chunks, infra/bundling.ts). The URLs are signed without the S3
 * client (photoViewUrls.ts), so the lists' cards and a profile's view load none either.
 */
import type { Photo } from '#shared/domain/candidate.js';
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import type { PhotoRecord } from './entities/photos.js';
import { photoKey } from '../store/photoKeys.js';
import { viewUrl } from './entities/photoViewUrls.js';
import { countedPhotos } from './admittedPhotos.js';

/** A photo as views carry it: its view copy (at most 1024 px), never the original (see ownerPhoto). */
export async function withUrl(p: PhotoRecord): Promise<Photo> {
  return { id: p.id, fileName: p.fileName, fileURL: await viewUrl(photoKey(p.candidateId, p.id, 'view')) };
}

/** The owner's own photo (Manage Photos): the view copy to show, and a link to the original as uploaded. */
export const ownerPhoto = (candidateId: string) => async (p: Photo): Promise<Photo> =>
  ({ ...p, originalURL: await viewUrl(photoKey(candidateId, p.id, 'original')) });

/** Signed URLs for a profile's photos; callers decide first whether the viewer may see them. */
export async function photosForView(p: CandidateRecord): Promise<Photo[]> {
  return Promise.all((await countedPhotos(p)).map(withUrl));
}

/**
 * The signed URL of a listed profile's first admitted photo's thumbnail (120 x 120), for a result
 * card: taken from the profile's `photoIds` without listing its photos, so a page of 24 cards
 * costs no extra reads.
 */
export async function firstPhotoUrl(p: CandidateRecord): Promise<string | null> {
  const first = p.photoIds?.[0];
  return first ? viewUrl(photoKey(p.id, first, 'thumb')) : null;
}

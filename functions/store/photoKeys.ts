/**
 * Where a photo's objects are in the photo bucket: apart from photoStore.ts (the S3 client), so the
 * pages that only sign view URLs (photoViewUrls.ts) bring no S3 client into a cold request.
 */
import type { PhotoSize } from '#shared/domain/photoSizes.js';

export const UPLOAD_PREFIX = 'uploads/';
export const PHOTO_PREFIX = 'photos/';

/**
 * One photo id, three objects: the original at `{prefix}{candidateId}/{photoId}`, its copies at
 * `.../{photoId}/thumb` and `.../{photoId}/view` (photoSizes.ts). Everything of a candidate stays
 * under `{prefix}{candidateId}/`, so deleting the profile's prefix takes every size.
 */
const sized = (base: string, size: PhotoSize) => (size === 'original' ? base : `${base}/${size}`);
export const uploadKey = (candidateId: string, photoId: string, size: PhotoSize = 'original') =>
  sized(`${UPLOAD_PREFIX}${candidateId}/${photoId}`, size);
export const photoKey = (candidateId: string, photoId: string, size: PhotoSize = 'original') =>
  sized(`${PHOTO_PREFIX}${candidateId}/${photoId}`, size);
/** The photo a confirmed key belongs to, and which size it holds; undefined for any other key. */
export function parsePhotoKey(key: string): { candidateId: string; photoId: string; size: PhotoSize } | undefined {
  const m = /^photos\/([^/]+)\/([^/]+)(?:\/(thumb|view))?$/.exec(key);
  return m ? { candidateId: m[1] ?? '', photoId: m[2] ?? '', size: (m[3] as PhotoSize | undefined) ?? 'original' } : undefined;
}


/**
 * Re-encodes a photo in the browser: the decoded pixels are drawn onto a canvas (turned upright by
 * the EXIF orientation) and exported again, so no EXIF, GPS or other metadata leaves the device.
 * From the same decoded pixels come the photo's two copies (photoSizes.ts): the 120 x 120
 * thumbnail for result cards and the view copy (longer side at most 1024) for the gallery and the
 * Candidate Details modal, so other families never download the full photo to see it small.
 * An original of 5 MB or more (a camera's photo) is exported again, smaller, until it is under the
 * spec's limit: a JPEG first at a lower quality, then either type at a smaller size.
 */
import { PHOTO_MAX_BYTES, type PhotoType } from '#shared/domain/candidate.js';
import {
  COPY_QUALITY, COPY_TYPE, copyGeometry, PHOTO_COPIES, type CopyGeometry, type Dimensions, type PhotoCopy,
} from '#shared/domain/photoSizes.js';

export const JPEG_QUALITY = 0.9;
/** The quality a JPEG too large at JPEG_QUALITY is tried at before it is made smaller. */
export const SMALLER_JPEG_QUALITY = 0.8;
/** The largest original kept: the spec's "less than 5MB". */
export const ORIGINAL_MAX_BYTES = PHOTO_MAX_BYTES - 1;
/** Exports tried before giving up (each a smaller size): enough for a 50 MB photo. */
const FIT_ATTEMPTS = 8;

export class NotAnImageError extends Error {
  constructor() {
    super('The file could not be read as an image.');
    this.name = 'NotAnImageError';
  }
}

/** Still 5 MB or more after every smaller export (the spec's size text is shown). */
export class PhotoTooLargeError extends Error {
  constructor() {
    super('The photo could not be made smaller than 5MB.');
    this.name = 'PhotoTooLargeError';
  }
}

/** The photo as it is uploaded: the re-encoded original and its copies. */
export type ReencodedPhoto = { original: Blob } & Record<PhotoCopy, Blob>;

function draw(bitmap: ImageBitmap, g: CopyGeometry, type: PhotoType, quality: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = g.width;
  canvas.height = g.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas in this browser.'));
  if (type === 'image/jpeg') {
    // JPEG has no transparency: put transparent pixels on white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, g.sx, g.sy, g.sw, g.sh, 0, 0, g.width, g.height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob && blob.type === type ? resolve(blob) : reject(new Error(`The browser cannot export ${type}.`))),
      type,
      type === 'image/jpeg' ? quality : undefined,
    );
  });
}

/** The whole picture drawn at `scale` of its size (at least 1 x 1). */
function scaled(bitmap: Dimensions, scale: number): CopyGeometry {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  return { sx: 0, sy: 0, sw: bitmap.width, sh: bitmap.height, width, height };
}

/**
 * The original under ORIGINAL_MAX_BYTES: as it is when it fits; else a JPEG at a lower quality,
 * then smaller by the square root of how much too large it is (bytes grow with the pixels), with
 * a margin so one more try is rarely needed.
 */
async function fittingOriginal(bitmap: ImageBitmap, type: PhotoType, maxBytes: number): Promise<{ blob: Blob; size: Dimensions }> {
  let scale = 1;
  let quality = JPEG_QUALITY;
  let geometry = scaled(bitmap, scale);
  let blob = await draw(bitmap, geometry, type, quality);
  for (let attempt = 0; blob.size > maxBytes; attempt++) {
    if (attempt === FIT_ATTEMPTS) throw new PhotoTooLargeError();
    if (type === 'image/jpeg' && quality > SMALLER_JPEG_QUALITY) quality = SMALLER_JPEG_QUALITY;
    else scale *= Math.min(0.9, Math.sqrt(maxBytes / blob.size) * 0.95);
    geometry = scaled(bitmap, scale);
    blob = await draw(bitmap, geometry, type, quality);
  }
  return { blob, size: { width: geometry.width, height: geometry.height } };
}

/**
 * A copy's size follows the original as uploaded (the server checks it against that), its source
 * rectangle the decoded picture (the same part of it, whatever the original's scale).
 */
function copyOf(copy: PhotoCopy, bitmap: Dimensions, original: Dimensions): CopyGeometry {
  const source = copyGeometry(copy, bitmap);
  const out = copyGeometry(copy, original);
  return { ...source, width: out.width, height: out.height };
}

export async function reencodePhoto(file: Blob, type: PhotoType, maxBytes = ORIGINAL_MAX_BYTES): Promise<ReencodedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new NotAnImageError();
  }
  try {
    const original = await fittingOriginal(bitmap, type, maxBytes);
    const [thumb, view] = await Promise.all(
      PHOTO_COPIES.map((copy) => draw(bitmap, copyOf(copy, bitmap, original.size), COPY_TYPE, COPY_QUALITY)),
    );
    if (!thumb || !view) throw new Error('The photo copies could not be made.');
    return { original: original.blob, thumb, view };
  } finally {
    bitmap.close();
  }
}

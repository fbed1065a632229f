/**
 * Re-encodes a photo in the browser: the decoded pixels are drawn onto a canvas (turned upright by
 * the EXIF orientation) and exported again, so no EXIF, GPS or other metadata leaves the device.
 * From the same decoded pixels come the photo's two copies (photoSizes.ts): the 120 x 120
 * thumbnail for result cards and the view copy (longer side at most 1024) for the gallery and the
 * Candidate Details modal, so other families never download the full photo to see it small.
 */
import type { PhotoType } from '#shared/domain/candidate.js';
import {
  COPY_QUALITY, COPY_TYPE, copyGeometry, PHOTO_COPIES, type CopyGeometry, type PhotoCopy,
} from '#shared/domain/photoSizes.js';

export const JPEG_QUALITY = 0.9;

export class NotAnImageError extends Error {
  constructor() {
    super('The file could not be read as an image.');
    this.name = 'NotAnImageError';
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

export async function reencodePhoto(file: Blob, type: PhotoType): Promise<ReencodedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new NotAnImageError();
  }
  try {
    const whole = { sx: 0, sy: 0, sw: bitmap.width, sh: bitmap.height, width: bitmap.width, height: bitmap.height };
    const original = await draw(bitmap, whole, type, JPEG_QUALITY);
    const [thumb, view] = await Promise.all(PHOTO_COPIES.map((copy) => draw(bitmap, copyGeometry(copy, bitmap), COPY_TYPE, COPY_QUALITY)));
    if (!thumb || !view) throw new Error('The photo copies could not be made.');
    return { original, thumb, view };
  } finally {
    bitmap.close();
  }
}

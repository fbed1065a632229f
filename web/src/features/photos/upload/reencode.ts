/**
 * Re-encodes a photo in the browser: the decoded pixels are drawn onto a canvas (turned upright by
 * the EXIF orientation) and exported again, so no EXIF, GPS or other metadata leaves the device.
 */
import type { PhotoType } from '#shared/domain/candidate.js';

export const JPEG_QUALITY = 0.9;

export class NotAnImageError extends Error {
  constructor() {
    super('The file could not be read as an image.');
    this.name = 'NotAnImageError';
  }
}

export async function reencodeImage(file: Blob, type: PhotoType): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new NotAnImageError();
  }
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser.');
    if (type === 'image/jpeg') {
      // JPEG has no transparency: put transparent pixels on white rather than black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.drawImage(bitmap, 0, 0);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob && blob.type === type ? resolve(blob) : reject(new Error(`The browser cannot export ${type}.`))),
        type,
        type === 'image/jpeg' ? JPEG_QUALITY : undefined,
      );
    });
  } finally {
    bitmap.close();
  }
}

/**
 * The browser's courtesy checks of a chosen photo, with the spec's messages. The server checks the
 * uploaded object again on confirm (size, name, image bytes).
 */
import { PHOTO_MAX_BYTES, photoTexts } from '../../../../shared/domain/candidate.js';

export type PhotoType = 'image/jpeg' | 'image/png';

/** The content type the file name promises (.jpg/.jpeg → JPEG, .png → PNG), or undefined. */
export function photoTypeOf(fileName: string): PhotoType | undefined {
  if (/\.png$/i.test(fileName)) return 'image/png';
  if (/\.jpe?g$/i.test(fileName)) return 'image/jpeg';
  return undefined;
}

/** Every message that applies to the file: type, then name length (extension included), then size. */
export function checkPhoto(file: { name: string; size: number }): string[] {
  const errors: string[] = [];
  if (!photoTypeOf(file.name) || /[/\\]/.test(file.name)) errors.push(photoTexts.fileType);
  if (file.name.length >= 40) errors.push(photoTexts.fileName);
  errors.push(...checkPhotoSize(file.size));
  return errors;
}

export function checkPhotoSize(size: number): string[] {
  return size > 0 && size < PHOTO_MAX_BYTES ? [] : [photoTexts.fileSize];
}

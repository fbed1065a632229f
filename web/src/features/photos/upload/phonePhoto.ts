/**
 * A phone's photo as the spec's rules want it stored: a name under 40 characters ending in .jpg,
 * .jpeg or .png, and an original under 5 MB. Phones name photos at length ('WhatsApp Image
 * 2024-11-03 at 18.45.12 (1).png') and cameras take 6 MB and more, so the browser renames and
 * scales (reencode.ts) before the upload; the server still refuses whatever breaks the rules.
 * Only a file that is not an image is refused here.
 */
import { photoFileName, photoTexts, photoTypeOf, type PhotoType } from '#shared/domain/candidate.js';

/** The file chooser offers every image (a phone's gallery and camera). */
export const PHOTO_ACCEPT = 'image/*,.jpg,.jpeg,.png';
export const PHOTO_ADVICE =
  'Any photo from your phone or computer. A long file name is shortened and a photo of 5MB or more is made smaller before it is sent.';

/** The longest name the spec allows (under 40 characters). */
export const PHOTO_NAME_MAX = 39;

/** What will be uploaded for a chosen file: the stored name and type, or the spec's refusal. */
export type PhotoPlan = { ok: true; name: string; type: PhotoType } | { ok: false; problem: string };

function extensionOf(name: string): string {
  return /\.(jpe?g|png)$/i.exec(name)?.[0] ?? '.jpg';
}

/**
 * The name the photo is stored under: the chosen one when it meets the rule, else its words joined
 * by hyphens, cut to fit, with its extension (a photo in another image format becomes a .jpg).
 */
export function storedPhotoName(name: string, type: PhotoType): string {
  const asType = photoTypeOf(name) === type ? name : `${name.replace(/\.[^.]*$/, '')}.jpg`;
  if (photoFileName.safeParse(asType).success) return asType;
  const extension = extensionOf(asType);
  const words = asType
    .slice(0, -extension.length)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const base = words.slice(0, PHOTO_NAME_MAX - extension.length).replace(/-+$/, '');
  return `${base || 'photo'}${extension}`;
}

/**
 * A .jpg/.jpeg/.png is kept in its type; any other image the browser can read (HEIC on a phone that
 * converts it, WebP, GIF) is sent as a JPEG. Anything else is refused with the spec's text.
 */
export function planPhoto(file: { name: string; type: string }): PhotoPlan {
  const type = photoTypeOf(file.name) ?? (file.type.startsWith('image/') ? 'image/jpeg' : undefined);
  if (!type) return { ok: false, problem: photoTexts.fileType };
  return { ok: true, type, name: storedPhotoName(file.name, type) };
}

/** The problems shown when a file is chosen: none for any image (name and size are fixed on upload). */
export function chosenPhotoProblems(file: { name: string; type: string }): string[] {
  const plan = planPhoto(file);
  return plan.ok ? [] : [plan.problem];
}

/**
 * A photo file's rules (the spec's messages: type, name length, size), shared by the candidate form,
 * the upload page and the server's upload and confirm; and the upload's request and ticket.
 */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';

export const PHOTO_MAX_BYTES = 5242880;
export const PHOTO_MAX_COUNT = 10;
export const photoTexts = {
  fileName: 'File Name should be less than 40 characters.',
  fileSize: 'File size should be less than 5MB.',
  fileType: 'Only .jpg, .jpeg or .png files are allowed.',
  failed: 'There is an error in uploading the photo',
  /** A file named as a photo whose bytes are no photo (or a photo of another kind than its name says). */
  unreadable: 'This file could not be read as a photo. Please choose a .jpg, .jpeg or .png photo.',
  tooMany: `At most ${PHOTO_MAX_COUNT} photos can be uploaded.`,
} as const;
export const photoFileName = /* @__PURE__ */ lazySchema(() =>
  z
    .string()
    .min(1, photoTexts.fileType)
    .regex(/^[^/\\]+\.(jpe?g|png)$/i, photoTexts.fileType)
    .max(39, photoTexts.fileName));
export const photoFileSize = /* @__PURE__ */ lazySchema(() =>
  z.number().int().min(1, photoTexts.fileSize).max(PHOTO_MAX_BYTES - 1, photoTexts.fileSize));
export type PhotoType = 'image/jpeg' | 'image/png';

/** The content type a photo's name promises (.jpg/.jpeg: JPEG, .png: PNG), or undefined. */
export function photoTypeOf(fileName: string): PhotoType | undefined {
  if (/\.png$/i.test(fileName)) return 'image/png';
  if (/\.jpe?g$/i.test(fileName)) return 'image/jpeg';
  return undefined;
}

/**
 * The one photo check, used by the candidate form, the upload page and the server's confirm: every
 * spec message that applies to a file's name and size (type, then name length, then size), none
 * when it will do. The server checks the uploaded bytes on top of this.
 */
export function photoFileProblems(file: { name: string; size: number }): string[] {
  const problems = [
    ...(photoFileName.safeParse(file.name).error?.issues ?? []),
    ...(photoFileSize.safeParse(file.size).error?.issues ?? []),
  ].map((i) => i.message);
  return [...new Set(problems)];
}

export const photoUploadRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    fileName: photoFileName,
    contentType: z.enum(['image/jpeg', 'image/png'], { error: photoTexts.fileType }),
    size: photoFileSize,
  }));
const presignedPost = /* @__PURE__ */ lazySchema(() =>
  z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }));
/** One photo id: the original's form (`url`, `fields`) and one form per copy (photoSizes.ts), all confirmed together. */
export const photoUploadTicket = /* @__PURE__ */ lazySchema(() =>
  presignedPost.extend({
    photoId: z.string(),
    copies: z.object({ thumb: presignedPost, view: presignedPost }),
  }));
/** The name is checked by the confirming service itself, which then also deletes the refused upload. */
export const photoConfirmRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ fileName: z.string().min(1, photoTexts.fileType).max(255, photoTexts.fileName) }));

/**
 * Each photo is kept at three sizes under one photo id: the original (the owner's), a view copy for
 * the gallery and the Candidate Details modal, and a thumbnail for result cards. The browser makes
 * the copies at upload (canvas), the server makes missing ones for older photos (a pure-JS codec);
 * both take the geometry from here, and the server's confirm checks the uploaded copies against it.
 *
 * The thumbnail is cut square from the middle: cards show the photo in a 60 x 60 box with
 * `object-fit: cover`, i.e. a centred square, so a 120 x 120 square is exactly that box at 2x
 * density. A thumbnail of 120 px on the longer side would be cropped again by the card and, for
 * a portrait, show only 80 px across a 120 px box (blurry at 2x).
 */
export type PhotoSize = 'original' | 'view' | 'thumb';
/** The copies a photo carries besides its original. */
export const PHOTO_COPIES = ['thumb', 'view'] as const;
export type PhotoCopy = (typeof PHOTO_COPIES)[number];

/** The side of the square thumbnail: a 60 px card photo at 2x density. */
export const THUMB_SIDE = 120;
/** The longest side of the view copy. */
export const VIEW_MAX_SIDE = 1024;
/** The copies are always JPEG (white behind transparent pixels): small, and what every browser exports. */
export const COPY_TYPE = 'image/jpeg';
export const COPY_QUALITY = 0.85;

export interface Dimensions {
  width: number;
  height: number;
}

/** Which part of the original a copy shows (source rectangle) and how large it comes out. */
export interface CopyGeometry {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  width: number;
  height: number;
}

/** The thumbnail: the centred square of the original, scaled to 120 x 120 (never enlarged). */
export function thumbGeometry({ width, height }: Dimensions): CopyGeometry {
  const side = Math.min(width, height);
  const out = Math.min(THUMB_SIDE, side);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), sw: side, sh: side, width: out, height: out };
}

/** The view copy: the whole original, scaled so its longer side is at most 1024 (never enlarged). */
export function viewGeometry({ width, height }: Dimensions): CopyGeometry {
  const scale = Math.min(1, VIEW_MAX_SIDE / Math.max(width, height));
  return {
    sx: 0, sy: 0, sw: width, sh: height,
    width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)),
  };
}

export const copyGeometry = (copy: PhotoCopy, original: Dimensions): CopyGeometry =>
  copy === 'thumb' ? thumbGeometry(original) : viewGeometry(original);

/**
 * Whether an uploaded copy has the size the original calls for. One pixel either way is allowed on
 * the view copy (browsers round a scaled size either way); the thumbnail's square is exact.
 */
export function copyFits(copy: PhotoCopy, original: Dimensions, actual: Dimensions): boolean {
  const want = copyGeometry(copy, original);
  const slack = copy === 'view' ? 1 : 0;
  const limit = copy === 'view' ? VIEW_MAX_SIDE : THUMB_SIDE;
  return Math.max(actual.width, actual.height) <= limit
    && Math.abs(actual.width - want.width) <= slack && Math.abs(actual.height - want.height) <= slack;
}

export const photoSizeTexts = {
  thumb: `The thumbnail must be a JPEG or PNG image cut square from the photo, ${THUMB_SIDE} x ${THUMB_SIDE} pixels (smaller only for a smaller photo).`,
  view: `The view copy must be a JPEG or PNG image of the whole photo, at most ${VIEW_MAX_SIDE} pixels on its longer side.`,
  missing: 'The thumbnail and view copy of the photo were not uploaded. Please upload the photo again.',
} as const;

/**
 * Strips metadata (Exif/GPS, XMP, comments, text chunks) from uploaded photos without a native image
 * library. Browsers re-encode photos before upload, which drops Exif, but a client that posts straight
 * to the presigned URL keeps them, so the server rewrites the bytes on confirm. The image data itself
 * is copied unchanged: no decode, no re-encode, no quality loss.
 */
import { ascii, EOI, ImageFormatError, isSof, isStandalone, jpegMarkers, pngChunks, SOS } from './imageHeaders.js';

export { ImageFormatError } from './imageHeaders.js';

export type StrippableImage = 'image/jpeg' | 'image/png';

export function stripImageMetadata(bytes: Uint8Array, type: StrippableImage): Uint8Array {
  return type === 'image/png' ? stripPng(bytes) : stripJpeg(bytes);
}

/** True when stripping would change the bytes (something besides the image itself is carried). */
export function hasMetadata(bytes: Uint8Array, type: StrippableImage): boolean {
  const stripped = stripImageMetadata(bytes, type);
  return stripped.length !== bytes.length || stripped.some((b, i) => b !== bytes[i]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

// ---------------------------------------------------------------- JPEG (ITU T.81, JFIF, Exif)
const APP0 = 0xe0;
const APP14 = 0xee;
const COM = 0xfe;

/**
 * Which marker segments survive, given the segment (marker, 2-byte length, payload):
 * - APP0 only as a JFIF header, cut to its fixed 14-byte payload with the thumbnail size set to 0x0:
 *   a JFIF thumbnail (or a JFXX extension APP0) is a second copy of the picture that may show what
 *   was cropped out of the first. A plain JFIF header (no thumbnail) comes out byte-identical.
 * - APP1..APP15 and COM are dropped: Exif (GPS, camera serial, times), XMP, IPTC/Photoshop (APP13),
 *   comments. APP2 goes too, also when it holds an ICC colour profile: ICC allows private tags with
 *   free content, and APP2 also carries MPF/FlashPix indexes to extra images. Without a profile the
 *   photo is shown as sRGB, which is what the browser's own re-encode produces anyway.
 * - APP14 "Adobe" is kept when it has exactly its standard 12-byte payload (version, two flag words,
 *   colour transform): decoders need the transform to read CMYK/YCCK photos, and a fixed-size
 *   payload of numbers has no room for personal data. Any other APP14 is dropped.
 * - Everything else (DQT, SOFn, DHT, DAC, DRI, SOS, DNL, ...) is image data and kept unchanged.
 */
function keptSegment(marker: number, segment: Uint8Array, seenJfif: boolean): Uint8Array | undefined {
  if (marker === APP0) {
    if (seenJfif || segment.length < 18 || ascii(segment, 4, 9) !== 'JFIF\0') return undefined;
    const header = segment.slice(0, 18);
    header.set([0x00, 0x10], 2); // length 16 = 2 + 14
    header.set([0, 0], 16); // thumbnail width x height
    return header;
  }
  if (marker === APP14) return segment.length === 16 && ascii(segment, 4, 9) === 'Adobe' ? segment : undefined;
  if ((marker > APP0 && marker <= 0xef) || marker === COM) return undefined;
  return segment;
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let seenJfif = false;
  let seenSof = false;
  let seenSos = false;
  // The walk passes over fill bytes before a marker (dropped) and ends at EOI: bytes after it are
  // dropped too, since appended files and MPF secondary images (with their own Exif) live there.
  for (const { marker, at, end, next } of jpegMarkers(bytes)) {
    if (marker === EOI || isStandalone(marker)) {
      parts.push(bytes.subarray(at, end));
      continue;
    }
    const segment = bytes.subarray(at, end);
    const kept = keptSegment(marker, segment, seenJfif);
    if (kept) parts.push(kept);
    if (kept && marker === APP0) seenJfif = true;
    if (isSof(marker)) seenSof = true;
    if (marker === SOS) {
      seenSos = true;
      parts.push(bytes.subarray(end, next)); // the entropy-coded data, copied unchanged
    }
  }
  if (!seenSof || !seenSos) throw new ImageFormatError('The JPEG has no image data.');
  return concat(parts);
}

// ---------------------------------------------------------------- PNG (ISO/IEC 15948)
/**
 * Critical chunks plus the ancillary chunks that change how the pixels look (transparency, gamma,
 * chromaticities, colour profile, significant bits, aspect ratio, background). Everything else goes:
 * tEXt/zTXt/iTXt (free text, often XMP), eXIf (Exif incl. GPS), tIME, and unknown ancillary chunks.
 * APNG frames (acTL/fcTL/fdAT) are dropped too, which leaves the still default image.
 */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'bKGD']);

function stripPng(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let seenIdat = false;
  for (const { type, at, end } of pngChunks(bytes)) {
    const isCritical = type.charCodeAt(0) < 0x61; // upper-case first letter
    if (isCritical && !PNG_KEPT.has(type)) throw new ImageFormatError('Unknown critical PNG chunk.');
    if (PNG_KEPT.has(type)) parts.push(bytes.subarray(at, end));
    if (type === 'IDAT') seenIdat = true;
  }
  if (!seenIdat) throw new ImageFormatError('The PNG has no image data.');
  return concat(parts); // anything appended after IEND is dropped
}

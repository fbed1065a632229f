/**
 * Strips metadata (Exif/GPS, XMP, comments, text chunks) from uploaded photos without a native image
 * library. Browsers re-encode photos before upload, which drops Exif, but a client that posts straight
 * to the presigned URL keeps them, so the server rewrites the bytes on confirm. The image data itself
 * is copied unchanged: no decode, no re-encode, no quality loss.
 */
import { crc32 } from 'node:zlib';

export type StrippableImage = 'image/jpeg' | 'image/png';

/** The bytes are not a well-formed JPEG/PNG; the caller answers with the spec's file-type text. */
export class ImageFormatError extends Error {
  override readonly name = 'ImageFormatError';
}

export function stripImageMetadata(bytes: Uint8Array, type: StrippableImage): Uint8Array {
  return type === 'image/png' ? stripPng(bytes) : stripJpeg(bytes);
}

/** True when stripping would change the bytes (something besides the image itself is carried). */
export function hasMetadata(bytes: Uint8Array, type: StrippableImage): boolean {
  const stripped = stripImageMetadata(bytes, type);
  return stripped.length !== bytes.length || stripped.some((b, i) => b !== bytes[i]);
}

/** Bounds-checked reads: running off the end means a truncated file, never an `undefined` byte. */
function byteAt(bytes: Uint8Array, i: number): number {
  const b = bytes[i];
  if (b === undefined) throw new ImageFormatError('The image is truncated.');
  return b;
}
const uint16 = (bytes: Uint8Array, i: number) => (byteAt(bytes, i) << 8) | byteAt(bytes, i + 1);
const uint32 = (bytes: Uint8Array, i: number) => uint16(bytes, i) * 0x10000 + uint16(bytes, i + 2);
const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

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
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP14 = 0xee;
const COM = 0xfe;
const isRst = (m: number) => m >= 0xd0 && m <= 0xd7;
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc; // not DHT/JPG/DAC

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

/** End of the entropy-coded data after an SOS header: the first 0xFF that is neither a stuffed 0xFF00 nor RSTn. */
function scanEnd(bytes: Uint8Array, start: number): number {
  let i = start;
  for (;;) {
    if (byteAt(bytes, i) !== 0xff) i++;
    else if (byteAt(bytes, i + 1) === 0x00 || isRst(byteAt(bytes, i + 1))) i += 2;
    else return i;
  }
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  if (byteAt(bytes, 0) !== 0xff || byteAt(bytes, 1) !== SOI) throw new ImageFormatError('Not a JPEG image.');
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let i = 2;
  let seenJfif = false;
  let seenSof = false;
  let seenSos = false;
  for (;;) {
    if (byteAt(bytes, i) !== 0xff) throw new ImageFormatError('Expected a JPEG marker.');
    while (byteAt(bytes, i + 1) === 0xff) i++; // fill bytes before a marker carry nothing; dropped
    const marker = byteAt(bytes, i + 1);
    if (marker === EOI) {
      // Bytes after EOI are dropped: appended files and MPF secondary images (with their own Exif) live there.
      if (!seenSof || !seenSos) throw new ImageFormatError('The JPEG has no image data.');
      parts.push(bytes.subarray(i, i + 2));
      return concat(parts);
    }
    if (isRst(marker) || marker === 0x01) {
      parts.push(bytes.subarray(i, i + 2)); // standalone markers (RSTn, TEM) have no length field
      i += 2;
      continue;
    }
    if (marker === 0x00 || marker === SOI) throw new ImageFormatError('Unexpected JPEG marker.');
    const length = uint16(bytes, i + 2);
    if (length < 2 || i + 2 + length > bytes.length) throw new ImageFormatError('The image is truncated.');
    const segment = bytes.subarray(i, i + 2 + length);
    const kept = keptSegment(marker, segment, seenJfif);
    if (kept) parts.push(kept);
    if (kept && marker === APP0) seenJfif = true;
    if (isSof(marker)) seenSof = true;
    i += 2 + length;
    if (marker === SOS) {
      // Entropy-coded data follows (progressive JPEGs have several scans); copied unchanged.
      seenSos = true;
      const end = scanEnd(bytes, i);
      parts.push(bytes.subarray(i, end));
      i = end;
    }
  }
}

// ---------------------------------------------------------------- PNG (ISO/IEC 15948)
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Critical chunks plus the ancillary chunks that change how the pixels look (transparency, gamma,
 * chromaticities, colour profile, significant bits, aspect ratio, background). Everything else goes:
 * tEXt/zTXt/iTXt (free text, often XMP), eXIf (Exif incl. GPS), tIME, and unknown ancillary chunks.
 * APNG frames (acTL/fcTL/fdAT) are dropped too, which leaves the still default image.
 */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'bKGD']);

function stripPng(bytes: Uint8Array): Uint8Array {
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) throw new ImageFormatError('Not a PNG image.');
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let i = 8;
  let seenIdat = false;
  for (;;) {
    const length = uint32(bytes, i);
    const type = ascii(bytes, i + 4, i + 8);
    // Chunk = length (4) + type (4) + data + CRC (4); the CRC covers type and data.
    if (length > 0x7fffffff || i + 12 + length > bytes.length) throw new ImageFormatError('The image is truncated.');
    if (!/^[A-Za-z]{4}$/.test(type)) throw new ImageFormatError('Malformed PNG chunk.');
    if (crc32(bytes.subarray(i + 4, i + 8 + length)) !== uint32(bytes, i + 8 + length)) {
      throw new ImageFormatError('Corrupt PNG chunk.');
    }
    if (i === 8 && type !== 'IHDR') throw new ImageFormatError('The PNG does not start with IHDR.');
    const isCritical = type.charCodeAt(0) < 0x61; // upper-case first letter
    if (isCritical && !PNG_KEPT.has(type)) throw new ImageFormatError('Unknown critical PNG chunk.');
    if (PNG_KEPT.has(type)) parts.push(bytes.subarray(i, i + 12 + length));
    if (type === 'IDAT') seenIdat = true;
    i += 12 + length;
    if (type !== 'IEND') continue;
    if (!seenIdat) throw new ImageFormatError('The PNG has no image data.');
    return concat(parts); // anything appended after IEND is dropped
  }
}

/**
 * The header walks that imageMetadata (strip) and imageSize (pixel size) share, without decoding:
 * a JPEG's marker segments and a PNG's chunks, each bounds-checked, so running off the end or a
 * malformed header is an ImageFormatError, never an `undefined` byte.
 */
import { crc32 } from 'node:zlib';

/** The bytes are not a well-formed JPEG/PNG; the caller answers with the spec's file-type text. */
export class ImageFormatError extends Error {
  override readonly name = 'ImageFormatError';
}

export function byteAt(bytes: Uint8Array, i: number): number {
  const b = bytes[i];
  if (b === undefined) throw new ImageFormatError('The image is truncated.');
  return b;
}
export const uint16 = (bytes: Uint8Array, i: number) => (byteAt(bytes, i) << 8) | byteAt(bytes, i + 1);
export const uint32 = (bytes: Uint8Array, i: number) => uint16(bytes, i) * 0x10000 + uint16(bytes, i + 2);
export const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

// ---------------------------------------------------------------- JPEG (ITU T.81)
export const SOI = 0xd8;
export const EOI = 0xd9;
export const SOS = 0xda;
export const isRst = (m: number) => m >= 0xd0 && m <= 0xd7;
/** Markers without a length field: RSTn and TEM. */
export const isStandalone = (m: number) => isRst(m) || m === 0x01;
/** SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
export const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

export interface JpegMarker {
  marker: number;
  /** Where the marker's 0xFF stands (fill bytes before it passed over). */
  at: number;
  /** Past the segment (its length field counts from after the marker); `at + 2` for a standalone marker and EOI. */
  end: number;
  /** Where the next marker is looked for: `end`, but past the entropy-coded data that follows an SOS header. */
  next: number;
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

/** Every marker after SOI, in order, up to and including EOI (what follows EOI is never read). */
export function* jpegMarkers(bytes: Uint8Array): Generator<JpegMarker> {
  if (byteAt(bytes, 0) !== 0xff || byteAt(bytes, 1) !== SOI) throw new ImageFormatError('Not a JPEG image.');
  let i = 2;
  for (;;) {
    if (byteAt(bytes, i) !== 0xff) throw new ImageFormatError('Expected a JPEG marker.');
    while (byteAt(bytes, i + 1) === 0xff) i++; // fill bytes before a marker carry nothing
    const marker = byteAt(bytes, i + 1);
    if (marker === EOI) {
      yield { marker, at: i, end: i + 2, next: i + 2 };
      return;
    }
    if (isStandalone(marker)) {
      yield { marker, at: i, end: i + 2, next: i + 2 };
      i += 2;
      continue;
    }
    if (marker === 0x00 || marker === SOI) throw new ImageFormatError('Unexpected JPEG marker.');
    const length = uint16(bytes, i + 2);
    if (length < 2 || i + 2 + length > bytes.length) throw new ImageFormatError('The image is truncated.');
    const end = i + 2 + length;
    // Entropy-coded data follows an SOS header (progressive JPEGs have several scans).
    const next = marker === SOS ? scanEnd(bytes, end) : end;
    yield { marker, at: i, end, next };
    i = next;
  }
}

// ---------------------------------------------------------------- PNG (ISO/IEC 15948)
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface PngChunk {
  type: string;
  /** Where the chunk's length field stands; its data starts at `at + 8`. */
  at: number;
  /** Past its CRC. */
  end: number;
}

/** Every chunk after the signature, CRC-checked, IHDR first, up to and including IEND (what follows is never read). */
export function* pngChunks(bytes: Uint8Array): Generator<PngChunk> {
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) throw new ImageFormatError('Not a PNG image.');
  let i = 8;
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
    yield { type, at: i, end: i + 12 + length };
    i += 12 + length;
    if (type === 'IEND') return;
  }
}

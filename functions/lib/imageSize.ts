/**
 * The pixel size of a JPEG or PNG, read from its header bytes (no decode): JPEG from its first
 * SOFn segment, PNG from IHDR. Used by the photo confirm to check each uploaded size.
 */
import { ImageFormatError, type StrippableImage } from './imageMetadata.js';
import type { Dimensions } from '#shared/domain/photoSizes.js';

function byteAt(bytes: Uint8Array, i: number): number {
  const b = bytes[i];
  if (b === undefined) throw new ImageFormatError('The image is truncated.');
  return b;
}
const uint16 = (bytes: Uint8Array, i: number) => (byteAt(bytes, i) << 8) | byteAt(bytes, i + 1);
const uint32 = (bytes: Uint8Array, i: number) => uint16(bytes, i) * 0x10000 + uint16(bytes, i + 2);
// SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegDimensions(bytes: Uint8Array): Dimensions {
  if (byteAt(bytes, 0) !== 0xff || byteAt(bytes, 1) !== 0xd8) throw new ImageFormatError('Not a JPEG image.');
  let i = 2;
  for (;;) {
    if (byteAt(bytes, i) !== 0xff) throw new ImageFormatError('Expected a JPEG marker.');
    while (byteAt(bytes, i + 1) === 0xff) i++;
    const marker = byteAt(bytes, i + 1);
    if (marker === 0xd9 || marker === 0xda) throw new ImageFormatError('The JPEG has no frame header.');
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = uint16(bytes, i + 2);
    if (isSof(marker)) {
      // SOFn payload: precision (1), height (2), width (2), ...
      const dims = { height: uint16(bytes, i + 5), width: uint16(bytes, i + 7) };
      if (dims.width === 0 || dims.height === 0) throw new ImageFormatError('The JPEG has no size.');
      return dims;
    }
    if (length < 2) throw new ImageFormatError('Malformed JPEG segment.');
    i += 2 + length;
  }
}

function pngDimensions(bytes: Uint8Array): Dimensions {
  // Signature (8), IHDR length (4), 'IHDR' (4), width (4), height (4).
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') throw new ImageFormatError('The PNG does not start with IHDR.');
  const dims = { width: uint32(bytes, 16), height: uint32(bytes, 20) };
  if (dims.width === 0 || dims.height === 0) throw new ImageFormatError('The PNG has no size.');
  return dims;
}

export function imageDimensions(bytes: Uint8Array, type: StrippableImage): Dimensions {
  return type === 'image/png' ? pngDimensions(bytes) : jpegDimensions(bytes);
}

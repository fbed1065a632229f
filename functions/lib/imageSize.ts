/**
 * The pixel size of a JPEG or PNG, read from its header bytes (no decode): JPEG from its first
 * SOFn segment, PNG from IHDR. Used by the photo confirm to check each uploaded size.
 */
import { EOI, ImageFormatError, isSof, jpegMarkers, pngChunks, SOS, uint16, uint32 } from './imageHeaders.js';
import type { StrippableImage } from './imageMetadata.js';
import type { Dimensions } from '#shared/domain/photoSizes.js';

function jpegDimensions(bytes: Uint8Array): Dimensions {
  for (const { marker, at } of jpegMarkers(bytes)) {
    if (marker === EOI || marker === SOS) break;
    if (!isSof(marker)) continue;
    // SOFn: marker (2), length (2), precision (1), height (2), width (2), ...
    const dims = { height: uint16(bytes, at + 5), width: uint16(bytes, at + 7) };
    if (dims.width === 0 || dims.height === 0) throw new ImageFormatError('The JPEG has no size.');
    return dims;
  }
  throw new ImageFormatError('The JPEG has no frame header.');
}

function pngDimensions(bytes: Uint8Array): Dimensions {
  // The walk checks that the first chunk is IHDR: width (4), height (4), ... after length and type.
  const { at } = pngChunks(bytes).next().value as { at: number };
  const dims = { width: uint32(bytes, at + 8), height: uint32(bytes, at + 12) };
  if (dims.width === 0 || dims.height === 0) throw new ImageFormatError('The PNG has no size.');
  return dims;
}

export function imageDimensions(bytes: Uint8Array, type: StrippableImage): Dimensions {
  return type === 'image/png' ? pngDimensions(bytes) : jpegDimensions(bytes);
}

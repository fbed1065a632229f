import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hasMetadata, ImageFormatError, stripImageMetadata } from '#functions/lib/imageMetadata.js';
import {
  cleanJpeg,
  cleanPng,
  GPS_LATITUDE_BYTES,
  gpsTiff,
  JPEG_AFTER_APP0,
  JPEG_COMMENT,
  jpegSegment,
  jpegWithGps,
  pngChunk,
  pngWithText,
} from '../fixtures/images.js';

const jpeg = (bytes: Uint8Array) => Buffer.from(stripImageMetadata(bytes, 'image/jpeg'));
const png = (bytes: Uint8Array) => Buffer.from(stripImageMetadata(bytes, 'image/png'));
const contains = (haystack: Buffer, needle: Buffer | string) => haystack.includes(needle);

/** Start of the SOS segment in the fixture JPEG; everything from here on is the scan and EOI. */
const sosAt = (bytes: Buffer) => bytes.indexOf(Buffer.from([0xff, 0xda]));

/** The chunks of a PNG as [type, CRC-valid]. */
function pngChunks(bytes: Buffer): Array<[string, boolean]> {
  const chunks: Array<[string, boolean]> = [];
  for (let i = 8; i < bytes.length; ) {
    const length = bytes.readUInt32BE(i);
    const valid = crc32(bytes.subarray(i + 4, i + 8 + length)) === bytes.readUInt32BE(i + 8 + length);
    chunks.push([bytes.toString('latin1', i + 4, i + 8), valid]);
    i += 12 + length;
  }
  return chunks;
}

describe('stripImageMetadata: JPEG', () => {
  it('removes the Exif GPS segment and the comment, and leaves the image data byte-identical', () => {
    const original = jpegWithGps();
    expect(contains(original, 'Exif')).toBe(true);
    expect(contains(original, GPS_LATITUDE_BYTES)).toBe(true);
    expect(contains(original, JPEG_COMMENT)).toBe(true);

    const stripped = jpeg(original);

    expect(contains(stripped, 'Exif')).toBe(false);
    expect(contains(stripped, gpsTiff().subarray(0, 8))).toBe(false); // TIFF header 'MM\0*'
    expect(contains(stripped, GPS_LATITUDE_BYTES)).toBe(false);
    expect(contains(stripped, JPEG_COMMENT)).toBe(false);
    expect(stripped.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(stripped.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(stripped.subarray(sosAt(stripped))).toEqual(original.subarray(sosAt(original)));
    // Exactly the browser-encoded picture the metadata was added to: JFIF, tables, frame, scan.
    expect(stripped).toEqual(cleanJpeg());
  });

  it('returns a clean JPEG byte-identical and reports no metadata', () => {
    expect(jpeg(cleanJpeg())).toEqual(cleanJpeg());
    expect(hasMetadata(cleanJpeg(), 'image/jpeg')).toBe(false);
    expect(hasMetadata(jpegWithGps(), 'image/jpeg')).toBe(true);
  });

  it('is idempotent', () => {
    const once = jpeg(jpegWithGps());
    expect(once).not.toEqual(jpegWithGps());
    expect(jpeg(once)).toEqual(once);
  });

  it('drops APP2 (ICC/MPF), APP13 (IPTC), XMP and any APP14 that is not the fixed Adobe header, keeps the Adobe header', () => {
    const clean = cleanJpeg();
    const adobe = jpegSegment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1')); // version 100, transform 1
    const padded = jpegSegment(0xee, Buffer.from(`Adobe\0\x64\0\0\0\0\x01${JPEG_COMMENT}`, 'latin1'));
    const input = Buffer.concat([
      clean.subarray(0, JPEG_AFTER_APP0),
      jpegSegment(0xe2, `ICC_PROFILE\0\x01\x01${JPEG_COMMENT}`),
      jpegSegment(0xed, `Photoshop 3.0\0${JPEG_COMMENT}`),
      jpegSegment(0xe1, `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${JPEG_COMMENT}</x:xmpmeta>`),
      adobe,
      padded,
      clean.subarray(JPEG_AFTER_APP0),
    ]);
    const expected = Buffer.concat([clean.subarray(0, JPEG_AFTER_APP0), adobe, clean.subarray(JPEG_AFTER_APP0)]);
    expect(jpeg(input)).toEqual(expected);
  });

  it('cuts the JFIF thumbnail, drops JFXX extensions, fill bytes and anything after EOI', () => {
    const clean = cleanJpeg();
    const app0 = clean.subarray(2, JPEG_AFTER_APP0);
    const withThumbnail = Buffer.from(jpegSegment(0xe0, Buffer.concat([app0.subarray(4, 16), Buffer.from([1, 1, 9, 9, 9])])));
    const input = Buffer.concat([
      clean.subarray(0, 2),
      withThumbnail,
      jpegSegment(0xe0, `JFXX\0\x10${JPEG_COMMENT}`),
      Buffer.from([0xff, 0xff]), // fill bytes before the next marker
      clean.subarray(JPEG_AFTER_APP0),
      Buffer.from(`PK\x03\x04${JPEG_COMMENT}`, 'latin1'), // an appended archive
    ]);
    expect(jpeg(input)).toEqual(clean);
  });

  it('copies scan data with stuffed bytes and restart markers unchanged and strips segments between scans', () => {
    const clean = cleanJpeg();
    const sos = sosAt(clean);
    const sosHeader = clean.subarray(sos, sos + 14);
    const scan = clean.subarray(sos + 14, clean.length - 2);
    const scanWithRestarts = Buffer.concat([scan, Buffer.from([0xff, 0x00, 0x12, 0xff, 0xd0, 0x34, 0xff, 0xd7])]);
    const head = clean.subarray(0, sos);
    const eoi = Buffer.from([0xff, 0xd9]);
    const input = Buffer.concat([head, sosHeader, scanWithRestarts, jpegSegment(0xe1, 'Exif\0\0MM'), sosHeader, scan, eoi]);
    expect(jpeg(input)).toEqual(Buffer.concat([head, sosHeader, scanWithRestarts, sosHeader, scan, eoi]));
  });

  it('refuses truncated and malformed JPEGs with ImageFormatError', () => {
    const gps = jpegWithGps();
    const clean = cleanJpeg();
    const bad = [
      gps.subarray(0, 40), // inside the Exif segment
      clean.subarray(0, clean.length - 2), // no EOI
      clean.subarray(0, sosAt(clean) + 20), // inside the scan
      clean.subarray(0, 1),
      Buffer.from([0xff, 0xd8, 0xff, 0xd9]), // no frame, no scan
      Buffer.concat([clean.subarray(0, JPEG_AFTER_APP0), Buffer.from([0x00, 0x01]), clean.subarray(JPEG_AFTER_APP0)]),
      Buffer.concat([clean.subarray(0, JPEG_AFTER_APP0), Buffer.from([0xff, 0xe1, 0x00, 0x01]), clean.subarray(JPEG_AFTER_APP0)]),
      cleanPng(),
    ];
    for (const bytes of bad) expect(() => jpeg(bytes), bytes.toString('hex').slice(0, 60)).toThrow(ImageFormatError);
  });
});

describe('stripImageMetadata: PNG', () => {
  it('removes tEXt, eXIf and tIME and keeps IHDR, IDAT and IEND byte-identical with valid CRCs', () => {
    const original = pngWithText();
    expect(pngChunks(original).map(([type]) => type)).toEqual(['IHDR', 'tEXt', 'eXIf', 'IDAT', 'IDAT', 'tIME', 'IEND']);

    const stripped = png(original);

    expect(pngChunks(stripped)).toEqual([
      ['IHDR', true],
      ['IDAT', true],
      ['IDAT', true],
      ['IEND', true],
    ]);
    expect(contains(stripped, JPEG_COMMENT)).toBe(false);
    expect(contains(stripped, GPS_LATITUDE_BYTES)).toBe(false);
    expect(stripped).toEqual(cleanPng());
  });

  it('returns a clean PNG byte-identical, reports metadata only when present, and is idempotent', () => {
    expect(png(cleanPng())).toEqual(cleanPng());
    expect(hasMetadata(cleanPng(), 'image/png')).toBe(false);
    expect(hasMetadata(pngWithText(), 'image/png')).toBe(true);
    const once = png(pngWithText());
    expect(png(once)).toEqual(once);
  });

  it('keeps the ancillary chunks that affect rendering and drops unknown ones and anything after IEND', () => {
    const clean = cleanPng();
    const afterIhdr = 8 + 25;
    const rendering = [pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])), pngChunk('pHYs', Buffer.alloc(9))];
    const input = Buffer.concat([
      clean.subarray(0, afterIhdr),
      ...rendering,
      pngChunk('zTXt', `Comment\0\0${JPEG_COMMENT}`),
      pngChunk('iTXt', `XML:com.adobe.xmp\0\0\0\0\0${JPEG_COMMENT}`),
      pngChunk('prVt', JPEG_COMMENT),
      clean.subarray(afterIhdr),
      Buffer.from(JPEG_COMMENT),
    ]);
    expect(png(input)).toEqual(Buffer.concat([clean.subarray(0, afterIhdr), ...rendering, clean.subarray(afterIhdr)]));
  });

  it('refuses truncated and malformed PNGs with ImageFormatError', () => {
    const clean = cleanPng();
    const corrupt = Buffer.from(clean);
    corrupt[40] = (corrupt[40] ?? 0) ^ 0xff; // inside the first IDAT: its CRC no longer matches
    const bad = [
      clean.subarray(0, clean.length - 12), // no IEND
      clean.subarray(0, 50), // inside IDAT
      clean.subarray(0, 6),
      corrupt,
      Buffer.concat([clean.subarray(0, 8), clean.subarray(33)]), // no IHDR
      Buffer.concat([clean.subarray(0, 33), pngChunk('QQQQ', 'x'), clean.subarray(33)]), // unknown critical chunk
      Buffer.concat([clean.subarray(0, 33), clean.subarray(clean.length - 12)]), // no IDAT
      cleanJpeg(),
    ];
    for (const bytes of bad) expect(() => png(bytes), bytes.toString('hex').slice(0, 60)).toThrow(ImageFormatError);
  });
});

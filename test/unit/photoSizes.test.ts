/** The photo sizes: the shared geometry, the header reader the confirm checks with, and the server's resize. */
import { describe, expect, it } from 'vitest';
import { copyFits, thumbGeometry, viewGeometry } from '#shared/domain/photoSizes.js';
import { ImageFormatError } from '#functions/lib/imageMetadata.js';
import { imageDimensions } from '#functions/lib/imageSize.js';
import { decodeImage, makePhotoCopies } from '#functions/lib/photoResize.js';
import { cleanJpeg, cleanPng, jpegOfSize, jpegWithGps, pngWithText } from '../fixtures/images.js';

describe('geometry', () => {
  it('the thumbnail is the centred square, 120 x 120, never enlarged', () => {
    expect(thumbGeometry({ width: 3000, height: 2000 })).toEqual({ sx: 500, sy: 0, sw: 2000, sh: 2000, width: 120, height: 120 });
    expect(thumbGeometry({ width: 600, height: 1001 })).toEqual({ sx: 0, sy: 200, sw: 600, sh: 600, width: 120, height: 120 });
    expect(thumbGeometry({ width: 80, height: 50 })).toMatchObject({ width: 50, height: 50 });
  });

  it('the view copy keeps the whole photo, longer side at most 1024, never enlarged', () => {
    expect(viewGeometry({ width: 4000, height: 3000 })).toMatchObject({ sw: 4000, sh: 3000, width: 1024, height: 768 });
    expect(viewGeometry({ width: 1000, height: 3000 })).toMatchObject({ width: 341, height: 1024 });
    expect(viewGeometry({ width: 800, height: 600 })).toMatchObject({ width: 800, height: 600 });
  });

  it('a copy fits only at the size the original calls for', () => {
    const original = { width: 3000, height: 2000 };
    expect(copyFits('thumb', original, { width: 120, height: 120 })).toBe(true);
    expect(copyFits('thumb', original, original)).toBe(false); // the full image as "thumbnail"
    expect(copyFits('thumb', original, { width: 120, height: 80 })).toBe(false); // not square
    expect(copyFits('thumb', original, { width: 60, height: 60 })).toBe(false);
    expect(copyFits('view', original, { width: 1024, height: 683 })).toBe(true);
    expect(copyFits('view', original, { width: 1023, height: 682 })).toBe(true); // a browser's rounding
    expect(copyFits('view', original, { width: 1536, height: 1024 })).toBe(false);
    expect(copyFits('view', original, { width: 1024, height: 1024 })).toBe(false); // not the whole photo
    expect(copyFits('view', { width: 800, height: 600 }, { width: 800, height: 600 })).toBe(true);
  });
});

describe('imageDimensions', () => {
  it('reads JPEG and PNG sizes from the headers, also past metadata', () => {
    expect(imageDimensions(cleanJpeg(), 'image/jpeg')).toEqual({ width: 8, height: 8 });
    expect(imageDimensions(jpegWithGps(), 'image/jpeg')).toEqual({ width: 8, height: 8 });
    expect(imageDimensions(cleanPng(), 'image/png')).toEqual({ width: 8, height: 8 });
    expect(imageDimensions(pngWithText(), 'image/png')).toEqual({ width: 8, height: 8 });
    expect(imageDimensions(jpegOfSize(300, 200), 'image/jpeg')).toEqual({ width: 300, height: 200 });
  });

  it('refuses what is no image, or is cut off before its size', () => {
    expect(() => imageDimensions(Buffer.from('<html></html>'), 'image/jpeg')).toThrow(ImageFormatError);
    expect(() => imageDimensions(cleanJpeg().subarray(0, 30), 'image/jpeg')).toThrow(ImageFormatError);
    expect(() => imageDimensions(cleanPng().subarray(0, 18), 'image/png')).toThrow(ImageFormatError);
  });
});

// Pure-JS decode and encode of a real photo take a second or two on a loaded 2-core machine.
describe('makePhotoCopies', { timeout: 30_000 }, () => {
  it('makes a 120 x 120 thumbnail and a view copy of at most 1024 px, as JPEG', () => {
    const copies = makePhotoCopies(jpegOfSize(1280, 640), 'image/jpeg');
    expect(imageDimensions(copies.thumb, 'image/jpeg')).toEqual({ width: 120, height: 120 });
    expect(imageDimensions(copies.view, 'image/jpeg')).toEqual({ width: 1024, height: 512 });
    expect(copies.thumb.length).toBeLessThan(copies.view.length);
  });

  it('averages the pixels it scales (the gradient survives) and takes the centre for the thumbnail', () => {
    const { thumb } = makePhotoCopies(jpegOfSize(400, 200), 'image/jpeg');
    const img = decodeImage(thumb, 'image/jpeg');
    const red = (x: number, y: number) => img.data[(y * img.width + x) * 4] ?? -1;
    // The centred square spans x = 100..300 of 400: red runs from about 64 to about 191.
    expect(red(0, 60)).toBeGreaterThan(50);
    expect(red(0, 60)).toBeLessThan(80);
    expect(red(119, 60)).toBeGreaterThan(175);
    expect(red(119, 60)).toBeLessThan(205);
  });

  it('reads PNG originals, transparent pixels on white', () => {
    const copies = makePhotoCopies(cleanPng(), 'image/png');
    expect(imageDimensions(copies.thumb, 'image/jpeg')).toEqual({ width: 8, height: 8 });
    expect(imageDimensions(copies.view, 'image/jpeg')).toEqual({ width: 8, height: 8 });
  });
});

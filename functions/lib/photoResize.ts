/**
 * The photo copies made on the server, for photos stored before the browser made them at upload:
 * decode (jpeg-js, pngjs: pure JavaScript, so the same code runs locally and in a Lambda without
 * native binaries), cut and scale by the shared geometry with an area average (every source pixel
 * counts, as a browser's high-quality downscale), encode as JPEG on white.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import {
  COPY_QUALITY, copyGeometry, type CopyGeometry, type Dimensions, type PhotoCopy,
} from '#shared/domain/photoSizes.js';
import type { StrippableImage } from './imageMetadata.js';

interface Rgba extends Dimensions {
  data: Uint8Array;
}

/** Photos are under 5 MB; a JPEG that size can still claim a huge frame, so decoding is capped. */
const MAX_MEGAPIXELS = 100;

export function decodeImage(bytes: Uint8Array, type: StrippableImage): Rgba {
  if (type === 'image/png') {
    const png = PNG.sync.read(Buffer.from(bytes));
    return { width: png.width, height: png.height, data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.length) };
  }
  const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_MEGAPIXELS, maxMemoryUsageInMB: 1024 });
  return { width: img.width, height: img.height, data: img.data };
}

/**
 * The source rectangle scaled to width x height by area averaging; transparent pixels are laid on
 * white (the copies are JPEG, which has no transparency), as the browser's canvas does.
 */
export function resample(src: Rgba, g: CopyGeometry): Rgba {
  const out = new Uint8Array(g.width * g.height * 4);
  const fx = g.sw / g.width;
  const fy = g.sh / g.height;
  for (let y = 0; y < g.height; y++) {
    const y0 = g.sy + y * fy;
    const y1 = y0 + fy;
    for (let x = 0; x < g.width; x++) {
      const x0 = g.sx + x * fx;
      const x1 = x0 + fx;
      let r = 0;
      let gr = 0;
      let b = 0;
      let area = 0;
      for (let sy = Math.floor(y0); sy < Math.ceil(y1); sy++) {
        const wy = Math.min(y1, sy + 1) - Math.max(y0, sy);
        for (let sx = Math.floor(x0); sx < Math.ceil(x1); sx++) {
          const w = wy * (Math.min(x1, sx + 1) - Math.max(x0, sx));
          const i = (sy * src.width + sx) * 4;
          const alpha = (src.data[i + 3] ?? 255) / 255;
          r += w * ((src.data[i] ?? 0) * alpha + 255 * (1 - alpha));
          gr += w * ((src.data[i + 1] ?? 0) * alpha + 255 * (1 - alpha));
          b += w * ((src.data[i + 2] ?? 0) * alpha + 255 * (1 - alpha));
          area += w;
        }
      }
      const o = (y * g.width + x) * 4;
      out[o] = Math.round(r / area);
      out[o + 1] = Math.round(gr / area);
      out[o + 2] = Math.round(b / area);
      out[o + 3] = 255;
    }
  }
  return { width: g.width, height: g.height, data: out };
}

export function encodeJpeg(img: Rgba): Uint8Array {
  return new Uint8Array(jpeg.encode({ width: img.width, height: img.height, data: img.data }, Math.round(COPY_QUALITY * 100)).data);
}

/** Both copies of a photo, as JPEG bytes, from its stored original. */
export function makePhotoCopies(original: Uint8Array, type: StrippableImage): Record<PhotoCopy, Uint8Array> {
  const src = decodeImage(original, type);
  return {
    thumb: encodeJpeg(resample(src, copyGeometry('thumb', src))),
    view: encodeJpeg(resample(src, copyGeometry('view', src))),
  };
}

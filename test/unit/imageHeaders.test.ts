/** The header walks strip (imageMetadata) and the size check (imageSize) share. */
import { describe, expect, it } from 'vitest';
import { ImageFormatError, jpegMarkers, pngChunks } from '#functions/lib/imageHeaders.js';
import { cleanJpeg, cleanPng, pngWithText } from '../fixtures/images.js';

const withTail = (bytes: Uint8Array, tail: number[]) => Buffer.concat([bytes, Buffer.from(tail)]);

describe('jpegMarkers', () => {
  it('walks every segment after SOI to EOI, passing over the scan after SOS and anything after EOI', () => {
    const bytes = withTail(cleanJpeg(), [0xff, 0xe1, 0x00, 0x04, 0x41, 0x42]);
    const markers = [...jpegMarkers(bytes)];
    expect(markers.map((m) => m.marker.toString(16))).toEqual(['e0', 'db', 'db', 'c0', 'c4', 'c4', 'c4', 'c4', 'da', 'd9']);
    for (const [i, m] of markers.entries()) {
      expect(bytes[m.at]).toBe(0xff);
      expect(m.next).toBe(markers[i + 1]?.at ?? m.end);
      if (m.marker !== 0xda) expect(m.next).toBe(m.end);
    }
    const sos = markers.find((m) => m.marker === 0xda)!;
    expect(sos.next).toBeGreaterThan(sos.end); // the entropy-coded data
  });

  it('passes over fill bytes before a marker, and refuses a truncated segment or a missing marker', () => {
    const clean = Buffer.from(cleanJpeg());
    const filled = Buffer.concat([clean.subarray(0, 2), Buffer.from([0xff, 0xff]), clean.subarray(2)]);
    expect([...jpegMarkers(filled)][0]).toMatchObject({ marker: 0xe0, at: 4 });
    expect(() => [...jpegMarkers(clean.subarray(0, 30))]).toThrow(ImageFormatError);
    expect(() => [...jpegMarkers(Buffer.concat([clean.subarray(0, 2), Buffer.from([0x00]), clean.subarray(2)]))]).toThrow(ImageFormatError);
    expect(() => [...jpegMarkers(Buffer.from('<html></html>'))]).toThrow(ImageFormatError);
  });
});

describe('pngChunks', () => {
  it('walks every chunk, IHDR first, to IEND, and nothing after it', () => {
    const bytes = withTail(pngWithText(), [1, 2, 3]);
    const chunks = [...pngChunks(bytes)];
    expect(chunks[0]).toMatchObject({ type: 'IHDR', at: 8, end: 33 });
    expect(chunks.at(-1)?.type).toBe('IEND');
    expect(chunks.map((c) => c.type)).toContain('tEXt');
    for (const [i, c] of chunks.entries()) if (i > 0) expect(c.at).toBe(chunks[i - 1]!.end);
  });

  it('refuses a changed byte (the CRC), a truncated file and another signature', () => {
    const clean = Buffer.from(cleanPng());
    const changed = Buffer.from(clean);
    changed[20] = (changed[20] ?? 0) ^ 1;
    expect(() => [...pngChunks(changed)]).toThrow(ImageFormatError);
    expect(() => [...pngChunks(clean.subarray(0, 40))]).toThrow(ImageFormatError);
    expect(() => [...pngChunks(cleanJpeg())]).toThrow(ImageFormatError);
  });
});

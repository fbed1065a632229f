/** The part of pngjs (no published types for v5) that photoResize.ts uses: the synchronous decoder. */
declare module 'pngjs' {
  export const PNG: {
    sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } };
  };
}

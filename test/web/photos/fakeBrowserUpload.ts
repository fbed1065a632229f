/**
 * What happy-dom lacks for a photo upload, stood in for: image decoding (createImageBitmap answers a
 * picture of the given size), the canvas (each drawImage is recorded, each export is a blob made by
 * `exported`) and XMLHttpRequest (each POST is recorded and answered 204). The page's code is real.
 */
import { vi } from 'vitest';

/** What each canvas drew: the source rectangle and the canvas size. */
export interface Drawn {
  source: number[];
  width: number;
  height: number;
}
/** What each XMLHttpRequest posted: the form's URL, its fields and its file. */
export interface Posted {
  url: string;
  fields: Record<string, string>;
  file: File;
}

class FakeXhr {
  static posted: Posted[] = [];
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  status = 0;
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  abort() {}
  send(form: FormData) {
    const fields: Record<string, string> = {};
    let file: File | undefined;
    form.forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value;
      else file = value;
    });
    FakeXhr.posted.push({ url: this.url, fields, file: file! });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.status = 204;
      this.onload?.();
    }, 0);
  }
}

/**
 * Stands the browser in; `exported(canvas, type, quality)` makes each exported file (by default its
 * text says the canvas size, e.g. '2000x1500'). Returns the lists the upload fills.
 */
export function fakeBrowserUpload(
  picture: { width: number; height: number },
  exported: (canvas: HTMLCanvasElement, type: string | undefined, quality: unknown) => Blob = (canvas, type) =>
    new Blob([`${canvas.width}x${canvas.height}`], { type }),
) {
  const drawn: Drawn[] = [];
  FakeXhr.posted = [];
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ ...picture, close: () => undefined })));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const canvas = this;
    return {
      fillStyle: '', imageSmoothingQuality: 'low', fillRect: () => undefined,
      drawImage: (_img: unknown, ...args: number[]) => drawn.push({ source: args.slice(0, 4), width: canvas.width, height: canvas.height }),
    } as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done: BlobCallback, type?: string, quality?: unknown) {
    done(exported(this, type, quality));
  });
  return { drawn, posted: FakeXhr.posted };
}

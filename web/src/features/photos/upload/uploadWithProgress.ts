/**
 * POSTs a file to a presigned S3 form with XMLHttpRequest (fetch reports no upload progress):
 * every field of the presigned form first, then `file`, as S3 requires.
 */
export class UploadError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

export function uploadWithProgress(
  url: string,
  fields: Record<string, string>,
  file: Blob,
  fileName: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, fileName);

  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(xhr.status, `Request failed with status code ${xhr.status}`));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(0, 'Network Error'));
    };
    xhr.ontimeout = () => {
      done();
      reject(new UploadError(0, 'timeout exceeded'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Request aborted', 'AbortError'));
    };
    xhr.open('POST', url);
    xhr.send(form);
  });
}

/** Bytes sent so far and the total, for a per-file progress bar. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export class UploadFailedError extends Error {
  constructor(readonly status: number) {
    super(`Upload failed with HTTP ${status}`);
    this.name = 'UploadFailedError';
  }
}

/**
 * PUTs a file's bytes to a signed upload URL (spec: prepareUpload → PUT → confirmUpload).
 * XMLHttpRequest rather than fetch because only it reports upload progress. The browser streams
 * the file from disk, so even 5 GB files never sit in memory.
 */
export function uploadWithProgress(
  url: string,
  file: Blob,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    const abort = () => request.abort();
    // A signal shared by many parts (multipart-upload.ts) keeps no finished request alive.
    request.onloadend = () => signal?.removeEventListener('abort', abort);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress({ loaded: file.size, total: file.size });
        resolve();
      } else reject(new UploadFailedError(request.status));
    };
    request.onerror = () => reject(new UploadFailedError(0));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
    request.send(file);
  });
}

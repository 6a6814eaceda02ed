import { UPLOAD_PARTS_PER_SIGN } from '@portal/domain';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress';

/** How prepareUpload split the file (ADR 0039): every part `partSize` bytes but the last. */
export interface PartPlan {
  partSize: number;
  partCount: number;
}

/** One part: its number (1-based) and its bytes of the file, `end` excluded. */
export interface PartRange {
  partNumber: number;
  start: number;
  end: number;
}

export interface StoredPart {
  partNumber: number;
  size: number;
}

/** What the upload needs from the outside; tests replace `put` and `sleep`. */
export interface PartTransport {
  /** Presigned URLs of these parts (signUploadParts). */
  sign: (partNumbers: number[]) => Promise<{ partNumber: number; url: string }[]>;
  /** PUTs one part, reporting the bytes sent so far. Default: XMLHttpRequest. */
  put?: (
    url: string,
    body: Blob,
    onSent: (bytes: number) => void,
    signal: AbortSignal,
  ) => Promise<void>;
  /** Waits before a retry; rejects when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface MultipartUploadOptions {
  /** Parts the storage already holds (uploadedParts of a resumed upload): not sent again. */
  stored?: readonly StoredPart[];
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Parts sent at once: enough to fill a line, and a browser allows 6 connections per host. */
export const PARALLEL_PARTS = 3;
/** Times a failed part is sent again, after 1, 2 and 4 seconds. */
export const PART_RETRIES = 3;
const FIRST_BACKOFF_MS = 1000;
/** Parts signed per call: a few ahead, so that no URL waits long enough to expire. */
const SIGN_AHEAD = Math.min(PARALLEL_PARTS * 2, UPLOAD_PARTS_PER_SIGN);

/** The parts of a file of `size` bytes. */
export function planParts(size: number, plan: PartPlan): PartRange[] {
  return Array.from({ length: plan.partCount }, (_, index) => ({
    partNumber: index + 1,
    start: index * plan.partSize,
    end: Math.min(size, (index + 1) * plan.partSize),
  }));
}

/** The parts still to send: all but those stored whole (a part cut short is sent again). */
export function partsToSend(
  size: number,
  plan: PartPlan,
  stored: readonly StoredPart[],
): PartRange[] {
  const storedSizes = new Map(stored.map((part) => [part.partNumber, part.size]));
  return planParts(size, plan).filter(
    (part) => storedSizes.get(part.partNumber) !== part.end - part.start,
  );
}

function abortError(): DOMException {
  return new DOMException('Upload cancelled', 'AbortError');
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

const put: NonNullable<PartTransport['put']> = (url, body, onSent, signal) =>
  uploadWithProgress(url, body, ({ loaded }) => onSent(loaded), signal);

/**
 * Sends a file in parts to the URLs signUploadParts gives (ADR 0039): PARALLEL_PARTS at a time,
 * each a slice of the file (Blob.slice: nothing is read into memory), each retried PART_RETRIES
 * times with a fresh URL after a growing pause. Progress is the bytes of all parts together.
 * A part that keeps failing stops the others and rejects; cancelling (the signal) rejects with
 * an AbortError. Either way the parts sent stay stored, and a later call with `stored` resumes.
 */
export async function uploadInParts(
  file: Blob,
  plan: PartPlan,
  transport: PartTransport,
  options: MultipartUploadOptions,
): Promise<void> {
  const queue = partsToSend(file.size, plan, options.stored ?? []);
  const sendPart = transport.put ?? put;
  const wait = transport.sleep ?? sleep;
  const controller = new AbortController();
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });
  if (options.signal?.aborted) controller.abort();

  const sizeOf = (part: PartRange) => part.end - part.start;
  const alreadyStored = file.size - queue.reduce((sum, part) => sum + sizeOf(part), 0);
  const sent = new Map<number, number>();
  const report = () => {
    let loaded = alreadyStored;
    for (const bytes of sent.values()) loaded += bytes;
    options.onProgress({ loaded, total: file.size });
  };

  let next = 0;
  const urls = new Map<number, Promise<string>>();
  /** The URL of `part`, signing it with the next parts nobody has started or signed yet. */
  const urlOf = (part: PartRange): Promise<string> => {
    const known = urls.get(part.partNumber);
    if (known) return known;
    const ahead = queue
      .slice(next)
      .filter((other) => !urls.has(other.partNumber) && other.partNumber !== part.partNumber)
      .slice(0, SIGN_AHEAD - 1)
      .map((other) => other.partNumber);
    const batch = [part.partNumber, ...ahead];
    const signed = transport.sign(batch);
    // A failed call is forgotten at once, so each of its parts asks again when it starts.
    signed.catch(() => batch.forEach((partNumber) => urls.delete(partNumber)));
    for (const partNumber of batch) {
      const url = signed.then((list) => {
        const found = list.find((entry) => entry.partNumber === partNumber);
        if (!found) throw new Error(`part ${partNumber} was not signed`);
        return found.url;
      });
      url.catch(() => undefined); // Awaited when its part starts; not an unhandled rejection.
      urls.set(partNumber, url);
    }
    return urls.get(part.partNumber)!;
  };

  const send = async (part: PartRange) => {
    for (let attempt = 0; ; attempt++) {
      try {
        const url = await urlOf(part);
        const onSent = (bytes: number) => {
          sent.set(part.partNumber, bytes);
          report();
        };
        await sendPart(url, file.slice(part.start, part.end), onSent, controller.signal);
        onSent(sizeOf(part));
        return;
      } catch (error) {
        // The next try gets a new URL: this one may have expired while the tab slept.
        urls.delete(part.partNumber);
        sent.delete(part.partNumber);
        report();
        if (controller.signal.aborted) throw abortError();
        if (attempt >= PART_RETRIES) throw error;
        await wait(FIRST_BACKOFF_MS * 2 ** attempt, controller.signal);
      }
    }
  };

  const worker = async () => {
    while (next < queue.length && !controller.signal.aborted) await send(queue[next++]!);
  };

  report();
  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL_PARTS, queue.length) }, worker));
    if (controller.signal.aborted) throw abortError();
  } catch (error) {
    controller.abort();
    throw options.signal?.aborted ? abortError() : error;
  } finally {
    options.signal?.removeEventListener('abort', cancel);
  }
}

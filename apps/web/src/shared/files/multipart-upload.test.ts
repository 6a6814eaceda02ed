import { describe, expect, it } from 'vitest';
import { UploadFailedError } from './upload-with-progress';
import {
  PART_RETRIES,
  partsToSend,
  planParts,
  uploadInParts,
  type PartTransport,
} from './multipart-upload';

const PLAN = { partSize: 4, partCount: 3 };

/** jsdom's Blob has no text(); its FileReader reads one. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}
const file = () => new Blob(['abcdefghij']);

/** A storage in memory behind signed URLs `u:<part>:<signature>`; `fail` says which PUTs fail. */
function fakeStorage(fail: (partNumber: number, attempt: number) => boolean = () => false) {
  const stored = new Map<number, string>();
  const signCalls: number[][] = [];
  const attempts = new Map<number, number>();
  const sleeps: number[] = [];
  let signatures = 0;
  let running = 0;
  let mostAtOnce = 0;
  const transport: Required<PartTransport> = {
    sign: (partNumbers) => {
      signCalls.push(partNumbers);
      signatures++;
      return Promise.resolve(
        partNumbers.map((partNumber) => ({ partNumber, url: `u:${partNumber}:${signatures}` })),
      );
    },
    put: async (url, body, onSent, signal) => {
      const partNumber = Number(url.split(':')[1]);
      const attempt = (attempts.get(partNumber) ?? 0) + 1;
      attempts.set(partNumber, attempt);
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        onSent(1);
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (signal.aborted) throw new DOMException('Upload cancelled', 'AbortError');
        if (fail(partNumber, attempt)) throw new UploadFailedError(500);
        stored.set(partNumber, await textOf(body));
      } finally {
        running--;
      }
    },
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  };
  return {
    transport,
    stored,
    signCalls,
    attempts,
    sleeps,
    mostAtOnce: () => mostAtOnce,
  };
}

describe('planParts and partsToSend', () => {
  it('slices the file into the planned parts, the last holding the rest', () => {
    expect(planParts(10, PLAN)).toEqual([
      { partNumber: 1, start: 0, end: 4 },
      { partNumber: 2, start: 4, end: 8 },
      { partNumber: 3, start: 8, end: 10 },
    ]);
  });

  it('skips parts stored whole and sends again one cut short', () => {
    const stored = [
      { partNumber: 1, size: 4 },
      { partNumber: 2, size: 3 },
      { partNumber: 3, size: 2 },
    ];
    expect(partsToSend(10, PLAN, stored).map((part) => part.partNumber)).toEqual([2]);
  });
});

describe('uploadInParts', () => {
  it('sends every part, at most 3 at a time, and reports the bytes of all parts together', async () => {
    const storage = fakeStorage();
    const progress: number[] = [];
    const big = new Blob(['x'.repeat(40)]);
    await uploadInParts(big, { partSize: 4, partCount: 10 }, storage.transport, {
      onProgress: ({ loaded, total }) => {
        expect(total).toBe(40);
        progress.push(loaded);
      },
    });
    expect([...storage.stored.keys()].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(storage.mostAtOnce()).toBe(3);
    expect(progress.at(-1)).toBe(40);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // Signed a few ahead: fewer calls than parts, no part signed twice.
    expect(storage.signCalls.length).toBeLessThan(10);
    expect(storage.signCalls.flat().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('retries a failed part with a new URL after 1 s and 2 s', async () => {
    const storage = fakeStorage((partNumber, attempt) => partNumber === 2 && attempt <= 2);
    await uploadInParts(file(), PLAN, storage.transport, { onProgress: () => undefined });
    expect(storage.stored.get(2)).toBe('efgh');
    expect(storage.attempts.get(2)).toBe(3);
    expect(storage.sleeps).toEqual([1000, 2000]);
    expect(storage.signCalls.filter((call) => call.includes(2)).length).toBe(3);
  });

  it(`gives up after ${PART_RETRIES} retries of one part and stops the others`, async () => {
    const storage = fakeStorage((partNumber) => partNumber === 1);
    const result = uploadInParts(file(), PLAN, storage.transport, { onProgress: () => undefined });
    await expect(result).rejects.toBeInstanceOf(UploadFailedError);
    expect(storage.attempts.get(1)).toBe(1 + PART_RETRIES);
    expect(storage.sleeps).toEqual([1000, 2000, 4000]);
  });

  it('resumes with only the parts not stored, counting the others as sent', async () => {
    const storage = fakeStorage();
    const progress: number[] = [];
    await uploadInParts(file(), PLAN, storage.transport, {
      stored: [
        { partNumber: 1, size: 4 },
        { partNumber: 3, size: 2 },
      ],
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect([...storage.stored.keys()]).toEqual([2]);
    expect(progress[0]).toBe(6);
    expect(progress.at(-1)).toBe(10);
  });

  it('stops at once when cancelled and rejects with an AbortError', async () => {
    const storage = fakeStorage();
    const controller = new AbortController();
    const result = uploadInParts(file(), PLAN, storage.transport, {
      onProgress: () => undefined,
      signal: controller.signal,
    });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(storage.sleeps).toEqual([]);
    expect(storage.stored.size).toBe(0);
  });

  it('asks again for a URL when signing failed', async () => {
    const storage = fakeStorage();
    let refused = false;
    const sign = storage.transport.sign;
    storage.transport.sign = (partNumbers) => {
      if (!refused) {
        refused = true;
        return Promise.reject(new Error('network'));
      }
      return sign(partNumbers);
    };
    await uploadInParts(file(), PLAN, storage.transport, { onProgress: () => undefined });
    expect(storage.stored.size).toBe(3);
  });
});

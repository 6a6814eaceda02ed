import type { ByteRange } from './storage.js';

export type RangeRequest =
  { kind: 'whole' } | ({ kind: 'partial' } & ByteRange) | { kind: 'unsatisfiable' };

/**
 * Reads an HTTP `Range` header (RFC 9110 §14) against an object of `size` bytes. One range is
 * served; several ranges, other units and malformed headers are ignored, which the RFC allows,
 * and the whole object is sent.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return { kind: 'whole' };
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // `bytes=-N`: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}

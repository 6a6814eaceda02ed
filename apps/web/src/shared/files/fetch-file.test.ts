import { describe, expect, it } from 'vitest';
import { fetchFile } from './fetch-file';

const answer = (body: BodyInit | null, status = 200) =>
  (() => Promise.resolve(new Response(body, { status }))) as unknown as typeof fetch;

describe('fetchFile', () => {
  it('returns the bytes of a file', async () => {
    const result = await fetchFile('/f', answer('%PDF-1.7'));
    expect(result.ok && (await result.blob.text())).toBe('%PDF-1.7');
  });

  it('reads a 404 as no matching data', async () => {
    expect(await fetchFile('/f', answer('gone', 404))).toEqual({ ok: false, reason: 'notFound' });
  });

  it("reads a 'no_data_found' answer as no matching data", async () => {
    const result = await fetchFile('/f', answer('{"error":"no_data_found"}', 400));
    expect(result).toEqual({ ok: false, reason: 'notFound' });
  });

  it('counts a zero-byte file as corrupted', async () => {
    expect(await fetchFile('/f', answer(''))).toEqual({ ok: false, reason: 'corrupted' });
  });

  it('reports other failures with their status or cause', async () => {
    expect(await fetchFile('/f', answer('boom', 500))).toEqual({
      ok: false,
      reason: 'failed',
      detail: 'HTTP 500',
    });
    const offline = (() =>
      Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await fetchFile('/f', offline)).toEqual({
      ok: false,
      reason: 'failed',
      detail: 'Failed to fetch',
    });
  });
});

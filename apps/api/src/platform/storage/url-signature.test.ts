import { describe, expect, it } from 'vitest';
import { signQuery, verifyQuery } from './url-signature.js';

const secret = Buffer.from('a-secret-of-at-least-thirty-two-characters');
const NOW = 1_800_000_000;

function query(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

describe('signed URL queries', () => {
  const signed = query(signQuery(secret, 'PUT', 'uploads/abc', NOW + 60, { max: '100' }));

  it('verify with the same secret, method, key and parameters before they expire', () => {
    expect(verifyQuery(secret, 'PUT', 'uploads/abc', signed, ['max'], NOW)).toEqual({
      ok: true,
      params: { max: '100', expires: String(NOW + 60) },
    });
  });

  it('fail when anything signed changes', () => {
    const other = Buffer.from('another-secret-of-at-least-thirty-two-chars');
    expect(verifyQuery(other, 'PUT', 'uploads/abc', signed, ['max'], NOW).ok).toBe(false);
    expect(verifyQuery(secret, 'GET', 'uploads/abc', signed, ['max'], NOW).ok).toBe(false);
    expect(verifyQuery(secret, 'PUT', 'uploads/abd', signed, ['max'], NOW).ok).toBe(false);
    for (const [name, value] of [
      ['max', '101'],
      ['expires', String(NOW + 6000)],
      ['signature', 'AAAA'],
    ]) {
      const changed = { ...signed, [name!]: value! };
      expect(verifyQuery(secret, 'PUT', 'uploads/abc', changed, ['max'], NOW)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('fail when a signed parameter is missing, and ignore unsigned extras', () => {
    const { max: _max, ...withoutMax } = signed;
    expect(verifyQuery(secret, 'PUT', 'uploads/abc', withoutMax, ['max'], NOW).ok).toBe(false);
    const extra = { ...signed, cacheBust: '1' };
    expect(verifyQuery(secret, 'PUT', 'uploads/abc', extra, ['max'], NOW).ok).toBe(true);
  });

  it('expire after their time, and only with a valid signature say so', () => {
    expect(verifyQuery(secret, 'PUT', 'uploads/abc', signed, ['max'], NOW + 61)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const forged = { ...signed, signature: 'x' };
    expect(verifyQuery(secret, 'PUT', 'uploads/abc', forged, ['max'], NOW + 61)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('keep values that contain separators apart', () => {
    const download = query(
      signQuery(secret, 'GET', 'files/x', NOW + 60, { name: 'a\ntype=b', type: 'c' }),
    );
    const shifted = { ...download, name: 'a', type: 'b\ntype=c' };
    expect(verifyQuery(secret, 'GET', 'files/x', download, ['name', 'type'], NOW).ok).toBe(true);
    expect(verifyQuery(secret, 'GET', 'files/x', shifted, ['name', 'type'], NOW).ok).toBe(false);
  });
});

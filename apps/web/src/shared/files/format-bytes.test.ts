import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1500, '1,5 kB'],
    [250_000_000, '250 MB'],
    [5e9, '5,0 GB'],
  ])('%d bytes → %s', (bytes, shown) => {
    expect(formatBytes(bytes)).toBe(shown);
  });
});

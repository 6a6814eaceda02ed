import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text';

describe('truncateText', () => {
  it('keeps a short text and cuts a long one with an ellipsis', () => {
    expect(truncateText('Krótki', 10)).toBe('Krótki');
    expect(truncateText('0123456789', 10)).toBe('0123456789');
    expect(truncateText('01234 6789X', 6)).toBe('01234…');
  });

  it('counts code points, so no emoji is split', () => {
    expect(truncateText('😀😀😀', 2)).toBe('😀😀…');
  });
});

import { describe, expect, it } from 'vitest';
import { formatTenths } from './numbers';

describe('formatTenths', () => {
  it('rounds to tenths with the language decimal separator', () => {
    expect(formatTenths(1.8333, 'pl')).toBe('1,8');
    expect(formatTenths(1.8333, 'en')).toBe('1.8');
    expect(formatTenths(1.8333, 'ua')).toBe('1,8');
    expect(formatTenths(2, 'pl')).toBe('2');
  });
});

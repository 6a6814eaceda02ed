import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes.js';

describe('error codes', () => {
  it('names each code by itself, so the wire value and the constant never drift apart', () => {
    for (const [name, code] of Object.entries(ERROR_CODES)) expect(code).toBe(name);
  });

  it('recognizes the listed codes and nothing else', () => {
    expect(isErrorCode('STALE_VERSION')).toBe(true);
    expect(isErrorCode('DATABASE_UNAVAILABLE')).toBe(true);
    expect(isErrorCode('stale_version')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

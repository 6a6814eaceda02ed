import { describe, expect, it } from 'vitest';
import { completeLicenseNumber, validateLicenseNumber } from './license-number.js';
import { completeNip, normalizeNip, validateNip } from './nip.js';

describe('validateLicenseNumber (PWZ)', () => {
  it.each(['3123456', '2234567', '6000001', '9987654', '6555555'])('accepts %s', (pwz) => {
    expect(validateLicenseNumber(pwz)).toBeNull();
  });

  it('refuses a wrong check digit', () => {
    expect(validateLicenseNumber('4123456')).toBe('validation.licenseNumber.checksum');
  });

  it('says digits only for letters and spaces', () => {
    expect(validateLicenseNumber('312345a')).toBe('validation.digitsOnly');
    expect(validateLicenseNumber('312 456')).toBe('validation.digitsOnly');
  });

  it('refuses any length but 7', () => {
    expect(validateLicenseNumber('312345')).toBe('validation.licenseNumber.length');
    expect(validateLicenseNumber('31234560')).toBe('validation.licenseNumber.length');
  });
});

describe('validateNip', () => {
  it.each(['1234563218', '7770000005', '123-456-32-18', '123 456 32 18'])('accepts %s', (nip) => {
    expect(validateNip(nip)).toBeNull();
  });

  it('normalizes dashes and spaces away', () => {
    expect(normalizeNip('123-456 32-18')).toBe('1234563218');
  });

  it.each([
    ['wrong check digit', '1234563219'],
    ['too short', '123456321'],
    ['check sum of 10', '1234567890'],
  ])('refuses a NIP with %s', (_case, nip) => {
    expect(validateNip(nip)).toBe('validation.nip.invalid');
  });

  it('says digits only for letters', () => {
    expect(validateNip('12345632a8')).toBe('validation.digitsOnly');
  });
});

describe('number generators for synthetic data', () => {
  it('completes licence numbers and NIPs that pass their own validators', () => {
    expect(completeLicenseNumber('123456')).toBe('3123456');
    expect(completeNip('123456321')).toBe('1234563218');
    expect(completeNip('123456789')).toBeNull();
    for (let n = 100_000; n < 100_400; n++) {
      const pwz = completeLicenseNumber(String(n));
      if (pwz) expect(validateLicenseNumber(pwz)).toBeNull();
      const nip = completeNip(`${n}321`);
      if (nip) expect(validateNip(nip)).toBeNull();
    }
  });
});

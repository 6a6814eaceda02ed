import { describe, expect, it } from 'vitest';
import { encodePesel, peselData, validatePesel } from './pesel.js';

describe('validatePesel', () => {
  it.each([
    ['44051401359', '1944-05-14', 'Male'],
    ['04222912347', '2004-02-29', 'Female'],
    ['99923100014', '1899-12-31', 'Male'],
    ['01410100021', '2101-01-01', 'Female'],
    ['50661555577', '2250-06-15', 'Male'],
    ['85070304283', '1985-07-03', 'Female'],
  ])('accepts %s and reads birth date %s and gender %s', (pesel, birthDate, gender) => {
    expect(validatePesel(pesel)).toBeNull();
    expect(peselData(pesel)).toEqual({ birthDate, gender });
  });

  it('says digits only when anything but digits is typed', () => {
    expect(validatePesel('4405140135a')).toBe('validation.digitsOnly');
    expect(validatePesel('440514 01359')).toBe('validation.digitsOnly');
    expect(validatePesel('-4405140135')).toBe('validation.digitsOnly');
  });

  it.each([
    ['wrong checksum', '44051401358'],
    ['too short', '4405140135'],
    ['too long', '440514013590'],
    ['empty', ''],
    ['month 13 of the 1900s', '44130100007'],
    ['29 February of a common year', '01222912346'],
    ['day 32', '85073204283'],
  ])('refuses a PESEL with %s', (_case, pesel) => {
    expect(validatePesel(pesel)).toBe('validation.pesel.invalid');
    expect(peselData(pesel)).toBeNull();
  });
});

describe('encodePesel', () => {
  it.each([
    ['1944-05-14', 'Male'],
    ['2004-02-29', 'Female'],
    ['1899-12-31', 'Female'],
    ['2101-01-01', 'Male'],
  ] as const)('encodes %s (%s) into a PESEL that decodes back', (birthDate, gender) => {
    for (const serial of [0, 7, 123, 999]) {
      const pesel = encodePesel(birthDate, serial, gender);
      expect(validatePesel(pesel)).toBeNull();
      expect(peselData(pesel)).toEqual({ birthDate, gender });
    }
  });

  it('refuses dates outside the encodable centuries', () => {
    expect(() => encodePesel('1799-01-01', 1, 'Male')).toThrow(RangeError);
  });
});

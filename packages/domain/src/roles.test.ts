import { describe, expect, it } from 'vitest';
import { chooseCurrentRole, isRole } from './roles.js';

describe('chooseCurrentRole', () => {
  it('keeps the earlier role when the user still has it', () => {
    expect(chooseCurrentRole(['Admin', 'Technician'], 'Technician')).toBe('Technician');
  });

  it('falls back to the first role otherwise', () => {
    expect(chooseCurrentRole(['Admin', 'Technician'], 'Doctor')).toBe('Admin');
    expect(chooseCurrentRole(['Registration'], null)).toBe('Registration');
    expect(chooseCurrentRole([], 'Admin')).toBeNull();
  });

  it('recognizes the twelve roles only', () => {
    expect(isRole('DescribingDoctor')).toBe(true);
    expect(isRole('describingdoctor')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

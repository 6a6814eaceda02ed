import { describe, expect, it } from 'vitest';
import { localizeIssues } from './localize.js';
import { ZNewTabletInput, ZTabletsFilter, ZTabletUpdateInput } from './tablet.js';

function messages(input: unknown, schema = ZNewTabletInput) {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success ? [] : localizeIssues(result.error.issues, 'pl');
}

describe('ZNewTabletInput (spec part 2 §5)', () => {
  it('trims the texts and takes the branch id as text, the way the form sends it', () => {
    expect(
      ZNewTabletInput.parse({ name: ' Recepcja ', tabletId: ' SN-1 ', branchId: '12' }),
    ).toEqual({ name: 'Recepcja', tabletId: 'SN-1', branchId: 12 });
  });

  it('requires the name, the device id and the branch', () => {
    expect(messages({ name: '', tabletId: '  ' })).toEqual([
      { path: 'name', message: 'To pole jest wymagane' },
      { path: 'tabletId', message: 'To pole jest wymagane' },
      { path: 'branchId', message: 'Filia jest wymagana' },
    ]);
  });

  it('wants the branch as a positive whole number', () => {
    const base = { name: 'T', tabletId: 'X' };
    expect(messages({ ...base, branchId: '0' })).toEqual([
      { path: 'branchId', message: 'Wartość musi być dodatnia' },
    ]);
    expect(messages({ ...base, branchId: '2.5' })).toEqual([
      { path: 'branchId', message: 'Wartość musi być liczbą całkowitą' },
    ]);
    expect(messages({ ...base, branchId: 'B12' })).toEqual([
      { path: 'branchId', message: 'Wartość musi być liczbą' },
    ]);
  });
});

describe('ZTabletUpdateInput', () => {
  it('has no device id: it is not sent on update', () => {
    expect(
      ZTabletUpdateInput.parse({ name: 'T', branchId: 3, active: false, tabletId: 'ignored' }),
    ).toEqual({ name: 'T', branchId: 3, active: false });
  });
});

describe('ZTabletsFilter', () => {
  it('treats a missing branch and active flag as "all"', () => {
    expect(ZTabletsFilter.parse({ branchId: null, activeOnly: null })).toEqual({
      branchId: undefined,
      activeOnly: false,
    });
  });
});

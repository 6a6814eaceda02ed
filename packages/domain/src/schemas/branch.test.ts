import { describe, expect, it } from 'vitest';
import { ZBranchesQuery, ZBranchInput } from './branch.js';
import { localizeIssues } from './localize.js';

function messages(input: unknown) {
  const result = ZBranchInput.safeParse(input, { reportInput: true });
  return result.success ? [] : localizeIssues(result.error.issues, 'pl');
}

const minimal = { name: 'Filia Centrum', color: '#2E7D32' };

describe('ZBranchInput (spec part 2 §5 "Branch")', () => {
  it('takes a name and a colour, the rest defaulted; the colour is stored in lower case', () => {
    expect(ZBranchInput.parse(minimal)).toEqual({
      name: 'Filia Centrum',
      color: '#2e7d32',
      ownBranch: true,
      region: null,
      address: null,
      phoneNumbers: [],
      emailAddresses: [],
      devices: [],
    });
  });

  it('requires the name and a #rrggbb colour', () => {
    expect(messages({ name: '  ', color: 'green' })).toEqual([
      { path: 'name', message: 'To pole jest wymagane' },
      { path: 'color', message: 'Kolor musi mieć postać #rrggbb' },
    ]);
  });

  it('wants a complete address with a Polish postal code in Poland', () => {
    expect(
      messages({
        ...minimal,
        address: { street: 'Długa 1', postalCode: '12345', city: '', country: 'Polska' },
      }),
    ).toEqual([{ path: 'address.city', message: 'To pole jest wymagane' }]);
    expect(
      messages({
        ...minimal,
        address: { street: 'Długa 1', postalCode: '1234', city: 'Kraków', country: 'Polska' },
      }),
    ).toEqual([{ path: 'address.postalCode', message: 'Kod pocztowy w Polsce ma postać NN-NNN' }]);
  });

  it('takes an address of blank fields as none', () => {
    const blank = { street: ' ', postalCode: '', city: '', country: '' };
    expect(ZBranchInput.parse({ ...minimal, address: blank }).address).toBeNull();
  });

  it('wants the version of an update and one name per device', () => {
    expect(
      messages({
        ...minimal,
        id: '4',
        devices: [
          { name: 'CBCT 1', deviceType: 'CBCT' },
          { name: 'cbct 1', deviceType: 'CBCT' },
        ],
      }),
    ).toEqual([
      { path: 'version', message: 'To pole jest wymagane' },
      { path: 'devices.1.name', message: 'Ta filia ma już urządzenie o tej nazwie' },
    ]);
  });

  it('defaults a device to enabled and drops repeated radiation groups', () => {
    const parsed = ZBranchInput.parse({
      ...minimal,
      devices: [{ name: 'Pan', deviceType: 'OPG', radiationGroups: ['A', 'A', 'B'] }],
    });
    expect(parsed.devices).toEqual([
      { name: 'Pan', deviceType: 'OPG', radiationGroups: ['A', 'B'], enabled: true },
    ]);
  });
});

describe('ZBranchesQuery', () => {
  it('defaults to the first 10 in name order, active only', () => {
    expect(ZBranchesQuery.parse({})).toEqual({
      filter: { includeInactive: false },
      sorting: [{ field: 'name', direction: 'ASC' }],
      paging: { offset: 0, limit: 10 },
    });
  });

  it('keeps the first sort per field and refuses a page above 50', () => {
    const query = ZBranchesQuery.parse({
      sorting: [
        { field: 'region', direction: 'DESC' },
        { field: 'region', direction: 'ASC' },
      ],
    });
    expect(query.sorting).toEqual([{ field: 'region', direction: 'DESC' }]);
    expect(ZBranchesQuery.safeParse({ paging: { limit: 51 } }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { unselectableRoleChanges, ZUserInput, ZUsersFilter } from './user.js';

const messages = (input: unknown) => {
  const result = ZUserInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

const person = {
  login: ' Anna@Example.com ',
  firstName: 'Anna',
  lastName: 'Nowak',
  phoneNumbers: ['+48 600 100 200'],
  roles: ['Registration'],
  regions: ['mazowieckie'],
};

describe('ZUserInput', () => {
  it('reports every missing field of an empty form at once, with the spec messages', () => {
    expect(messages({})).toEqual({
      login: 'validation.login.required',
      firstName: 'validation.firstName.required',
      lastName: 'validation.lastName.required',
      phoneNumbers: 'validation.phoneNumbers.required',
      roles: 'validation.roles.required',
      regions: 'validation.regions.required',
    });
  });

  it('refuses a login that is not an e-mail and keeps a valid one in lower case', () => {
    expect(messages({ ...person, login: 'anna' })).toEqual({ login: 'validation.login.email' });
    expect(ZUserInput.parse(person).login).toBe('anna@example.com');
  });

  it('asks a facility for its company name and NIP instead of a person name', () => {
    const office = { ...person, firstName: '', lastName: '', roles: ['DentalOffice'] };
    expect(messages(office)).toEqual({
      companyName: 'validation.companyName.required',
      nip: 'validation.required',
    });
    expect(messages({ ...office, companyName: 'Dent', nip: '123' })).toEqual({
      nip: 'validation.nip.invalid',
    });
    expect(ZUserInput.parse({ ...office, companyName: 'Dent', nip: '526-000-12-46' }).nip).toBe(
      '5260001246',
    );
  });

  it('refuses a vacation that ends before it starts', () => {
    expect(messages({ ...person, vacationStart: '2026-07-10', vacationEnd: '2026-07-01' })).toEqual(
      { vacationEnd: 'validation.user.vacationEndBeforeStart' },
    );
  });
});

describe('ZUsersFilter', () => {
  it('wants at least one role when the roles filter is given', () => {
    const result = ZUsersFilter.safeParse({ roles: [] });
    expect(result.error?.issues[0]?.message).toBe('validation.roles.required');
    expect(ZUsersFilter.parse({ roles: null })).toEqual({});
  });
});

describe('unselectableRoleChanges', () => {
  it('names fixed and facility roles granted or removed, never ones kept', () => {
    expect(unselectableRoleChanges(['Doctor', 'Admin'], ['Doctor'])).toEqual([]);
    expect(unselectableRoleChanges(['Admin'], ['Doctor'])).toEqual(['Doctor']);
    expect(unselectableRoleChanges(['DentalOffice'], [])).toEqual(['DentalOffice']);
  });
});

describe('ZUserInput with an invalid login', () => {
  it('still reports the missing names', () => {
    expect(messages({ ...person, login: '', firstName: '' })).toEqual({
      login: 'validation.login.required',
      firstName: 'validation.firstName.required',
    });
  });
});

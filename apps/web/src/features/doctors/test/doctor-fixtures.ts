import type { MockLink } from '@apollo/client/testing';
import {
  DoctorDictionariesDocument,
  type DoctorFormFieldsFragment,
  type DoctorListRowFragment,
} from '../../../__generated__/doctors/graphql';

/** An object as the API answers it: with the `__typename` the cache needs. */
function typed<T extends object>(typename: string, value: T): T {
  return { __typename: typename, ...value };
}

/** A row of the doctors list: a doctor with an account unless overridden. */
export function buildDoctorRow(
  overrides: Partial<DoctorListRowFragment> = {},
): DoctorListRowFragment {
  const row: DoctorListRowFragment = {
    id: '21',
    isFacility: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    specializations: ['Ortodoncja'],
    loginsIn90Days: 4,
    contact: { id: 'c21', firstName: 'Anna', lastName: 'Nowak', companyName: null },
    user: {
      id: '71',
      login: 'anna.nowak@example.com',
      roles: ['Doctor', 'DescribingDoctor'],
      lastLoginDate: '2026-11-20T08:30:00.000Z',
    },
    ...overrides,
  };
  return typed('Doctor', {
    ...row,
    contact: typed('Contact', row.contact),
    user: row.user ? typed('User', row.user) : null,
  });
}

/** A record as the edit page reads it: a doctor without describing, version 3. */
export function buildDoctorForm(
  overrides: Partial<DoctorFormFieldsFragment> = {},
): DoctorFormFieldsFragment {
  const doctor: DoctorFormFieldsFragment = {
    id: '21',
    isFacility: false,
    licenseNumber: '3123456',
    specializations: ['Ortodoncja'],
    regions: ['mazowieckie'],
    maxStudyHoursToDescribe: null,
    note: 'Woli kontakt telefoniczny.',
    version: 3,
    contact: {
      id: 'c21',
      firstName: 'Anna',
      lastName: 'Nowak',
      companyName: null,
      nip: null,
      phoneNumbers: ['+48 600 100 200'],
      emailAddresses: ['anna.nowak@example.com'],
      addresses: [],
    },
    describingStudyTypes: [],
    employedInBranches: [],
    user: { id: '71', login: 'anna.nowak@example.com', roles: ['Doctor'], active: true },
    ...overrides,
  };
  return typed('Doctor', {
    ...doctor,
    contact: typed('Contact', {
      ...doctor.contact,
      addresses: doctor.contact.addresses.map((address) => typed('Address', address)),
    }),
    describingStudyTypes: doctor.describingStudyTypes.map((type) => typed('StudyType', type)),
    employedInBranches: doctor.employedInBranches.map((branch) => typed('Branch', branch)),
    user: doctor.user ? typed('User', doctor.user) : null,
  });
}

/** The app config's lists the search panel and the form offer. */
export const dictionaries = {
  request: { query: DoctorDictionariesDocument },
  result: {
    data: {
      appConfig: {
        __typename: 'AppConfig',
        specializations: ['Ortodoncja', 'Radiologia'],
        regions: ['mazowieckie', 'małopolskie'],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
} satisfies MockLink.MockedResponse;

import type { MockLink } from '@apollo/client/testing';
import {
  ComplaintDictionariesDocument,
  type ComplaintDoctorFragment,
  type ComplaintFormFieldsFragment,
  type ComplaintListRowFragment,
  type ComplaintPatientFragment,
  type ComplaintPersonFragment,
} from '../../../__generated__/complaints/graphql';

/** An object as the API answers it: with the `__typename` the cache needs. */
function typed<T extends object>(typename: string, value: T): T {
  return { __typename: typename, ...value };
}

export const RESPONSIBLE: ComplaintPersonFragment = typed('User', {
  id: '12',
  login: 'ewa.reklamacje@example.com',
  contact: typed('Contact', { id: 'c12', firstName: 'Ewa', lastName: 'Zając', companyName: null }),
});

export const PATIENT: ComplaintPatientFragment = typed('Patient', {
  id: '41',
  contact: typed('PatientContact', {
    firstName: 'Anna',
    lastName: 'Nowak',
    ssn: '85010112345',
    birthDate: '1985-01-01',
    gender: 'Female' as const,
  }),
});

export const DOCTOR: ComplaintDoctorFragment = typed('Doctor', {
  id: '21',
  isFacility: false,
  contact: typed('Contact', { id: 'c21', firstName: 'Jan', lastName: 'Lis', companyName: null }),
});

export function buildComplaintRow(
  overrides: Partial<ComplaintListRowFragment> = {},
): ComplaintListRowFragment {
  return typed('Complaint', {
    id: '5',
    complainantName: 'Maria Wiśniewska',
    reportDate: '2026-03-10T09:00:00.000Z',
    dueDate: '2026-03-12T09:00:00.000Z',
    overdue: false,
    type: 'Patient' as const,
    status: 'InProgress' as const,
    complaintReason: 'Jakość obsługi',
    complaintDescription: 'Długie oczekiwanie na wynik.',
    responsiblePerson: RESPONSIBLE,
    ...overrides,
  });
}

export function buildComplaintForm(
  overrides: Partial<ComplaintFormFieldsFragment> = {},
): ComplaintFormFieldsFragment {
  return typed('Complaint', {
    id: '9',
    complainantName: 'Maria Wiśniewska',
    complainantPhoneNumber: null,
    complainantEmailAddress: null,
    reportDate: '2026-03-10T09:00:00.000Z',
    dueDate: '2026-03-12T09:00:00.000Z',
    type: 'Patient' as const,
    status: 'InProgress' as const,
    complaintReason: 'Jakość obsługi',
    complaintDescription: null,
    complaintResolution: null,
    version: 3,
    responsiblePerson: RESPONSIBLE,
    patient: null,
    doctor: null,
    study: null,
    ...overrides,
  });
}

/** The app config's complaint reasons and hours. */
export const dictionaries: MockLink.MockedResponse = {
  request: { query: ComplaintDictionariesDocument },
  result: {
    data: {
      appConfig: {
        __typename: 'AppConfig',
        complaintTypes: ['Jakość obsługi', 'Opóźnienie'],
        complaintResolutionTimeHours: 48,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

import type { MockLink } from '@apollo/client/testing';
import {
  VisitDictionariesDocument,
  type VisitDoctorFragment,
  type VisitFormFieldsFragment,
  type VisitListRowFragment,
  type VisitPersonFragment,
  type VisitViewFieldsFragment,
} from '../../../__generated__/visits/graphql';

/** An object as the API answers it: with the `__typename` the cache needs. */
function typed<T extends object>(typename: string, value: T): T {
  return { __typename: typename, ...value };
}

export const DOCTOR: VisitDoctorFragment = typed('Doctor', {
  id: '21',
  isFacility: false,
  contact: typed('Contact', { id: 'c21', firstName: 'Anna', lastName: 'Nowak', companyName: null }),
});

export const COORDINATOR: VisitPersonFragment = typed('User', {
  id: '7',
  login: 'jan.kowalski@example.com',
  contact: typed('Contact', {
    id: 'c7',
    firstName: 'Jan',
    lastName: 'Kowalski',
    companyName: null,
  }),
});

export function buildVisitRow(overrides: Partial<VisitListRowFragment> = {}): VisitListRowFragment {
  return typed('Visit', {
    id: '5',
    visitDate: '2026-03-10T09:00:00.000Z',
    status: 'Scheduled',
    comment: 'Rozmowa o nowym aparacie CBCT.',
    visitReason: 'Rutynowa',
    region: 'mazowieckie',
    doctor: DOCTOR,
    coordinator: COORDINATOR,
    ...overrides,
  });
}

export function buildVisitView(
  overrides: Partial<VisitViewFieldsFragment> = {},
): VisitViewFieldsFragment {
  return typed('Visit', {
    id: '5',
    visitDate: '2026-03-10T09:00:00.000Z',
    status: 'Scheduled',
    comment: 'Rozmowa o nowym aparacie CBCT.',
    visitReason: 'Rutynowa',
    gadgets: ['Kubek'],
    region: 'mazowieckie',
    previousVisitId: null,
    canEdit: true,
    canPlanFollowUp: false,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-02T08:00:00.000Z',
    version: 2,
    doctor: DOCTOR,
    coordinator: COORDINATOR,
    nextVisit: null,
    ...overrides,
  });
}

export function buildVisitForm(
  overrides: Partial<VisitFormFieldsFragment> = {},
): VisitFormFieldsFragment {
  return typed('Visit', {
    id: '9',
    visitDate: '2026-12-01T09:30:00.000Z',
    status: 'Scheduled',
    comment: null,
    visitReason: 'Rutynowa',
    gadgets: [],
    previousVisitId: '5',
    canEdit: true,
    version: 1,
    doctor: DOCTOR,
    coordinator: COORDINATOR,
    ...overrides,
  });
}

/** The app config's lists the pages choose from. */
export const dictionaries: MockLink.MockedResponse = {
  request: { query: VisitDictionariesDocument },
  result: {
    data: {
      appConfig: {
        __typename: 'AppConfig',
        regions: ['mazowieckie', 'małopolskie'],
        visitReasons: ['Rutynowa', 'Prezentacja'],
        gadgets: ['Kubek', 'Długopis'],
        visitFollowUpDays: 80,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PatientStudiesDocument,
  type PatientStudiesQuery,
} from '../../../../__generated__/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { initTestI18n } from '../../../../test/render-with-providers';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../../test/render-page';
import { PatientStudiesTab } from './patient-studies-tab';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

type Row = PatientStudiesQuery['studies']['items'][number];

function buildRow(id: string, overrides: Partial<Row> = {}): Row {
  return {
    __typename: 'Study',
    id,
    studyDate: '2026-03-02T08:30:00.000Z',
    status: 'Performed',
    studyType: { __typename: 'StudyType', id: '3', name: 'Pantomogram' },
    leadingDoctor: {
      __typename: 'Doctor',
      id: '21',
      isFacility: false,
      contact: { __typename: 'Contact', firstName: 'Jan', lastName: 'Lekarski', companyName: null },
    },
    ...overrides,
  } as Row;
}

function page(skip: number, items: Row[], total: number): MockLink.MockedResponse {
  return {
    request: {
      query: PatientStudiesDocument,
      variables: { id: '41', skip },
    },
    result: {
      data: {
        studies: {
          __typename: 'StudiesPage',
          items,
          total,
          totalCapped: false,
          hasMore: skip + items.length < total,
        },
      },
    },
  };
}

function setUp(mocks: MockLink.MockedResponse[]) {
  return renderPage(<PatientStudiesTab patientId="41" />, {
    route: '/patients/view/41?tab=studies',
    path: '/patients/view/:id',
    mocks,
    role: 'Registration',
  });
}

describe('PatientStudiesTab', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows date, type, status and leading doctor, the date linking to the study', async () => {
    setUp([page(0, [buildRow('101')], 1)]);
    const link = await screen.findByRole('link', { name: '02.03.2026 09:30' });
    expect(link.getAttribute('href')).toBe('/studies/view/101');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Pantomogram')).toBeTruthy();
    expect(within(row).getByText('Wykonane')).toBeTruthy();
    expect(within(row).getByText('Lekarski Jan')).toBeTruthy();
    // One page only: no pager.
    expect(screen.queryByRole('button', { name: 'Następna strona' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pokaż na liście badań' }).getAttribute('href')).toBe(
      '/studies?patient=41',
    );
  });

  it('says when the patient has no studies', async () => {
    setUp([page(0, [], 0)]);
    expect(await screen.findByText('Pacjent nie ma jeszcze żadnych badań.')).toBeTruthy();
  });

  it('pages through more than 20 studies', async () => {
    const first = Array.from({ length: 20 }, (_, index) => buildRow(String(index + 1)));
    const { user } = setUp([
      page(0, first, 21),
      page(20, [buildRow('21', { studyDate: '2025-01-05T10:00:00.000Z' })], 21),
    ]);
    await screen.findAllByRole('link', { name: '02.03.2026 09:30' });
    expect(screen.getByText('1–20 z 21')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    const link = await screen.findByRole('link', { name: '05.01.2025 11:00' });
    expect(link.getAttribute('href')).toBe('/studies/view/21');
  });

  it('shows a failed load with a retry', async () => {
    const { user } = setUp([
      { ...page(0, [], 0), result: undefined, error: new Error('boom') },
      page(0, [buildRow('101')], 1),
    ]);
    expect(await screen.findByText('Nie udało się wczytać badań pacjenta.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: '02.03.2026 09:30' })).toBeTruthy();
  });
});

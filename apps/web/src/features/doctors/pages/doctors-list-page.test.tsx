import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DoctorsListDocument,
  type DoctorListRowFragment,
  type DoctorsListQueryVariables,
} from '../../../__generated__/doctors/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { buildDoctorRow, dictionaries } from '../test/doctor-fixtures';
import { DoctorsListPage } from './doctors-list-page';

beforeAll(initTestI18n);
afterEach(() => {
  sessionStore.signOut();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const DEFAULT_VARIABLES: DoctorsListQueryVariables = {
  where: { kind: 'DOCTOR' },
  pagination: { skip: 0, take: 10 },
  orderBy: { by: 'name', direction: 'ASC' },
};

function listed(
  items: DoctorListRowFragment[],
  variables: Partial<DoctorsListQueryVariables> = {},
  total = items.length,
) {
  return {
    request: { query: DoctorsListDocument, variables: { ...DEFAULT_VARIABLES, ...variables } },
    result: {
      data: { doctors: { __typename: 'DoctorsPage', total, hasMore: false, items } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  } satisfies MockLink.MockedResponse;
}

function setUp(route: string, mocks: MockLink.MockedResponse[], role = 'Manager' as const) {
  const list = { element: <DoctorsListPage /> };
  return renderPage(<DoctorsListPage />, {
    route,
    path: '/doctors',
    mocks: [dictionaries, ...mocks],
    role,
    otherRoutes: [
      { path: '/facilities', ...list },
      { path: '/doctors/view/:id', element: <span>view page</span> },
      { path: '/facilities/view/:id', element: <span>facility view page</span> },
      { path: '/doctors/edit/:id', element: <span>edit page</span> },
    ],
  });
}

describe('DoctorsListPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it("asks with the address's search, page, size and order and shows the doctors", async () => {
    const withoutAccount = buildDoctorRow({
      id: '22',
      contact: {
        id: 'c22',
        firstName: 'Jan',
        lastName: 'Kowalski',
        companyName: null,
      },
      user: null,
      loginsIn90Days: 0,
    });
    setUp(
      '/doctors?name=kow&account=no&specialization=Ortodoncja&page=2&size=20&sort=email&dir=desc',
      [
        listed(
          [withoutAccount],
          {
            where: { kind: 'DOCTOR', name: 'kow', specialization: 'Ortodoncja', hasAccount: false },
            pagination: { skip: 20, take: 20 },
            orderBy: { by: 'email', direction: 'DESC' },
          },
          21,
        ),
      ],
    );
    const table = await screen.findByRole('table', { name: 'Lekarze' });
    const row = (await within(table).findByText('Kowalski Jan')).closest('tr')!;
    expect(within(row).getByText('Brak użytkownika')).toBeTruthy();
    expect(screen.getByText('21–21 z 21')).toBeTruthy();
    // The order is said on its column, for screen readers too.
    const emailHeader = within(table).getByRole('columnheader', { name: /E-mail/ });
    expect(emailHeader.getAttribute('aria-sort')).toBe('descending');
    // The panel opens by itself on a filtered list.
    expect(screen.getByRole('searchbox', { name: 'Nazwa lub nazwisko' })).toHaveProperty(
      'value',
      'kow',
    );
  });

  it('shows the columns, roles and actions, and a row opens the view page', async () => {
    const { router, user } = setUp('/doctors', [listed([buildDoctorRow()])]);
    const table = await screen.findByRole('table', { name: 'Lekarze' });
    const row = (await within(table).findByText('Nowak Anna')).closest('tr')!;
    expect(within(row).getByText('anna.nowak@example.com')).toBeTruthy();
    expect(within(row).getByText('Lekarz opisujący')).toBeTruthy();
    expect(within(row).getByText('Ortodoncja')).toBeTruthy();
    expect(within(row).getByText('02.03.2026')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    // A Manager may edit.
    expect(within(row).getByRole('button', { name: 'Edytuj: Nowak Anna' })).toBeTruthy();
    await user.click(within(row).getByText('Ortodoncja'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctors/view/21'));
  });

  it('sorts by a column and keeps it in the address', async () => {
    const { router, user } = setUp('/doctors', [
      listed([buildDoctorRow()]),
      listed([buildDoctorRow()], { orderBy: { by: 'registrationDate', direction: 'ASC' } }),
    ]);
    const table = await screen.findByRole('table', { name: 'Lekarze' });
    await user.click(within(table).getByRole('button', { name: 'Data rejestracji' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=registrationDate&dir=asc'),
    );
    await waitFor(() =>
      expect(
        within(table)
          .getByRole('columnheader', { name: /Data rejestracji/ })
          .getAttribute('aria-sort'),
      ).toBe('ascending'),
    );
  });

  it('lists facilities on /facilities, without edit for a Technician', async () => {
    const facility = buildDoctorRow({
      id: '31',
      isFacility: true,
      specializations: [],
      contact: {
        id: 'c31',
        firstName: null,
        lastName: null,
        companyName: 'Uśmiech Sp. z o.o.',
      },
      user: {
        id: '81',
        login: 'gabinet@example.com',
        roles: ['DentalOffice'],
        lastLoginDate: null,
      },
    });
    setUp(
      '/facilities',
      [listed([facility], { where: { kind: 'FACILITY' } })],
      'Technician' as never,
    );
    const table = await screen.findByRole('table', { name: 'Gabinety' });
    const row = (await within(table).findByText('Uśmiech Sp. z o.o.')).closest('tr')!;
    expect(within(table).queryByRole('columnheader', { name: 'Role' })).toBeNull();
    expect(within(row).getByText('gabinet@example.com')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Edytuj/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dodaj gabinet' })).toBeTruthy();
  });

  it('says when the list cannot be read and tries again', async () => {
    const { user } = setUp('/doctors', [
      {
        request: { query: DoctorsListDocument, variables: DEFAULT_VARIABLES },
        error: new Error('down'),
      },
      listed([buildDoctorRow()]),
    ]);
    await screen.findByText('Nie udało się wczytać listy.');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Nowak Anna')).toBeTruthy();
  });

  it('says a PWZ is digits only, without asking the server', async () => {
    const { user } = setUp('/doctors', [listed([buildDoctorRow()])]);
    await screen.findByText('Nowak Anna');
    await user.click(screen.getByRole('button', { name: 'Wyszukiwanie' }));
    await user.type(screen.getByRole('searchbox', { name: 'Numer PWZ' }), '31a');
    expect(await screen.findByText('Numer może składać się wyłącznie z cyfr')).toBeTruthy();
  });

  it('shows an empty list with its add button', async () => {
    setUp('/doctors', [listed([])]);
    expect(await screen.findByText('Nie ma jeszcze żadnych lekarzy.')).toBeTruthy();
  });
});

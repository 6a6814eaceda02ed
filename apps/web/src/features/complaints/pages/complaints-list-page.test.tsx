import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ComplaintsListDocument,
  type ComplaintListRowFragment,
  type ComplaintsListQueryVariables,
} from '../../../__generated__/complaints/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { buildComplaintRow, dictionaries } from '../test/complaint-fixtures';
import { ComplaintsListPage } from './complaints-list-page';

beforeAll(initTestI18n);
afterEach(() => {
  sessionStore.signOut();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const DEFAULT_VARIABLES: ComplaintsListQueryVariables = {
  where: {},
  pagination: { skip: 0, take: 20 },
  orderBy: { by: 'updatedAt', direction: 'DESC' },
};

function listed(
  items: ComplaintListRowFragment[],
  variables: Partial<ComplaintsListQueryVariables> = {},
  page: { total?: number; totalCapped?: boolean; hasMore?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ComplaintsListDocument, variables: { ...DEFAULT_VARIABLES, ...variables } },
    result: {
      data: {
        complaints: {
          __typename: 'ComplaintsPage',
          total: page.total ?? items.length,
          totalCapped: page.totalCapped ?? false,
          hasMore: page.hasMore ?? false,
          items,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function setUp(route: string, mocks: MockLink.MockedResponse[], role: Role = 'Admin') {
  return renderPage(<ComplaintsListPage />, {
    route,
    path: '/complaints',
    mocks: [dictionaries, ...mocks],
    role,
    otherRoutes: [
      { path: '/complaints/:id', element: <span>form page</span> },
      { path: '/complaints/add', element: <span>add page</span> },
      { path: '/referals/add', element: <span>referral add page</span> },
    ],
  });
}

const LONG = `${'Bardzo długi opis reklamacji. '.repeat(3)}Koniec.`;

describe('ComplaintsListPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the columns, truncates long texts and opens a complaint from its row', async () => {
    const { router, user } = setUp('/complaints', [
      listed([buildComplaintRow({ complaintDescription: LONG })]),
    ]);
    const table = await screen.findByRole('table', { name: 'Reklamacje' });
    const row = (await within(table).findByText('Maria Wiśniewska')).closest('tr')!;
    expect(within(row).getByText('10.03.2026 10:00')).toBeTruthy();
    expect(within(row).getByText('12.03.2026 10:00')).toBeTruthy();
    expect(within(row).getByText('Pacjent')).toBeTruthy();
    expect(within(row).getByText('W trakcie')).toBeTruthy();
    expect(within(row).getByText('Jakość obsługi')).toBeTruthy();
    expect(within(row).getByText('Zając Ewa')).toBeTruthy();
    const description = within(row).getByTitle(LONG);
    expect(description.textContent).toHaveLength(51);
    expect(description.textContent?.endsWith('…')).toBe(true);
    expect(row.getAttribute('data-overdue')).toBeNull();
    expect(within(row).queryByText('Po terminie')).toBeNull();
    await user.click(within(row).getByText('Jakość obsługi'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaints/5'));
  });

  it('tints an overdue complaint and says so in words', async () => {
    setUp('/complaints', [listed([buildComplaintRow({ overdue: true })])]);
    const table = await screen.findByRole('table', { name: 'Reklamacje' });
    const row = (await within(table).findByText('Maria Wiśniewska')).closest('tr')!;
    expect(row.getAttribute('data-overdue')).toBe('true');
    expect(within(row).getByText('Po terminie')).toBeTruthy();
  });

  it("asks with the address's filters, page and order, and says a capped total", async () => {
    setUp(
      '/complaints?name=Maria&status=Closed&overdue=1&from=2026-03-01&page=2&sort=reportDate&dir=asc',
      [
        listed(
          [buildComplaintRow({ status: 'Closed' })],
          {
            where: {
              complainantName: 'Maria',
              status: 'Closed',
              reportDateFrom: '2026-03-01',
              overdue: true,
            },
            pagination: { skip: 20, take: 20 },
            orderBy: { by: 'reportDate', direction: 'ASC' },
          },
          { total: 1000, totalCapped: true, hasMore: true },
        ),
      ],
    );
    const table = await screen.findByRole('table', { name: 'Reklamacje' });
    expect(await within(table).findByText('Zamknięta')).toBeTruthy();
    expect(screen.getByText('21–40 z 1000+')).toBeTruthy();
    // The panel opens by itself on a filtered list.
    expect(screen.getByRole('searchbox', { name: 'Zgłaszający' })).toHaveProperty('value', 'Maria');
    expect(screen.getByRole('button', { name: 'Po terminie' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it("puts 'Po terminie' and a new order into the address", async () => {
    const { router, user } = setUp('/complaints', [
      listed([buildComplaintRow()]),
      listed([buildComplaintRow()], { where: { overdue: true } }),
      listed([buildComplaintRow()], {
        where: { overdue: true },
        orderBy: { by: 'dueDate', direction: 'DESC' },
      }),
    ]);
    await screen.findByText('Maria Wiśniewska');
    await user.click(screen.getByRole('button', { name: 'Po terminie' }));
    await waitFor(() => expect(router.state.location.search).toBe('?overdue=1'));
    const table = await screen.findByRole('table', { name: 'Reklamacje' });
    await user.click(within(table).getByRole('button', { name: 'Termin' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=dueDate&dir=desc&overdue=1'),
    );
  });

  it("gives Admin the add button and 'Utwórz skierowanie'", async () => {
    const { router, user } = setUp('/complaints', [listed([buildComplaintRow()])]);
    const row = (await screen.findByText('Maria Wiśniewska')).closest('tr')!;
    expect(screen.getByRole('button', { name: 'Dodaj reklamację' })).toBeTruthy();
    await user.click(
      within(row).getByRole('button', {
        name: 'Utwórz skierowanie z reklamacji: Maria Wiśniewska',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/referals/add'));
    expect(router.state.location.search).toBe('?complaintId=5');
  });

  it('gives Registration the list with referrals but no add button', async () => {
    const { user } = setUp('/complaints', [listed([buildComplaintRow()])], 'Registration');
    const row = (await screen.findByText('Maria Wiśniewska')).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'Dodaj reklamację' })).toBeNull();
    expect(within(row).getByRole('button', { name: /Utwórz skierowanie/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Wyszukiwanie' }));
    expect(screen.getByRole('combobox', { name: 'Osoba odpowiedzialna' })).toBeTruthy();
  });

  it('gives a Complaints user their list without the responsible filter nor referrals', async () => {
    const { user } = setUp('/complaints', [listed([buildComplaintRow()])], 'Complaints');
    const row = (await screen.findByText('Maria Wiśniewska')).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'Dodaj reklamację' })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Utwórz skierowanie/ })).toBeNull();
    expect(within(row).getByRole('button', { name: /Edytuj reklamację/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Wyszukiwanie' }));
    expect(screen.queryByRole('combobox', { name: 'Osoba odpowiedzialna' })).toBeNull();
  });

  it('says when the list cannot be read, and when it is empty', async () => {
    const { user } = setUp('/complaints', [
      {
        request: { query: ComplaintsListDocument, variables: DEFAULT_VARIABLES },
        error: new Error('down'),
      },
      listed([]),
    ]);
    await screen.findByText('Nie udało się załadować reklamacji.');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Nie ma jeszcze żadnych reklamacji.')).toBeTruthy();
  });
});

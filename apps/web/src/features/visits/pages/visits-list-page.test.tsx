import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  VisitsListDocument,
  type VisitListRowFragment,
  type VisitsListQueryVariables,
} from '../../../__generated__/visits/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { buildVisitRow, dictionaries } from '../test/visit-fixtures';
import { VisitsListPage } from './visits-list-page';

beforeAll(initTestI18n);
afterEach(() => {
  sessionStore.signOut();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const DEFAULT_VARIABLES: VisitsListQueryVariables = {
  where: {},
  pagination: { skip: 0, take: 20 },
  orderBy: { by: 'visitDate', direction: 'DESC' },
};

function listed(
  items: VisitListRowFragment[],
  variables: Partial<VisitsListQueryVariables> = {},
  total = items.length,
): MockLink.MockedResponse {
  return {
    request: { query: VisitsListDocument, variables: { ...DEFAULT_VARIABLES, ...variables } },
    result: {
      data: {
        visits: { __typename: 'VisitsPage', total, totalCapped: false, hasMore: false, items },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function setUp(route: string, mocks: MockLink.MockedResponse[], role: Role = 'Admin') {
  return renderPage(<VisitsListPage />, {
    route,
    path: '/visits',
    mocks: [dictionaries, ...mocks],
    role,
    otherRoutes: [
      { path: '/visits/view/:id', element: <span>view page</span> },
      { path: '/visits/add', element: <span>add page</span> },
    ],
  });
}

const LONG_COMMENT = `${'Długi komentarz o spotkaniu. '.repeat(5)}Koniec.`;

describe('VisitsListPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the columns, truncates the comment and opens a visit from its row', async () => {
    const { router, user } = setUp('/visits', [listed([buildVisitRow({ comment: LONG_COMMENT })])]);
    const table = await screen.findByRole('table', { name: 'Spotkania' });
    const row = (await within(table).findByText('Nowak Anna')).closest('tr')!;
    expect(within(row).getByText('10.03.2026 10:00')).toBeTruthy();
    expect(within(row).getByText('Kowalski Jan')).toBeTruthy();
    expect(within(row).getByText('Zaplanowane')).toBeTruthy();
    expect(within(row).getByText('Rutynowa')).toBeTruthy();
    expect(within(row).getByText('mazowieckie')).toBeTruthy();
    const comment = within(row).getByTitle(LONG_COMMENT);
    expect(comment.textContent).toHaveLength(101);
    expect(comment.textContent?.endsWith('…')).toBe(true);
    // Not today: no marker.
    expect(within(row).queryByText('Dziś')).toBeNull();
    await user.click(within(row).getByText('Rutynowa'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visits/view/5'));
  });

  it('highlights a visit of today with a marker', async () => {
    setUp('/visits', [listed([buildVisitRow({ visitDate: new Date().toISOString() })])]);
    const table = await screen.findByRole('table', { name: 'Spotkania' });
    const row = (await within(table).findByText('Nowak Anna')).closest('tr')!;
    expect(within(row).getByText('Dziś')).toBeTruthy();
    expect(row.getAttribute('data-today')).toBe('true');
  });

  it("asks with the address's filters, page and order", async () => {
    setUp(
      '/visits?status=Completed&region=mazowieckie&comment=CBCT&page=2&sort=updatedAt&dir=asc',
      [
        listed(
          [buildVisitRow({ status: 'Completed' })],
          {
            where: { statuses: ['Completed'], region: 'mazowieckie', comment: 'CBCT' },
            pagination: { skip: 20, take: 20 },
            orderBy: { by: 'updatedAt', direction: 'ASC' },
          },
          21,
        ),
      ],
    );
    const table = await screen.findByRole('table', { name: 'Spotkania' });
    expect(await within(table).findByText('Zakończone')).toBeTruthy();
    expect(screen.getByText('21–21 z 21')).toBeTruthy();
    // The panel opens by itself on a filtered list.
    expect(screen.getByRole('searchbox', { name: 'Komentarz' })).toHaveProperty('value', 'CBCT');
  });

  it('keeps a new order in the address', async () => {
    const { router, user } = setUp('/visits', [
      listed([buildVisitRow()]),
      listed([buildVisitRow()], { orderBy: { by: 'visitDate', direction: 'ASC' } }),
    ]);
    const table = await screen.findByRole('table', { name: 'Spotkania' });
    await within(table).findByText('Nowak Anna');
    await user.click(within(table).getByRole('button', { name: 'Data spotkania' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=visitDate&dir=asc'));
  });

  it('gives the add button to a Coordinator, without the coordinator filter', async () => {
    const { user } = setUp('/visits', [listed([buildVisitRow()])], 'Coordinator');
    await screen.findByText('Nowak Anna');
    await user.click(screen.getByRole('button', { name: 'Wyszukiwanie' }));
    expect(screen.getByRole('combobox', { name: 'Lekarz' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Koordynator' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dodaj spotkanie' })).toBeTruthy();
  });

  it('gives a Technician the list and the filters, but no add button', async () => {
    const { user } = setUp('/visits', [listed([buildVisitRow()])], 'Technician');
    await screen.findByText('Nowak Anna');
    await user.click(screen.getByRole('button', { name: 'Wyszukiwanie' }));
    expect(screen.getByRole('combobox', { name: 'Koordynator' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dodaj spotkanie' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pobierz CSV' })).toBeTruthy();
  });

  it("puts 'Dziś' into the address", async () => {
    const { router, user } = setUp('/visits', [listed([buildVisitRow()])]);
    await screen.findByText('Nowak Anna');
    await user.click(screen.getByRole('button', { name: 'Dziś' }));
    await waitFor(() => expect(router.state.location.search).toBe('?today=1'));
  });

  it('says when the list cannot be read, and when it is empty', async () => {
    const { user } = setUp('/visits', [
      {
        request: { query: VisitsListDocument, variables: DEFAULT_VARIABLES },
        error: new Error('down'),
      },
      listed([]),
    ]);
    await screen.findByText('Nie udało się załadować spotkań.');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Nie ma jeszcze żadnych spotkań.')).toBeTruthy();
  });
});

import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CompleteReferralDocument,
  ReferralsList10Document,
  ReferralsList20Document,
  ReferralStudyTypesDocument,
  type ReferalsWhere,
  type ReferralListRowFragment,
} from '../../../__generated__/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { initTestI18n } from '../../../test/render-with-providers';
import { buildReferralRow, STUDY_TYPES } from '../test/referral-fixtures';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { ReferralsListPage } from './referrals-list-page';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

function page(
  items: ReferralListRowFragment[],
  {
    where = {},
    skip = 0,
    total = items.length,
    withIssuer = true,
    document = ReferralsList10Document,
  }: {
    where?: ReferalsWhere;
    skip?: number;
    total?: number;
    withIssuer?: boolean;
    document?: typeof ReferralsList10Document | typeof ReferralsList20Document;
  } = {},
) {
  return {
    request: { query: document, variables: { skip, where, withIssuer } },
    result: {
      data: {
        referals: {
          __typename: 'ReferalsPage',
          items: items.map((item) => {
            if (withIssuer) return item;
            const { issuer: _issuer, ...rest } = item;
            return rest;
          }),
          total,
          totalCapped: false,
          hasMore: skip + items.length < total,
        },
      },
    },
  } satisfies MockLink.MockedResponse;
}

const studyTypes = {
  request: { query: ReferralStudyTypesDocument },
  result: { data: { studyTypes: STUDY_TYPES } },
  maxUsageCount: 5,
} satisfies MockLink.MockedResponse;

function setUp(route: string, mocks: MockLink.MockedResponse[], role: Role) {
  return renderPage(<ReferralsListPage />, {
    route,
    path: '/referals',
    mocks: [studyTypes, ...mocks],
    role,
    otherRoutes: [
      { path: '/referals/view/:id', element: <span>view page</span> },
      { path: '/referals/edit/:id', element: <span>edit page</span> },
      { path: '/referals/add', element: <span>add page</span> },
      { path: '/studies/add', element: <span>study add page</span> },
      { path: '/patients/view/:id', element: <span>patient page</span> },
    ],
  });
}

const rowOf = async (name = 'Nowak Anna') =>
  (await screen.findByRole('link', { name })).closest('tr')!;
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('ReferralsListPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the desk every column, the issuer filter and every action the row allows', async () => {
    setUp('/referals', [page([buildReferralRow()])], 'Admin');
    const row = await rowOf();
    expect(headers()).toEqual([
      'Status',
      'Pacjent',
      'Data skierowania',
      'Badania',
      'Lekarz kierujący',
      'Opis',
      'Akcje',
    ]);
    expect(within(row).getByRole('img', { name: 'Niezrealizowane' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Prośba o opis' })).toBeTruthy();
    expect(within(row).getByText('02.03.2026')).toBeTruthy();
    expect(within(row).getByText('Kowalczyk Magdalena')).toBeTruthy();
    // The issued study type says so to a screen reader too.
    expect(within(row).getByText('(badanie wystawione)')).toBeTruthy();
    for (const action of ['Pokaż', 'Edytuj', 'Zrealizuj', 'Wystaw badanie ze', 'Usuń']) {
      expect(within(row).getByRole('button', { name: new RegExp(`^${action}`) })).toBeTruthy();
    }
    const filters = screen.getByRole('search', { name: 'Filtrowanie skierowań' });
    expect(within(filters).getByRole('combobox', { name: 'Lekarz kierujący' })).toBeTruthy();
    expect(within(filters).getByRole('combobox', { name: 'Pacjent' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wystaw skierowanie' }).getAttribute('href')).toBe(
      '/referals/add',
    );
  });

  it('leaves out what the server does not allow on a row', async () => {
    const closed = buildReferralRow({
      completed: true,
      canEdit: false,
      canDelete: false,
      canComplete: false,
      canCreateStudy: false,
    });
    setUp('/referals', [page([closed])], 'Admin');
    const row = await rowOf();
    expect(within(row).getByRole('img', { name: 'Zrealizowane' })).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Pokaż skierowanie: Nowak Anna']);
  });

  it('hides the issuer column and filter from a Doctor, who asks without the issuer', async () => {
    setUp('/referals', [page([buildReferralRow()], { withIssuer: false })], 'Doctor');
    await rowOf();
    expect(headers()).not.toContain('Lekarz kierujący');
    const filters = screen.getByRole('search', { name: 'Filtrowanie skierowań' });
    expect(within(filters).queryByRole('combobox', { name: 'Lekarz kierujący' })).toBeNull();
  });

  it('shows the empty state with its add button, and no floating one', async () => {
    setUp('/referals', [page([], { withIssuer: false })], 'Doctor');
    expect(await screen.findByText('Nie ma jeszcze żadnych skierowań.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wystaw skierowanie' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Wystaw skierowanie' })).toBeNull();
  });

  it('keeps page and size in the URL and asks for that page', async () => {
    const rows = Array.from({ length: 20 }, (_, index) =>
      buildReferralRow({
        id: String(400 + index),
        patient: {
          ...buildReferralRow().patient,
          id: String(60 + index),
          contact: { ...buildReferralRow().patient.contact, lastName: `Nowak${index}` },
        },
      }),
    );
    const { router } = setUp(
      '/referals?page=2&size=20&completed=open',
      [
        page(rows, {
          skip: 20,
          total: 45,
          where: { completed: false },
          document: ReferralsList20Document,
        }),
      ],
      'Registration',
    );
    await rowOf('Nowak0 Anna');
    expect(screen.getByText('21–40 z 45')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2&size=20&completed=open');
  });

  it('completes a referral after the question, with its toast', async () => {
    const row = buildReferralRow();
    const { user } = setUp(
      '/referals',
      [
        page([row]),
        {
          request: { query: CompleteReferralDocument, variables: { id: row.id } },
          result: {
            data: {
              completeReferal: {
                __typename: 'Referal',
                id: row.id,
                completed: true,
                completedAt: '2026-03-03T10:00:00.000Z',
                updatedAt: '2026-03-03T10:00:00.000Z',
                canEdit: false,
                canDelete: false,
                canComplete: false,
                canCreateStudy: false,
                version: 4,
              },
            },
          },
        },
      ],
      'Technician',
    );
    const tableRow = await rowOf();
    await user.click(
      within(tableRow).getByRole('button', { name: 'Zrealizuj skierowanie: Nowak Anna' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zrealizować skierowanie?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zrealizuj' }));
    expect(await screen.findByText('Skierowanie zostało zrealizowane.')).toBeTruthy();
    await waitFor(() =>
      expect(within(tableRow).getByRole('img', { name: 'Zrealizowane' })).toBeTruthy(),
    );
    expect(within(tableRow).queryByRole('button', { name: /^Zrealizuj/ })).toBeNull();
  });

  it('creates a study from the row at /studies/add?referalId=', async () => {
    const { user, router } = setUp('/referals', [page([buildReferralRow()])], 'Registration');
    const row = await rowOf();
    await user.click(
      within(row).getByRole('button', { name: 'Wystaw badanie ze skierowania: Nowak Anna' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/studies/add'));
    expect(router.state.location.search).toBe('?referalId=301');
  });
});

import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PatientsDocument } from '../../../__generated__/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { initTestI18n } from '../../../test/render-with-providers';
import { PAGING_KEY } from '../hooks/list-state';
import { buildPatient } from '../test/patient-fixtures';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { PatientsListPage } from './patients-list-page';

beforeAll(initTestI18n);
afterEach(() => {
  sessionStore.signOut();
  vi.useRealTimers();
});

type Where = Record<string, string>;

function page(
  where: Where,
  skip: number,
  items: ReturnType<typeof buildPatient>[],
  total: number,
  totalCapped = false,
) {
  return {
    request: {
      query: PatientsDocument,
      variables: { pagination: { skip, take: 15 }, where, orderBy: { lastName: 'ASC' } },
    },
    result: {
      data: {
        patients: {
          __typename: 'PatientsPage',
          items,
          total,
          totalCapped,
          hasMore: totalCapped || skip + items.length < total,
        },
      },
    },
  } satisfies MockLink.MockedResponse;
}

const nowak = buildPatient({ id: '41' });
const kowalski = buildPatient({
  id: '42',
  contact: { firstName: 'Jan', lastName: 'Kowalski', gender: 'Male', birthDate: '1970-01-02' },
});

function setUp(
  route: string,
  mocks: MockLink.MockedResponse[],
  role: 'Admin' | 'Registration' = 'Admin',
) {
  const view = renderPage(<PatientsListPage />, {
    route,
    path: '/patients',
    mocks,
    role,
    otherRoutes: [
      { path: '/patients/view/:id', element: <span>view page</span> },
      { path: '/patients/add', element: <span>add page</span> },
    ],
  });
  return { ...view };
}

describe('PatientsListPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows skeleton rows, then name, PESEL, birth date, phone and e-mail', async () => {
    setUp('/patients', [page({}, 0, [kowalski, nowak], 2)]);
    expect(screen.getByRole('table', { name: 'Lista pacjentów' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    const row = (await screen.findByRole('link', { name: 'Nowak Anna' })).closest('tr')!;
    expect(within(row).getByText(nowak.contact.ssn)).toBeTruthy();
    expect(within(row).getByText('12.04.1985')).toBeTruthy();
    expect(within(row).getByText('+48 600 100 200')).toBeTruthy();
    expect(within(row).getByText('anna.nowak@example.com')).toBeTruthy();
  });

  it('opens the patient when a row is clicked', async () => {
    const { user, router } = setUp('/patients', [page({}, 0, [nowak], 1)]);
    const link = await screen.findByRole('link', { name: 'Nowak Anna' });
    await user.click(link.closest('tr')!.querySelector('td:nth-child(3)')!);
    expect(router.state.location.pathname).toBe('/patients/view/41');
  });

  it('reads page and search from the link, and keeps the page in localStorage', async () => {
    const { router } = setUp('/patients?page=2&name=nowak', [
      page({ name: 'nowak' }, 15, [nowak], 16),
    ]);
    await screen.findByRole('link', { name: 'Nowak Anna' });
    expect(screen.getByText('16–16 z 16')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(PAGING_KEY) ?? 'null')).toEqual({ page: 1 });
    expect(
      screen.getByRole<HTMLInputElement>('searchbox', { name: 'Imię lub nazwisko' }).value,
    ).toBe('nowak');
    expect(router.state.location.search).toBe('?page=2&name=nowak');
  });

  it('searches once typing pauses and starts again on the first page', async () => {
    const { user, router } = setUp('/patients?page=2', [
      page({}, 15, [nowak], 16),
      page({ name: 'kow' }, 0, [kowalski], 1),
    ]);
    await screen.findByRole('link', { name: 'Nowak Anna' });
    await user.type(screen.getByRole('searchbox', { name: 'Imię lub nazwisko' }), 'kow');
    expect(router.state.location.search).toBe('?page=2');
    expect(
      await screen.findByRole('link', { name: 'Kowalski Jan' }, { timeout: 2000 }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?name=kow');
  });

  it('says "more than" when a broad search stopped counting', async () => {
    setUp('/patients?name=kow', [page({ name: 'kow' }, 0, [kowalski], 1000, true)]);
    await screen.findByRole('link', { name: 'Kowalski Jan' });
    expect(screen.getByText('1–15 z ponad 1000')).toBeTruthy();
  });

  it('goes to the next page with the pagination button', async () => {
    const { user, router } = setUp('/patients', [
      page({}, 0, [kowalski], 16),
      page({}, 15, [nowak], 16),
    ]);
    await screen.findByRole('link', { name: 'Kowalski Jan' });
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByRole('link', { name: 'Nowak Anna' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('offers the add button to those who may add, also in the empty state', async () => {
    const { user, router } = setUp('/patients', [page({}, 0, [], 0)]);
    expect(await screen.findByText('Nie ma jeszcze żadnych pacjentów.')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Dodaj pacjenta' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(router.state.location.pathname).toBe('/patients/add');
  });

  it('hides the add button from a role that may not add', async () => {
    setUp('/patients', [page({}, 0, [], 0)], 'Registration');
    expect(await screen.findByText('Nie ma jeszcze żadnych pacjentów.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dodaj pacjenta' })).toBeNull();
  });

  it('says when nothing matches the search, with a way back', async () => {
    const { user } = setUp('/patients?ssn=999', [
      page({ ssn: '999' }, 0, [], 0),
      page({}, 0, [nowak], 1),
    ]);
    expect(
      await screen.findByText('Nie znaleziono pacjentów spełniających kryteria wyszukiwania.'),
    ).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Wyczyść filtry' }).at(-1)!);
    expect(await screen.findByRole('link', { name: 'Nowak Anna' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'PESEL' }).value).toBe('');
  });

  it('says that a search for letters is not a PESEL, and says nothing for digits', async () => {
    setUp('/patients?ssn=abc', [page({ ssn: 'ABC' }, 0, [], 0)]);
    const notPesel =
      'To nie jest numer PESEL (PESEL ma 11 cyfr). Szukam wśród numerów innych dokumentów.';
    expect(await screen.findByText(notPesel)).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'PESEL' });
    expect(search.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(search.getAttribute('aria-describedby')!)?.textContent).toBe(
      notPesel,
    );
  });

  it('takes a PESEL prefix without a word', async () => {
    setUp('/patients?ssn=850101', [page({ ssn: '850101' }, 0, [nowak], 1)]);
    expect(await screen.findByRole('link', { name: 'Nowak Anna' })).toBeTruthy();
    expect(screen.queryByText(/To nie jest numer PESEL/)).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    const { user } = setUp('/patients', [
      { ...page({}, 0, [], 0), result: undefined, error: new Error('boom') },
      page({}, 0, [nowak], 1),
    ]);
    expect(await screen.findByText('Nie udało się wczytać listy pacjentów.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Nowak Anna' })).toBeTruthy());
  });
});

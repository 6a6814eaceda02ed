import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  StudiesListDocument,
  StudyDoctorOptionsDocument,
  type StudiesWhere,
  type StudyListRowFragment,
} from '../../../__generated__/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { initTestI18n } from '../../../test/render-with-providers';
import { PAGING_KEY } from '../hooks/list-state';
import { buildListDoctor, buildStudyRow, forRole } from '../test/study-fixtures';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { StudiesListPage } from './studies-list-page';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

/** The columns each role's query asks for (permission catalogue, part 2 §6). */
const COLUMNS: Partial<Record<Role, { withBranchAndDeadline: boolean; withAllDoctors: boolean }>> =
  {
    Admin: { withBranchAndDeadline: true, withAllDoctors: true },
    Registration: { withBranchAndDeadline: false, withAllDoctors: false },
    Doctor: { withBranchAndDeadline: false, withAllDoctors: false },
    Patient: { withBranchAndDeadline: false, withAllDoctors: false },
  };

function page(
  role: Role,
  where: StudiesWhere,
  skip: number,
  items: StudyListRowFragment[],
  total: number,
  totalCapped = false,
) {
  const columns = COLUMNS[role]!;
  return {
    request: {
      query: StudiesListDocument,
      variables: { skip, where, ...columns },
    },
    result: {
      data: {
        studies: {
          __typename: 'StudiesPage',
          items: items.map((item) => forRole(item, columns)),
          total,
          totalCapped,
          hasMore: totalCapped || skip + items.length < total,
        },
      },
    },
  } satisfies MockLink.MockedResponse;
}

function setUp(route: string, mocks: MockLink.MockedResponse[], role: Role = 'Admin') {
  return renderPage(<StudiesListPage />, {
    route,
    path: '/studies',
    mocks,
    role,
    otherRoutes: [
      { path: '/studies/view/:id', element: <span>study page</span> },
      { path: '/studies/add', element: <span>add page</span> },
      { path: '/patients/view/:id', element: <span>patient page</span> },
    ],
  });
}

const study = buildStudyRow();
const rowOf = async (name = 'Nowak Anna') =>
  (await screen.findByRole('link', { name })).closest('tr')!;
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('StudiesListPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows Admin every column, every staff filter and the add button', async () => {
    setUp('/studies', [page('Admin', {}, 0, [study], 1)]);
    const row = await rowOf();
    expect(headers()).toEqual([
      'Data badania',
      'Pacjent',
      'Rodzaj badania',
      'Status',
      'Opis',
      'Lekarz prowadzący',
      'Lekarze wspierający',
      'Lekarze opisujący',
      'Filia',
      'Termin opisu',
    ]);
    expect(within(row).getByText('02.03.2026 09:30')).toBeTruthy();
    expect(within(row).getByText('Wykonane')).toBeTruthy();
    expect(within(row).getByText('Lekarski Jan')).toBeTruthy();
    expect(within(row).getByText('Wspierająca Ewa')).toBeTruthy();
    expect(within(row).getByText('Opisująca Olga')).toBeTruthy();
    expect(within(row).getByText('Warszawa Mokotów')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Brak opisu' })).toBeTruthy();
    // The patient and every doctor link to their pages (spec part 2 §2 Studies).
    expect(within(row).getByRole('link', { name: 'Lekarski Jan' }).getAttribute('href')).toMatch(
      /^\/doctors\/view\/\d+$/,
    );
    expect(within(row).getAllByRole('link')).toHaveLength(4);

    const filters = screen.getByRole('search', { name: 'Filtrowanie badań' });
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(within(filters).getByRole('combobox', { name: 'Opis' })).toBeTruthy();
    expect(within(filters).getByRole('combobox', { name: 'Lekarz opisujący' })).toBeTruthy();
    expect(
      within(filters).getByRole('switch', { name: 'Tylko ze skierowaniem zewnętrznym' }),
    ).toBeTruthy();
    expect(within(filters).queryByRole('switch', { name: 'Tylko moje badania' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dodaj badanie' }).getAttribute('href')).toBe(
      '/studies/add',
    );
  });

  it('shows Registration the common columns, no filter, and the add button', async () => {
    setUp('/studies', [page('Registration', {}, 0, [study], 1)], 'Registration');
    await rowOf();
    expect(headers()).toEqual([
      'Data badania',
      'Pacjent',
      'Rodzaj badania',
      'Status',
      'Opis',
      'Lekarz prowadzący',
    ]);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('link', { name: 'Dodaj badanie' })).toBeTruthy();
  });

  it('gives a Doctor the only-own filter and no add button', async () => {
    const { user, router } = setUp(
      '/studies',
      [
        page('Doctor', {}, 0, [study], 1),
        page(
          'Doctor',
          { onlyOwn: true },
          0,
          [
            buildStudyRow({
              id: '102',
              patient: {
                id: '42',
                contact: { firstName: 'Jan', lastName: 'Lis' },
              },
            }),
          ],
          1,
        ),
      ],
      'Doctor',
    );
    await rowOf();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dodaj badanie' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Tylko moje badania' }));
    await waitFor(() => expect(router.state.location.search).toBe('?onlyOwn=1'));
    // The narrowed page, not the previous one still shown while it loads.
    await user.click(await rowOf('Lis Jan'));
    expect(router.state.location.pathname).toBe('/studies/view/102');
  });

  it('names the patient without a link for a role that cannot open patients', async () => {
    setUp('/studies', [page('Patient', {}, 0, [study], 1)], 'Patient');
    const name = await screen.findByText('Nowak Anna');
    expect(name.closest('a')).toBeNull();
  });

  it("ignores a shared link's filters the role may not use", async () => {
    setUp('/studies?status=Draft', [page('Doctor', {}, 0, [study], 1)], 'Doctor');
    expect(await rowOf()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyczyść filtry' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('tints paid rows yellowish and drafts reddish, and leaves performed ones plain', async () => {
    const paid = buildStudyRow({
      id: '1',
      status: 'Paid',
      patient: { ...study.patient, id: '1', contact: { firstName: 'Piotr', lastName: 'Paid' } },
    });
    const draft = buildStudyRow({
      id: '2',
      status: 'Draft',
      patient: { ...study.patient, id: '2', contact: { firstName: 'Dorota', lastName: 'Draft' } },
    });
    setUp('/studies', [page('Admin', {}, 0, [paid, draft, study], 3)]);
    const background = async (name: string) => getComputedStyle(await rowOf(name)).backgroundColor;
    // alpha(#facc15, 0.2): yellow; alpha(error.main #d32f2f, 0.1): red.
    expect(await background('Paid Piotr')).toBe('rgba(250, 204, 21, 0.2)');
    expect(await background('Draft Dorota')).toBe('rgba(211, 47, 47, 0.1)');
    expect(await background('Nowak Anna')).toBe('rgba(0, 0, 0, 0)');
  });

  it('says how long is left, red under 3 days without a description, and when it is overdue', async () => {
    const soon = new Date(Date.now() + (26 * 60 + 30) * 60_000).toISOString();
    const past = new Date(Date.now() - 60 * 60_000).toISOString();
    const rows = [
      buildStudyRow({ id: '1', deadline: soon }),
      buildStudyRow({
        id: '2',
        deadline: past,
        patient: { ...study.patient, id: '2', contact: { firstName: 'Olek', lastName: 'Overdue' } },
      }),
      buildStudyRow({
        id: '3',
        patient: { ...study.patient, id: '3', contact: { firstName: 'Fred', lastName: 'Far' } },
      }),
    ];
    setUp('/studies', [page('Admin', {}, 0, rows, 3)]);
    const left = within(await rowOf()).getByText(/^Pozostało: 1 d 2 godz\. (29|30) min$/);
    // error.dark of the theme.
    expect(getComputedStyle(left).color).toBe('rgb(198, 40, 40)');
    const overdue = within(await rowOf('Overdue Olek')).getByText(
      'Przekroczono czas na uzupełnienie opisu!',
    );
    expect(getComputedStyle(overdue).color).toBe('rgb(198, 40, 40)');
    const far = within(await rowOf('Far Fred')).getByText(/^Pozostało:/);
    expect(getComputedStyle(far).color).not.toBe('rgb(198, 40, 40)');
  });

  it('marks 3D study types with a chip', async () => {
    const cbct = buildStudyRow({
      studyType: { ...study.studyType, id: '4', name: 'CBCT', is3D: true },
    });
    setUp('/studies', [page('Admin', {}, 0, [cbct], 1)]);
    expect(within(await rowOf()).getByText('3D')).toBeTruthy();
  });

  it('opens the study on a row click and on Enter, the patient from its link', async () => {
    const { user, router } = setUp('/studies', [page('Admin', {}, 0, [study], 1)]);
    const row = await rowOf();
    await user.click(within(row).getByText('Pantomogram'));
    expect(router.state.location.pathname).toBe('/studies/view/101');

    await router.navigate('/studies');
    (await rowOf()).focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/studies/view/101');

    await router.navigate('/studies');
    await user.click(await screen.findByRole('link', { name: 'Nowak Anna' }));
    expect(router.state.location.pathname).toBe('/patients/view/41');
  });

  it('reads the page from the link and keeps it in localStorage', async () => {
    const { router } = setUp('/studies?page=2', [page('Admin', {}, 20, [study], 21)]);
    await rowOf();
    expect(screen.getByText('21–21 z 21')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(PAGING_KEY) ?? 'null')).toEqual({ page: 1 });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('goes to the next page and says "1000+" when the count was capped', async () => {
    const { user, router } = setUp('/studies', [
      page('Admin', {}, 0, [study], 1000, true),
      page('Admin', {}, 20, [buildStudyRow({ id: '102' })], 1000, true),
    ]);
    await rowOf();
    expect(screen.getByText('1–20 z 1000+')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(screen.getByText('21–40 z 1000+')).toBeTruthy());
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says there are no studies yet, with the add button for those who may add', async () => {
    const { user, router } = setUp('/studies', [page('Admin', {}, 0, [], 0)]);
    expect(await screen.findByText('Nie ma jeszcze żadnych badań.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dodaj badanie' }));
    expect(router.state.location.pathname).toBe('/studies/add');
  });

  it('says when nothing matches the filters, with a way back', async () => {
    const { user, router } = setUp('/studies?status=Draft', [
      page('Admin', { status: 'Draft' }, 0, [], 0),
      page('Admin', {}, 0, [study], 1),
    ]);
    expect(
      await screen.findByText('Nie znaleziono badań spełniających kryteria filtrowania.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dodaj badanie' })).toBeNull();
    const clear = screen.getAllByRole('button', { name: 'Wyczyść filtry' });
    await user.click(clear.at(-1)!);
    expect(await rowOf()).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it("names the patient of a patient's studies, and lets the filter go", async () => {
    const { user } = setUp(
      '/studies?patient=41',
      [
        page('Registration', { patient: '41' }, 0, [study], 1),
        page('Registration', {}, 0, [buildStudyRow({ id: '9' })], 1),
      ],
      'Registration',
    );
    await rowOf();
    const chip = screen.getByRole('button', { name: 'Pacjent: Nowak Anna' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Pacjent: Nowak Anna' })).toBeNull(),
    );
  });

  it('filters by a describing doctor picked by name', async () => {
    const olga = buildListDoctor({
      id: '23',
      contact: { firstName: 'Olga', lastName: 'Opisująca' },
    });
    const { user, router } = setUp('/studies', [
      page('Admin', {}, 0, [study], 1),
      {
        request: {
          query: StudyDoctorOptionsDocument,
          variables: { where: { describersOnly: true, search: 'opi' } },
        },
        result: { data: { doctorOptions: [olga] } },
      },
      page('Admin', { describer: '23' }, 0, [study], 1),
    ]);
    await rowOf();
    await user.type(screen.getByRole('combobox', { name: 'Lekarz opisujący' }), 'opi');
    await user.click(await screen.findByRole('option', { name: 'Opisująca Olga' }));
    await waitFor(() => expect(router.state.location.search).toBe('?describer=23'));
  });

  it('shows a failed load with a retry', async () => {
    const { user } = setUp('/studies', [
      { ...page('Admin', {}, 0, [], 0), result: undefined, error: new Error('boom') },
      page('Admin', {}, 0, [study], 1),
    ]);
    expect(await screen.findByText('Nie udało się wczytać listy badań.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await rowOf()).toBeTruthy();
  });
});

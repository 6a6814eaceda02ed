import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteDoctorViewDocument,
  DoctorCommentsDocument,
  DoctorContactCardDocument,
  DoctorCouncilsDocument,
  DoctorViewDocument,
  DoctorViewStatisticsDocument,
  type DoctorViewFieldsFragment,
} from '../../../__generated__/doctors/graphql';
import { DoctorPickerOptionsDocument } from '../../../__generated__/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { buildDoctorView, buildStatistics } from '../test/doctor-view-fixtures';
import { DoctorViewPage } from './doctor-view-page';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

function found(doctor: DoctorViewFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: DoctorViewDocument, variables: { id: doctor.id } },
    result: { data: { doctor } },
  };
}

function setUp(route: string, mocks: MockLink.MockedResponse[], role: Role = 'Admin') {
  return renderPage(<DoctorViewPage />, {
    route,
    path: '/doctors/view/:id',
    mocks,
    role,
    otherRoutes: [
      { path: '/doctors', element: <span>doctors list</span> },
      { path: '/doctors/edit/:id', element: <span>edit page</span> },
    ],
  });
}

const describer = () =>
  buildDoctorView({
    user: { roles: ['Doctor', 'DescribingDoctor'] },
    describerInfo: {
      __typename: 'DescriberInfo',
      vacationStart: null,
      vacationEnd: null,
      maxStudyHoursToDescribe: 20,
      descriptionOccupancyHours: 3.5,
      openStudies: 4,
    } as DoctorViewFieldsFragment['describerInfo'],
  });

const HAS_STUDIES =
  'Nie można usunąć lekarza, z którym są powiązane badania (3) lub skierowania (0). Wskaż lekarza, któremu zostaną przypisane.';

describe('DoctorViewPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the name, the PWZ and the info tab', async () => {
    setUp('/doctors/view/21', [found(buildDoctorView({ note: 'Woli kontakt mailowy.' }))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lekarz Jan' })).toBeTruthy();
    expect(screen.getByText('PWZ 5425740')).toBeTruthy();
    expect(screen.getByText('jan.lekarz@example.com')).toBeTruthy();
    expect(screen.getByText('Woli kontakt mailowy.')).toBeTruthy();
    expect(screen.queryByText('Brak użytkownika')).toBeNull();
  });

  it("marks a doctor without an account with 'Brak użytkownika'", async () => {
    setUp('/doctors/view/21', [found(buildDoctorView({ user: null, hasAccount: false }))]);
    expect(await screen.findByText('Brak użytkownika')).toBeTruthy();
  });

  // Stats, comments and visits for Admin and Manager, description only for describing doctors,
  // the council tab for Admin and only for a doctor with an account.
  it.each<[Role, () => DoctorViewFieldsFragment, string[]]>([
    [
      'Admin',
      () => buildDoctorView(),
      ['Informacje', 'Statystyki', 'Konsylium', 'Komentarze', 'Spotkania'],
    ],
    [
      'Admin',
      () => buildDoctorView({ user: null, hasAccount: false }),
      ['Informacje', 'Statystyki', 'Komentarze', 'Spotkania'],
    ],
    ['Manager', describer, ['Informacje', 'Statystyki', 'Komentarze', 'Opisywanie', 'Spotkania']],
    ['Technician', () => buildDoctorView(), ['Informacje']],
    ['Technician', describer, ['Informacje', 'Opisywanie']],
  ])('shows %s the tabs of its role', async (role, build, tabs) => {
    setUp('/doctors/view/21', [found(build())], role);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
  });

  it('gives a Technician neither the edit actions nor the stats tab asked for in the address', async () => {
    setUp('/doctors/view/21?tab=stats', [found(buildDoctorView())], 'Technician');
    const selected = await screen.findByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Informacje');
    expect(screen.queryByRole('link', { name: 'Edytuj' })).toBeNull();
    // The note is theirs to change (part 2 §6).
    expect(screen.getByRole('button', { name: 'Edytuj notatkę' })).toBeTruthy();
  });

  it.each<Role>(['Doctor', 'DentalOffice', 'Laboratory'])(
    'shows a %s viewer only the contact card',
    async (role) => {
      const doctor = buildDoctorView();
      setUp(
        '/doctors/view/21',
        [
          {
            request: { query: DoctorContactCardDocument, variables: { id: '21' } },
            result: {
              data: {
                doctor: {
                  __typename: 'Doctor',
                  id: doctor.id,
                  isFacility: false,
                  licenseNumber: doctor.licenseNumber,
                  specializations: doctor.specializations,
                  contact: doctor.contact,
                },
              },
            },
          },
        ],
        role,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Lekarz Jan' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Dane kontaktowe' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'gabinet@example.com' })).toBeTruthy();
      expect(screen.getByText('Ortodoncja')).toBeTruthy();
      expect(screen.queryByRole('tab')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Konto w portalu' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Działania' })).toBeNull();
    },
  );

  it('opens the tab the address names', async () => {
    setUp('/doctors/view/21?tab=stats', [
      found(buildDoctorView()),
      {
        request: { query: DoctorViewStatisticsDocument, variables: { id: '21' } },
        result: { data: { doctorStatistics: buildStatistics({ studiesCount: 3 }) } },
      },
    ]);
    const selected = await screen.findByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Statystyki');
    expect(await screen.findByText('Liczba badań')).toBeTruthy();
  });

  it("lists the councils of the doctor's account on the council tab", async () => {
    const doctor = buildDoctorView();
    const { user, router } = setUp('/doctors/view/21', [
      found(doctor),
      {
        request: { query: DoctorCouncilsDocument, variables: { userId: doctor.user!.id } },
        result: {
          data: {
            getCouncils: [
              {
                __typename: 'Council',
                id: '9',
                name: 'Złamanie żuchwy',
                createdAt: '2026-03-10T09:00:00.000Z',
                councilMembers: [
                  {
                    __typename: 'CouncilMember',
                    owner: true,
                    joinedAt: '2026-03-10T09:00:00.000Z',
                    doctor: { __typename: 'Doctor', id: '21' },
                  },
                  {
                    __typename: 'CouncilMember',
                    owner: false,
                    joinedAt: '2026-03-10T09:00:00.000Z',
                    doctor: { __typename: 'Doctor', id: '30' },
                  },
                ],
              },
            ],
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Konsylium' }));
    expect(router.state.location.search).toBe('?tab=council');
    const table = await screen.findByRole('table', { name: 'Konsylia lekarza' });
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].map((cell) => cell.textContent)).toEqual([
      'Złamanie żuchwyZałożyciel',
      '10.03.2026',
      '2',
    ]);
  });

  it('puts the chosen tab into the address', async () => {
    const { user, router } = setUp('/doctors/view/21', [
      found(buildDoctorView()),
      {
        request: { query: DoctorCommentsDocument, variables: { doctorId: '21' } },
        result: { data: { doctorComments: [] } },
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Komentarze' }));
    expect(router.state.location.search).toBe('?tab=comments');
    expect(await screen.findByText('Brak komentarzy.')).toBeTruthy();
  });

  it("shows a describer's study types, limit, vacation and current load", async () => {
    const doctor = describer();
    setUp(
      '/doctors/view/21?tab=description',
      [
        found({
          ...doctor,
          maxStudyHoursToDescribe: 20,
          describingStudyTypes: [
            { __typename: 'StudyType', id: '3', name: 'Pantomogram' },
            { __typename: 'StudyType', id: '4', name: 'CBCT' },
          ] as unknown as DoctorViewFieldsFragment['describingStudyTypes'],
          user: { ...doctor.user!, vacationStart: '2026-07-01', vacationEnd: '2026-07-14' },
        }),
      ],
      'Technician',
    );
    expect(await screen.findByText('Pantomogram, CBCT')).toBeTruthy();
    expect(screen.getByText('20 h')).toBeTruthy();
    expect(screen.getByText('01.07.2026 – 14.07.2026')).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
    expect(screen.getByText('3,5 h z 20 h')).toBeTruthy();
  });

  it("says 'Nie znaleziono lekarza.' for an unknown id", async () => {
    setUp('/doctors/view/999', [
      {
        request: { query: DoctorViewDocument, variables: { id: '999' } },
        result: {
          errors: [{ message: 'Nie znaleziono.', extensions: { code: 'NOT_FOUND' } }],
        },
      },
    ]);
    expect(await screen.findByText('Nie znaleziono lekarza.')).toBeTruthy();
  });

  it('says the load failed, with a retry that reads again', async () => {
    const { user } = setUp('/doctors/view/21', [
      {
        request: { query: DoctorViewDocument, variables: { id: '21' } },
        error: new Error('network down'),
      },
      found(buildDoctorView()),
    ]);
    expect(await screen.findByText('Błąd ładowania danych lekarza.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lekarz Jan' })).toBeTruthy();
  });

  it('deletes moving the studies to the doctor picked, then goes back to the list', async () => {
    const target = {
      __typename: 'Doctor',
      id: '22',
      isFacility: false,
      hasAccount: true,
      licenseNumber: '1234567',
      hasStamp: false,
      contact: {
        __typename: 'Contact',
        id: '220',
        firstName: 'Olga',
        lastName: 'Nowa',
        companyName: null,
      },
    };
    const { user, router } = setUp('/doctors/view/21', [
      found(buildDoctorView()),
      {
        request: {
          query: DoctorPickerOptionsDocument,
          variables: { where: { search: 'now' }, withDescriberInfo: false },
        },
        result: { data: { doctorOptions: [target] } },
      },
      {
        request: {
          query: DeleteDoctorViewDocument,
          variables: { id: '21', assignStudiesTo: '22' },
        },
        result: { data: { deleteDoctor: true } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Działania' }));
    await user.click(screen.getByRole('menuitem', { name: 'Usuń' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć lekarza?' });
    expect(dialog.textContent).toContain('Badania, skierowania i udostępnienia');
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Przenieś badania do lekarza' }),
      'now',
    );
    await user.click(await screen.findByRole('option', { name: 'Nowa Olga' }));
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Lekarz został usunięty.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctors'));
  });

  it('says a target is needed when the doctor has studies', async () => {
    const { user } = setUp('/doctors/view/21', [
      found(buildDoctorView()),
      {
        request: {
          query: DeleteDoctorViewDocument,
          variables: { id: '21', assignStudiesTo: null },
        },
        result: {
          errors: [{ message: HAS_STUDIES, extensions: { code: 'DOCTOR_HAS_STUDIES' } }],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Działania' }));
    await user.click(screen.getByRole('menuitem', { name: 'Usuń' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć lekarza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await within(dialog).findByText(HAS_STUDIES)).toBeTruthy();
    expect(
      within(dialog).getByRole('combobox', { name: 'Przenieś badania do lekarza' }),
    ).toBeTruthy();
  });
});

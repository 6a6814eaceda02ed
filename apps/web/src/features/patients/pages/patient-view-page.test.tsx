import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DeletePatientDocument,
  PatientAppointmentsDocument,
  PatientDocument,
  PatientReferralsDocument,
  PatientStudiesDocument,
  type PatientFieldsFragment,
} from '../../../__generated__/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { initTestI18n } from '../../../test/render-with-providers';
import { buildPatient } from '../test/patient-fixtures';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { PatientViewPage } from './patient-view-page';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

function found(patient: PatientFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: PatientDocument, variables: { id: patient.id } },
    result: { data: { patient } },
  };
}

function setUp(route: string, mocks: MockLink.MockedResponse[], role: Role = 'Registration') {
  const view = renderPage(<PatientViewPage />, {
    route,
    path: '/patients/view/:id',
    mocks,
    role,
    otherRoutes: [
      { path: '/patients', element: <span>list page</span> },
      { path: '/patients/edit/:id', element: <span>edit page</span> },
      { path: '/complaints/add', element: <span>complaint add page</span> },
    ],
  });
  return { ...view };
}

describe('PatientViewPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the patient read-only, with copyable phone and e-mail chips', async () => {
    const patient = buildPatient({
      notes: '<p><strong>Alergia</strong> na kontrast</p><script>x</script>',
    });
    setUp('/patients/view/41', [found(patient)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowak Anna' })).toBeTruthy();
    expect(screen.getByText(patient.contact.ssn)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kopiuj +48 600 100 200' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kopiuj anna.nowak@example.com' })).toBeTruthy();
    const note = screen.getByText('Alergia');
    expect(note.tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
  });

  it('says not found, with the id, for an unknown patient', async () => {
    setUp('/patients/view/999', [
      {
        request: { query: PatientDocument, variables: { id: '999' } },
        result: {
          errors: [
            {
              message: 'Nie znaleziono obiektu o identyfikatorze 999.',
              extensions: { code: 'NOT_FOUND' },
            },
          ],
        },
      },
    ]);
    expect(await screen.findByText('Nie znaleziono obiektu o identyfikatorze 999.')).toBeTruthy();
  });

  // Appointments only for the roles of the calendar, studies for those of part 1 §6, referrals
  // for those who see referrals (part 2 §6).
  it.each<[Role, string[]]>([
    ['Registration', ['Dane', 'Wizyty', 'Badania', 'Skierowania', 'Zgody i pliki']],
    ['Doctor', ['Dane', 'Badania', 'Skierowania', 'Zgody i pliki']],
    ['Coordinator', ['Dane', 'Zgody i pliki']],
  ])('shows %s the tabs of its role', async (role, tabs) => {
    setUp('/patients/view/41', [found(buildPatient({ canEdit: false, canDelete: false }))], role);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
  });

  it('opens the data tab for an address naming a tab the role does not see', async () => {
    setUp('/patients/view/41?tab=studies', [found(buildPatient())], 'Coordinator');
    const selected = await screen.findByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Dane');
  });

  it("lists the patient's studies in their tab, each linking to the study", async () => {
    const studies = {
      request: {
        query: PatientStudiesDocument,
        variables: { id: '41', skip: 0 },
      },
      result: {
        data: {
          studies: {
            __typename: 'StudiesPage',
            items: [
              {
                __typename: 'Study',
                id: '101',
                studyDate: '2026-03-02T08:30:00.000Z',
                status: 'Paid',
                studyType: { __typename: 'StudyType', id: '3', name: 'Pantomogram' },
                leadingDoctor: null,
              },
            ],
            total: 1,
            totalCapped: false,
            hasMore: false,
          },
        },
      },
    };
    setUp('/patients/view/41?tab=studies', [found(buildPatient()), studies]);
    const link = await screen.findByRole('link', { name: '02.03.2026 09:30' });
    expect(link.getAttribute('href')).toBe('/studies/view/101');
    expect(screen.getByText('Opłacone')).toBeTruthy();
  });

  it("lists the patient's referrals in their tab, each opening the referral", async () => {
    const referrals = {
      request: { query: PatientReferralsDocument, variables: { id: '41', skip: 0 } },
      result: {
        data: {
          referals: {
            __typename: 'ReferalsPage',
            items: [
              {
                __typename: 'Referal',
                id: '301',
                createdAt: '2026-03-02T08:30:00.000Z',
                completed: true,
                issuer: {
                  __typename: 'Doctor',
                  id: '21',
                  isFacility: false,
                  contact: {
                    __typename: 'Contact',
                    id: '210',
                    firstName: 'Magdalena',
                    lastName: 'Kowalczyk',
                    companyName: null,
                  },
                },
                referalToStudyTypes: [
                  {
                    __typename: 'ReferalStudyType',
                    id: '501',
                    issued: true,
                    studyType: { __typename: 'StudyType', id: '3', name: 'Pantomogram' },
                  },
                ],
              },
            ],
            total: 1,
            totalCapped: false,
            hasMore: false,
          },
        },
      },
    };
    setUp('/patients/view/41?tab=referrals', [found(buildPatient()), referrals]);
    const link = await screen.findByRole('link', { name: '02.03.2026' });
    expect(link.getAttribute('href')).toBe('/referals/view/301');
    expect(screen.getByText('Zrealizowane')).toBeTruthy();
    expect(screen.getByText('Pantomogram (badanie wystawione)')).toBeTruthy();
    expect(screen.getByText('Kowalczyk Magdalena')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wystaw skierowanie' }).getAttribute('href')).toBe(
      '/referals/add?patientId=41',
    );
  });

  it("lists the patient's appointments, upcoming first, each linking to its page", async () => {
    const patient = buildPatient();
    const row = (id: string, start: string, device: string) => ({
      __typename: 'Appointment' as const,
      id,
      startDate: start,
      endDate: new Date(Date.parse(start) + 15 * 60_000).toISOString(),
      comments: null,
      branch: { __typename: 'Branch' as const, id: '1', name: 'Warszawa Mokotów' },
      device: { __typename: 'Device' as const, id: '2', name: device },
      studyType: { __typename: 'StudyType' as const, id: '3', name: 'Pantomogram' },
    });
    const appointments = {
      request: { query: PatientAppointmentsDocument, variables: () => true },
      result: {
        data: {
          appointments: [
            row('7', '2020-03-02T09:00:00.000Z', 'CBCT 1'),
            row('8', '2099-03-02T09:00:00.000Z', 'Pantomograf'),
          ],
        },
      },
    };
    setUp('/patients/view/41?tab=appointments', [found(patient), appointments]);
    expect(await screen.findByRole('heading', { name: 'Nadchodzące' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /\d{2}\.\d{2}\.\d{4}/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/appointments/8',
      '/appointments/7',
    ]);
    expect(screen.getByRole('heading', { name: 'Minione' })).toBeTruthy();
  });

  it('offers edit and delete only as the server allows', async () => {
    setUp('/patients/view/41', [found(buildPatient({ canEdit: false, canDelete: false }))]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Edytuj' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuń pacjenta' })).toBeNull();
  });

  it('opens the edit dialog route from the edit button', async () => {
    const { user, router } = setUp('/patients/view/41', [found(buildPatient())]);
    await user.click(await screen.findByRole('button', { name: 'Edytuj' }));
    expect(router.state.location.pathname).toBe('/patients/edit/41');
  });

  it('opens a complaint linked to the patient for those who record complaints', async () => {
    const { user, router } = setUp('/patients/view/41', [found(buildPatient())], 'Registration');
    await user.click(await screen.findByRole('button', { name: 'Utwórz reklamację' }));
    expect(router.state.location.pathname).toBe('/complaints/add');
    expect(router.state.location.search).toBe('?patientId=41');
  });

  it.each<Role>(['Doctor', 'Manager'])('offers %s no complaint', async (role) => {
    setUp('/patients/view/41', [found(buildPatient())], role);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Utwórz reklamację' })).toBeNull();
  });

  it('offers edit to the creator whose role lacks patients.edit, as updatePatient allows', async () => {
    const { user, router } = setUp(
      '/patients/view/41',
      [found(buildPatient({ canEdit: true, canDelete: false }))],
      'Doctor',
    );
    await user.click(await screen.findByRole('button', { name: 'Edytuj' }));
    expect(router.state.location.pathname).toBe('/patients/edit/41');
  });

  it('deletes after a confirmation, says so and goes back to the list', async () => {
    const { user, router } = setUp('/patients/view/41', [
      found(buildPatient()),
      {
        request: { query: DeletePatientDocument, variables: { id: '41' } },
        result: { data: { deletePatient: true } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Usuń pacjenta' }));
    expect(screen.getByRole('dialog', { name: 'Potwierdź usunięcie' }).textContent).toContain(
      'Anna Nowak',
    );
    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Pacjent został usunięty.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/patients');
  });

  it('shows the consent toast when the patient signs, and reads the patient again', async () => {
    const signed = buildPatient({
      files: [
        {
          __typename: 'PatientFile',
          id: '77',
          fileType: 'Consent',
          name: 'zgoda-2026-01-10.pdf',
          uri: '77',
          createdAt: '2026-01-10T10:00:00.000Z',
        },
      ] as unknown as PatientFieldsFragment['files'],
    });
    const { subscriptions } = setUp('/patients/view/41?tab=consents', [
      found(buildPatient()),
      found(signed),
    ]);
    expect(await screen.findByText(/Pacjent nie ma jeszcze żadnych plików/)).toBeTruthy();
    await waitFor(() => expect(subscriptions.operation).toBeDefined());
    act(() =>
      subscriptions.simulateResult({
        result: {
          data: {
            consentSubmitted: {
              __typename: 'ConsentSubmittedEvent',
              requestId: '5',
              patientId: '41',
              patientName: 'Anna Nowak',
              rodo: true,
              woman: false,
              dataProcessing: true,
              sending: true,
              submittedAt: '2026-01-10T10:00:00.000Z',
              fileId: '77',
            },
          },
        },
      }),
    );
    expect(
      await screen.findByText('Anna Nowak: zgoda została podpisana na tablecie.'),
    ).toBeTruthy();
    expect(await screen.findByText('zgoda-2026-01-10.pdf')).toBeTruthy();
  });
});

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import { warsawInstant, warsawToday, type Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ComplaintFormDocument,
  ComplaintPrefillPatientDocument,
  CreateComplaintDocument,
  UpdateComplaintDocument,
  type ComplaintInput,
  type CreateComplaintMutationVariables,
} from '../../../__generated__/complaints/graphql';
import { UserPickerOptionsDocument } from '../../../__generated__/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { formatDateTime } from '../../../shared/format/dates';
import { badUserInput } from '../../../test/bad-user-input';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { buildComplaintForm, dictionaries, PATIENT, RESPONSIBLE } from '../test/complaint-fixtures';
import { ComplaintAddPage, ComplaintEditPage } from './complaint-form-page';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

/** The stored complaint as the edit form sends it back unchanged. */
const STORED_INPUT: ComplaintInput = {
  complainantName: 'Maria Wiśniewska',
  complainantPhoneNumber: null,
  complainantEmailAddress: null,
  reportDate: '2026-03-10T09:00:00.000Z',
  type: 'Patient',
  complaintReason: 'Jakość obsługi',
  complaintDescription: null,
  complaintResolution: null,
  status: 'InProgress',
  responsiblePersonId: '12',
  patientId: null,
  doctorId: null,
  studyId: null,
};

const responsibleOptions: MockLink.MockedResponse = {
  request: {
    query: UserPickerOptionsDocument,
    variables: { where: { active: true, roles: ['Complaints'] }, pagination: { take: 30 } },
  },
  result: { data: { users: { __typename: 'UsersPage', items: [RESPONSIBLE] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function openAdd(route: string, mocks: MockLink.MockedResponse[], role: Role = 'Technician') {
  return renderPage(<ComplaintAddPage />, {
    route,
    path: '/complaints/add',
    mocks: [dictionaries, ...mocks],
    role,
    otherRoutes: [
      { path: '/complaints/:id', element: <span>complaint page</span> },
      { path: '/complaints', element: <span>complaints list</span> },
    ],
  });
}

describe('ComplaintAddPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('says what is missing, under its field', async () => {
    const { user } = openAdd('/complaints/add', []);
    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zgłaszający jest wymagany')).toBeTruthy();
    expect(screen.getByText('Typ reklamacji jest wymagany')).toBeTruthy();
    expect(screen.getByText('Osoba odpowiedzialna jest wymagana')).toBeTruthy();
  });

  it('keeps the resolution closed while InProgress and requires it to close', async () => {
    const { user } = openAdd('/complaints/add', []);
    const resolution = await screen.findByRole('textbox', { name: 'Rozwiązanie' });
    expect(resolution).toHaveProperty('disabled', true);
    expect(
      screen.getByText('Rozwiązanie można wpisać po zmianie statusu na „Zamknięta”.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Zamknięta' }));
    expect(screen.getByRole('textbox', { name: /Rozwiązanie/ })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByText('Rozwiązanie jest wymagane, aby zamknąć reklamację'),
    ).toBeTruthy();
  });

  it('shows the due date as report date plus the configured hours, live', async () => {
    const { user } = openAdd('/complaints/add', []);
    const due = await screen.findByRole('textbox', { name: 'Termin' });
    // Reported today (the form's default), at 08:15 Warsaw time: due 48 hours later.
    const time = screen.getByLabelText(/Godzina zgłoszenia/);
    await user.clear(time);
    await user.type(time, '08:15');
    const expected = new Date(warsawInstant(warsawToday(), 8, 15).getTime() + 48 * 3_600_000);
    await waitFor(() => expect(due).toHaveProperty('value', formatDateTime(expected, 'pl')));
    expect(screen.getByText('Data zgłoszenia + 48 godz.')).toBeTruthy();
  });

  it("records a patient's complaint from ?patientId= and opens it", async () => {
    let sent: ComplaintInput | null = null;
    const { router, user } = openAdd('/complaints/add?patientId=41', [
      responsibleOptions,
      {
        request: { query: ComplaintPrefillPatientDocument, variables: { id: '41' } },
        result: { data: { patient: PATIENT } },
      },
      {
        request: {
          query: CreateComplaintDocument,
          variables: (variables: CreateComplaintMutationVariables) => {
            sent = variables.complaint;
            return true;
          },
        },
        result: { data: { createComplaint: buildComplaintForm({ id: '9', patient: PATIENT }) } },
      },
    ]);
    expect(await screen.findByRole('combobox', { name: /Pacjent/ })).toHaveProperty(
      'value',
      'Nowak Anna (85010112345)',
    );
    expect(screen.getByRole('combobox', { name: /Typ/ }).textContent).toBe('Pacjent');
    await user.type(screen.getByRole('textbox', { name: /Zgłaszający/ }), 'Maria Wiśniewska');
    await user.click(screen.getByRole('combobox', { name: /Osoba odpowiedzialna/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Zając Ewa (ewa.reklamacje@example.com)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Reklamacja została zapisana')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaints/9'));
    expect(sent).toMatchObject({
      complainantName: 'Maria Wiśniewska',
      type: 'Patient',
      status: 'InProgress',
      complaintResolution: null,
      responsiblePersonId: '12',
      patientId: '41',
      doctorId: null,
      studyId: null,
    });
  });
});

describe('ComplaintEditPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  function setUp(mocks: MockLink.MockedResponse[], role: Role = 'Admin', stored = {}) {
    return renderPage(<ComplaintEditPage />, {
      route: '/complaints/9',
      path: '/complaints/:id',
      mocks: [
        dictionaries,
        {
          request: { query: ComplaintFormDocument, variables: { id: '9' } },
          result: { data: { complaint: buildComplaintForm(stored) } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        ...mocks,
      ],
      role,
      otherRoutes: [{ path: '/complaints', element: <span>complaints list</span> }],
    });
  }

  it('shows the stored due date while the report date is unchanged', async () => {
    setUp([], 'Admin', { dueDate: '2026-03-11T09:00:00.000Z' });
    expect(await screen.findByRole('textbox', { name: 'Termin' })).toHaveProperty(
      'value',
      '11.03.2026 10:00',
    );
  });

  it('closes the complaint with its resolution and the version read', async () => {
    const { router, user } = setUp([
      {
        request: {
          query: UpdateComplaintDocument,
          variables: {
            id: '9',
            complaint: {
              ...STORED_INPUT,
              status: 'Closed',
              complaintResolution: 'Przeproszono pacjenta.',
            },
            version: 3,
          },
        },
        result: {
          data: {
            updateComplaint: buildComplaintForm({
              status: 'Closed',
              complaintResolution: 'Przeproszono pacjenta.',
              version: 4,
            }),
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('combobox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Zamknięta' }));
    await user.type(screen.getByRole('textbox', { name: /Rozwiązanie/ }), 'Przeproszono pacjenta.');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zmiany w reklamacji zostały zapisane')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaints'));
  });

  it('says a stale version, and puts a refusal under its field', async () => {
    const { user } = setUp([
      {
        request: {
          query: UpdateComplaintDocument,
          variables: {
            id: '9',
            complaint: { ...STORED_INPUT, complainantName: 'Maria W' },
            version: 3,
          },
        },
        error: badUserInput([
          { path: 'complaint.complainantName', message: 'Zgłaszający jest za krótki.' },
        ]),
      },
      {
        request: {
          query: UpdateComplaintDocument,
          variables: {
            id: '9',
            complaint: { ...STORED_INPUT, complainantName: 'Maria X' },
            version: 3,
          },
        },
        error: new CombinedGraphQLErrors({
          errors: [
            {
              message: 'Ten rekord został w międzyczasie zmieniony przez kogoś innego.',
              extensions: { code: 'STALE_VERSION' },
            },
          ],
        }),
      },
    ]);
    const name = await screen.findByRole('textbox', { name: /Zgłaszający/ });
    await user.clear(name);
    await user.type(name, 'Maria W');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zgłaszający jest za krótki.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Maria X');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByText('Ten rekord został w międzyczasie zmieniony przez kogoś innego.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Odśwież' })).toBeTruthy();
  });

  it('shows a Complaints user the responsible person read-only', async () => {
    setUp([], 'Complaints');
    const field = await screen.findByRole('textbox', { name: 'Osoba odpowiedzialna' });
    expect(field).toHaveProperty('value', 'Zając Ewa (ewa.reklamacje@example.com)');
    expect(field).toHaveProperty('readOnly', true);
    expect(
      within(document.body).queryByRole('combobox', { name: /Osoba odpowiedzialna/ }),
    ).toBeNull();
  });
});

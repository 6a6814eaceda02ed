import type { MockLink } from '@apollo/client/testing';
import { UNSAVED_CHANGES_ARM_MS, type Role } from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DoctorFormDocument,
  UpdateDoctorDocument,
  type UpdateDoctorMutationVariables,
} from '../../../__generated__/doctors/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { buildDoctorForm, dictionaries } from '../test/doctor-fixtures';
import { DoctorEditPage } from './doctor-edit-page';

beforeAll(initTestI18n);
afterEach(() => {
  sessionStore.signOut();
  vi.useRealTimers();
});

const STALE =
  'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć zmiany.';

const read = (doctor = buildDoctorForm()) =>
  ({
    request: { query: DoctorFormDocument, variables: { id: '21' } },
    result: { data: { doctor } },
  }) satisfies MockLink.MockedResponse;

function setUp(mocks: MockLink.MockedResponse[], role: Role = 'Manager') {
  return renderPage(<DoctorEditPage />, {
    route: '/doctors/edit/21',
    path: '/doctors/edit/:id',
    mocks: [dictionaries, ...mocks],
    role,
    otherRoutes: [
      { path: '/doctors/view/:id', element: <span>doctor view page</span> },
      { path: '/doctors', element: <span>doctors list</span> },
    ],
  });
}

describe('DoctorEditPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('prefills the form and saves with the version read', async () => {
    const sent = vi.fn((_: UpdateDoctorMutationVariables) => true);
    const { user, router } = setUp([
      read(),
      {
        request: {
          query: UpdateDoctorDocument,
          variables: (variables: UpdateDoctorMutationVariables) => sent(variables),
        },
        result: { data: { updateDoctor: buildDoctorForm({ version: 4 }) } },
      },
    ]);
    const lastName = await screen.findByRole('textbox', { name: /Nazwisko/ });
    expect(lastName).toHaveProperty('value', 'Nowak');
    expect(screen.getByRole('textbox', { name: /Numer PWZ/ })).toHaveProperty('value', '3123456');
    // The login is changed on the view page, not here.
    expect(screen.queryByRole('textbox', { name: 'Login (e-mail)' })).toBeNull();
    // A Manager sees the specializations but may not change them.
    expect(screen.getByRole('combobox', { name: 'Specjalizacje' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.clear(lastName);
    await user.type(lastName, 'Nowak-Lis');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/doctors/view/21'));
    const [variables] = sent.mock.calls[0]!;
    expect(variables).toMatchObject({ id: '21', version: 3 });
    expect(variables.doctor).toMatchObject({ kind: 'DOCTOR', lastName: 'Nowak-Lis' });
    expect(variables.doctor).not.toHaveProperty('specializations');
  });

  it('keeps the input of a stale save and offers to reload', async () => {
    const { user } = setUp([
      read(),
      {
        request: { query: UpdateDoctorDocument, variables: () => true },
        result: {
          errors: [{ message: STALE, extensions: { code: 'STALE_VERSION', currentVersion: 4 } }],
        },
      },
      read(buildDoctorForm({ version: 4, note: 'Nowa notatka' })),
    ]);
    const note = await screen.findByRole('textbox', { name: 'Notatka' });
    await user.clear(note);
    await user.type(note, 'Moja notatka');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(STALE)).toBeTruthy();
    expect(note).toHaveProperty('value', 'Moja notatka');
    await user.click(within(alert).getByRole('button', { name: 'Odśwież' }));
    await waitFor(() => expect(note).toHaveProperty('value', 'Nowa notatka'));
    expect(screen.queryByText(STALE)).toBeNull();
  });

  it('asks before Cancel drops unsaved changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = setUp([read()]);
    const note = await screen.findByRole('textbox', { name: 'Notatka' });
    await user.type(note, ' Pilne.');
    await act(() => vi.advanceTimersByTime(UNSAVED_CHANGES_ARM_MS));

    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Niezapisane zmiany' });
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(note).toHaveProperty('value', 'Woli kontakt telefoniczny. Pilne.');

    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    await user.click(await screen.findByRole('button', { name: 'Porzuć zmiany' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctors/view/21'));
  });

  it('shows a describing doctor’s study types and hours to an Admin', async () => {
    setUp(
      [
        read(
          buildDoctorForm({
            maxStudyHoursToDescribe: 40,
            describingStudyTypes: [{ id: '5', name: 'Tomografia CBCT' }],
            user: {
              id: '71',
              login: 'anna.nowak@example.com',
              roles: ['Doctor', 'DescribingDoctor'],
              active: true,
            },
          }),
        ),
      ],
      'Admin',
    );
    expect(await screen.findByText('Tomografia CBCT')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Maks. godzin opisów' })).toHaveProperty(
      'value',
      '40',
    );
    expect(screen.getByRole('combobox', { name: 'Specjalizacje' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says an unknown doctor is not found', async () => {
    setUp([
      {
        request: { query: DoctorFormDocument, variables: { id: '21' } },
        result: {
          errors: [{ message: 'Nie znaleziono lekarza.', extensions: { code: 'NOT_FOUND' } }],
        },
      },
    ]);
    expect(await screen.findByText('Nie znaleziono lekarza.')).toBeTruthy();
  });

  it('says when the doctor cannot be read', async () => {
    setUp([
      {
        request: { query: DoctorFormDocument, variables: { id: '21' } },
        error: new Error('down'),
      },
    ]);
    expect(await screen.findByText('Błąd ładowania danych lekarza.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});

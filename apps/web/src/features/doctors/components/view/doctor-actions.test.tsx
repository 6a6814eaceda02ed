import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivateDoctorAccountDocument,
  ChangeDoctorViewLoginDocument,
  MergeDoctorViewDocument,
  SendDoctorViewPasswordResetDocument,
  type DoctorViewFieldsFragment,
} from '../../../../__generated__/doctors/graphql';
import { DoctorPickerOptionsDocument } from '../../../../__generated__/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../../test/render-page';
import { initTestI18n } from '../../../../test/render-with-providers';
import { buildDoctorView } from '../../test/doctor-view-fixtures';
import { DoctorActions } from './doctor-actions';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

function setUp(
  doctor: DoctorViewFieldsFragment,
  mocks: MockLink.MockedResponse[] = [],
  role: Role = 'Admin',
) {
  return renderPage(<DoctorActions doctor={doctor} name="Lekarz Jan" />, {
    route: '/doctors/view/21',
    path: '/doctors/view/:id',
    role,
    mocks,
    otherRoutes: [
      { path: '/doctors/edit/:id', element: <span>edit page</span> },
      { path: '/facilities/edit/:id', element: <span>facility edit page</span> },
      { path: '/complaints/add', element: <span>complaint add page</span> },
    ],
  });
}

async function openMenu(user: ReturnType<typeof setUp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Działania' }));
  return screen.getByRole('menu');
}

describe('DoctorActions', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it.each<Role>(['Coordinator', 'Manager'])('offers %s no complaint', async (role) => {
    const { user } = setUp(buildDoctorView(), [], role);
    if (role === 'Coordinator') {
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      return;
    }
    const menu = await openMenu(user);
    expect(within(menu).queryByRole('menuitem', { name: 'Utwórz reklamację' })).toBeNull();
  });

  it.each<Role>(['Technician', 'Registration', 'Admin'])(
    'offers %s a complaint linked to the doctor',
    async (role) => {
      const { user, router } = setUp(buildDoctorView({ id: '21' }), [], role);
      if (role !== 'Admin') expect(screen.queryByRole('link', { name: 'Edytuj' })).toBeNull();
      const menu = await openMenu(user);
      if (role !== 'Admin') expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
      await user.click(within(menu).getByRole('menuitem', { name: 'Utwórz reklamację' }));
      expect(router.state.location.pathname).toBe('/complaints/add');
      expect(router.state.location.search).toBe('?doctorId=21');
    },
  );

  it('links edit to the edit page of the record kind', () => {
    setUp(buildDoctorView({ id: '31', isFacility: true }));
    expect(screen.getByRole('link', { name: 'Edytuj' }).getAttribute('href')).toBe(
      '/facilities/edit/31',
    );
  });

  it('offers activation only for an account not verified yet', async () => {
    const verified = setUp(buildDoctorView());
    let menu = await openMenu(verified.user);
    expect(within(menu).queryByRole('menuitem', { name: 'Aktywuj konto' })).toBeNull();
    verified.unmount();

    const waiting = setUp(buildDoctorView({ user: { verifiedAt: null, active: false } }), [
      {
        request: {
          query: ActivateDoctorAccountDocument,
          variables: { email: 'jan.lekarz@example.com', consent: false },
        },
        result: {
          data: {
            activate: {
              __typename: 'User',
              id: '70',
              active: true,
              verifiedAt: '2026-03-05T10:00:00.000Z',
              registrationHold: null,
              version: 4,
            },
          },
        },
      },
    ]);
    menu = await openMenu(waiting.user);
    await waiting.user.click(within(menu).getByRole('menuitem', { name: 'Aktywuj konto' }));
    const dialog = screen.getByRole('dialog', { name: 'Aktywować konto?' });
    await waiting.user.click(within(dialog).getByRole('button', { name: 'Aktywuj' }));
    expect(await screen.findByText('Konto lekarza zostało aktywowane')).toBeTruthy();
  });

  it('offers no activation nor password reset to a doctor without an account', async () => {
    const { user } = setUp(buildDoctorView({ user: null }));
    const menu = await openMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Zmień login', 'Scal z duplikatem', 'Utwórz reklamację', 'Usuń']);
  });

  it('changes the login to an e-mail of at least 5 characters and says a link was sent', async () => {
    const { user } = setUp(buildDoctorView(), [
      {
        request: {
          query: ChangeDoctorViewLoginDocument,
          variables: { id: '21', newLogin: 'nowy@example.com' },
        },
        result: {
          data: {
            changeDoctorLogin: buildDoctorView({ user: { login: 'nowy@example.com' } }),
          },
        },
      },
    ]);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Zmień login' }));
    const dialog = screen.getByRole('dialog', { name: 'Zmień login' });
    expect(dialog.textContent).toContain('Obecny login: jan.lekarz@example.com');
    const field = within(dialog).getByRole('textbox', { name: /Nowy login/ });
    const submit = within(dialog).getByRole('button', { name: 'Zmień login' });

    await user.click(submit);
    expect(within(dialog).getByText('Login jest wymagany')).toBeTruthy();
    await user.type(field, 'a@b');
    await user.click(submit);
    expect(within(dialog).getByText('Login musi mieć co najmniej 5 znaków')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Nowy@example.com');
    await user.click(submit);
    expect(
      await screen.findByText(
        'Login został zmieniony. Link aktywacyjny został wysłany na adres nowy@example.com.',
      ),
    ).toBeTruthy();
  });

  it('mails a password-reset link after a confirmation', async () => {
    const { user } = setUp(buildDoctorView(), [
      {
        request: { query: SendDoctorViewPasswordResetDocument, variables: { id: '21' } },
        result: { data: { sendDoctorPasswordReset: true } },
      },
    ]);
    await user.click(
      within(await openMenu(user)).getByRole('menuitem', { name: 'Wyślij link do zmiany hasła' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Wysłać link do zmiany hasła?' });
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij link' }));
    expect(
      await screen.findByText(
        'Link do zmiany hasła został wysłany na adres jan.lekarz@example.com. Link jest ważny przez 60 minut.',
      ),
    ).toBeTruthy();
  });

  it('merges a duplicate picked into this record (Admin only)', async () => {
    const duplicate = {
      __typename: 'Doctor',
      id: '22',
      isFacility: false,
      hasAccount: false,
      licenseNumber: '1234567',
      hasStamp: false,
      contact: {
        __typename: 'Contact',
        id: '220',
        firstName: 'Jan',
        lastName: 'Lekarz',
        companyName: null,
      },
    };
    const { user } = setUp(buildDoctorView(), [
      {
        request: {
          query: DoctorPickerOptionsDocument,
          variables: { where: { search: 'lek' }, withDescriberInfo: false },
        },
        result: { data: { doctorOptions: [duplicate] } },
      },
      {
        request: {
          query: MergeDoctorViewDocument,
          variables: { survivorId: '21', duplicateId: '22' },
        },
        result: { data: { mergeDoctors: buildDoctorView() } },
      },
    ]);
    await user.click(
      within(await openMenu(user)).getByRole('menuitem', { name: 'Scal z duplikatem' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Scalić z duplikatem?' });
    expect(within(dialog).getByRole('button', { name: 'Scal' })).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('combobox', { name: 'Duplikat do scalenia' }), 'lek');
    await user.click(await screen.findByRole('option', { name: 'Lekarz Jan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Scal' }));
    expect(await screen.findByText('Rekordy zostały scalone.')).toBeTruthy();
  });

  it('offers a Manager no merging', async () => {
    const { user } = setUp(buildDoctorView(), [], 'Manager');
    const menu = await openMenu(user);
    expect(within(menu).queryByRole('menuitem', { name: 'Scal z duplikatem' })).toBeNull();
  });
});

import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AddDoctorDocument,
  DoctorsListDocument,
  type AddDoctorMutationVariables,
} from '../../../../__generated__/doctors/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../../test/render-page';
import { initTestI18n } from '../../../../test/render-with-providers';
import { DoctorsListPage } from '../../pages/doctors-list-page';
import { dictionaries } from '../../test/doctor-fixtures';

beforeAll(initTestI18n);
afterEach(() => {
  sessionStore.signOut();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const emptyList = (kind: 'DOCTOR' | 'FACILITY') =>
  ({
    request: {
      query: DoctorsListDocument,
      variables: {
        where: { kind },
        pagination: { skip: 0, take: 10 },
        orderBy: { by: 'name', direction: 'ASC' },
      },
    },
    result: {
      data: { doctors: { __typename: 'DoctorsPage', total: 0, hasMore: false, items: [] } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  }) satisfies MockLink.MockedResponse;

async function openDialog(role: Role, mocks: MockLink.MockedResponse[] = []) {
  const view = renderPage(<DoctorsListPage />, {
    route: '/doctors/add',
    path: '/doctors/add',
    mocks: [dictionaries, emptyList('DOCTOR'), emptyList('FACILITY'), ...mocks],
    role,
    otherRoutes: [
      { path: '/doctors', element: <DoctorsListPage /> },
      { path: '/doctors/view/:id', element: <span>doctor view page</span> },
    ],
  });
  const dialog = await screen.findByRole('dialog', { name: 'Dodaj lekarza lub gabinet' });
  return { ...view, dialog };
}

describe('DoctorAddDialog', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('checks the PWZ when the field is left, with the domain’s two messages', async () => {
    const { dialog, user } = await openDialog('Manager');
    const pwz = within(dialog).getByRole('textbox', { name: /Numer PWZ/ });
    await user.type(pwz, '123');
    await user.tab();
    expect(
      await within(dialog).findByText('Numer prawa wykonywania zawodu musi mieć 7 cyfr'),
    ).toBeTruthy();
    await user.clear(pwz);
    await user.type(pwz, '1234567');
    await user.tab();
    expect(
      await within(dialog).findByText('Nieprawidłowy numer prawa wykonywania zawodu'),
    ).toBeTruthy();
    await user.clear(pwz);
    await user.type(pwz, '3123456');
    await user.tab();
    await waitFor(() =>
      expect(within(dialog).queryByText('Nieprawidłowy numer prawa wykonywania zawodu')).toBeNull(),
    );
  });

  it('switching between doctor and facility empties the other kind’s fields', async () => {
    const { dialog, user } = await openDialog('Manager');
    await user.type(within(dialog).getByRole('textbox', { name: /Imię/ }), 'Anna');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Numery telefonów/ }),
      '600100200{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Gabinet' }));
    expect(within(dialog).queryByRole('textbox', { name: /Imię/ })).toBeNull();
    const company = within(dialog).getByRole('textbox', { name: /Nazwa firmy/ });
    await user.type(company, 'Uśmiech');
    await user.click(within(dialog).getByRole('button', { name: 'Lekarz' }));
    expect(within(dialog).getByRole('textbox', { name: /Imię/ })).toHaveProperty('value', '');
    // What both kinds have stays.
    expect(within(dialog).getByRole('button', { name: 'Kopiuj 600100200' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Gabinet' }));
    expect(within(dialog).getByRole('textbox', { name: /Nazwa firmy/ })).toHaveProperty(
      'value',
      '',
    );
  });

  it('hides from a Technician what only an Admin or a Manager sets', async () => {
    const { dialog, user } = await openDialog('Technician');
    // Even with a login (the account's fields would then show to an Admin).
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Login (e-mail)' }),
      'anna@example.com',
    );
    expect(within(dialog).queryByRole('combobox', { name: 'Role' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Regiony' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Specjalizacje' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Oddziały zatrudnienia' })).toBeNull();
    expect(within(dialog).queryByRole('switch', { name: 'Konto aktywne' })).toBeNull();
    // Login and note are the desk's.
    expect(within(dialog).getByRole('textbox', { name: 'Login (e-mail)' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Notatka' })).toBeTruthy();
  });

  it('shows an Admin every field, the describer’s once the role is chosen', async () => {
    const { dialog, user } = await openDialog('Admin');
    expect(within(dialog).getByRole('combobox', { name: 'Regiony' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Specjalizacje' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Oddziały zatrudnienia' })).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Opisywane typy badań' })).toBeNull();
    // Roles and the active switch are an account's: they show once a login is typed.
    expect(within(dialog).queryByRole('combobox', { name: 'Role' })).toBeNull();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Login (e-mail)' }),
      'anna@example.com',
    );
    expect(within(dialog).getByRole('switch', { name: 'Konto aktywne' })).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Lekarz opisujący' }));
    expect(
      await within(dialog).findByRole('combobox', { name: 'Opisywane typy badań' }),
    ).toBeTruthy();
  });

  it('sends addDoctor with what a Manager may set and opens the new doctor', async () => {
    const sent = vi.fn((_: AddDoctorMutationVariables) => true);
    const { dialog, user, router } = await openDialog('Manager', [
      {
        request: {
          query: AddDoctorDocument,
          variables: (variables: AddDoctorMutationVariables) => sent(variables),
        },
        result: { data: { addDoctor: { __typename: 'Doctor', id: '55', isFacility: false } } },
      },
    ]);
    await user.type(within(dialog).getByRole('textbox', { name: /Numer PWZ/ }), '3123456');
    await user.type(within(dialog).getByRole('textbox', { name: /Imię/ }), ' Anna ');
    await user.type(within(dialog).getByRole('textbox', { name: /Nazwisko/ }), 'Nowak');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Numery telefonów/ }),
      '+48 600 100 200{Enter}',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Login (e-mail)' }),
      'Anna.Nowak@Example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/doctors/view/55'));
    expect(await screen.findByText('Lekarz został dodany.')).toBeTruthy();
    const [variables] = sent.mock.calls[0]!;
    expect(variables.login).toBe('anna.nowak@example.com');
    expect(variables.doctor).toMatchObject({
      kind: 'DOCTOR',
      licenseNumber: '3123456',
      firstName: 'Anna',
      lastName: 'Nowak',
      companyName: null,
      nip: null,
      phoneNumbers: ['+48 600 100 200'],
      employedInBranchIds: [],
    });
    // A Manager sets neither roles nor regions nor specializations: they are not sent at all.
    expect(variables.doctor).not.toHaveProperty('roles');
    expect(variables.doctor).not.toHaveProperty('regions');
    expect(variables.doctor).not.toHaveProperty('specializations');
  });

  it('says a required phone and a taken PWZ under their fields', async () => {
    const { dialog, user } = await openDialog('Manager', [
      {
        request: { query: AddDoctorDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'Ten numer PWZ ma już inny lekarz',
              extensions: { code: 'CONFLICT', field: 'licenseNumber' },
            },
          ],
        },
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(
      await within(dialog).findByText('Przynajmniej jeden numer telefonu jest wymagany'),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Numer PWZ/ }), '3123456');
    await user.type(within(dialog).getByRole('textbox', { name: /Imię/ }), 'Anna');
    await user.type(within(dialog).getByRole('textbox', { name: /Nazwisko/ }), 'Nowak');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Numery telefonów/ }),
      '600100200{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(await within(dialog).findByText('Ten numer PWZ ma już inny lekarz')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Numer PWZ/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});

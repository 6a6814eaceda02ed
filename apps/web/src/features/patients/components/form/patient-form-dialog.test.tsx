import { encodePesel } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AddPatientDocument,
  UpdatePatientDocument,
  type PatientFieldsFragment,
  type PatientInput,
} from '../../../../__generated__/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { initTestI18n } from '../../../../test/render-with-providers';
import { buildPatient } from '../../test/patient-fixtures';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../../test/render-page';
import { PatientFormDialog } from './patient-form-dialog';
import { emptyPatientForm, patientToForm } from './patient-form-values';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

function renderDialog(mocks: Parameters<typeof renderPage>[1]['mocks'] = []) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = renderPage(
    <PatientFormDialog initialValues={emptyPatientForm()} onClose={onClose} onSaved={onSaved} />,
    { route: '/patients/add', path: '/patients/add', role: 'Admin', mocks },
  );
  const dialog = screen.getByRole('dialog', { name: 'Nowy pacjent' });
  return { ...view, dialog, onSaved, onClose };
}

/** The date a picker holds, as its hidden input carries it (dd.MM.yyyy). */
function pickerValue(dialog: HTMLElement, name: string): string {
  const input = dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  return input?.value ?? '';
}

describe('PatientFormDialog', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('fills birth date and gender from a valid PESEL when the field is left', async () => {
    const { dialog, user } = renderDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'PESEL' }),
      encodePesel('1985-04-12', 3, 'Male'),
    );
    await user.tab();
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Mężczyzna' })).toHaveProperty(
        'checked',
        true,
      ),
    );
    expect(pickerValue(dialog, 'contact.birthDate')).toBe('12.04.1985');
  });

  it('says what is wrong with a PESEL, and fills nothing with the check switched off', async () => {
    const { dialog, user } = renderDialog();
    const ssn = within(dialog).getByRole('textbox', { name: 'PESEL' });
    await user.type(ssn, '12345678901');
    await user.tab();
    expect(await within(dialog).findByText('Nieprawidłowy numer PESEL')).toBeTruthy();

    await user.click(within(dialog).getByRole('switch', { name: 'Sprawdzaj PESEL' }));
    await waitFor(() => expect(within(dialog).queryByText('Nieprawidłowy numer PESEL')).toBeNull());
    await user.clear(ssn);
    await user.type(ssn, encodePesel('1985-04-12', 3, 'Male'));
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'Mężczyzna' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('asks the pregnancy question only of a woman aged 12 to 55', async () => {
    const { dialog, user } = renderDialog();
    const pregnancy = () =>
      within(dialog).queryByRole('checkbox', {
        name: 'Oświadczenie, że pacjentka nie jest w ciąży',
      });
    expect(pregnancy()).toBeNull();
    const ssn = within(dialog).getByRole('textbox', { name: 'PESEL' });
    await user.type(ssn, encodePesel('1990-02-03', 7, 'Female'));
    await user.tab();
    await waitFor(() => expect(pregnancy()).not.toBeNull());

    await user.clear(ssn);
    await user.type(ssn, encodePesel('1940-02-03', 7, 'Female'));
    await user.tab();
    await waitFor(() => expect(pregnancy()).toBeNull());
  });

  it('adds phone chips with Enter and refuses an invalid e-mail', async () => {
    const { dialog, user } = renderDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Numery telefonów' }),
      '+48 600 100 200{Enter}',
    );
    expect(within(dialog).getByRole('button', { name: 'Kopiuj +48 600 100 200' })).toBeTruthy();
    const email = within(dialog).getByRole('textbox', { name: 'Adresy e-mail' });
    await user.type(email, 'nie-email{Enter}');
    expect(within(dialog).getByText('Niepoprawny adres e-mail')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Kopiuj nie-email' })).toBeNull();
  });

  it('saves the patient as the domain schema parsed it and says so', async () => {
    const sent = vi.fn((_: PatientInput) => true);
    const patient = buildPatient({ id: '99' });
    const { dialog, user, onSaved } = renderDialog([
      {
        request: {
          query: AddPatientDocument,
          variables: ({ newPatient }: { newPatient: PatientInput }) => sent(newPatient),
        },
        result: { data: { addPatient: patient } },
      },
    ]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Imię' }), ' Anna ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nazwisko' }), 'Nowak');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'PESEL' }),
      encodePesel('1985-04-12', 21, 'Female'),
    );
    await user.tab();
    await user.click(within(dialog).getByRole('checkbox', { name: /RODO/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: '99' })),
    );
    const contact: unknown = expect.objectContaining({
      firstName: 'Anna',
      lastName: 'Nowak',
      gender: 'Female',
      birthDate: '1985-04-12',
      middleName: null,
      phoneNumbers: [],
    });
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        contact,
        consents: { rodo: true, woman: false, dataProcessing: false, sending: false },
        ssnIsPesel: true,
      }),
    );
    expect(await screen.findByText('Pacjent został dodany.')).toBeTruthy();
  });

  it('puts the server’s validation messages next to their fields', async () => {
    const { dialog, user, onSaved } = renderDialog([
      {
        request: { query: AddPatientDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'Pacjent z tym numerem PESEL już istnieje',
              extensions: {
                code: 'BAD_USER_INPUT',
                validationErrors: [
                  { path: 'contact.ssn', message: 'Pacjent z tym numerem PESEL już istnieje' },
                ],
              },
            },
          ],
        },
      },
    ]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Imię' }), 'Anna');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nazwisko' }), 'Nowak');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'PESEL' }),
      encodePesel('1985-04-12', 21, 'Female'),
    );
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(
      await within(dialog).findByText('Pacjent z tym numerem PESEL już istnieje'),
    ).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

const STALE =
  'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć zmiany.';

/** The edit dialog of `patient` at its version, reloading `fresh` when asked to. */
function renderEdit(
  patient: PatientFieldsFragment,
  options: {
    mocks?: Parameters<typeof renderPage>[1]['mocks'];
    fresh?: PatientFieldsFragment;
    identityReadOnly?: boolean;
  } = {},
) {
  const onSaved = vi.fn();
  const onReload = vi.fn(() => Promise.resolve(options.fresh ?? null));
  const view = renderPage(
    <PatientFormDialog
      patientId={patient.id}
      initialValues={patientToForm(patient)}
      version={patient.version}
      onReload={onReload}
      identityReadOnly={options.identityReadOnly}
      onClose={vi.fn()}
      onSaved={onSaved}
    />,
    { route: '/patients/edit/41', path: '/patients/edit/:id', role: 'Admin', mocks: options.mocks },
  );
  const dialog = screen.getByRole('dialog', { name: 'Edycja pacjenta' });
  return { ...view, dialog, onSaved, onReload };
}

describe(
  'PatientFormDialog editing a patient (ADR 0021)',
  { timeout: PAGE_TEST_TIMEOUT_MS },
  () => {
    it('keeps the input of a stale save, reloads on Odśwież, then saves the reloaded version', async () => {
      const loaded = buildPatient({ version: 1 });
      const fresh = buildPatient({ version: 2, contact: { lastName: 'Kowalczyk' } });
      const versions: number[] = [];
      const update = (version: number) => ({
        query: UpdatePatientDocument,
        variables: (variables: { version: number }) => {
          versions.push(variables.version);
          return variables.version === version;
        },
      });
      const { dialog, user, onSaved, onReload } = renderEdit(loaded, {
        fresh,
        mocks: [
          {
            request: update(1),
            result: {
              errors: [
                { message: STALE, extensions: { code: 'STALE_VERSION', currentVersion: 2 } },
              ],
            },
          },
          {
            request: update(2),
            result: { data: { updatePatient: { ...fresh, version: 3 } } },
          },
        ],
      });
      const firstName = within(dialog).getByRole('textbox', { name: 'Imię' });
      const lastName = within(dialog).getByRole('textbox', { name: 'Nazwisko' });
      await user.clear(firstName);
      await user.type(firstName, 'Joanna');
      await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toContain(STALE);
      expect(firstName).toHaveProperty('value', 'Joanna');
      expect(onSaved).not.toHaveBeenCalled();

      await user.click(within(alert).getByRole('button', { name: 'Odśwież' }));
      await waitFor(() => expect(lastName).toHaveProperty('value', 'Kowalczyk'));
      expect(onReload).toHaveBeenCalledTimes(1);
      expect(firstName).toHaveProperty('value', 'Anna');
      expect(within(dialog).queryByRole('alert')).toBeNull();

      await user.clear(firstName);
      await user.type(firstName, 'Joanna');
      await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(versions).toEqual([1, 2]);
    });

    it('shows the identity number read-only to someone who may not change it', () => {
      const { dialog } = renderEdit(buildPatient(), { identityReadOnly: true });
      const pesel = within(dialog).getByRole('textbox', { name: 'PESEL' });
      expect(pesel).toHaveProperty('readOnly', true);
      expect(within(dialog).getByRole('switch', { name: 'Sprawdzaj PESEL' })).toHaveProperty(
        'disabled',
        true,
      );
      expect(
        within(dialog).getByText(
          'Numer PESEL lub numer dokumentu tożsamości może zmienić tylko rejestracja placówki',
        ),
      ).toBeTruthy();
    });
  },
);

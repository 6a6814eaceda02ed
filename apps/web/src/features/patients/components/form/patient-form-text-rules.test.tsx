import { addCalendarDays, encodePesel, warsawToday } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../../shared/auth/session-store';
import { initTestI18n } from '../../../../test/render-with-providers';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../../test/render-page';
import { PatientFormDialog } from './patient-form-dialog';
import { createPatientFormResolver } from './patient-form-resolver';
import { emptyPatientForm, type PatientFormValues } from './patient-form-values';

/**
 * The patient form checks text with the domain's normalizing text type (ADR 0020), as the API
 * does: it shows the new messages and submits the normalized values.
 */

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

const resolver = createPatientFormResolver('pl');
const options = { fields: {}, shouldUseNativeValidation: false } as const;

function filled(change: (form: PatientFormValues) => void = () => undefined) {
  const form = emptyPatientForm('2026-06-15');
  form.contact.firstName = 'Jan';
  form.contact.lastName = 'Kowalski';
  form.contact.birthDate = '1980-03-04';
  form.contact.gender = 'Male';
  form.contact.ssn = encodePesel('1980-03-04', 5, 'Male');
  form.registrationDate = warsawToday();
  change(form);
  return form;
}

async function errorsOf(values: PatientFormValues): Promise<FieldErrors<PatientFormValues>> {
  return (await resolver(values, undefined, options)).errors;
}

describe('the patient form’s text rules', () => {
  it('names the problem of a hostile or empty-looking name', async () => {
    const errors = await errorsOf(
      filled((form) => {
        form.contact.firstName = '\u200B';
        form.contact.lastName = '-';
        form.contact.middleName = 'Jan\u202E';
        form.contact.companyName = '<b>Firma</b>';
      }),
    );
    expect(errors.contact?.firstName?.message).toBe('validation.firstName.required');
    expect(errors.contact?.lastName?.message).toBe('validation.name.letterRequired');
    expect(errors.contact?.middleName?.message).toBe('validation.text.forbiddenCharacters');
    expect(errors.contact?.companyName?.message).toBe('validation.text.markup');
  });

  it('gives date limits with the limit filled in', async () => {
    const errors = await errorsOf(
      filled((form) => {
        form.ssnIsPesel = false;
        form.contact.ssn = 'AB123';
        form.contact.birthDate = '1899-12-31';
        form.registrationDate = addCalendarDays(warsawToday(), 2);
      }),
    );
    expect(errors.contact?.birthDate?.message).toBe(
      'Data nie może być wcześniejsza niż 1900-01-01',
    );
    expect(errors.registrationDate?.message).toBe('validation.date.notFuture');
  });

  it('submits names, numbers and descriptions normalized', async () => {
    const result = await resolver(
      filled((form) => {
        form.ssnIsPesel = false;
        form.contact.ssn = ' ab 123-45 ';
        form.contact.firstName = '  Mu\u0308ller ';
        form.contact.secondaryDescription = 'a\r\nb';
      }),
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      contact: { ssn: 'AB12345', firstName: 'Müller', secondaryDescription: 'a\nb' },
    });
  });
});

describe('PatientFormDialog', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the new message under a name of one hyphen, in Polish', async () => {
    const { user } = renderPage(
      <PatientFormDialog initialValues={emptyPatientForm()} onClose={vi.fn()} onSaved={vi.fn()} />,
      { route: '/patients/add', path: '/patients/add', role: 'Admin', mocks: [] },
    );
    const dialog = screen.getByRole('dialog', { name: 'Nowy pacjent' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nazwisko' }), '-');
    await user.tab();
    expect(await within(dialog).findByText('Pole musi zawierać literę')).toBeTruthy();
  });
});

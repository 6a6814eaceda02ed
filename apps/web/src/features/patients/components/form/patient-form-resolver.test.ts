import { encodePesel } from '@portal/domain';
import type { FieldErrors } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../test/render-with-providers';
import { createPatientFormResolver } from './patient-form-resolver';
import { emptyPatientForm, MALFORMED_DATE, type PatientFormValues } from './patient-form-values';

const resolver = createPatientFormResolver('pl');
const options = { fields: {}, shouldUseNativeValidation: false } as const;

async function errorsOf(values: PatientFormValues): Promise<FieldErrors<PatientFormValues>> {
  return (await resolver(values, undefined, options)).errors;
}

function filled(change: (form: PatientFormValues) => void = () => undefined) {
  const form = emptyPatientForm('2026-06-15');
  form.contact.firstName = 'Jan';
  form.contact.lastName = 'Kowalski';
  form.contact.birthDate = '1980-03-04';
  form.contact.gender = 'Male';
  form.contact.ssn = encodePesel('1980-03-04', 5, 'Male');
  change(form);
  return form;
}

beforeAll(initTestI18n);

describe('createPatientFormResolver', () => {
  it('accepts a complete patient and hands over the parsed input', async () => {
    const result = await resolver(filled(), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ contact: { firstName: 'Jan', middleName: null } });
  });

  it('names the required fields with the domain messages', async () => {
    const errors = await errorsOf(emptyPatientForm('2026-06-15'));
    expect(errors.contact?.firstName?.message).toBe('validation.firstName.required');
    expect(errors.contact?.lastName?.message).toBe('validation.lastName.required');
    expect(errors.contact?.ssn?.message).toBe('validation.required');
    expect(errors.contact?.gender?.message).toBe('validation.required');
    expect(errors.contact?.birthDate?.message).toBe('validation.date.required');
  });

  it('reports a wrong PESEL even while other fields are still empty', async () => {
    const errors = await errorsOf(
      filled((form) => {
        form.contact.firstName = '';
        form.contact.ssn = '12345678901';
      }),
    );
    expect(errors.contact?.ssn?.message).toBe('validation.pesel.invalid');
    expect(errors.contact?.firstName?.message).toBe('validation.firstName.required');
  });

  it('says digits only, and accepts any number with the PESEL check off', async () => {
    const letters = filled((form) => (form.contact.ssn = 'AB123'));
    expect((await errorsOf(letters)).contact?.ssn?.message).toBe('validation.digitsOnly');
    expect(await errorsOf({ ...letters, ssnIsPesel: false })).toEqual({});
  });

  it('checks that birth date and gender match the PESEL', async () => {
    const errors = await errorsOf(filled((form) => (form.contact.gender = 'Female')));
    expect(errors.contact?.gender?.message).toBe('validation.pesel.genderMismatch');
  });

  it('tells a half-typed date from a missing one', async () => {
    const errors = await errorsOf(filled((form) => (form.registrationDate = MALFORMED_DATE)));
    expect(errors.registrationDate?.message).toBe('validation.date.format');
  });

  it('refuses a birth date in the future', async () => {
    const errors = await errorsOf(
      filled((form) => {
        form.ssnIsPesel = false;
        form.contact.birthDate = '2999-01-01';
      }),
    );
    expect(errors.contact?.birthDate?.message).toBe('validation.date.past');
  });

  it('limits the rich-text notes to 1000 characters, with the limit in the message', async () => {
    const errors = await errorsOf(filled((form) => (form.notes = `<p>${'a'.repeat(1001)}</p>`)));
    expect(errors.notes?.message).toBe('Dopuszczalne jest najwyżej 1000 znaków');
  });

  it('checks e-mails and every field of a used address', async () => {
    const errors = await errorsOf(
      filled((form) => {
        form.contact.emailAddresses = ['zly-adres'];
        form.contact.addresses = [{ street: 'Polna 1', postalCode: '', city: '', country: 'PL' }];
      }),
    );
    expect(errors.contact?.emailAddresses?.[0]?.message).toBe('validation.email');
    expect(errors.contact?.addresses?.[0]?.postalCode?.message).toBe('validation.required');
    expect(errors.contact?.addresses?.[0]?.city?.message).toBe('validation.required');
    expect(errors.contact?.addresses?.[0]?.street).toBeUndefined();
  });
});

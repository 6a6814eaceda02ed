import { encodePesel, MESSAGES, warsawToday } from '@portal/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, patients } from '../../db/schema/index.js';
import { errorCode, fieldErrors, graphql } from '../../test/graphql.js';
import {
  accountOf,
  ADD_PATIENT,
  patientInput,
  UPDATE_PATIENT,
  type Account,
} from '../../test/patient-calls.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await accountOf(t.database.db, 'Admin', t.config.sessionTtlMinutes);
});
afterAll(() => t.close());

type Added = { addPatient: { id: string; ssnIsPesel: boolean; contact: Record<string, unknown> } };

function add(patient: Record<string, unknown>, lang = 'pl') {
  return graphql<Added>(t.app, ADD_PATIENT, { ...admin.options, lang, variables: { patient } });
}

async function rowCounts() {
  const [patientRows] = await t.database.db.select({ n: count() }).from(patients);
  const [contactRows] = await t.database.db.select({ n: count() }).from(contacts);
  return { patients: patientRows!.n, contacts: contactRows!.n };
}

/** A PESEL with a correct checksum whose date does not exist (month 13). */
function peselWithImpossibleDate(): string {
  const body = '8513120001';
  const weights = [9, 7, 3, 1, 9, 7, 3, 1, 9, 7];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return `${body}${sum % 10}`;
}

describe('addPatient validation (spec part 1 §5)', () => {
  it('saves a valid patient with the PESEL check on', async () => {
    const response = await add(patientInput({ serial: 1 }));
    expect(response.errors).toBeUndefined();
    expect(response.data!.addPatient).toMatchObject({
      ssnIsPesel: true,
      contact: {
        ssn: encodePesel('1985-04-12', 1, 'Female'),
        birthDate: '1985-04-12',
        gender: 'Female',
      },
    });
  });

  it.each([
    ['letters', '8504121234a', 'Numer może składać się wyłącznie z cyfr'],
    ['too short', '8504121234', 'Nieprawidłowy numer PESEL'],
    ['too long', '850412123456', 'Nieprawidłowy numer PESEL'],
    [
      'a wrong checksum',
      encodePesel('1985-04-12', 2, 'Female').replace(/\d$/, (d) => String((+d + 1) % 10)),
      'Nieprawidłowy numer PESEL',
    ],
    ['a date that does not exist', peselWithImpossibleDate(), 'Nieprawidłowy numer PESEL'],
  ])('refuses a PESEL with %s', async (_case, ssn, message) => {
    const before = await rowCounts();
    const response = await add(patientInput({ contact: { ssn } }));
    expect(fieldErrors(response)['contact.ssn']).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a birth date or gender other than the PESEL encodes', async () => {
    const ssn = encodePesel('1985-04-12', 3, 'Female');
    const dateMismatch = await add(patientInput({ contact: { ssn, birthDate: '1985-04-13' } }));
    expect(fieldErrors(dateMismatch)['contact.birthDate']).toBe(
      'Data urodzenia nie zgadza się z numerem PESEL',
    );
    const genderMismatch = await add(patientInput({ contact: { ssn, gender: 'Male' } }));
    expect(fieldErrors(genderMismatch)['contact.gender']).toBe(
      'Płeć nie zgadza się z numerem PESEL',
    );
  });

  it('accepts a passport number with the PESEL check off', async () => {
    const response = await add(
      patientInput({ ssnIsPesel: false, contact: { ssn: 'AB1234567', birthDate: '1990-01-31' } }),
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.addPatient).toMatchObject({
      ssnIsPesel: false,
      contact: { ssn: 'AB1234567', birthDate: '1990-01-31' },
    });
  });

  it.each([
    ['firstName', 'contact.firstName', 'Imię jest wymagane'],
    ['lastName', 'contact.lastName', 'Nazwisko jest wymagane'],
    ['ssn', 'contact.ssn', 'To pole jest wymagane'],
  ])('requires %s', async (field, path, message) => {
    const response = await add(patientInput({ ssnIsPesel: false, contact: { [field]: '' } }));
    expect(fieldErrors(response)[path]).toBe(message);
  });

  it('requires the gender, the birth date and the registration date', async () => {
    // Non-null in the SDL and typed by the Date scalar: GraphQL itself refuses them missing or
    // empty, before any resolver runs; the form shows the domain's messages for them.
    const noGender = patientInput();
    delete (noGender.contact as Record<string, unknown>).gender;
    expect(errorCode(await add(noGender))).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(errorCode(await add(patientInput({ contact: { birthDate: '' } })))).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
    expect(errorCode(await add(patientInput({ registrationDate: '' })))).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
  });

  it('refuses a birth date today or in the future', async () => {
    const response = await add(
      patientInput({ ssnIsPesel: false, contact: { ssn: 'X1', birthDate: warsawToday() } }),
    );
    expect(fieldErrors(response)['contact.birthDate']).toBe('Data musi być w przeszłości');
  });

  it('refuses a malformed e-mail and an incomplete address', async () => {
    const response = await add(
      patientInput({
        contact: {
          emailAddresses: ['not-an-email'],
          addresses: [{ street: 'ul. Polna 1', postalCode: '', city: 'Łódź', country: 'Polska' }],
        },
      }),
    );
    expect(fieldErrors(response)).toMatchObject({
      'contact.emailAddresses.0': 'Niepoprawny adres e-mail',
      'contact.addresses.0.postalCode': 'To pole jest wymagane',
    });
  });

  it('refuses a Polish postal code that is not NN-NNN, and stores one typed without its hyphen', async () => {
    const address = (postalCode: string) =>
      patientInput({
        ssnIsPesel: false,
        contact: {
          ssn: `PC${postalCode}`,
          addresses: [{ street: 'ul. Polna 1', postalCode, city: 'Łódź', country: 'Polska' }],
        },
      });
    const refused = await add(address('9000'), 'en');
    expect(fieldErrors(refused)['contact.addresses.0.postalCode']).toBe(
      'A Polish postal code has the form NN-NNN',
    );
    const response = await add(address('90001'));
    expect(response.errors).toBeUndefined();
    expect(response.data!.addPatient.contact.addresses).toEqual([
      { street: 'ul. Polna 1', postalCode: '90-001', city: 'Łódź', country: 'Polska' },
    ]);
  });

  it('answers in the language of the request', async () => {
    const response = await add(patientInput({ contact: { ssn: '123' } }), 'en');
    expect(fieldErrors(response)['contact.ssn']).toBe('Invalid PESEL number');
    const ua = await add(patientInput({ contact: { firstName: ' ' } }), 'ua');
    expect(fieldErrors(ua)['contact.firstName']).toBe(MESSAGES.ua['validation.firstName.required']);
  });

  it('applies the same rules to updatePatient', async () => {
    const created = await add(patientInput({ serial: 9 }));
    const id = created.data!.addPatient.id;
    const response = await graphql(t.app, UPDATE_PATIENT, {
      ...admin.options,
      variables: {
        id,
        version: 1,
        patient: patientInput({ serial: 9, contact: { ssn: '85041' } }),
      },
    });
    expect(fieldErrors(response)['contact.ssn']).toBe('Nieprawidłowy numer PESEL');
  });
});

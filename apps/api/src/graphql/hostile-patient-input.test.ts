import { encodePesel, warsawToday } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, patients } from '../db/schema/index.js';
import { fieldErrors, graphql } from '../test/graphql.js';
import { accountOf, ADD_PATIENT, list, patientInput, type Account } from '../test/patient-calls.js';
import { REGISTER_TABLET, buildBranch } from '../test/tablets.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 9, point 9, through the API: plain-text fields no longer store garbage, dates keep to a
 * sane range, and an identity number is one patient's whatever the PESEL check says.
 */

let t: TestApp;
let admin: Account;
let documentNumber = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await accountOf(t.database.db, 'Admin', t.config.sessionTtlMinutes);
});
afterAll(() => t.close());

type Added = { addPatient: { id: string; contact: Record<string, unknown> } };

/** A patient with a document number of its own unless the test gives one. */
function add(contact: Record<string, unknown>, rest: Record<string, unknown> = {}) {
  const patient = patientInput({
    ssnIsPesel: false,
    ...rest,
    contact: { ssn: `DOC${++documentNumber}`, ...contact },
  });
  return graphql<Added>(t.app, ADD_PATIENT, { ...admin.options, variables: { patient } });
}

async function patientCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(patients);
  return row!.n;
}

describe('names and addresses', () => {
  it.each([
    ['a zero-width space', '\u200B', 'Imię jest wymagane'],
    ['a hyphen', '-', 'Pole musi zawierać literę'],
    ['a script tag', '<script>alert(1)</script>', 'Znaki < i > są niedozwolone'],
    ['a right-to-left override', 'Anna\u202Eanna', 'Tekst zawiera niedozwolone znaki'],
    ['ESC and BEL', 'Anna\u001b[2J\u0007', 'Tekst zawiera niedozwolone znaki'],
    ['CR/LF', 'Anna\r\nKowalska', 'Tekst zawiera niedozwolone znaki'],
    [
      '90 stacked accents',
      `Anna${'\u0301'.repeat(90)}`,
      'Zbyt wiele znaków diakrytycznych przy jednej literze',
    ],
  ])('refuses a first name of %s and stores nothing', async (_what, firstName, message) => {
    const before = await patientCount();
    expect(fieldErrors(await add({ firstName }))['contact.firstName']).toBe(message);
    expect(await patientCount()).toBe(before);
  });

  it('refuses the same garbage in an address', async () => {
    const response = await add({
      addresses: [
        { street: '<img src=x>', postalCode: '-', city: 'Łódź\u202E', country: '\u200B' },
      ],
    });
    expect(fieldErrors(response)).toEqual({
      'contact.addresses.0.street': 'Znaki < i > są niedozwolone',
      'contact.addresses.0.postalCode': 'Pole musi zawierać literę lub cyfrę',
      'contact.addresses.0.city': 'Tekst zawiera niedozwolone znaki',
      'contact.addresses.0.country': 'To pole jest wymagane',
    });
  });

  it('stores real names and addresses normalized', async () => {
    const response = await add({
      firstName: ' Łukasz-Żółć ',
      middleName: '\u200B',
      lastName: "O'Neill-Mu\u0308ller",
      secondaryDescription: 'Uczulony na lateks.\r\nCiśnienie < 120.',
      addresses: [
        { street: 'ul.  Długa\u00A05', postalCode: '00-950', city: 'Київ', country: 'Ukraina' },
      ],
    });
    expect(response.errors).toBeUndefined();
    const id = Number(response.data!.addPatient.id);
    const [stored] = await t.database.db
      .select({
        firstName: contacts.firstName,
        middleName: contacts.middleName,
        lastName: contacts.lastName,
        secondaryDescription: contacts.secondaryDescription,
        addresses: contacts.addresses,
      })
      .from(patients)
      .innerJoin(contacts, eq(contacts.id, patients.contactId))
      .where(eq(patients.id, id));
    expect(stored).toEqual({
      firstName: 'Łukasz-Żółć',
      middleName: null,
      lastName: "O'Neill-Müller",
      secondaryDescription: 'Uczulony na lateks.\nCiśnienie < 120.',
      addresses: [
        { street: 'ul. Długa 5', postalCode: '00-950', city: 'Київ', country: 'Ukraina' },
      ],
    });
  });

  it('refuses a hostile tablet name the same way', async () => {
    const branch = await buildBranch(t.database.db);
    const response = await graphql(t.app, REGISTER_TABLET, {
      ...admin.options,
      variables: {
        newTablet: { name: 'Recepcja\u202E', tabletId: 'T-1', branchId: String(branch.id) },
      },
    });
    expect(fieldErrors(response)).toEqual({ name: 'Tekst zawiera niedozwolone znaki' });
  });
});

describe('dates', () => {
  it.each([
    [
      'registrationDate',
      { registrationDate: '1800-01-01' },
      {},
      'Data nie może być wcześniejsza niż 1900-01-01',
    ],
    ['registrationDate', { registrationDate: '9999-12-31' }, {}, 'Data nie może być w przyszłości'],
    [
      'contact.birthDate',
      {},
      { birthDate: '1899-12-31' },
      'Data nie może być wcześniejsza niż 1900-01-01',
    ],
  ])('refuses %s out of range', async (path, rest, contact, message) => {
    expect(fieldErrors(await add(contact, rest))[path]).toBe(message);
  });

  it('accepts today as the registration date', async () => {
    expect((await add({}, { registrationDate: warsawToday() })).errors).toBeUndefined();
  });
});

describe('identity numbers', () => {
  const TAKEN = 'Pacjent z tym numerem PESEL już istnieje';

  it('finds 50 simultaneous adds of one real PESEL with the check off to be one patient', async () => {
    const pesel = encodePesel('1975-06-30', 321, 'Male');
    const before = await patientCount();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        add({ ssn: pesel, gender: 'Male', birthDate: '1975-06-30' }),
      ),
    );
    expect(responses.filter((response) => !response.errors)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.errors)) {
      expect(fieldErrors(refused)['contact.ssn']).toBe(TAKEN);
    }
    expect(await patientCount()).toBe(before + 1);
  });

  it('refuses a PESEL entered before with the check on, now with it off, and the other way', async () => {
    const pesel = encodePesel('1982-02-11', 654, 'Female');
    const checked = patientInput({ birthDate: '1982-02-11', serial: 654 });
    const first = await graphql(t.app, ADD_PATIENT, {
      ...admin.options,
      variables: { patient: checked },
    });
    expect(first.errors).toBeUndefined();
    const unchecked = await add({ ssn: pesel, birthDate: '1982-02-11' });
    expect(fieldErrors(unchecked)['contact.ssn']).toBe(TAKEN);
  });

  it('stores document numbers normalized and finds one however it is spelled', async () => {
    const first = await add({ ssn: ' ab 123-456 ' });
    expect(first.data!.addPatient.contact.ssn).toBe('AB123456');
    for (const spelling of ['AB123456', 'ab-123-456', 'Ａｂ１２３４５６']) {
      expect(fieldErrors(await add({ ssn: spelling }))['contact.ssn']).toBe(TAKEN);
    }
    const found = await list(t.app, admin, { where: { ssn: 'ab 12' } });
    expect(found.data!.patients.items.map((item) => item.contact.ssn)).toEqual(['AB123456']);
  });

  it('says what a document number may hold', async () => {
    expect(fieldErrors(await add({ ssn: 'nr 12/34' }))['contact.ssn']).toBe(
      'Numer dokumentu może zawierać tylko litery i cyfry',
    );
  });
});

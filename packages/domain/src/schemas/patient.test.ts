import { describe, expect, it } from 'vitest';
import { encodePesel } from '../validation/pesel.js';
import { localizeIssues } from './localize.js';
import {
  addCalendarDays,
  DEFAULT_COUNTRY,
  formatPolishPostalCode,
  isPoland,
  warsawToday,
  ZAddressInput,
  ZBirthDate,
  ZPatientInput,
  ZRegistrationDate,
} from './patient.js';

function messages(
  result: { success: boolean; error?: { issues: unknown[] } },
  lang = 'pl' as const,
) {
  return result.success ? [] : localizeIssues(result.error!.issues as never, lang);
}

const TODAY = warsawToday();

function patient(contact: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) {
  return {
    registrationDate: TODAY,
    ssnIsPesel: false,
    ...rest,
    contact: {
      firstName: 'Anna',
      lastName: 'Kowalska',
      ssn: 'AB1234567',
      gender: 'Female',
      birthDate: '1985-04-12',
      ...contact,
    },
  };
}

describe('dates of a patient', () => {
  it('takes no birth date before 1900, with the limit in the message', () => {
    expect(messages(ZBirthDate.safeParse('1899-12-31'))).toEqual([
      { path: '', message: 'Data nie może być wcześniejsza niż 1900-01-01' },
    ]);
    expect(ZBirthDate.safeParse('1900-01-01').success).toBe(true);
  });

  it('takes a registration date from 1900 until tomorrow (a clock a little ahead)', () => {
    expect(messages(ZRegistrationDate.safeParse('1800-01-01'))).toEqual([
      { path: '', message: 'Data nie może być wcześniejsza niż 1900-01-01' },
    ]);
    expect(ZRegistrationDate.safeParse(TODAY).success).toBe(true);
    expect(ZRegistrationDate.safeParse(addCalendarDays(TODAY, 1)).success).toBe(true);
    for (const future of [addCalendarDays(TODAY, 2), '9999-12-31']) {
      expect(messages(ZRegistrationDate.safeParse(future))).toEqual([
        { path: '', message: 'Data nie może być w przyszłości' },
      ]);
    }
  });

  it('moves calendar dates across months and leap days', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});

describe('ZPatientInput text fields', () => {
  it('stores normalized names, addresses and descriptions', () => {
    const parsed = ZPatientInput.parse(
      patient({
        firstName: ' Łukasz-Żółć ',
        middleName: '\u200B',
        lastName: "O'Neill",
        companyName: '  ',
        secondaryDescription: 'Linia 1\r\nLinia 2',
        phoneNumbers: [' +48  600 700 800 '],
        addresses: [{ street: 'ul. Długa  5', postalCode: '00-950', city: 'Łódź', country: 'PL' }],
      }),
    );
    expect(parsed.contact).toMatchObject({
      firstName: 'Łukasz-Żółć',
      middleName: null,
      lastName: "O'Neill",
      companyName: null,
      secondaryDescription: 'Linia 1\nLinia 2',
      phoneNumbers: ['+48 600 700 800'],
      addresses: [{ street: 'ul. Długa 5', postalCode: '00-950', city: 'Łódź', country: 'PL' }],
    });
  });

  it('refuses the garbage the issue found, each on its field', () => {
    const result = ZPatientInput.safeParse(
      patient({
        firstName: '<script>alert(1)</script>',
        middleName: '-',
        lastName: 'Kowalski\u202E',
        secondaryDescription: 'opis\u0007',
        phoneNumbers: ['600\n700\n800', '+48 12'],
        addresses: [
          { street: `Długa${'\u0301'.repeat(90)}`, postalCode: '-', city: '\u200B', country: 'PL' },
        ],
      }),
    );
    expect(messages(result)).toEqual([
      { path: 'contact.firstName', message: 'Znaki < i > są niedozwolone' },
      { path: 'contact.middleName', message: 'Pole musi zawierać literę' },
      { path: 'contact.lastName', message: 'Tekst zawiera niedozwolone znaki' },
      { path: 'contact.phoneNumbers.0', message: 'Tekst zawiera niedozwolone znaki' },
      { path: 'contact.phoneNumbers.1', message: 'Nieprawidłowy numer telefonu' },
      { path: 'contact.secondaryDescription', message: 'Tekst zawiera niedozwolone znaki' },
      {
        path: 'contact.addresses.0.street',
        message: 'Zbyt wiele znaków diakrytycznych przy jednej literze',
      },
      { path: 'contact.addresses.0.postalCode', message: 'Pole musi zawierać literę lub cyfrę' },
      { path: 'contact.addresses.0.city', message: 'To pole jest wymagane' },
    ]);
  });

  it('refuses hidden characters in the rich-text notes too', () => {
    const result = ZPatientInput.safeParse(patient({}, { notes: '<p>a\u202Eb</p>' }));
    expect(messages(result)).toEqual([
      { path: 'notes', message: 'Tekst zawiera niedozwolone znaki' },
    ]);
  });
});

describe('ZPatientInput identity number', () => {
  it('normalizes a document number with the PESEL check off', () => {
    expect(ZPatientInput.parse(patient({ ssn: ' ab 123-4567 ' })).contact.ssn).toBe('AB1234567');
  });

  it('still checks a PESEL as typed with the check on', () => {
    const pesel = encodePesel('1985-04-12', 7, 'Female');
    expect(
      ZPatientInput.parse(patient({ ssn: ` ${pesel} ` }, { ssnIsPesel: true })).contact.ssn,
    ).toBe(pesel);
    const letters = ZPatientInput.safeParse(patient({ ssn: '8504121234a' }, { ssnIsPesel: true }));
    expect(messages(letters)).toEqual([
      { path: 'contact.ssn', message: 'Numer może składać się wyłącznie z cyfr' },
    ]);
  });

  it('refuses any text as a document number', () => {
    const result = ZPatientInput.safeParse(patient({ ssn: 'nr: 12/34' }));
    expect(messages(result)).toEqual([
      { path: 'contact.ssn', message: 'Numer dokumentu może zawierać tylko litery i cyfry' },
    ]);
  });
});

describe('ZAddressInput postal code', () => {
  const address = (postalCode: string, country: string) => ({
    street: 'ul. Polna 1',
    postalCode,
    city: 'Łódź',
    country,
  });

  it('stores a Polish postal code as NN-NNN, typed with or without its hyphen', () => {
    for (const country of ['Polska', 'poland', 'PL', 'Польща']) {
      expect(ZAddressInput.parse(address('90001', country)).postalCode).toBe('90-001');
    }
    expect(ZAddressInput.parse(address(' 90-001 ', 'Polska')).postalCode).toBe('90-001');
  });

  it('refuses what is no Polish postal code in Poland, under the postal code, in pl, en and ua', () => {
    for (const code of ['9000', '900-01', 'AB-123', '90-0011']) {
      const result = ZAddressInput.safeParse(address(code, 'Polska'));
      expect(messages(result)).toEqual([
        { path: 'postalCode', message: 'Kod pocztowy w Polsce ma postać NN-NNN' },
      ]);
    }
    const result = ZAddressInput.safeParse(address('1234', 'Polska'));
    expect(localizeIssues(result.error!.issues, 'en')[0]!.message).toBe(
      'A Polish postal code has the form NN-NNN',
    );
    expect(localizeIssues(result.error!.issues, 'ua')[0]!.message).toBe(
      'Поштовий індекс у Польщі має вигляд NN-NNN',
    );
  });

  it('keeps other countries’ postal codes as typed', () => {
    expect(ZAddressInput.parse(address('SW1A 1AA', 'Wielka Brytania')).postalCode).toBe('SW1A 1AA');
    expect(ZAddressInput.parse(address('01001', 'Ukraina')).postalCode).toBe('01001');
  });

  it('starts a new address in Poland', () => {
    expect(isPoland(DEFAULT_COUNTRY)).toBe(true);
    expect(formatPolishPostalCode('00 950')).toBe('00-950');
  });
});

describe('ZAddressInput postal code while the address is unfinished', () => {
  it('is checked even while the street is empty, and never twice', () => {
    const unfinished = { street: '', postalCode: '9000', city: '', country: 'Polska' };
    expect(messages(ZAddressInput.safeParse(unfinished))).toEqual([
      { path: 'street', message: 'To pole jest wymagane' },
      { path: 'city', message: 'To pole jest wymagane' },
      { path: 'postalCode', message: 'Kod pocztowy w Polsce ma postać NN-NNN' },
    ]);
    const blank = { ...unfinished, postalCode: '' };
    expect(messages(ZAddressInput.safeParse(blank)).map((issue) => issue.path)).toEqual([
      'street',
      'postalCode',
      'city',
    ]);
    expect(messages(ZAddressInput.safeParse(null))).toHaveLength(1);
  });
});

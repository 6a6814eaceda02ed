import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizeIssues } from './localize.js';
import {
  filterText,
  identifierText,
  identityNumber,
  multiLineText,
  personName,
  singleLineText,
} from './text.js';

function messages(schema: z.ZodType, input: unknown, lang: 'pl' | 'en' | 'ua' = 'pl') {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success ? [] : localizeIssues(result.error.issues, lang).map((i) => i.message);
}

describe('required text', () => {
  const firstName = personName({ max: 10, required: 'validation.firstName.required' });

  it('stores the normalized value', () => {
    expect(firstName.parse('  Mu\u0308ller ')).toBe('Müller');
  });

  it('names a missing, empty or invisible value with its own message', () => {
    for (const input of [undefined, null, '', '   ', '\u200B', '\uFEFF\u00A0']) {
      expect(messages(firstName, input)).toEqual(['Imię jest wymagane']);
    }
  });

  it('gives one localized message per problem, in every language', () => {
    expect(messages(firstName, '-')).toEqual(['Pole musi zawierać literę']);
    expect(messages(firstName, 'Jan\u202E', 'en')).toEqual([
      'The text contains characters that are not allowed',
    ]);
    expect(messages(firstName, 'Jan\u0000', 'ua')).toEqual(['Текст містить недозволені символи']);
    expect(messages(firstName, 'x'.repeat(11))).toEqual(['Dopuszczalne jest najwyżej 10 znaków']);
    expect(messages(firstName, '<b>')).toEqual(['Znaki < i > są niedozwolone']);
    expect(messages(firstName, `Zalgo${'\u0301'.repeat(90)}`)).toEqual([
      'Zbyt wiele znaków diakrytycznych przy jednej literze',
    ]);
    expect(messages(firstName, 'R2D2')).toEqual([
      'Dozwolone są tylko litery, spacje, apostrofy, łączniki i kropki',
    ]);
  });

  it('refuses what is not text at all', () => {
    expect(messages(firstName, 42)).toEqual(['Nieprawidłowa wartość']);
    expect(messages(firstName, { toString: 'x' })).toEqual(['Nieprawidłowa wartość']);
  });
});

describe('optional text', () => {
  const middleName = personName({ max: 100 });
  const company = singleLineText({ max: 200 });

  it('makes missing, empty and invisible values null', () => {
    for (const input of [undefined, null, '', '  ', '\u200B\u2060']) {
      expect(middleName.parse(input)).toBeNull();
    }
  });

  it('checks a given value as strictly as a required one', () => {
    expect(messages(middleName, '-')).toEqual(['Pole musi zawierać literę']);
    expect(messages(company, '---')).toEqual(['Pole musi zawierać literę lub cyfrę']);
    expect(company.parse(' Kowalski  i  Syn ')).toBe('Kowalski i Syn');
  });
});

describe('multi-line text', () => {
  const description = multiLineText({ max: 1000 });

  it('keeps lines and refuses hidden controls', () => {
    expect(description.parse('Pierwsza\r\nDruga\n')).toBe('Pierwsza\nDruga');
    expect(messages(description, 'a\u001bb')).toEqual(['Tekst zawiera niedozwolone znaki']);
  });
});

describe('identity numbers', () => {
  const ssn = identityNumber({ max: 20, required: 'validation.required' });

  it('stores the normalized number', () => {
    expect(ssn.parse(' ab 123-456 ')).toBe('AB123456');
  });

  it('says what a document number may hold', () => {
    expect(messages(ssn, 'AB/1')).toEqual(['Numer dokumentu może zawierać tylko litery i cyfry']);
    expect(messages(ssn, ' - ')).toEqual(['To pole jest wymagane']);
  });
});

describe('issued tokens', () => {
  it('refuses spaces and letters no token has', () => {
    const clientId = identifierText({ max: 200, required: 'validation.required' });
    expect(clientId.parse(' abc-DEF_123 ')).toBe('abc-DEF_123');
    expect(messages(clientId, 'abc def')).toEqual(['Tekst zawiera niedozwolone znaki']);
  });
});

describe('filter text', () => {
  const filter = z.object({ action: filterText(20) });

  it('treats missing, null, empty and blank as not set', () => {
    for (const action of [undefined, null, '', '  ', '\u200B']) {
      expect(filter.parse({ action })).toEqual({});
    }
  });

  it('allows any content but refuses hidden characters', () => {
    expect(filter.parse({ action: ' <auth.login> ' })).toEqual({ action: '<auth.login>' });
    expect(messages(filter, { action: 'a\u0000' })).toEqual(['Tekst zawiera niedozwolone znaki']);
  });
});

import { describe, expect, it } from 'vitest';
import { LANGS } from '../lang.js';
import { interpolate, MESSAGES, translate } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('has the same keys, none empty, in pl, en and ua', () => {
    const keys = Object.keys(MESSAGES.pl).sort();
    for (const lang of LANGS) {
      expect(Object.keys(MESSAGES[lang]).sort()).toEqual(keys);
      for (const text of Object.values(MESSAGES[lang])) expect(text.trim()).not.toBe('');
    }
  });

  it('uses the same placeholders in every language', () => {
    for (const [key, text] of Object.entries(MESSAGES.pl)) {
      for (const lang of LANGS) {
        expect(
          placeholders(MESSAGES[lang][key as keyof typeof MESSAGES.pl]),
          `${lang} ${key}`,
        ).toEqual(placeholders(text));
      }
    }
  });

  it('keeps the spec Polish texts verbatim', () => {
    expect(MESSAGES.pl['validation.password.rule']).toBe(
      'Hasło powinno składać się przynajmniej z 8 znaków, w tym małej i dużej litery oraz cyfry',
    );
    expect(MESSAGES.pl['validation.password.mismatch']).toBe('Wartość jest różna od hasła');
    expect(MESSAGES.pl['validation.digitsOnly']).toBe('Numer może składać się wyłącznie z cyfr');
    expect(MESSAGES.pl['validation.pesel.invalid']).toBe('Nieprawidłowy numer PESEL');
    expect(MESSAGES.pl['validation.date.format']).toBe('Nieprawidłowy format daty');
    expect(MESSAGES.pl['validation.acceptRequired']).toBe('Akceptacja tego pola jest wymagana');
    expect(MESSAGES.pl['validation.file.duplicate']).toBe("Plik '{name}' został już dołączony");
    expect(MESSAGES.pl['errors.tokenExpired']).toBe('jwt expired');
  });

  it('translates with parameters and falls back to visible placeholders', () => {
    expect(translate('pl', 'validation.file.duplicate', { name: 'zdjęcie.png' })).toBe(
      "Plik 'zdjęcie.png' został już dołączony",
    );
    expect(translate('en', 'errors.notFound', { id: 42 })).toBe('No object with id 42 was found.');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

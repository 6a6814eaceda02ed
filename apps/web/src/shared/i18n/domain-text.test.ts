import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/render-with-providers';
import { domainText, isDomainMessageKey } from './domain-text';

beforeAll(initTestI18n);

describe('domainText', () => {
  it('words a key of the catalogue in the language asked, with its parameters', () => {
    expect(domainText('pl', 'validation.string.max', { max: 5 })).toBe(
      'Dopuszczalne jest najwyżej 5 znaków',
    );
    expect(domainText('en', 'validation.required')).not.toBe('validation.required');
  });

  it('gives back a message that is not a key as it came, inherited names included', () => {
    expect(domainText('pl', 'Serwer odpowiedział słowami')).toBe('Serwer odpowiedział słowami');
    expect(domainText('pl', 'constructor')).toBe('constructor');
  });
});

describe('isDomainMessageKey', () => {
  it('tells the catalogue’s keys from anything else', () => {
    expect(isDomainMessageKey('validation.required')).toBe(true);
    expect(isDomainMessageKey('Invalid input')).toBe(false);
    expect(isDomainMessageKey('toString')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { langFromHeader } from './lang.js';

describe('langFromHeader', () => {
  it.each([
    [undefined, 'pl'],
    ['', 'pl'],
    ['en', 'en'],
    ['ua', 'ua'],
    ['uk-UA,uk;q=0.9', 'ua'],
    ['en-GB,en;q=0.9,pl;q=0.8', 'en'],
    ['de-DE,fr;q=0.8', 'pl'],
    ['de-DE, pl;q=0.5', 'pl'],
    ['pl;q=0.1, en;q=0.9', 'en'],
    ['en;q=0, ua', 'ua'],
    ['en, pl', 'en'],
    ['en;q=abc, pl;q=0.2', 'pl'],
  ])('reads %j as %s', (header, lang) => {
    expect(langFromHeader(header)).toBe(lang);
  });
});

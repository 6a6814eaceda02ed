import { describe, expect, it } from 'vitest';
import {
  hasUnstorableCharacters,
  normalizeIdentityNumber,
  normalizeText,
  normalizeToken,
  type TextRules,
} from './text.js';

const NAME: TextRules = { max: 100, content: 'personName' };
const LINE: TextRules = { max: 100, content: 'letterOrDigit' };
const LINES: TextRules = { max: 1000, multiLine: true, allowMarkup: true };

/** The stored value, or the message key (or "tooLong:<max>") of the refusal. */
function verdict(raw: string, rules: TextRules): string {
  const checked = normalizeText(raw, rules);
  if (checked.ok) return checked.value;
  return 'key' in checked.problem ? checked.problem.key : `tooLong:${checked.problem.tooLong}`;
}

const ACCENTS_90 = `Zalgo${'\u0301\u0300\u0302'.repeat(30)}`;

describe('hasUnstorableCharacters', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone high surrogate at the end', 'abc\uD83D'],
    ['a lone low surrogate', '\uDC00abc'],
    ['two high surrogates', '\uD83D\uD83D\uDE00'],
  ])('finds %s', (_what, value) => {
    expect(hasUnstorableCharacters(value)).toBe(true);
  });

  it.each(['', 'Zażółć gęślą jaźń', 'emoji 😀 and 𝔘', 'Іван'])('lets %j through', (value) => {
    expect(hasUnstorableCharacters(value)).toBe(false);
  });
});

describe('normalizeText: names (spec examples)', () => {
  it.each([
    "O'Neill",
    'O’Neill',
    'Łukasz-Żółć',
    'Müller',
    'Іван',
    'Мар’яна',
    'José María',
    'Nguyễn',
    'J. R. R.',
    'Zoë',
  ])('accepts %s as it is', (name) => {
    expect(verdict(name, NAME)).toBe(name);
  });

  it('composes decomposed letters (NFC): a macOS "Müller" is the same Müller', () => {
    expect(verdict('Mu\u0308ller', NAME)).toBe('Müller');
    expect(verdict('Z\u0307o\u0301łw', NAME)).toBe('Żółw');
  });

  it('trims, collapses spaces and drops invisible characters', () => {
    expect(verdict('  Anna   Maria ', NAME)).toBe('Anna Maria');
    expect(verdict('Anna\u00A0Maria', NAME)).toBe('Anna Maria');
    expect(verdict('\u200BKowal\u00ADski\uFEFF', NAME)).toBe('Kowalski');
  });

  it.each([
    ['only a zero-width space', '\u200B', ''],
    ['only invisible characters and spaces', ' \u200B\u2060\uFEFF\u00A0\u3164 ', ''],
    ['a hyphen', '-', 'validation.name.letterRequired'],
    ['dots and apostrophes', ".'.", 'validation.name.letterRequired'],
    ['markup', '<script>alert(1)</script>', 'validation.text.markup'],
    ['a right-to-left override', 'Jan\u202Ekswolak', 'validation.text.forbiddenCharacters'],
    ['a bidi isolate', '\u2066Jan\u2069', 'validation.text.forbiddenCharacters'],
    ['an Arabic letter mark', 'Jan\u061C', 'validation.text.forbiddenCharacters'],
    ['a left-to-right mark', 'Jan\u200E', 'validation.text.forbiddenCharacters'],
    ['an escape sequence', 'Jan\u001b[31m', 'validation.text.forbiddenCharacters'],
    ['a bell', 'Jan\u0007', 'validation.text.forbiddenCharacters'],
    ['a line break inside', 'Jan\r\nKowalski', 'validation.text.forbiddenCharacters'],
    ['a tab inside', 'Jan\tKowalski', 'validation.text.forbiddenCharacters'],
    ['a C1 control', 'Jan\u0085', 'validation.text.forbiddenCharacters'],
    ['NUL', 'Jan\u0000', 'validation.text.forbiddenCharacters'],
    ['a lone surrogate', 'Jan\uD800', 'validation.text.forbiddenCharacters'],
    ['a private-use character', 'Jan\uE000', 'validation.text.forbiddenCharacters'],
    ['a noncharacter', 'Jan\uFFFF', 'validation.text.forbiddenCharacters'],
    ['a language tag', 'Jan\u{E0001}', 'validation.text.forbiddenCharacters'],
    ['90 stacked accents', ACCENTS_90, 'validation.text.tooManyMarks'],
    ['4 marks on one letter', 'x\u0301\u0300\u0302\u0303', 'validation.text.tooManyMarks'],
    ['digits', 'Jan 3', 'validation.name.characters'],
    ['an at sign', 'jan@example.com', 'validation.name.characters'],
  ])('refuses a name of %s', (_what, raw, expected) => {
    expect(verdict(raw, NAME)).toBe(expected);
  });

  it('allows three marks on one letter', () => {
    expect(verdict('a\u0301\u0300\u0302', NAME)).toBe('a\u0301\u0300\u0302'.normalize('NFC'));
  });

  it('keeps line breaks at the edges out of single-line text', () => {
    expect(verdict('\r\nJan\n', NAME)).toBe('Jan');
  });
});

describe('normalizeText: limits', () => {
  it('measures the normalized value', () => {
    expect(verdict(`  ${'a'.repeat(100)}  `, LINE)).toBe('a'.repeat(100));
    expect(verdict('a'.repeat(101), LINE)).toBe('tooLong:100');
  });

  it('refuses a huge value unread', () => {
    expect(verdict('\u0301'.repeat(100_000), LINE)).toBe('tooLong:100');
    expect(verdict('x'.repeat(100_000), LINES)).toBe('tooLong:1000');
  });
});

describe('normalizeText: single-line text', () => {
  it.each([
    ['ul. Długa 5/7 m. 3', 'ul. Długa 5/7 m. 3'],
    ['00-950', '00-950'],
    ['SW1A 1AA', 'SW1A 1AA'],
    ['Tablet 😀 recepcja', 'Tablet 😀 recepcja'],
    ['Family 👨‍👩‍👧', 'Family 👨‍👩‍👧'],
    ['"Kowalski & Syn" sp. z o.o.', '"Kowalski & Syn" sp. z o.o.'],
    ["'; drop table patients; --", "'; drop table patients; --"],
  ])('accepts %j', (raw, stored) => {
    expect(verdict(raw, LINE)).toBe(stored);
  });

  it('removes a joiner that joins nothing', () => {
    expect(verdict('a \u200D b\u200D', LINE)).toBe('a b');
    expect(verdict('a\u200D\u200Db', LINE)).toBe('ab');
  });

  it('wants a letter or a digit', () => {
    expect(verdict('-', LINE)).toBe('validation.text.letterOrDigit');
    expect(verdict('⠀', LINE)).toBe('validation.text.letterOrDigit');
    expect(verdict('5', LINE)).toBe('5');
  });

  it('refuses markup', () => {
    expect(verdict('Recepcja <b>1</b>', LINE)).toBe('validation.text.markup');
  });
});

describe('normalizeText: multi-line text', () => {
  it('keeps TAB and line breaks, as LF', () => {
    expect(verdict('a\r\nb\rc\u2028d\te', LINES)).toBe('a\nb\nc\nd\te');
  });

  it('allows "<" in free text (ciśnienie < 120) and any content', () => {
    expect(verdict('ciśnienie < 120', LINES)).toBe('ciśnienie < 120');
    expect(verdict('-', LINES)).toBe('-');
  });

  it('still refuses other controls, bidi overrides and stacked accents', () => {
    expect(verdict('a\u0007b', LINES)).toBe('validation.text.forbiddenCharacters');
    expect(verdict('a\u000bb', LINES)).toBe('validation.text.forbiddenCharacters');
    expect(verdict('a\u202Eb', LINES)).toBe('validation.text.forbiddenCharacters');
    expect(verdict(ACCENTS_90, LINES)).toBe('validation.text.tooManyMarks');
  });
});

describe('normalizeIdentityNumber', () => {
  const verdictOf = (raw: string) => {
    const checked = normalizeIdentityNumber(raw, 20);
    if (checked.ok) return checked.value;
    return 'key' in checked.problem ? checked.problem.key : `tooLong:${checked.problem.tooLong}`;
  };

  it.each([
    ['ab 123-456', 'AB123456'],
    ['  ABC123456 ', 'ABC123456'],
    ['85041212368', '85041212368'],
    ['850412 12368', '85041212368'],
    ['ＡＢ１２３', 'AB123'],
    ['аа 123456', 'АА123456'],
    ['EA–1234567', 'EA1234567'],
  ])('stores %j as %j', (raw, stored) => {
    expect(verdictOf(raw)).toBe(stored);
  });

  it('refuses anything but letters and digits, and more than the limit', () => {
    expect(verdictOf('AB/123')).toBe('validation.ssn.characters');
    expect(verdictOf('AB.123')).toBe('validation.ssn.characters');
    expect(verdictOf('<script>')).toBe('validation.ssn.characters');
    expect(verdictOf('A\u0000')).toBe('validation.text.forbiddenCharacters');
    expect(verdictOf('A'.repeat(21))).toBe('tooLong:20');
    expect(verdictOf('A B C D E F G H I J K L')).toBe('ABCDEFGHIJKL');
  });

  it('leaves nothing of a number that is only layout', () => {
    expect(verdictOf(' - ')).toBe('');
  });
});

describe('normalizeToken', () => {
  it('takes issued tokens as they are and refuses anything else', () => {
    expect(normalizeToken('  6f1b2c3d-0000-4000-8000-000000000001 ', 200)).toEqual({
      ok: true,
      value: '6f1b2c3d-0000-4000-8000-000000000001',
    });
    expect(normalizeToken('abc def', 200).ok).toBe(false);
    expect(normalizeToken('żółw', 200).ok).toBe(false);
    expect(normalizeToken('a\u0000', 200).ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { containsLogin, isCommonPassword, newPasswordIssues } from './password.js';

describe('newPasswordIssues', () => {
  it.each(['Demo1234', 'Zażółć12', 'Radiologia-2026', 'Kot w butach 7'])(
    'accepts %j',
    (password) => {
      expect(newPasswordIssues(password, 'jan.kowalski@example.com')).toEqual([]);
    },
  );

  it.each([
    ['the spec’s composition rule', 'short1A', 'validation.password.rule'],
    ['one of the most common passwords', 'Password1', 'validation.password.common'],
    ['a common password in other letter case', 'QWERTY123', 'validation.password.common'],
    ['the login’s local part', 'Kowalski2026', 'validation.password.containsLogin'],
    ['the local part in other letter case', 'xJAN.KOWALSKIx1', 'validation.password.containsLogin'],
    ['a line feed', 'Demo1234\n', 'validation.password.forbiddenCharacters'],
    ['a carriage return', 'Demo\r1234', 'validation.password.forbiddenCharacters'],
    ['a NUL', 'Demo\u00001234', 'validation.password.forbiddenCharacters'],
    ['a tab', 'Demo\t1234', 'validation.password.forbiddenCharacters'],
    ['DEL', 'Demo1234\u007f', 'validation.password.forbiddenCharacters'],
    ['a bidi override', 'Demo\u202e1234', 'validation.password.forbiddenCharacters'],
    ['a zero-width space', 'Demo\u200b1234', 'validation.password.forbiddenCharacters'],
    ['a lone surrogate', 'Demo1234\ud800', 'validation.password.forbiddenCharacters'],
  ])('refuses %s', (_case, password, issue) => {
    const login = password.toLowerCase().includes('kowalski')
      ? 'jan.kowalski@example.com'
      : 'kowalski@example.com';
    expect(newPasswordIssues(password, login)).toContain(issue);
  });

  it('lists every problem, in the order a person fixes them', () => {
    expect(newPasswordIssues('kowalski\n', 'kowalski@example.com')).toEqual([
      'validation.password.forbiddenCharacters',
      'validation.password.rule',
      'validation.password.containsLogin',
    ]);
  });

  it('accepts an emoji, whose surrogates come in pairs', () => {
    expect(newPasswordIssues('Demo1234😀', 'a@example.com')).toEqual([]);
  });
});

describe('containsLogin', () => {
  it('ignores a local part shorter than 3 characters', () => {
    expect(containsLogin('Jo12345678', 'jo@example.com')).toBe(false);
    expect(containsLogin('Ann12345', 'ann@example.com')).toBe(true);
  });

  it('is false when no login is known', () => {
    expect(containsLogin('Anything1', undefined)).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it('knows a few thousand common passwords, whatever the case', () => {
    for (const password of ['password1', 'Password1', 'P@ssw0rd'.toLowerCase(), 'Zaq12wsx']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('does not refuse an ordinary strong password', () => {
    expect(isCommonPassword('Radiologia2026')).toBe(false);
  });
});

describe('containsLogin, by pieces', () => {
  it('finds a piece of the local part of 4 or more characters', () => {
    expect(containsLogin('AnnaNowak1', 'anna.nowak@example.com')).toBe(true);
    expect(containsLogin('Zima-Nowak-2026', 'anna.nowak@example.com')).toBe(true);
  });

  it('leaves shorter pieces alone', () => {
    expect(containsLogin('January2026', 'jan.kowalski@example.com')).toBe(false);
  });
});

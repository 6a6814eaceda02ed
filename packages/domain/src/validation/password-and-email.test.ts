import { describe, expect, it } from 'vitest';
import { isEmail, normalizeLogin } from './email.js';
import { validatePassword } from './password.js';

describe('validatePassword', () => {
  it.each(['Demo1234', 'aB3aaaaa', 'Zażółć12'])('accepts %s', (password) => {
    expect(validatePassword(password)).toBeNull();
  });

  it.each([
    ['7 characters', 'Demo123'],
    ['no uppercase', 'demo1234'],
    ['no lowercase', 'DEMO1234'],
    ['no digit', 'Demodemo'],
    ['empty', ''],
  ])('refuses a password with %s', (_case, password) => {
    expect(validatePassword(password)).toBe('validation.password.rule');
  });
});

describe('isEmail', () => {
  it.each(['admin@example.com', 'a.b+c@sub.example.co.uk', 'jan.kowalski@przychodnia.pl'])(
    'accepts %s',
    (email) => expect(isEmail(email)).toBe(true),
  );

  it.each(['', 'plain', 'a@b', '@example.com', 'a@.com', 'a b@example.com', 'a@@example.com'])(
    'refuses %j',
    (email) => expect(isEmail(email)).toBe(false),
  );

  it('refuses addresses longer than 254 characters', () => {
    expect(isEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });

  it('normalizes logins to trimmed lower case', () => {
    expect(normalizeLogin('  Admin@Example.COM ')).toBe('admin@example.com');
  });
});

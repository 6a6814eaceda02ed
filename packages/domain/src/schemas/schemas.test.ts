import { describe, expect, it } from 'vitest';
import { ZLoginInput } from './auth.js';
import { newPasswordFormSchema } from './new-password.js';
import { localizeIssues } from './localize.js';

function messages(
  result: { success: boolean; error?: { issues: never[] } },
  lang: 'pl' | 'en' | 'ua',
) {
  return result.success ? [] : localizeIssues(result.error!.issues, lang);
}

describe('ZLoginInput', () => {
  it('normalizes the login and keeps the password as typed', () => {
    expect(ZLoginInput.parse({ login: ' Admin@Example.com ', password: ' x ' })).toEqual({
      login: 'admin@example.com',
      password: ' x ',
    });
  });

  it('requires both fields, in every language', () => {
    const result = ZLoginInput.safeParse({ login: '', password: '' });
    expect(messages(result as never, 'pl')).toEqual([
      { path: 'login', message: 'To pole jest wymagane' },
      { path: 'password', message: 'To pole jest wymagane' },
    ]);
    expect(messages(result as never, 'en').map((m) => m.message)).toEqual([
      'This field is required',
      'This field is required',
    ]);
  });

  it('treats a missing field as required, not as a type error', () => {
    const result = ZLoginInput.safeParse({});
    expect(messages(result as never, 'pl').map((m) => m.message)).toEqual([
      'To pole jest wymagane',
      'To pole jest wymagane',
    ]);
  });

  it('refuses a malformed e-mail', () => {
    const result = ZLoginInput.safeParse({ login: 'nobody', password: 'x' });
    expect(messages(result as never, 'pl')).toEqual([
      { path: 'login', message: 'Niepoprawny adres e-mail' },
    ]);
  });

  it('refuses an over-long password before anyone hashes it', () => {
    const result = ZLoginInput.safeParse({ login: 'a@example.com', password: 'x'.repeat(257) });
    expect(messages(result as never, 'pl')).toEqual([
      { path: 'password', message: 'Dopuszczalne jest najwyżej 256 znaków' },
    ]);
  });
});

describe('newPasswordFormSchema', () => {
  it('accepts a strong password typed twice', () => {
    expect(
      newPasswordFormSchema().safeParse({ newPassword: 'Demo1234', confirmation: 'Demo1234' })
        .success,
    ).toBe(true);
  });

  it('gives the spec messages for a weak password and a mismatch', () => {
    const weak = newPasswordFormSchema().safeParse({ newPassword: 'demo', confirmation: 'demo' });
    expect(messages(weak as never, 'pl')).toEqual([
      {
        path: 'newPassword',
        message:
          'Hasło powinno składać się przynajmniej z 8 znaków, w tym małej i dużej litery oraz cyfry',
      },
    ]);
    const mismatch = newPasswordFormSchema().safeParse({
      newPassword: 'Demo1234',
      confirmation: 'Demo12345',
    });
    expect(messages(mismatch as never, 'pl')).toEqual([
      { path: 'confirmation', message: 'Wartość jest różna od hasła' },
    ]);
  });
});

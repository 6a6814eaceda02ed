import { describe, expect, it } from 'vitest';
import { ZLoginInput } from './auth.js';
import { changePasswordFormSchema, changePasswordInputSchema } from './new-password.js';
import { localizeIssues } from './localize.js';

const LOGIN = 'anna.nowak@example.com';

function messagesOf(
  result: { success: boolean; error?: { issues: unknown[] } },
  lang: 'pl' | 'en' | 'ua',
) {
  return result.success ? [] : localizeIssues(result.error!.issues as never, lang);
}

describe('changePasswordInputSchema', () => {
  it('requires the current password', () => {
    const result = changePasswordInputSchema(LOGIN).safeParse({ newPassword: 'Radiologia2026' });
    expect(messagesOf(result, 'pl')).toEqual([
      { path: 'currentPassword', message: 'To pole jest wymagane' },
    ]);
  });

  it.each([
    ['pl', 'Password1', 'Hasło jest zbyt popularne'],
    ['en', 'Password1', 'This password is too common'],
    ['ua', 'Password1', 'Пароль надто поширений'],
    ['pl', 'AnnaNowak1', 'Hasło nie może zawierać loginu'],
    ['en', 'Anna.Nowak1', 'The password must not contain the login'],
    ['ua', 'xANNA.NOWAK9', 'Пароль не може містити логін'],
    ['pl', 'Radiologia2026\r\n', 'Hasło zawiera niedozwolone znaki'],
    ['en', 'Radiologia\u00002026', 'The password contains characters that are not allowed'],
    ['ua', 'Radiologia\u001b2026', 'Пароль містить недозволені символи'],
  ] as const)('in %s refuses %j: %s', (lang, newPassword, message) => {
    const result = changePasswordInputSchema(LOGIN).safeParse({
      currentPassword: 'whatever',
      newPassword,
    });
    expect(messagesOf(result, lang)).toEqual([{ path: 'newPassword', message }]);
  });

  it('accepts a strong, uncommon password without the login', () => {
    expect(
      changePasswordInputSchema(LOGIN).safeParse({
        currentPassword: 'Old-one-1',
        newPassword: 'Radiologia2026',
      }).success,
    ).toBe(true);
  });
});

describe('changePasswordFormSchema', () => {
  it('asks for the current password, a good new one and the same one again', () => {
    const result = changePasswordFormSchema(LOGIN).safeParse({
      currentPassword: '',
      newPassword: 'Password1',
      confirmation: 'Password2',
    });
    expect(messagesOf(result, 'pl')).toEqual([
      { path: 'currentPassword', message: 'To pole jest wymagane' },
      { path: 'newPassword', message: 'Hasło jest zbyt popularne' },
    ]);
    const mismatch = changePasswordFormSchema(LOGIN).safeParse({
      currentPassword: 'x',
      newPassword: 'Radiologia2026',
      confirmation: 'Radiologia2027',
    });
    expect(messagesOf(mismatch, 'pl')).toEqual([
      { path: 'confirmation', message: 'Wartość jest różna od hasła' },
    ]);
  });
});

describe('ZLoginInput', () => {
  it('takes an optional proof of work, of bounded length', () => {
    const base = { login: 'a@example.com', password: 'x' };
    expect(ZLoginInput.parse({ ...base, proofOfWork: 'eyJ9' })).toEqual({
      ...base,
      proofOfWork: 'eyJ9',
    });
    expect(ZLoginInput.safeParse({ ...base, proofOfWork: 'x'.repeat(4001) }).success).toBe(false);
  });
});

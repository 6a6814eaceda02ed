import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, LOGIN, signIn } from '../../test/graphql.js';
import { CONFIRM_EMAIL, mailedConfirmationToken, mailsTo } from '../../test/signup.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** changeLogin from the profile (issue 19 §2, ADR 0044). */

let t: TestApp;

const CHANGE_LOGIN = `mutation($newLogin: String!, $currentPassword: String!) {
  changeLogin(newLogin: $newLogin, currentPassword: $currentPassword) { id login emailConfirmed }
}`;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
});
afterAll(() => t.close());

const change = (token: string, newLogin: string, currentPassword = TEST_PASSWORD) =>
  graphql<{ changeLogin: { id: string; login: string; emailConfirmed: boolean } }>(
    t.app,
    CHANGE_LOGIN,
    { token, variables: { newLogin, currentPassword } },
  );

describe('changeLogin', () => {
  it('moves the account to the new address, which must be confirmed before the next sign-in', async () => {
    const user = await buildUser(t.database.db, { roles: ['Doctor'] });
    const session = await signIn(t.app, user.login);
    const other = await signIn(t.app, user.login);
    const newLogin = `Nowy.Adres${process.pid}@Example.com`;

    const response = await change(session, newLogin);
    expect(response.data!.changeLogin).toMatchObject({
      login: newLogin.toLowerCase(),
      emailConfirmed: false,
    });
    // This tab stays signed in; the other session ended.
    expect(
      (await graphql(t.app, '{ currentUser { id } }', { token: session })).errors,
    ).toBeUndefined();
    expect(errorCode(await graphql(t.app, '{ currentUser { id } }', { token: other }))).toBe(
      'UNAUTHENTICATED',
    );
    // The old address is told; the new one gets the link.
    expect((await mailsTo(t, user.login)).map((mail) => mail.subject)).toEqual([
      'Login Twojego konta w Portalu RTG został zmieniony',
    ]);
    const signInWith = (login: string) =>
      graphql(t.app, LOGIN, { variables: { login, password: TEST_PASSWORD } });
    expect(errorCode(await signInWith(user.login))).toBe('INVALID_CREDENTIALS');
    expect(errorCode(await signInWith(newLogin.toLowerCase()))).toBe('USER_NOT_CONFIRMED');
    const token = await mailedConfirmationToken(t, newLogin.toLowerCase());
    await graphql(t.app, CONFIRM_EMAIL, { variables: { token } });
    expect((await signInWith(newLogin.toLowerCase())).errors).toBeUndefined();
  });

  it('needs the current password and a free address', async () => {
    const user = await buildUser(t.database.db, { roles: ['Registration'] });
    const taken = await buildUser(t.database.db, { roles: ['Registration'] });
    const session = await signIn(t.app, user.login);
    expect(fieldErrors(await change(session, 'wolny@example.com', 'Zle1haslo'))).toEqual({
      currentPassword: 'Nieprawidłowe obecne hasło',
    });
    expect(fieldErrors(await change(session, taken.login))).toEqual({
      newLogin: 'Użytkownik z tym loginem już istnieje',
    });
    expect(fieldErrors(await change(session, 'nie-adres'))).toEqual({
      newLogin: 'Login musi być prawidłowym adresem e-mail',
    });
  });
});

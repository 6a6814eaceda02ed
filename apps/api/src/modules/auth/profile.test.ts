import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { errorCode, graphql, LOGIN, signIn } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHANGE =
  'mutation($current: String!, $p: String!) { changePassword(currentPassword: $current, newPassword: $p) }';

/** Calls changePassword with the right current password unless told otherwise. */
function change(token: string, p: string, options: { current?: string; lang?: string } = {}) {
  return graphql(t.app, CHANGE, {
    token,
    variables: { current: options.current ?? TEST_PASSWORD, p },
    ...(options.lang ? { lang: options.lang } : {}),
  });
}

describe('changePassword', () => {
  it('gives the spec message for a weak password, in Polish and English', async () => {
    const user = await buildUser(t.database.db);
    const token = await signIn(t.app, user.login);
    const pl = await change(token, 'short', { lang: 'pl' });
    expect(errorCode(pl)).toBe('BAD_USER_INPUT');
    expect(pl.errors?.[0]?.extensions.validationErrors).toEqual([
      {
        path: 'newPassword',
        message:
          'Hasło powinno składać się przynajmniej z 8 znaków, w tym małej i dużej litery oraz cyfry',
      },
    ]);
    const en = await change(token, 'alllowercase1', { lang: 'en' });
    expect(en.errors?.[0]?.message).toBe(
      'The password must have at least 8 characters, including a lowercase letter, an uppercase letter and a digit',
    );
  });

  it.each([
    ['one of the most common passwords', 'Password1', 'Hasło jest zbyt popularne'],
    ['a common password in other letter case', 'qWERTY123', 'Hasło jest zbyt popularne'],
    ['the login', 'Marta.Wrona2026', 'Hasło nie może zawierać loginu'],
    ['a piece of the login', 'WronaWrona7', 'Hasło nie może zawierać loginu'],
    ['CR and LF', 'Radiologia\r\n2026', 'Hasło zawiera niedozwolone znaki'],
    ['an escape character', 'Radiologia\u001b2026', 'Hasło zawiera niedozwolone znaki'],
  ])('refuses %s, and the old password still works', async (_case, newPassword, message) => {
    const user = await buildUser(t.database.db, {
      login: `marta.wrona.${Math.random().toString(36).slice(2, 8)}@example.com`,
    });
    const token = await signIn(t.app, user.login);
    const response = await change(token, newPassword);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions.validationErrors).toEqual([
      { path: 'newPassword', message },
    ]);
    expect(await signIn(t.app, user.login)).toBeTruthy();
  });

  it('refuses a wrong current password, counts it as a failed sign-in and keeps the password', async () => {
    const user = await buildUser(t.database.db);
    const token = await signIn(t.app, user.login);
    const response = await change(token, 'Radiologia2026', { current: 'Wrong1234', lang: 'en' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions.validationErrors).toEqual([
      { path: 'currentPassword', message: 'The current password is wrong' },
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.loginAttempts).toBe(1);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'auth.changePassword')));
    expect(audited).toMatchObject({ outcome: 'failure', details: { reason: 'wrongPassword' } });
    expect(await signIn(t.app, user.login)).toBeTruthy();
  });

  it('throttles guesses of the current password like sign-ins', async () => {
    const user = await buildUser(t.database.db);
    const token = await signIn(t.app, user.login);
    // LOGIN_MAX_FAILURES is 5 by default: the sixth guess has to wait.
    for (let guess = 1; guess <= 5; guess++) {
      expect(errorCode(await change(token, 'Radiologia2026', { current: `Guess${guess}x` }))).toBe(
        'BAD_USER_INPUT',
      );
    }
    const throttled = await change(token, 'Radiologia2026', { current: TEST_PASSWORD });
    expect(errorCode(throttled)).toBe('TOO_MANY_ATTEMPTS');
    expect(throttled.errors?.[0]?.extensions.retryAfterSeconds).toBeGreaterThan(0);
    // The guesses count for signing in too.
    expect(
      errorCode(
        await graphql(t.app, LOGIN, { variables: { login: user.login, password: TEST_PASSWORD } }),
      ),
    ).toBe('TOO_MANY_ATTEMPTS');
  });

  it('sets the new password and ends the user’s other sessions but not this one', async () => {
    const user = await buildUser(t.database.db);
    const token = await signIn(t.app, user.login);
    const elsewhere = await signIn(t.app, user.login);
    expect((await change(token, 'NewPass123')).data).toEqual({ changePassword: true });
    expect(errorCode(await graphql(t.app, '{ currentUser { id } }', { token }))).toBeUndefined();
    expect(errorCode(await graphql(t.app, '{ currentUser { id } }', { token: elsewhere }))).toBe(
      'UNAUTHENTICATED',
    );
    await expect(signIn(t.app, user.login)).rejects.toThrow();
    expect(await signIn(t.app, user.login, 'NewPass123')).toBeTruthy();
  });
});

describe('updatePreferences', () => {
  it('stores the mail-notification preference', async () => {
    const user = await buildUser(t.database.db);
    const token = await signIn(t.app, user.login);
    const response = await graphql<{
      updatePreferences: { preferences: { mailNotifications: boolean } };
    }>(
      t.app,
      'mutation { updatePreferences(newPreferences: { mailNotifications: false }) { preferences { mailNotifications } } }',
      { token },
    );
    expect(response.data?.updatePreferences.preferences.mailNotifications).toBe(false);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.preferences).toEqual({ mailNotifications: false });
  });
});

describe('currentUser', () => {
  it('returns the contact and the branches the user works in', async () => {
    const user = await buildUser(t.database.db, { firstName: 'Łucja', lastName: 'Żak' });
    const token = await signIn(t.app, user.login);
    const response = await graphql<{ currentUser: Record<string, unknown> }>(
      t.app,
      '{ currentUser { login roles active emailConfirmed lastLoginDate contact { firstName lastName } branches { id } } }',
      { token },
    );
    expect(response.data?.currentUser).toMatchObject({
      login: user.login,
      roles: ['Admin'],
      active: true,
      emailConfirmed: true,
      contact: { firstName: 'Łucja', lastName: 'Żak' },
      branches: [],
    });
    expect(new Date(response.data?.currentUser.lastLoginDate as string).getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });
});

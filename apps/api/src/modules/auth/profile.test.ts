import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, graphql, signIn } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHANGE = 'mutation($p: String!) { changePassword(newPassword: $p) }';

describe('changePassword', () => {
  it('gives the spec message for a weak password, in Polish and English', async () => {
    const user = await buildUser(t.database.db);
    const token = await signIn(t.app, user.login);
    const pl = await graphql(t.app, CHANGE, { token, variables: { p: 'short' }, lang: 'pl' });
    expect(errorCode(pl)).toBe('BAD_USER_INPUT');
    expect(pl.errors?.[0]?.extensions.validationErrors).toEqual([
      {
        path: 'newPassword',
        message:
          'Hasło powinno składać się przynajmniej z 8 znaków, w tym małej i dużej litery oraz cyfry',
      },
    ]);
    const en = await graphql(t.app, CHANGE, {
      token,
      variables: { p: 'alllowercase1' },
      lang: 'en',
    });
    expect(en.errors?.[0]?.message).toBe(
      'The password must have at least 8 characters, including a lowercase letter, an uppercase letter and a digit',
    );
  });

  it('sets the new password and ends the user’s other sessions but not this one', async () => {
    const user = await buildUser(t.database.db);
    const token = await signIn(t.app, user.login);
    const elsewhere = await signIn(t.app, user.login);
    expect((await graphql(t.app, CHANGE, { token, variables: { p: 'NewPass123' } })).data).toEqual({
      changePassword: true,
    });
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

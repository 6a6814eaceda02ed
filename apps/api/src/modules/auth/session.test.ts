import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, graphql, signIn } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CURRENT_USER = '{ currentUser { id login roles acceptedTerms contact { firstName } } }';

describe('sessions', () => {
  it('answers a missing or garbage token with 401 UNAUTHENTICATED', async () => {
    for (const token of [undefined, 'not-a-token-but-long-enough-123', 'x'.repeat(300)]) {
      const response = await graphql(t.app, CURRENT_USER, { token, lang: 'en' });
      expect(response.status).toBe(401);
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
      expect(response.errors?.[0]?.message).toBe('Session invalid. Please log in again.');
    }
  });

  it('answers an expired session with 401 and the message "jwt expired"', async () => {
    const user = await buildUser(t.database.db);
    const token = await signIn(t.app, user.login);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    const response = await graphql(t.app, CURRENT_USER, { token, lang: 'ua' });
    expect(response.status).toBe(401);
    expect(errorCode(response)).toBe('TOKEN_EXPIRED');
    expect(response.errors?.[0]?.message).toBe('jwt expired');
  });

  it('ends a session on logout', async () => {
    const user = await buildUser(t.database.db);
    const token = await signIn(t.app, user.login);
    const other = await signIn(t.app, user.login);
    expect((await graphql(t.app, 'mutation { logout }', { token })).data).toEqual({ logout: true });
    expect(errorCode(await graphql(t.app, CURRENT_USER, { token }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await graphql(t.app, CURRENT_USER, { token: other }))).toBeUndefined();
  });

  it('ends every session of a user who is deactivated', async () => {
    const user = await buildUser(t.database.db);
    const token = await signIn(t.app, user.login);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect(errorCode(await graphql(t.app, CURRENT_USER, { token }))).toBe('UNAUTHENTICATED');
    await t.database.db.update(users).set({ active: true }).where(eq(users.id, user.id));
    expect(errorCode(await graphql(t.app, CURRENT_USER, { token }))).toBe('UNAUTHENTICATED');
  });

  it('never stores the token itself', async () => {
    const user = await buildUser(t.database.db);
    const token = await signIn(t.app, user.login);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('terms of service', () => {
  it('lets a user who has not accepted the terms see themselves and accept, nothing else', async () => {
    const user = await buildUser(t.database.db, { acceptedTerms: false, roles: ['Admin'] });
    const token = await signIn(t.app, user.login);
    const me = await graphql<{ currentUser: { acceptedTerms: boolean } }>(t.app, CURRENT_USER, {
      token,
    });
    expect(me.data?.currentUser.acceptedTerms).toBe(false);

    const blocked = await graphql(
      t.app,
      'mutation { updatePreferences(newPreferences: { mailNotifications: false }) { id } }',
      {
        token,
        lang: 'pl',
      },
    );
    expect(errorCode(blocked)).toBe('TERMS_NOT_ACCEPTED');
    expect(blocked.errors?.[0]?.message).toBe('Aby korzystać z portalu, zaakceptuj regulamin.');

    const accepted = await graphql<{ acceptTerms: { acceptedTerms: boolean } }>(
      t.app,
      'mutation { acceptTerms { acceptedTerms } }',
      {
        token,
      },
    );
    expect(accepted.data?.acceptTerms.acceptedTerms).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.acceptedTermsAt).toBeInstanceOf(Date);
    expect(
      errorCode(
        await graphql(
          t.app,
          'mutation { updatePreferences(newPreferences: { mailNotifications: false }) { id } }',
          { token },
        ),
      ),
    ).toBeUndefined();
  });
});

describe('current role (X-Current-Role)', () => {
  it('acts as the first role when none is named, and as a named role the user holds', async () => {
    const user = await buildUser(t.database.db, { roles: ['Technician', 'Admin'] });
    const token = await signIn(t.app, user.login);
    // Both roles may read their own profile; the difference shows where permissions differ.
    expect(errorCode(await graphql(t.app, CURRENT_USER, { token }))).toBeUndefined();
    expect(errorCode(await graphql(t.app, CURRENT_USER, { token, role: 'Admin' }))).toBeUndefined();
  });

  it('refuses a role the user does not hold', async () => {
    const user = await buildUser(t.database.db, { roles: ['Registration'] });
    const token = await signIn(t.app, user.login);
    const response = await graphql(t.app, CURRENT_USER, { token, role: 'Admin', lang: 'en' });
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.errors?.[0]?.message).toBe('You do not have the role Admin.');
    expect(errorCode(await graphql(t.app, CURRENT_USER, { token, role: 'NotARole' }))).toBe(
      'FORBIDDEN',
    );
  });
});

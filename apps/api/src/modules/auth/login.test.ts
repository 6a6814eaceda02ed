import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { errorCode, graphql, LOGIN } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_ATTEMPTS: '3',
    LOGIN_LOCK_MINUTES: '15',
    LOGIN_ADDRESS_MAX_FAILURES: '6',
    // Lets each test pose as another client address through X-Forwarded-For.
    TRUST_PROXY: 'true',
  });
});
afterAll(() => t.close());

/** Each test signs in from its own address so the per-address throttle stays out of its way. */
let addressCounter = 10;
function fromNewAddress() {
  addressCounter += 1;
  return { headers: { 'x-forwarded-for': `10.0.0.${addressCounter}` } };
}

async function login(login: string, password: string, extra: Record<string, unknown> = {}) {
  return graphql<{ login: { token: string; user: { login: string; acceptedTerms: boolean } } }>(
    t.app,
    LOGIN,
    {
      variables: { login, password },
      ...extra,
    },
  );
}

async function auditFor(userId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, 'auth.login')))
    .orderBy(desc(auditLog.id));
}

describe('login', () => {
  it('signs in with the right password, case-insensitively on the login, and records it', async () => {
    const user = await buildUser(t.database.db, {
      login: 'kasia@example.com',
      acceptedTerms: false,
    });
    const response = await login('  KASIA@Example.com ', TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.data?.login.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.data?.login.user).toMatchObject({
      login: 'kasia@example.com',
      acceptedTerms: false,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginDate).toBeInstanceOf(Date);
    expect((await auditFor(user.id))[0]).toMatchObject({ outcome: 'success', entityType: 'user' });
  });

  it('accepts the spec’s `email` field as the login', async () => {
    const user = await buildUser(t.database.db);
    const response = await graphql<{ login: { token: string } }>(
      t.app,
      `mutation { login(loginData: { email: "${user.login}", password: "${TEST_PASSWORD}" }) { token } }`,
    );
    expect(response.data?.login.token).toBeTruthy();
  });

  it('answers a wrong password and an unknown login the same way', async () => {
    const user = await buildUser(t.database.db);
    const wrong = await login(user.login, 'Wrong1234', fromNewAddress());
    const unknown = await login('nobody-here@example.com', 'Wrong1234', fromNewAddress());
    for (const response of [wrong, unknown]) {
      expect(response.data).toBeNull();
      expect(errorCode(response)).toBe('INVALID_CREDENTIALS');
      expect(response.errors?.[0]?.message).toBe('Nieprawidłowy login lub hasło.');
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.loginAttempts).toBe(1);
    expect((await auditFor(user.id))[0]).toMatchObject({
      outcome: 'failure',
      details: { reason: 'wrongPassword' },
    });
  });

  it('locks the account after LOGIN_MAX_ATTEMPTS wrong passwords, even for the right one', async () => {
    const user = await buildUser(t.database.db);
    expect(errorCode(await login(user.login, 'Wrong1', fromNewAddress()))).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(errorCode(await login(user.login, 'Wrong2', fromNewAddress()))).toBe(
      'INVALID_CREDENTIALS',
    );
    const locking = await login(user.login, 'Wrong3', { ...fromNewAddress(), lang: 'en' });
    expect(errorCode(locking)).toBe('ACCOUNT_LOCKED');
    expect(locking.errors?.[0]?.message).toBe(
      'Too many failed sign-in attempts. The account is locked for 15 min.',
    );
    expect(locking.errors?.[0]?.extensions.retryAfterSeconds).toBeGreaterThan(14 * 60);
    const rightButLocked = await login(user.login, TEST_PASSWORD, fromNewAddress());
    expect(errorCode(rightButLocked)).toBe('ACCOUNT_LOCKED');
    expect((await auditFor(user.id))[0]).toMatchObject({
      outcome: 'denied',
      details: { reason: 'locked' },
    });
  });

  it('lets a user in again when the lock has run out, and resets the count', async () => {
    const user = await buildUser(t.database.db);
    await t.database.db
      .update(users)
      .set({ loginAttempts: 3, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect(
      (await login(user.login, TEST_PASSWORD, fromNewAddress())).data?.login.token,
    ).toBeTruthy();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ loginAttempts: 0, lockedUntil: null });
  });

  it('throttles an address after LOGIN_ADDRESS_MAX_FAILURES failures, whatever the account', async () => {
    const address = { headers: { 'x-forwarded-for': '10.9.9.9' } };
    for (let attempt = 0; attempt < 6; attempt++) {
      expect(errorCode(await login(`ghost${attempt}@example.com`, 'Wrong1234', address))).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const user = await buildUser(t.database.db);
    const throttled = await login(user.login, TEST_PASSWORD, address);
    expect(errorCode(throttled)).toBe('TOO_MANY_ATTEMPTS');
    expect(throttled.errors?.[0]?.extensions.retryAfterSeconds).toBeGreaterThan(0);
    expect(errorCode(await login(user.login, TEST_PASSWORD, fromNewAddress()))).toBeUndefined();
  });

  it('refuses an inactive account only after the right password', async () => {
    const user = await buildUser(t.database.db, { active: false });
    expect(errorCode(await login(user.login, 'Wrong1234', fromNewAddress()))).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(errorCode(await login(user.login, TEST_PASSWORD, fromNewAddress()))).toBe(
      'ACCOUNT_INACTIVE',
    );
  });

  it('tells an unconfirmed user so, with the original error the web looks for', async () => {
    const user = await buildUser(t.database.db, { emailConfirmed: false });
    const response = await login(user.login, TEST_PASSWORD, { ...fromNewAddress(), lang: 'ua' });
    expect(errorCode(response)).toBe('USER_NOT_CONFIRMED');
    expect(response.errors?.[0]?.extensions.originalError).toBe('UserNotConfirmed');
    expect(response.errors?.[0]?.message).toBe('Адресу електронної пошти ще не підтверджено.');
  });

  it('validates the input with localized, per-field messages', async () => {
    const response = await login('not-an-email', '', { lang: 'pl' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions.validationErrors).toEqual([
      { path: 'login', message: 'Niepoprawny adres e-mail' },
      { path: 'password', message: 'To pole jest wymagane' },
    ]);
  });

  it('refuses an absurdly long password before hashing it', async () => {
    const response = await login('a@example.com', 'x'.repeat(10_000));
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });
});

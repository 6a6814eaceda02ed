import {
  PASSWORD_RESET_REQUESTS_PER_CLIENT_PER_HOUR,
  PASSWORD_RESET_REQUESTS_PER_LOGIN_PER_HOUR,
} from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mails, passwordTokens, users } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, signIn } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { RESET_PASSWORD } from '../../test/users.js';

/**
 * A forgotten password (issue 19 §2): initPasswordReset answers alike for any address, mails an
 * active account a link in the caller's language, and the link sets the password once.
 */

let t: TestApp;
let client = 0;

const INIT = 'mutation($email: String!) { initPasswordReset(email: $email) }';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

/** Asks for a link from a client address of its own, unless one is given. */
function ask(email: string, options: { address?: string; lang?: string } = {}) {
  client += 1;
  return graphql<{ initPasswordReset: boolean }>(t.app, INIT, {
    variables: { email },
    headers: {
      'x-forwarded-for': options.address ?? `198.51.100.${client}`,
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}

/** The token of the newest reset mail to `email`, and its subject; null when none went out. */
async function mailedReset(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(mails)
    .where(and(eq(mails.recipient, email), eq(mails.template, 'password-reset')))
    .orderBy(desc(mails.id))
    .limit(1);
  if (!mail) return null;
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? null;
  return { token, subject: mail.subject };
}

const reset = (token: string, newPassword = 'Zapomniane1hasło') =>
  graphql(t.app, RESET_PASSWORD, { variables: { token, newPassword } });

describe('initPasswordReset', () => {
  it('mails an active account a link that sets its password once, and ends its sessions', async () => {
    const user = await buildUser(t.database.db, { roles: ['Doctor'] });
    const session = await signIn(t.app, user.login);

    const response = await ask(user.login.toUpperCase());
    expect(response.data).toEqual({ initPasswordReset: true });
    const mail = await mailedReset(user.login);
    expect(mail!.subject).toBe('Zmiana hasła w Portalu RTG');
    const [stored] = await t.database.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, user.id));
    expect(stored!.purpose).toBe('reset');
    expect(stored!.tokenHash).not.toContain(mail!.token);
    // About an hour.
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(60);

    expect((await reset(mail!.token!)).data).toEqual({ resetPassword: true });
    await signIn(t.app, user.login, 'Zapomniane1hasło');
    const old = await graphql(t.app, '{ currentUser { id } }', { token: session });
    expect(errorCode(old)).toBe('UNAUTHENTICATED');
    expect(errorCode(await reset(mail!.token!, 'Jeszcze1inne'))).toBe('BAD_USER_INPUT');
  });

  it('answers alike for an unknown address, an inactive and a deleted account, and mails none of them', async () => {
    const inactive = await buildUser(t.database.db, { roles: ['Doctor'], active: false });
    const deleted = await buildUser(t.database.db, { roles: ['Doctor'] });
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, deleted.id));
    const known = await buildUser(t.database.db, { roles: ['Doctor'] });
    const answers = [];
    for (const email of ['nikt@example.com', inactive.login, deleted.login, known.login]) {
      const response = await ask(email);
      answers.push({ status: response.status, body: response.data, errors: response.errors });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await mailedReset('nikt@example.com')).toBeNull();
    expect(await mailedReset(inactive.login)).toBeNull();
    expect(await mailedReset(deleted.login)).toBeNull();
    expect(await mailedReset(known.login)).not.toBeNull();
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.requestPasswordReset'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited!.outcome).toBe('success');
    expect(JSON.stringify(audited)).not.toContain('nikt@example.com');
  });

  it('mails in the caller’s language and lets only the newest link work', async () => {
    const user = await buildUser(t.database.db, { roles: ['DentalOffice'] });
    await ask(user.login);
    const first = await mailedReset(user.login);
    await ask(user.login, { lang: 'en' });
    const second = await mailedReset(user.login);
    expect(second!.subject).toBe('Reset your Portal RTG password');
    expect(second!.token).not.toBe(first!.token);
    expect(errorCode(await reset(first!.token!))).toBe('BAD_USER_INPUT');
    expect((await reset(second!.token!)).data).toEqual({ resetPassword: true });
  });

  it('refuses a malformed address at its field', async () => {
    const response = await ask('nie-adres');
    expect(fieldErrors(response)).toEqual({ email: 'Niepoprawny adres e-mail' });
  });

  it('limits requests per address asked for, whether or not it is an account’s', async () => {
    for (const email of ['brak-konta@example.com', (await buildUser(t.database.db)).login]) {
      for (let i = 0; i < PASSWORD_RESET_REQUESTS_PER_LOGIN_PER_HOUR; i += 1) {
        expect((await ask(email)).data).toEqual({ initPasswordReset: true });
      }
      expect(errorCode(await ask(email))).toBe('TOO_MANY_ATTEMPTS');
    }
  });

  it('limits requests per client address', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < PASSWORD_RESET_REQUESTS_PER_CLIENT_PER_HOUR; i += 1) {
      expect((await ask(`inny${i}@example.com`, { address })).data).toEqual({
        initPasswordReset: true,
      });
    }
    const refused = await ask('jeszcze@example.com', { address });
    expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.errors![0]!.extensions.retryAfterSeconds).toBeGreaterThan(0);
  });
});

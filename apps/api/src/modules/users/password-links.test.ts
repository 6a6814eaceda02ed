import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { mails, passwordTokens, users } from '../../db/schema/index.js';
import { ensureAppConfig } from '../../db/seed/app-config.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, LOGIN, signIn } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUserAs, personData, RESET_PASSWORD } from '../../test/users.js';

let t: TestApp;
let admin: string;

const INVALID_LINK =
  'Link do ustawienia hasła jest nieprawidłowy, wygasł lub został już użyty. Poproś o nowy link: „Nie pamiętasz hasła?” na stronie logowania.';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
  await ensureAppConfig(t.database.db);
  admin = await signIn(t.app, (await buildUser(t.database.db, { roles: ['Admin'] })).login);
});
afterAll(() => t.close());

/** A new account and the token of the link its mail carries. */
async function invited() {
  const user = await createUserAs(t.app, admin, personData(), ['Registration']);
  const [mail] = await t.database.db.select().from(mails).where(eq(mails.recipient, user.login));
  const link =
    /https:\/\/portal\.example\.com\/reset-password\?token=([A-Za-z0-9_-]+)&lang=pl/.exec(
      mail!.text,
    );
  return { user, token: link![1]! };
}

const reset = (token: string, newPassword = 'Nowe1234hasło') =>
  graphql(t.app, RESET_PASSWORD, { variables: { token, newPassword } });

describe('resetPassword', () => {
  it('sets the password from the mailed link, after which the account signs in', async () => {
    const { user, token } = await invited();
    const [stored] = await t.database.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, Number(user.id)));
    // Only the hash is kept.
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.purpose).toBe('setPassword');

    expect((await reset(token)).data).toEqual({ resetPassword: true });
    await signIn(t.app, user.login, 'Nowe1234hasło');
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(user.id)));
    expect(row!.emailConfirmed).toBe(true);
  });

  it('works once', async () => {
    const { token } = await invited();
    expect((await reset(token)).errors).toBeUndefined();
    const again = await reset(token, 'Inne1234hasło');
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(again.errors![0]!.message).toBe(INVALID_LINK);
  });

  it('refuses an expired link, a bogus one and the link of a deleted account alike', async () => {
    const expired = await invited();
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, Number(expired.user.id)));
    const deleted = await invited();
    await graphql(t.app, 'mutation($id: ID!) { deleteUser(id: $id) }', {
      token: admin,
      variables: { id: deleted.user.id },
    });
    for (const token of [expired.token, deleted.token, 'A'.repeat(43), 'x']) {
      const response = await reset(token);
      expect(response.errors![0]!.message).toBe(INVALID_LINK);
    }
    const login = await graphql(t.app, LOGIN, {
      variables: { login: expired.user.login, password: 'Nowe1234hasło' },
    });
    expect(login.data).toBeNull();
  });

  it('checks the new password by the rules of a new password, and the link stays usable', async () => {
    const { token } = await invited();
    expect(fieldErrors(await reset(token, 'krótkie'))).toEqual({
      newPassword:
        'Hasło powinno składać się przynajmniej z 8 znaków, w tym małej i dużej litery oraz cyfry',
    });
    expect((await reset(token)).data).toEqual({ resetPassword: true });
  });

  it('ends the sessions the account had', async () => {
    const row = await buildUser(t.database.db, { roles: ['Technician'] });
    const session = await signIn(t.app, row.login);
    const token = 'a-link-an-admin-sent-to-this-account-0123456';
    await t.database.db.insert(passwordTokens).values({
      userId: row.id,
      tokenHash: hashToken(token),
      purpose: 'setPassword',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await reset(token)).data).toEqual({ resetPassword: true });
    const after = await graphql(t.app, '{ currentUser { id } }', { token: session });
    expect(errorCode(after)).toBe('UNAUTHENTICATED');
  });
});

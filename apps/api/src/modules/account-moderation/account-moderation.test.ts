import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationHolds, users } from '../../db/schema/index.js';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, LOGIN, signIn } from '../../test/graphql.js';
import { doctorSignupData, mailsTo, signUpDoctor } from '../../test/signup.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { appMailer } from '../../platform/mail/mailer.js';
import { removeMarkedAccounts } from '../auth/account-deletion.js';

/** An Admin warns, suspends, blocks, restores, deletes and unregisters accounts (ADR 0045). */

let t: TestApp;
let admin: string;

const USER = 'id version suspendedUntil blockedAt registrationHold';
const WARN = `mutation($id: ID!, $message: String!) { warnAccount(id: $id, message: $message) { ${USER} } }`;
const SUSPEND = `mutation($id: ID!, $until: DateTime!, $reason: String!, $version: Int!) {
  suspendAccount(id: $id, until: $until, reason: $reason, version: $version) { ${USER} } }`;
const BLOCK = `mutation($id: ID!, $reason: String!, $version: Int!) {
  blockAccount(id: $id, reason: $reason, version: $version) { ${USER} } }`;
const RESTORE = `mutation($id: ID!, $version: Int!) { restoreAccount(id: $id, version: $version) { ${USER} } }`;
const UNREGISTER = `mutation($id: ID!, $version: Int!) { unregisterAccount(id: $id, version: $version) { ${USER} } }`;
const DELETE = 'mutation($id: ID!) { deleteUser(id: $id) }';
const ACTIVATE = `mutation($email: String!, $consent: Boolean) {
  activate(email: $email, consent: $consent) { id verifiedAt registrationHold } }`;

interface Moderated {
  id: string;
  version: number;
  suspendedUntil: string | null;
  blockedAt: string | null;
  registrationHold: string | null;
}

type Answers = {
  warnAccount: Moderated;
  suspendAccount: Moderated;
  blockAccount: Moderated;
  restoreAccount: Moderated;
  unregisterAccount: Moderated;
  activate: Moderated & { verifiedAt: string | null };
};

const call = (query: string, variables: Record<string, unknown>, token = admin) =>
  graphql<Answers>(t.app, query, { token, variables });

const signInAs = (login: string) =>
  graphql(t.app, LOGIN, { variables: { login, password: TEST_PASSWORD } });

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
  admin = await signIn(t.app, (await buildUser(t.database.db, { roles: ['Admin'] })).login);
});
afterAll(() => t.close());

describe('warnAccount', () => {
  it('mails the warning as written and leaves the account as it is', async () => {
    const doctor = await buildUser(t.database.db, { roles: ['Doctor'] });
    const warned = await call(WARN, { id: doctor.id, message: 'Proszę nie udostępniać konta.' });
    expect(warned.data!.warnAccount).toMatchObject({ version: doctor.version, blockedAt: null });
    expect(await mailsTo(t, doctor.login)).toEqual([
      {
        template: 'account-moderation',
        subject: 'Ostrzeżenie dotyczące Twojego konta w Portalu RTG',
      },
    ]);
    expect(errorCode(await signInAs(doctor.login))).toBeUndefined();
    expect(fieldErrors(await call(WARN, { id: doctor.id, message: '   ' }))).toEqual({
      message: 'To pole jest wymagane',
    });
  });
});

describe('suspendAccount', () => {
  it('ends the sessions, refuses sign-in until then with the date, and mails the reason', async () => {
    const doctor = await buildUser(t.database.db, { roles: ['Doctor'] });
    const session = await signIn(t.app, doctor.login);
    const until = inDays(7);
    const suspended = await call(SUSPEND, {
      id: doctor.id,
      until,
      reason: 'Naruszenie regulaminu',
      version: doctor.version,
    });
    expect(suspended.data!.suspendAccount).toMatchObject({
      suspendedUntil: until,
      version: doctor.version + 1,
    });
    expect(errorCode(await graphql(t.app, '{ currentUser { id } }', { token: session }))).toBe(
      'UNAUTHENTICATED',
    );
    const refused = await signInAs(doctor.login);
    expect(errorCode(refused)).toBe('ACCOUNT_SUSPENDED');
    expect(refused.errors![0]!.message).toMatch(/^Konto jest zawieszone do \d\d\.\d\d\.\d{4}/);
    expect((await mailsTo(t, doctor.login)).map((mail) => mail.subject)).toEqual([
      'Twoje konto w Portalu RTG zostało zawieszone',
    ]);

    // A suspension past its end lets the account in again by itself.
    await t.database.db
      .update(users)
      .set({ suspendedUntil: sql`now() - interval '1 minute'` })
      .where(eq(users.id, doctor.id));
    expect(errorCode(await signInAs(doctor.login))).toBeUndefined();
  });

  it('refuses a past or too distant end, a stale version and one’s own account', async () => {
    const doctor = await buildUser(t.database.db, { roles: ['Doctor'] });
    const base = { id: doctor.id, reason: 'Powód', version: doctor.version };
    expect(fieldErrors(await call(SUSPEND, { ...base, until: inDays(-1) }))).toEqual({
      until: 'Data końca zawieszenia musi być w przyszłości',
    });
    expect(fieldErrors(await call(SUSPEND, { ...base, until: inDays(400) }))).toEqual({
      until: 'Zawieszenie może trwać najwyżej 365 dni',
    });
    expect(errorCode(await call(SUSPEND, { ...base, until: inDays(1), version: 99 }))).toBe(
      'STALE_VERSION',
    );
    const me = await buildUser(t.database.db, { roles: ['Admin'] });
    const mine = await call(
      SUSPEND,
      { id: me.id, until: inDays(1), reason: 'x', version: me.version },
      await signIn(t.app, me.login),
    );
    expect(errorCode(mine)).toBe('CONFLICT');
    expect(await mailsTo(t, doctor.login)).toEqual([]);
  });
});

describe('blockAccount and restoreAccount', () => {
  it('blocks until restored; a blocked account gets no reset link; both are mailed', async () => {
    const doctor = await buildUser(t.database.db, { roles: ['Doctor'] });
    const blocked = await call(BLOCK, { id: doctor.id, reason: 'Spam', version: doctor.version });
    expect(blocked.data!.blockAccount.blockedAt).not.toBeNull();
    expect(errorCode(await signInAs(doctor.login))).toBe('ACCOUNT_BLOCKED');
    await graphql(t.app, 'mutation($email: String!) { initPasswordReset(email: $email) }', {
      variables: { email: doctor.login },
    });

    const restored = await call(RESTORE, {
      id: doctor.id,
      version: blocked.data!.blockAccount.version,
    });
    expect(restored.data!.restoreAccount).toMatchObject({ blockedAt: null, suspendedUntil: null });
    expect(errorCode(await signInAs(doctor.login))).toBeUndefined();
    expect((await mailsTo(t, doctor.login)).map((mail) => mail.template)).toEqual([
      'account-moderation',
      'account-moderation',
    ]);
  });
});

describe('re-registration after deletion or blocking', () => {
  it('holds a deleted address: its new signup is verified only with consent', async () => {
    const { id, login } = await buildUser(t.database.db, { roles: ['Doctor'] });
    expect((await call(DELETE, { id })).data).toEqual({ deleteUser: true });
    expect((await mailsTo(t, login)).at(-1)!.subject).toBe(
      'Twoje konto w Portalu RTG zostało usunięte przez administratora',
    );
    // No address in the clear.
    const holds = await t.database.db.select().from(registrationHolds);
    expect(holds.some((hold) => hold.loginHash.includes('@'))).toBe(false);

    const again = doctorSignupData({ login });
    expect(errorCode(await signUpDoctor(t, again))).toBeUndefined();
    const refused = await call(ACTIVATE, { email: login });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe(
      'Ten adres był wcześniej zablokowany lub usunięty. Weryfikacja konta wymaga zgody administratora.',
    );
    const consented = await call(ACTIVATE, { email: login, consent: true });
    expect(consented.data!.activate).toMatchObject({ registrationHold: null });
    expect(consented.data!.activate.verifiedAt).not.toBeNull();
  });

  it('unregisters at the owner’s request: inactive at once, the address held as blocked when it was', async () => {
    const doctor = await buildUser(t.database.db, { roles: ['Doctor'] });
    const blocked = await call(BLOCK, { id: doctor.id, reason: 'x', version: doctor.version });
    const gone = await call(UNREGISTER, {
      id: doctor.id,
      version: blocked.data!.blockAccount.version,
    });
    expect(gone.data!.unregisterAccount.id).toBe(String(doctor.id));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, doctor.id));
    expect(row).toMatchObject({ active: false });
    expect(row!.deletionRequestedAt).not.toBeNull();
    await removeMarkedAccounts({
      db: t.database.db,
      mailer: appMailer(t.config, null),
      storage: t.app.storage,
    });
    const again = await signUpDoctor(t, doctorSignupData({ login: doctor.login }));
    expect(errorCode(again)).toBeUndefined();
    const [held] = await t.database.db
      .select({ hold: users.registrationHold })
      .from(users)
      .where(and(eq(users.login, doctor.login), isNull(users.deletedAt)));
    expect(held!.hold).toBe('blocked');
  });
});

describe('who may moderate', () => {
  it('is the Admin alone', async () => {
    const doctor = await buildUser(t.database.db, { roles: ['Doctor'] });
    const manager = await signIn(
      t.app,
      (await buildUser(t.database.db, { roles: ['Manager'] })).login,
    );
    const refused = await call(WARN, { id: doctor.id, message: 'x' }, manager);
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });
});

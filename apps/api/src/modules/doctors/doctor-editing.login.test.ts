import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { ensureAppConfig } from '../../db/seed/app-config.js';
import { errorCode, fieldErrors, graphql, signIn } from '../../test/graphql.js';
import { CONFIRM_EMAIL } from '../../test/signup.js';
import { buildDoctor, loginOf, staffCaller } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { RESET_PASSWORD } from '../../test/users.js';
import {
  addedDoctor,
  CHANGE_LOGIN,
  doctorData,
  freshLogin,
  mailsTo,
  SEND_RESET,
  storedDoctor,
} from './doctor-editing.fixtures.js';

// The doctor view's account steps (spec part 2 §4, §6): changing the login and the reset link.
let t: TestApp;
let admin: Awaited<ReturnType<typeof staffCaller>>;
let manager: Awaited<ReturnType<typeof staffCaller>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
  await ensureAppConfig(t.database.db);
  admin = await staffCaller(t, 'Admin');
  manager = await staffCaller(t, 'Manager');
});
afterAll(() => t.close());

const tokenIn = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;

function changeLogin(id: string | number, login: string) {
  return graphql<{ changeDoctorLogin: { id: string; hasAccount: boolean } }>(t.app, CHANGE_LOGIN, {
    ...manager.options,
    variables: { id: String(id), login },
  });
}

describe('changeDoctorLogin', () => {
  it('moves an account to the new address, unconfirmed, mails it the activation link', async () => {
    const doctor = await buildDoctor(t, { role: 'Doctor' });
    const oldLogin = await loginOf(t, doctor);
    const newLogin = freshLogin('nowy');
    const response = await changeLogin(doctor.id, newLogin);
    expect(response.errors).toBeUndefined();
    const [account] = await t.database.db.select().from(users).where(eq(users.id, doctor.userId!));
    expect(account).toMatchObject({ login: newLogin, emailConfirmed: false });
    const [activation] = await mailsTo(t, newLogin);
    expect(activation).toMatchObject({ template: 'account-confirmation' });
    const [notice] = await mailsTo(t, oldLogin);
    expect(notice).toMatchObject({ template: 'account-notice' });
    // The doctor's sessions ended; opening the link confirms the address, then they sign in.
    expect(errorCode(await graphql(t.app, '{ currentUser { id } }', doctor.options))).toBe(
      'UNAUTHENTICATED',
    );
    const confirmed = await graphql(t.app, CONFIRM_EMAIL, {
      variables: { token: tokenIn(activation!.text) },
    });
    expect(confirmed.errors).toBeUndefined();
    expect(await signIn(t.app, newLogin)).toBeTruthy();
  });

  it('gives a doctor without an account one, mailed a link to set its password', async () => {
    const doctor = await addedDoctor(t, admin, doctorData());
    const login = freshLogin('konto');
    const response = await changeLogin(doctor.id, login);
    expect(response.data?.changeDoctorLogin.hasAccount).toBe(true);
    const stored = await storedDoctor(t, doctor.id);
    expect(stored!.account).toMatchObject({ login, roles: ['Doctor'], emailConfirmed: false });
    const [invitation] = await mailsTo(t, login);
    expect(invitation).toMatchObject({ template: 'account-invitation' });
    // The doctor activates the account from the mail.
    const set = await graphql(t.app, RESET_PASSWORD, {
      variables: { token: tokenIn(invitation!.text), newPassword: 'NoweHaslo123' },
    });
    expect(set.errors).toBeUndefined();
    expect(await signIn(t.app, login, 'NoweHaslo123')).toBeTruthy();
  });

  it("answers a taken login as the users module does, at the new login's field", async () => {
    const doctor = await buildDoctor(t, { role: 'Doctor' });
    const other = await buildDoctor(t, { role: 'Doctor' });
    const response = await changeLogin(doctor.id, await loginOf(t, other));
    expect(fieldErrors(response)).toEqual({ newLogin: 'Użytkownik z tym loginem już istnieje' });
    expect(errorCode(await changeLogin(999_999, freshLogin()))).toBe('NOT_FOUND');
  });
});

describe('sendDoctorPasswordReset', () => {
  it('mails the account a reset link; a doctor without one is refused', async () => {
    const doctor = await buildDoctor(t, { role: 'Doctor' });
    const response = await graphql(t.app, SEND_RESET, {
      ...manager.options,
      variables: { id: String(doctor.id) },
    });
    expect(response.data).toEqual({ sendDoctorPasswordReset: true });
    const [mail] = await mailsTo(t, await loginOf(t, doctor));
    expect(mail).toMatchObject({ template: 'password-reset', lang: 'pl' });

    const without = await addedDoctor(t, admin);
    const refused = await graphql(t.app, SEND_RESET, {
      ...manager.options,
      variables: { id: without.id },
    });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe('Ten lekarz nie ma aktywnego konta użytkownika.');
  });
});

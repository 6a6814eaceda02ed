import { SIGNUPS_PER_CLIENT_PER_HOUR } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, doctors, passwordTokens, users } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, LOGIN, signIn } from '../../test/graphql.js';
import {
  ACTIVATE,
  CONFIRM_EMAIL,
  doctorSignupData,
  facilitySignupData,
  freshLicenseNumber,
  mailedConfirmationToken,
  mailsTo,
  RESEND_CONFIRMATION,
  SIGNUP_DOCTOR,
  signUpDoctor,
  signUpFacility,
} from '../../test/signup.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Signing up (issue 19 §1, ADR 0044): a doctor or a facility creates an account, confirms the
 * address from the mail and signs in once an Admin has verified it.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com', TRUST_PROXY: 'true' });
  admin = await signIn(t.app, (await buildUser(t.database.db, { roles: ['Admin'] })).login);
});
afterAll(() => t.close());

const logIn = (login: string, password = 'Rejestracja1') =>
  graphql(t.app, LOGIN, { variables: { login, password } });
const confirm = (token: string) => graphql(t.app, CONFIRM_EMAIL, { variables: { token } });
const activate = (email: string, token = admin) =>
  graphql<{ activate: { id: string; verifiedAt: string | null } }>(t.app, ACTIVATE, {
    token,
    variables: { email },
  });

async function accountOf(login: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.login, login));
  return row;
}

describe('signupDoctor', () => {
  it('creates an account that signs in after confirming the address and being verified', async () => {
    const data = doctorSignupData({ login: `Nowy.Lekarz${process.pid}@Example.com` });
    const login = data.login.toLowerCase();
    const response = await signUpDoctor(t, data);
    expect(response.data).toEqual({ signupDoctor: { email: login } });

    const account = await accountOf(login);
    expect(account).toMatchObject({
      roles: ['Doctor'],
      emailConfirmed: false,
      verifiedAt: null,
      acceptedTerms: true,
    });
    const [doctor] = await t.database.db
      .select()
      .from(doctors)
      .where(eq(doctors.userId, account!.id));
    expect(doctor!.licenseNumber).toBe(data.licenseNumber);
    const [contact] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, account!.contactId));
    expect(contact).toMatchObject({
      firstName: 'Anna',
      lastName: 'Zapisana',
      emailAddresses: [login],
      phoneNumbers: ['+48 600 100 200'],
    });

    // Unconfirmed: refused with the resend link's code.
    const unconfirmed = await logIn(login);
    expect(errorCode(unconfirmed)).toBe('USER_NOT_CONFIRMED');
    const token = await mailedConfirmationToken(t, login);
    expect((await confirm(token!)).data).toEqual({ confirmEmail: true });
    expect(errorCode(await confirm(token!))).toBe('BAD_USER_INPUT');

    // Confirmed, not verified yet.
    const unverified = await logIn(login);
    expect(errorCode(unverified)).toBe('ACCOUNT_NOT_VERIFIED');
    expect(unverified.errors![0]!.message).toBe(
      'Konto czeka na weryfikację przez administratora. Gdy zostanie zweryfikowane, otrzymasz wiadomość e-mail.',
    );

    const verified = await activate(login);
    expect(verified.data!.activate.verifiedAt).not.toBeNull();
    expect((await mailsTo(t, login)).map((mail) => mail.template)).toEqual([
      'account-confirmation',
      'account-notice',
    ]);
    expect((await logIn(login)).errors).toBeUndefined();
  });

  it('checks the form with the spec’s messages', async () => {
    const response = await signUpDoctor(
      t,
      doctorSignupData({
        login: 'nie-adres',
        password: 'krotkie',
        firstName: '',
        licenseNumber: '1234567',
        acceptTerms: false,
      }),
    );
    expect(fieldErrors(response)).toEqual({
      login: 'Login musi być prawidłowym adresem e-mail',
      firstName: 'To pole jest wymagane',
      licenseNumber: 'Nieprawidłowy numer prawa wykonywania zawodu',
      acceptTerms: 'Akceptacja tego pola jest wymagana',
      password:
        'Hasło powinno składać się przynajmniej z 8 znaków, w tym małej i dużej litery oraz cyfry',
    });
    const letters = await signUpDoctor(t, doctorSignupData({ licenseNumber: '12a4567' }));
    expect(fieldErrors(letters).licenseNumber).toBe('Numer może składać się wyłącznie z cyfr');
  });

  it('needs a solved challenge, spent once', async () => {
    const refused = await graphql(t.app, SIGNUP_DOCTOR, {
      variables: { data: doctorSignupData(), pow: 'bm90LWEtc29sdXRpb24=' },
    });
    expect(errorCode(refused)).toBe('PROOF_OF_WORK_REQUIRED');
  });

  it('answers alike for a taken address and tells its owner instead', async () => {
    const owner = await buildUser(t.database.db, { roles: ['Doctor'] });
    const response = await signUpDoctor(t, doctorSignupData({ login: owner.login }));
    expect(response.data).toEqual({ signupDoctor: { email: owner.login } });
    expect((await mailsTo(t, owner.login)).map((mail) => mail.subject)).toEqual([
      'Próba rejestracji w Portalu RTG',
    ]);
    const rows = await t.database.db.select().from(users).where(eq(users.login, owner.login));
    expect(rows).toHaveLength(1);
  });

  it("gives the clinic's record of a doctor without an account to the doctor who signs up", async () => {
    const licenseNumber = freshLicenseNumber();
    const [contact] = await t.database.db
      .insert(contacts)
      .values({ firstName: 'Anna', lastName: 'Zapisana', phoneNumbers: ['22 000 00 00'] })
      .returning();
    const [record] = await t.database.db
      .insert(doctors)
      .values({ contactId: contact!.id, licenseNumber })
      .returning();
    const data = doctorSignupData({ licenseNumber });
    expect((await signUpDoctor(t, data)).errors).toBeUndefined();
    const account = await accountOf(data.login);
    const [joined] = await t.database.db.select().from(doctors).where(eq(doctors.id, record!.id));
    expect(joined!.userId).toBe(account!.id);
    expect(account!.contactId).toBe(contact!.id);
    const [updated] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, contact!.id));
    expect(updated!.emailAddresses).toEqual([data.login]);
    expect(updated!.phoneNumbers).toEqual(['22 000 00 00', '+48 600 100 200']);

    // The record has an account now: a second signup with its number is refused at the field.
    const again = await signUpDoctor(t, doctorSignupData({ licenseNumber }));
    expect(fieldErrors(again)).toEqual({
      licenseNumber:
        'Lekarz z tym numerem prawa wykonywania zawodu ma już konto. Zaloguj się lub ustaw nowe hasło.',
    });
  });

  it('limits signups per client address', async () => {
    const address = '192.0.2.251';
    for (let i = 0; i < SIGNUPS_PER_CLIENT_PER_HOUR; i += 1) {
      expect((await signUpDoctor(t, doctorSignupData(), address)).errors).toBeUndefined();
    }
    expect(errorCode(await signUpDoctor(t, doctorSignupData(), address))).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('signupOfficeOrLaboratory', () => {
  it('creates a facility account with its facility record', async () => {
    const data = facilitySignupData();
    const response = await signUpFacility(t, data, 'Laboratory');
    expect(response.data).toEqual({ signupOfficeOrLaboratory: { email: data.login } });
    const account = await accountOf(data.login);
    expect(account!.roles).toEqual(['Laboratory']);
    const [doctor] = await t.database.db
      .select()
      .from(doctors)
      .where(eq(doctors.userId, account!.id));
    expect(doctor).toMatchObject({ licenseNumber: null, contactId: account!.contactId });
    const [contact] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, account!.contactId));
    expect(contact).toMatchObject({ companyName: 'Gabinet Uśmiech', nip: '1234563218' });
  });

  it('checks the NIP', async () => {
    const response = await signUpFacility(t, facilitySignupData({ nip: '1234563219' }));
    expect(fieldErrors(response)).toEqual({ nip: 'Nieprawidłowy numer NIP' });
  });
});

describe('confirmEmail and resendConfirmationEmail', () => {
  it('mails a new link that replaces the old one, and answers alike for any login', async () => {
    const data = doctorSignupData();
    await signUpDoctor(t, data);
    const first = await mailedConfirmationToken(t, data.login);
    const resent = await graphql(t.app, RESEND_CONFIRMATION, {
      variables: { login: data.login },
    });
    expect(resent.data).toEqual({ resendConfirmationEmail: true });
    const second = await mailedConfirmationToken(t, data.login);
    expect(second).not.toBe(first);
    expect(errorCode(await confirm(first!))).toBe('BAD_USER_INPUT');
    expect((await confirm(second!)).data).toEqual({ confirmEmail: true });

    // Confirmed now, and a stranger's login: true, and no mail.
    for (const login of [data.login, 'obcy@example.com']) {
      const answer = await graphql(t.app, RESEND_CONFIRMATION, { variables: { login } });
      expect(answer.data).toEqual({ resendConfirmationEmail: true });
    }
    expect((await mailsTo(t, data.login)).length).toBe(2);
    expect(await mailedConfirmationToken(t, 'obcy@example.com')).toBeNull();
  });

  it('refuses an expired, a bogus and a malformed link alike', async () => {
    const data = doctorSignupData();
    await signUpDoctor(t, data);
    const token = await mailedConfirmationToken(t, data.login);
    const account = await accountOf(data.login);
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, account!.id));
    const message =
      'Link potwierdzający jest nieprawidłowy, wygasł lub został już użyty. Zaloguj się, aby otrzymać nowy.';
    for (const wrong of [token!, 'A'.repeat(43), 'x']) {
      const response = await confirm(wrong);
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors![0]!.message).toBe(message);
    }
  });
});

describe('activate', () => {
  it('lists the accounts waiting for verification in the users list, until they are verified', async () => {
    const data = doctorSignupData();
    await signUpDoctor(t, data);
    const waiting = () =>
      graphql<{ users: { items: { login: string; verifiedAt: string | null }[] } }>(
        t.app,
        `
          query ($name: String!) {
            users(where: { awaitingVerification: true, name: $name }) {
              items {
                login
                verifiedAt
              }
            }
          }
        `,
        { token: admin, variables: { name: data.login } },
      );
    expect((await waiting()).data!.users.items).toEqual([{ login: data.login, verifiedAt: null }]);
    await activate(data.login);
    expect((await waiting()).data!.users.items).toEqual([]);
  });

  it('is for Admins and Managers, and says when there is no such account', async () => {
    const manager = await signIn(
      t.app,
      (await buildUser(t.database.db, { roles: ['Manager'] })).login,
    );
    const registrar = await signIn(
      t.app,
      (await buildUser(t.database.db, { roles: ['Registration'] })).login,
    );
    const data = doctorSignupData();
    await signUpDoctor(t, data);
    expect(errorCode(await activate(data.login, registrar))).toBe('FORBIDDEN');
    expect((await activate(data.login, manager)).data!.activate.verifiedAt).not.toBeNull();
    const missing = await activate('nikt@example.com');
    expect(errorCode(missing)).toBe('NOT_FOUND');
    expect(missing.errors![0]!.message).toBe('Nie ma konta o tym adresie e-mail.');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userMfa } from '../../db/schema/index.js';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, LOGIN, signIn } from '../../test/graphql.js';
import { mailsTo } from '../../test/signup.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { totpCode } from './totp.js';

/** Two-step sign-in (issue 19 §4, ADR 0046). */

const BEGIN = `mutation($token: String) {
  beginMfaEnrolment(mfaToken: $token) { secret uri qrCode } }`;
const CONFIRM = `mutation($code: String!, $token: String) {
  confirmMfaEnrolment(code: $code, mfaToken: $token) { recoveryCodes session { token } } }`;
const STEP = `mutation($token: String!, $code: String!) {
  loginWithMfa(mfaToken: $token, code: $code) { token user { id mfaEnabled } } }`;
const DISABLE = 'mutation($p: String!) { disableMfa(currentPassword: $p) { id mfaEnabled } }';
const RESET = 'mutation($id: ID!) { resetUserMfa(id: $id) { id mfaEnabled } }';
const REGENERATE = 'mutation($p: String!) { regenerateMfaRecoveryCodes(currentPassword: $p) }';

interface Begun {
  beginMfaEnrolment: { secret: string; uri: string; qrCode: string };
}
interface Confirmed {
  confirmMfaEnrolment: { recoveryCodes: string[]; session: { token: string } | null };
}

const passwordStep = (t: TestApp, login: string) =>
  graphql(t.app, LOGIN, { variables: { login, password: TEST_PASSWORD } });

const mfaTokenOf = (response: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions?.mfaToken as string;

/** An account with an authenticator set up from the profile: its secret and recovery codes. */
async function enrolled(t: TestApp, roles: ('Doctor' | 'Admin')[] = ['Doctor']) {
  const user = await buildUser(t.database.db, { roles });
  const token = await signIn(t.app, user.login);
  const begun = await graphql<Begun>(t.app, BEGIN, { token });
  const { secret } = begun.data!.beginMfaEnrolment;
  // The previous step's code (still taken): the current one is left for signing in.
  const confirmed = await graphql<Confirmed>(t.app, CONFIRM, {
    token,
    variables: { code: totpCode(secret, Date.now() - 30_000) },
  });
  return { user, token, secret, codes: confirmed.data!.confirmMfaEnrolment.recoveryCodes };
}

describe('with the second factor optional', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sets up an authenticator from the profile: QR code, a code, ten recovery codes', async () => {
    const user = await buildUser(t.database.db, { roles: ['Doctor'] });
    const token = await signIn(t.app, user.login);
    const begun = (await graphql<Begun>(t.app, BEGIN, { token })).data!.beginMfaEnrolment;
    expect(begun.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begun.uri).toMatch(/^otpauth:\/\/totp\/Portal%20RTG:.+\?issuer=Portal%20RTG&secret=/);
    expect(begun.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // The database holds the secret sealed, not as the app shows it.
    const [row] = await t.database.db.select().from(userMfa).where(eq(userMfa.userId, user.id));
    expect(row!.sealedSecret).not.toContain(begun.secret);
    expect(row!.enabledAt).toBeNull();

    const wrong = await graphql(t.app, CONFIRM, { token, variables: { code: '000000' } });
    expect(fieldErrors(wrong)).toEqual({
      code: 'Nieprawidłowy kod. Podaj 6 cyfr z aplikacji lub kod odzyskiwania.',
    });
    const confirmed = await graphql<Confirmed>(t.app, CONFIRM, {
      token,
      variables: { code: totpCode(begun.secret) },
    });
    const { recoveryCodes, session } = confirmed.data!.confirmMfaEnrolment;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(session).toBeNull();
    expect(errorCode(await graphql(t.app, BEGIN, { token }))).toBe('CONFLICT');
  });

  it('asks for a code after the password; a code works once, a recovery code too', async () => {
    const { user, secret, codes } = await enrolled(t);
    const first = await passwordStep(t, user.login);
    expect(errorCode(first)).toBe('MFA_REQUIRED');
    expect(first.data).toBeNull();
    const code = totpCode(secret);
    const signedIn = await graphql<{ loginWithMfa: { token: string; user: { id: string } } }>(
      t.app,
      STEP,
      { variables: { token: mfaTokenOf(first), code } },
    );
    expect(signedIn.data!.loginWithMfa.user.id).toBe(String(user.id));
    const me = await graphql(t.app, '{ currentUser { mfaEnabled } }', {
      token: signedIn.data!.loginWithMfa.token,
    });
    expect(me.data).toEqual({ currentUser: { mfaEnabled: true } });

    // The same code again (within its 30 seconds) is refused; a recovery code, typed loosely, is not.
    const second = mfaTokenOf(await passwordStep(t, user.login));
    expect(fieldErrors(await graphql(t.app, STEP, { variables: { token: second, code } }))).toEqual(
      { code: 'Nieprawidłowy kod. Podaj 6 cyfr z aplikacji lub kod odzyskiwania.' },
    );
    const recovery = ` ${codes[0]!.toUpperCase()} `;
    const byRecovery = await graphql(t.app, STEP, { variables: { token: second, code: recovery } });
    expect(errorCode(byRecovery)).toBeUndefined();
    const third = mfaTokenOf(await passwordStep(t, user.login));
    const reused = await graphql(t.app, STEP, { variables: { token: third, code: codes[0] } });
    expect(errorCode(reused)).toBe('BAD_USER_INPUT');
    // The used step's token works no more.
    expect(
      errorCode(await graphql(t.app, STEP, { variables: { token: second, code: codes[1] } })),
    ).toBe('MFA_STEP_EXPIRED');
    const trail = await t.database.db
      .select({ action: auditLog.action, outcome: auditLog.outcome })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'auth.mfaEnabled', outcome: 'success' },
        { action: 'auth.loginWithMfa', outcome: 'success' },
        { action: 'auth.loginWithMfa', outcome: 'failure' },
      ]),
    );
  });

  it('ends a step after five codes, and an account after ten wrong ones', async () => {
    const { user, secret } = await enrolled(t);
    const step = mfaTokenOf(await passwordStep(t, user.login));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await graphql(t.app, STEP, { variables: { token: step, code: '111111' } });
      expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    }
    const sixth = await graphql(t.app, STEP, {
      variables: { token: step, code: totpCode(secret) },
    });
    expect(errorCode(sixth)).toBe('MFA_STEP_EXPIRED');
    expect(sixth.errors![0]!.message).toBe('Czas na podanie kodu minął. Zaloguj się ponownie.');

    const next = mfaTokenOf(await passwordStep(t, user.login));
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await graphql(t.app, STEP, { variables: { token: next, code: '222222' } });
    }
    const last = mfaTokenOf(await passwordStep(t, user.login));
    await graphql(t.app, STEP, { variables: { token: last, code: '333333' } });
    // Ten wrong codes: even the right one waits now.
    const right = await graphql(t.app, STEP, {
      variables: { token: last, code: totpCode(secret) },
    });
    expect(errorCode(right)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('turns off with the password, renews recovery codes, and the Admin resets it', async () => {
    const { user, token } = await enrolled(t);
    expect(
      fieldErrors(await graphql(t.app, REGENERATE, { token, variables: { p: 'Zle1haslo' } })),
    ).toEqual({
      currentPassword: 'Nieprawidłowe obecne hasło',
    });
    const renewed = await graphql<{ regenerateMfaRecoveryCodes: string[] }>(t.app, REGENERATE, {
      token,
      variables: { p: TEST_PASSWORD },
    });
    expect(renewed.data!.regenerateMfaRecoveryCodes).toHaveLength(10);
    const off = await graphql(t.app, DISABLE, { token, variables: { p: TEST_PASSWORD } });
    expect(off.data).toEqual({ disableMfa: { id: String(user.id), mfaEnabled: false } });
    expect(errorCode(await passwordStep(t, user.login))).toBeUndefined();

    const other = await enrolled(t);
    const admin = await signIn(t.app, (await buildUser(t.database.db, { roles: ['Admin'] })).login);
    const reset = await graphql(t.app, RESET, { token: admin, variables: { id: other.user.id } });
    expect(reset.data).toEqual({ resetUserMfa: { id: String(other.user.id), mfaEnabled: false } });
    expect(errorCode(await passwordStep(t, other.user.login))).toBeUndefined();
    const again = await graphql(t.app, RESET, { token: admin, variables: { id: other.user.id } });
    expect(errorCode(again)).toBe('CONFLICT');

    // Each change of the second factor is told to the owner.
    expect((await mailsTo(t, user.login)).map((mail) => mail.subject)).toEqual([
      'Weryfikacja dwuetapowa w Portalu RTG została włączona',
      'Weryfikacja dwuetapowa w Portalu RTG została wyłączona',
    ]);
    expect((await mailsTo(t, other.user.login)).map((mail) => mail.subject)).toEqual([
      'Weryfikacja dwuetapowa w Portalu RTG została włączona',
      'Administrator zresetował weryfikację dwuetapową w Portalu RTG',
    ]);
  });
});

describe('with the second factor required for Admins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MFA_REQUIRED_ROLES: 'Admin' });
  });
  afterAll(() => t.close());

  it('sets up the authenticator as a step of signing in, and cannot turn it off', async () => {
    const admin = await buildUser(t.database.db, { roles: ['Admin'] });
    const first = await passwordStep(t, admin.login);
    expect(errorCode(first)).toBe('MFA_ENROLMENT_REQUIRED');
    const step = mfaTokenOf(first);
    // The step's token is no session.
    expect(errorCode(await graphql(t.app, '{ currentUser { id } }', { token: step }))).toBe(
      'UNAUTHENTICATED',
    );
    const begun = await graphql<Begun>(t.app, BEGIN, { variables: { token: step } });
    const { secret } = begun.data!.beginMfaEnrolment;
    const confirmed = await graphql<Confirmed>(t.app, CONFIRM, {
      variables: { code: totpCode(secret), token: step },
    });
    const session = confirmed.data!.confirmMfaEnrolment.session!.token;
    const me = await graphql(t.app, '{ currentUser { mfaEnabled mfaRequired } }', {
      token: session,
    });
    expect(me.data).toEqual({ currentUser: { mfaEnabled: true, mfaRequired: true } });
    const off = await graphql(t.app, DISABLE, { token: session, variables: { p: TEST_PASSWORD } });
    expect(errorCode(off)).toBe('CONFLICT');
    expect(errorCode(await passwordStep(t, admin.login))).toBe('MFA_REQUIRED');

    // Roles without the requirement sign in as before.
    const doctor = await buildUser(t.database.db, { roles: ['Doctor'] });
    expect(errorCode(await passwordStep(t, doctor.login))).toBeUndefined();
  });
});

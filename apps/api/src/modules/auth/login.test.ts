import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginChallenge } from '../../auth/login-challenge.js';
import { auditLog, loginThrottles, users } from '../../db/schema/index.js';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { errorCode, graphql, LOGIN, type GraphQLResponse } from '../../test/graphql.js';
import { solveChallengeJson, solvedLoginChallenge } from '../../test/login-challenge.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_FAILURES: '5',
    LOGIN_CHALLENGE_AFTER: '3',
    // The address is asked for the challenge after half of this: 4.
    LOGIN_ADDRESS_MAX_FAILURES: '8',
    LOGIN_FIRST_DELAY_SECONDS: '30',
    LOGIN_MAX_DELAY_SECONDS: '200',
    // Lets each test pose as another client address through X-Forwarded-For.
    TRUST_PROXY: 'true',
  });
});
afterAll(() => t.close());

/** The same portal with the challenge out of the way, to watch the delays alone. */
let delaysOnly: TestApp;
beforeAll(async () => {
  delaysOnly = await createTestApp({
    LOGIN_MAX_FAILURES: '5',
    LOGIN_CHALLENGE_AFTER: '1000',
    LOGIN_FIRST_DELAY_SECONDS: '30',
    LOGIN_MAX_DELAY_SECONDS: '200',
    TRUST_PROXY: 'true',
  });
});
afterAll(() => delaysOnly.close());

/** Each attempt comes from its own address unless a test says otherwise. */
let addressCounter = 10;
function newAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

const LOGIN_WITH_PROOF = `mutation Login($login: String!, $password: String!, $proofOfWork: String) {
  login(loginData: { login: $login, password: $password, proofOfWork: $proofOfWork }) { token }
}`;

interface Attempt {
  proofOfWork?: string;
  address?: string;
  lang?: string;
  /** The delays-only portal instead of the main one. */
  on?: TestApp;
}

async function login(
  account: string,
  password: string,
  { proofOfWork, address = newAddress(), lang, on = t }: Attempt = {},
): Promise<GraphQLResponse<{ login: { token: string } }>> {
  return graphql(on.app, proofOfWork ? LOGIN_WITH_PROOF : LOGIN, {
    variables: { login: account, password, ...(proofOfWork ? { proofOfWork } : {}) },
    headers: { 'x-forwarded-for': address },
    ...(lang ? { lang } : {}),
  });
}

/** Moves a login's wait into the past, as if its owner had waited it out. */
async function waitOut(account: string, on = t): Promise<void> {
  const key = `login:${createHash('sha256').update(account).digest('hex')}`;
  await on.database.db
    .update(loginThrottles)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(loginThrottles.key, key));
}

async function auditFor(userId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, 'auth.login')))
    .orderBy(desc(auditLog.id));
}

/** What a caller can observe of an answer; the wait's digits may differ by a second. */
function observable(response: GraphQLResponse) {
  const error = response.errors?.[0];
  return {
    code: error?.extensions.code,
    message: error?.message.replace(/\d+/g, 'N'),
    waits: typeof error?.extensions.retryAfterSeconds === 'number',
    data: response.data,
  };
}

describe('login', () => {
  it('signs in with the right password, case-insensitively on the login, and records it', async () => {
    const user = await buildUser(t.database.db, {
      login: 'kasia@example.com',
      acceptedTerms: false,
    });
    const response = await graphql<{
      login: { token: string; user: { login: string; acceptedTerms: boolean } };
    }>(t.app, LOGIN, { variables: { login: '  KASIA@Example.com ', password: TEST_PASSWORD } });
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

  it('answers a wrong password and an unknown login the same way, and counts the failure', async () => {
    const user = await buildUser(t.database.db);
    const wrong = await login(user.login, 'Wrong1234');
    const unknown = await login('nobody-here@example.com', 'Wrong1234');
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

  it('answers an existing and an unknown login alike through ten failures and their waits', async () => {
    const user = await buildUser(delaysOnly.database.db);
    /** Ten failures, waiting out each wait as a patient client would. */
    async function persist(account: string) {
      const answers = [];
      for (let failures = 0; failures < 10;) {
        const response = await login(account, 'Wrong1234', { on: delaysOnly });
        answers.push(observable(response));
        if (errorCode(response) === 'INVALID_CREDENTIALS') failures += 1;
        else await waitOut(account, delaysOnly);
      }
      return answers;
    }
    const existing = await persist(user.login);
    const unknown = await persist('no-such-person@example.com');
    expect(unknown).toEqual(existing);
    expect(existing.map((answer) => answer.code)).toEqual([
      ...Array<string>(5).fill('INVALID_CREDENTIALS'),
      ...Array<string[]>(5).fill(['TOO_MANY_ATTEMPTS', 'INVALID_CREDENTIALS']).flat(),
    ]);
    expect(existing[5]).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Zbyt wiele nieudanych prób. Spróbuj ponownie za N s.',
      waits: true,
      data: null,
    });
  });

  it('asks an existing and an unknown login for the challenge alike', async () => {
    const user = await buildUser(t.database.db);
    async function attempts(account: string) {
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        answers.push(observable(await login(account, 'Wrong1234')));
      }
      return answers;
    }
    const existing = await attempts(user.login);
    expect(await attempts('nobody-at-all@example.com')).toEqual(existing);
    expect(existing.map((answer) => answer.code)).toEqual([
      ...Array<string>(3).fill('INVALID_CREDENTIALS'),
      'PROOF_OF_WORK_REQUIRED',
    ]);
  });

  it('lets the owner in after a stranger’s five wrong passwords: a short wait and the check', async () => {
    const owner = await buildUser(t.database.db);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const proofOfWork = attempt > 3 ? await solvedLoginChallenge(t.app) : undefined;
      expect(errorCode(await login(owner.login, `Guess${attempt}x`, { proofOfWork }))).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const tooSoon = await login(owner.login, TEST_PASSWORD, { lang: 'en' });
    expect(errorCode(tooSoon)).toBe('TOO_MANY_ATTEMPTS');
    expect(tooSoon.errors?.[0]?.extensions.retryAfterSeconds).toBeGreaterThan(25);
    expect(tooSoon.errors?.[0]?.extensions.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(tooSoon.errors?.[0]?.message).toMatch(
      /^Too many failed attempts\. Try again in \d+ s\.$/,
    );

    await waitOut(owner.login);
    const unsolved = await login(owner.login, TEST_PASSWORD, { lang: 'en' });
    expect(errorCode(unsolved)).toBe('PROOF_OF_WORK_REQUIRED');
    expect(unsolved.errors?.[0]?.message).toBe(
      'For your security, your browser must first complete a short check. Wait until it finishes, then sign in again.',
    );
    const signedIn = await login(owner.login, TEST_PASSWORD, {
      proofOfWork: await solvedLoginChallenge(t.app),
    });
    expect(signedIn.data?.login.token).toBeTruthy();

    // The owner's success forgets the stranger's failures: a typo now costs no wait.
    expect(errorCode(await login(owner.login, 'Typo1234'))).toBe('INVALID_CREDENTIALS');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.loginAttempts).toBe(1);
    expect(row!.lockedUntil).toBeNull();
  });

  it('makes each wait twice the last, up to LOGIN_MAX_DELAY_SECONDS', async () => {
    const user = await buildUser(delaysOnly.database.db);
    const on = delaysOnly;
    const waits: number[] = [];
    for (let failures = 1; failures <= 9; failures++) {
      expect(errorCode(await login(user.login, 'Wrong1234', { on }))).toBe('INVALID_CREDENTIALS');
      if (failures < 5) continue;
      const refused = await login(user.login, 'Wrong1234', { on });
      expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
      waits.push(refused.errors![0]!.extensions.retryAfterSeconds as number);
      await waitOut(user.login, on);
    }
    // A second may pass between the failure and the refusal that reads the wait.
    expect(waits.map((wait) => Math.ceil(wait / 10) * 10)).toEqual([30, 60, 120, 200, 200]);
  });

  it('says the wait in minutes once it is a minute or more', async () => {
    const user = await buildUser(delaysOnly.database.db);
    const on = delaysOnly;
    for (let failures = 1; failures <= 6; failures++) {
      await login(user.login, 'Wrong1234', { on });
      if (failures === 5) await waitOut(user.login, on);
    }
    const refused = await login(user.login, 'Wrong1234', { on, lang: 'ua' });
    expect(refused.errors?.[0]?.message).toBe(
      'Забагато невдалих спроб. Спробуйте знову через 1 хв.',
    );
  });
});

describe('the sign-in challenge', () => {
  async function exhaustFreeAttempts(account: string) {
    for (let attempt = 0; attempt < 3; attempt++) await login(account, 'Wrong1234');
  }

  it('is asked for after LOGIN_CHALLENGE_AFTER failures, and a solved one is accepted', async () => {
    const user = await buildUser(t.database.db);
    await exhaustFreeAttempts(user.login);
    expect(errorCode(await login(user.login, TEST_PASSWORD))).toBe('PROOF_OF_WORK_REQUIRED');
    const withProof = await login(user.login, TEST_PASSWORD, {
      proofOfWork: await solvedLoginChallenge(t.app),
    });
    expect(withProof.data?.login.token).toBeTruthy();
    expect((await auditFor(user.id))[1]).toMatchObject({
      outcome: 'denied',
      details: { reason: 'challengeRequired' },
    });
  });

  it('refuses a solution used twice', async () => {
    const user = await buildUser(t.database.db);
    await exhaustFreeAttempts(user.login);
    const proofOfWork = await solvedLoginChallenge(t.app);
    expect(errorCode(await login(user.login, 'Wrong1234', { proofOfWork }))).toBe(
      'INVALID_CREDENTIALS',
    );
    const reused = await login(user.login, TEST_PASSWORD, { proofOfWork, lang: 'en' });
    expect(errorCode(reused)).toBe('PROOF_OF_WORK_REQUIRED');
    expect(reused.errors?.[0]?.message).toBe(
      'The security check failed or has expired. Wait for a new check, then sign in again.',
    );
  });

  it('refuses a wrong solution, a changed challenge, an expired one and garbage', async () => {
    const user = await buildUser(t.database.db);
    await exhaustFreeAttempts(user.login);
    const decode = (payload: string) =>
      JSON.parse(Buffer.from(payload, 'base64').toString()) as {
        challenge: { parameters: Record<string, unknown> };
        solution: { counter: number; derivedKey: string };
      };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

    const wrongCounter = decode(await solvedLoginChallenge(t.app));
    wrongCounter.solution.counter += 1;
    wrongCounter.solution.derivedKey = '00'.repeat(32);
    const easier = decode(await solvedLoginChallenge(t.app));
    easier.challenge.parameters.cost = 1;
    const expired = await solveChallengeJson(
      await createLoginChallenge(t.database.db, new Date(Date.now() - 1000)),
    );
    for (const proofOfWork of [encode(wrongCounter), encode(easier), expired, 'not base64 {']) {
      const response = await login(user.login, TEST_PASSWORD, { proofOfWork });
      expect(errorCode(response), proofOfWork).toBe('PROOF_OF_WORK_REQUIRED');
    }
    // None of them reached the password check.
    expect((await auditFor(user.id)).filter((row) => row.outcome === 'failure')).toHaveLength(3);
  });

  it('is public, like login, and each one differs', async () => {
    const first = await graphql<{ loginChallenge: string }>(t.app, '{ loginChallenge }');
    const second = await graphql<{ loginChallenge: string }>(t.app, '{ loginChallenge }');
    const parsed = JSON.parse(first.data!.loginChallenge) as {
      parameters: { algorithm: string; expiresAt: number };
      signature: string;
    };
    expect(parsed.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(parsed.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 9 * 60);
    expect(parsed.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(second.data!.loginChallenge).not.toBe(first.data!.loginChallenge);
  });
});

describe('the address limit', () => {
  it('throttles an address after LOGIN_ADDRESS_MAX_FAILURES failures, whatever the login', async () => {
    const address = '10.9.9.9';
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      const proofOfWork = attempt >= 4 ? await solvedLoginChallenge(t.app) : undefined;
      codes.push(
        errorCode(
          await login(`ghost${attempt}@example.com`, 'Wrong1234', { address, proofOfWork }),
        ),
      );
    }
    expect(codes).toEqual([...Array<string>(8).fill('INVALID_CREDENTIALS'), 'TOO_MANY_ATTEMPTS']);
    const user = await buildUser(t.database.db);
    const throttled = await login(user.login, TEST_PASSWORD, {
      address,
      proofOfWork: await solvedLoginChallenge(t.app),
    });
    expect(errorCode(throttled)).toBe('TOO_MANY_ATTEMPTS');
    expect(throttled.errors?.[0]?.extensions.retryAfterSeconds).toBeGreaterThan(0);
    expect((await login(user.login, TEST_PASSWORD)).data?.login.token).toBeTruthy();
  });

  it('asks an address for the challenge after half of its free failures', async () => {
    const address = '10.9.9.10';
    for (let attempt = 0; attempt < 4; attempt++) {
      await login(`spray${attempt}@example.com`, 'Wrong1234', { address });
    }
    const user = await buildUser(t.database.db);
    expect(errorCode(await login(user.login, TEST_PASSWORD, { address }))).toBe(
      'PROOF_OF_WORK_REQUIRED',
    );
  });
});

describe('login, other outcomes', () => {
  it('refuses an inactive account only after the right password', async () => {
    const user = await buildUser(t.database.db, { active: false });
    expect(errorCode(await login(user.login, 'Wrong1234'))).toBe('INVALID_CREDENTIALS');
    expect(errorCode(await login(user.login, TEST_PASSWORD))).toBe('ACCOUNT_INACTIVE');
  });

  it('tells an unconfirmed user so, with the original error the web looks for', async () => {
    const user = await buildUser(t.database.db, { emailConfirmed: false });
    const response = await login(user.login, TEST_PASSWORD, { lang: 'ua' });
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

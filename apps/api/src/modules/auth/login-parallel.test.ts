import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../db/schema/index.js';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { errorCode, graphql, LOGIN } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 9 §2: the limits hold when the attempts arrive all at once. Waits are long here (60 s) so
 * no wait runs out while a burst is being answered: every attempt past the limit is refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_FAILURES: '5',
    LOGIN_ADDRESS_MAX_FAILURES: '20',
    // The per-login challenge stays out of the way; the address's comes after 10 failures.
    LOGIN_CHALLENGE_AFTER: '1000',
    LOGIN_FIRST_DELAY_SECONDS: '60',
    TRUST_PROXY: 'true',
  });
});
afterAll(() => t.close());

const BURST = 150;

function attempt(login: string, password: string, address: string) {
  return graphql<{ login: { token: string } }>(t.app, LOGIN, {
    variables: { login, password },
    headers: { 'x-forwarded-for': address },
  });
}

/** Audit rows that stand for a password check that really ran (a failure or a success). */
function passwordChecks(where: ReturnType<typeof eq>) {
  return t.database.db
    .select({ checks: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'auth.login'),
        where,
        or(
          eq(auditLog.outcome, 'success'),
          inArray(sql`${auditLog.details}->>'reason'`, ['wrongPassword', 'unknownLogin']),
        ),
      ),
    )
    .then(([row]) => row?.checks ?? 0);
}

describe('sign-in limits under parallel requests', () => {
  it('checks at most LOGIN_MAX_FAILURES passwords of one login attacked from many addresses', async () => {
    const victim = await buildUser(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        attempt(victim.login, `Guess${index}x`, `10.1.${Math.floor(index / 200)}.${index % 200}`),
      ),
    );
    expect(await passwordChecks(eq(auditLog.entityId, String(victim.id)))).toBe(5);
    const codes = answers.map(errorCode);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(BURST - 5);

    // The right password after the limit is refused without being checked…
    expect(errorCode(await attempt(victim.login, TEST_PASSWORD, '10.2.0.1'))).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    // …and so it is when it arrives among a hundred parallel wrong ones.
    const mixed = await Promise.all([
      ...Array.from({ length: 100 }, (_, index) =>
        attempt(victim.login, `Again${index}x`, `10.3.0.${index}`),
      ),
      attempt(victim.login, TEST_PASSWORD, '10.3.1.1'),
    ]);
    expect(mixed.every((answer) => errorCode(answer) === 'TOO_MANY_ATTEMPTS')).toBe(true);
    expect(await passwordChecks(eq(auditLog.entityId, String(victim.id)))).toBe(5);
    const [victimSessions] = await t.database.db
      .select({ total: count() })
      .from(sessions)
      .where(eq(sessions.userId, victim.id));
    expect(victimSessions?.total).toBe(0);
  });

  it('checks at most the address’s allowance of passwords sent from one address at once', async () => {
    const address = '10.50.0.1';
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        attempt(`sprayed${index}@example.com`, 'Wrong1234', address),
      ),
    );
    // Half of LOGIN_ADDRESS_MAX_FAILURES, after which the address must also solve a challenge.
    expect(await passwordChecks(eq(auditLog.address, address))).toBe(10);
    expect(answers.map(errorCode).filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(
      10,
    );

    const user = await buildUser(t.database.db);
    expect(errorCode(await attempt(user.login, TEST_PASSWORD, address))).not.toBeUndefined();
    expect((await attempt(user.login, TEST_PASSWORD, '10.50.0.2')).data?.login.token).toBeTruthy();
  });
});

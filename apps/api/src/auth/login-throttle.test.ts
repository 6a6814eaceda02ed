import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { loginThrottles, spentLoginChallenges } from '../db/schema/index.js';
import { forgetExpiredChallenges } from './login-challenge.js';
import {
  accountRule,
  addressRule,
  forgetQuietKeys,
  releaseAttempt,
  reserveAttempt,
} from './login-throttle.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const limits = testConfig({ LOGIN_FIRST_DELAY_SECONDS: '60' }).login;

async function row(key: string) {
  const [found] = await database.db
    .select()
    .from(loginThrottles)
    .where(eq(loginThrottles.key, key));
  return found;
}

describe('login throttle', () => {
  it('keys a login by its hash, never by the login itself', () => {
    const rule = accountRule(limits, 'anna@example.com');
    expect(rule.key).toMatch(/^login:[0-9a-f]{64}$/);
    expect(rule.key).not.toContain('anna');
    expect(addressRule(limits, '10.0.0.1')).toMatchObject({
      key: 'address:10.0.0.1',
      maxFailures: 20,
      challengeAfter: 10,
    });
  });

  it('grants up to LOGIN_MAX_FAILURES attempts, then waits; a release gives one back', async () => {
    const rule = { ...accountRule(limits, 'free@example.com'), challengeAfter: null };
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await reserveAttempt(database.db, limits, rule, false)).toEqual({ granted: true });
    }
    const refused = await reserveAttempt(database.db, limits, rule, false);
    expect(refused).toMatchObject({ granted: false, reason: 'wait' });
    expect((await row(rule.key))?.failures).toBe(5);
    await releaseAttempt(database.db, rule.key);
    expect((await row(rule.key))?.failures).toBe(4);
  });

  it('starts again from one when a key was quiet past its memory', async () => {
    const rule = accountRule(limits, 'quiet@example.com');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await reserveAttempt(database.db, limits, rule, true);
    }
    await database.db
      .update(loginThrottles)
      .set({ forgetAt: sql`now() - interval '1 second'` })
      .where(eq(loginThrottles.key, rule.key));
    // Past the challenge threshold, yet no challenge is needed: the count was forgotten.
    expect(await reserveAttempt(database.db, limits, rule, false)).toEqual({ granted: true });
    expect((await row(rule.key))?.failures).toBe(1);
  });

  it('forgets quiet keys and expired challenges when the clean-up runs', async () => {
    await database.db.insert(loginThrottles).values([
      {
        key: 'address:old',
        failures: 3,
        nextAttemptAt: sql`now()`,
        forgetAt: sql`now() - interval '1 minute'`,
      },
      {
        key: 'address:fresh',
        failures: 3,
        nextAttemptAt: sql`now()`,
        forgetAt: sql`now() + interval '1 minute'`,
      },
    ]);
    await database.db.insert(spentLoginChallenges).values([
      { nonce: 'aa', expiresAt: sql`now() - interval '1 minute'` },
      { nonce: 'bb', expiresAt: sql`now() + interval '1 minute'` },
    ]);
    expect(await forgetQuietKeys(database.db)).toBeGreaterThanOrEqual(1);
    expect(await forgetExpiredChallenges(database.db)).toBe(1);
    expect(await row('address:old')).toBeUndefined();
    expect(await row('address:fresh')).toBeDefined();
    const spent = await database.db.select().from(spentLoginChallenges);
    expect(spent.map((each) => each.nonce)).toEqual(['bb']);
  });
});

import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../db/schema/index.js';
import { userUpdated } from '../platform/pubsub/events.js';
import { graphql } from '../test/graphql.js';
import { accountOf } from '../test/patient-calls.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { SESSION_CACHE_MS } from './session-cache.js';
import { sessionCache, type SessionUser } from './sessions.js';

/**
 * Issue 11: a request's session is looked up once per SESSION_CACHE_MS, not once per request,
 * and never outlives a sign-out, a revocation or a change of its user made known by an event.
 */

const ME = '{ currentUser { id } }';
const statements = vi.spyOn(pg.Client.prototype, 'query');
const sessionLookups = () =>
  statements.mock.calls.filter(([query]) => {
    const text = typeof query === 'string' ? query : (query as { text?: string }).text;
    return text?.includes('"sessions"."token_hash"');
  }).length;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the session of a request', () => {
  it('is read from the database once, then from the cache', async () => {
    const account = await accountOf(t.database.db, 'Registration', t.config.sessionTtlMinutes);
    statements.mockClear();
    for (let i = 0; i < 3; i++) {
      expect((await graphql(t.app, ME, account.options)).errors).toBeUndefined();
    }
    expect(sessionLookups()).toBe(1);
  });

  it('is refused at once after signing out, though it was cached', async () => {
    const account = await accountOf(t.database.db, 'Registration', t.config.sessionTtlMinutes);
    expect((await graphql(t.app, ME, account.options)).errors).toBeUndefined();
    await graphql(t.app, 'mutation { logout }', account.options);
    const after = await graphql(t.app, ME, account.options);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is read anew when its user changed, also when another process says so', async () => {
    const account = await accountOf(t.database.db, 'Registration', t.config.sessionTtlMinutes);
    expect((await graphql(t.app, ME, account.options)).errors).toBeUndefined();
    // Deactivated by another API process: only its event reaches this one.
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, account.id));
    const { topic, payload } = userUpdated(account.id);
    await new Promise<void>((done) => t.app.graphql.pubsub.publish({ topic, payload }, done));
    await vi.waitFor(async () => {
      const after = await graphql(t.app, ME, account.options);
      expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
    const [row] = await t.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, account.id));
    expect(row?.revokedAt).not.toBeNull();
  });
});

describe('the session cache', () => {
  const session: SessionUser = {
    sessionId: 's-1',
    userId: 1,
    roles: ['Admin'],
    acceptedTerms: true,
    branchIds: [],
  };
  const inAnHour = new Date(Date.now() + 3_600_000);

  it(`trusts an entry for ${SESSION_CACHE_MS} ms, never past the session's expiry`, () => {
    const now = Date.now();
    sessionCache.set('hash-a', session, inAnHour, now);
    expect(sessionCache.get('hash-a', now + SESSION_CACHE_MS - 1)).toEqual(session);
    expect(sessionCache.get('hash-a', now + SESSION_CACHE_MS)).toBeUndefined();

    sessionCache.set('hash-b', session, new Date(now + 1_000), now);
    expect(sessionCache.get('hash-b', now + 999)).toEqual(session);
    expect(sessionCache.get('hash-b', now + 1_000)).toBeUndefined();
  });

  it('forgets what it is told to', () => {
    sessionCache.set('hash-c', session, inAnHour);
    sessionCache.set('hash-d', { ...session, sessionId: 's-2', userId: 2 }, inAnHour);
    sessionCache.forget((cached) => cached.userId === 1);
    expect(sessionCache.get('hash-c')).toBeUndefined();
    expect(sessionCache.get('hash-d')).toBeDefined();
  });
});

describe('SESSION_CACHE_SECONDS=0', () => {
  it('asks the database on every request', async () => {
    const uncached = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
    try {
      const account = await accountOf(
        uncached.database.db,
        'Registration',
        uncached.config.sessionTtlMinutes,
      );
      statements.mockClear();
      for (let i = 0; i < 2; i++) {
        expect((await graphql(uncached.app, ME, account.options)).errors).toBeUndefined();
      }
      expect(sessionLookups()).toBe(2);
    } finally {
      await uncached.close();
      // The cache is the process's: give the other tests theirs back.
      sessionCache.setTrustMs(SESSION_CACHE_MS);
    }
  });
});

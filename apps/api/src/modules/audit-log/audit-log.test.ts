import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.js';
import { auditLog } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, graphql, type GraphQLResponse } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const LIST = `query AuditLog($pagination: PaginationInput, $where: AuditLogWhereInput, $orderBy: AuditLogOrderByInput) {
  auditLog(pagination: $pagination, where: $where, orderBy: $orderBy) {
    total totalCapped hasMore
    items { id occurredAt actorUserId actorLogin action entityType entityId address outcome details }
  }
}`;

interface Entry {
  id: string;
  occurredAt: string;
  actorUserId: string | null;
  actorLogin: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  address: string | null;
  outcome: string;
  details: string | null;
}
type Page = {
  auditLog: { total: number; totalCapped: boolean; hasMore: boolean; items: Entry[] };
};

let t: TestApp;
let admin: { id: number; login: string };
let other: { id: number };
let adminToken: string;

/** The seeded entries all lie in 2025; what the tests themselves cause is dated now. */
const SEEDED = { occurredFrom: '2025-01-01T00:00:00Z', occurredTo: '2025-12-31T23:59:59Z' };
const START = Date.parse('2025-01-01T00:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await buildUser(db, { roles: ['Admin', 'Manager'] });
  other = await buildUser(db, { roles: ['Technician'] });
  adminToken = (await createSession(db, admin.id, 60)).token;
  // 25 entries an hour apart; every 10th denied; two actors, two actions, five entities.
  await db.insert(auditLog).values(
    Array.from({ length: 25 }, (_, i) => ({
      occurredAt: new Date(START + i * HOUR),
      actorUserId: i % 2 === 0 ? admin.id : other.id,
      action: i % 2 === 0 ? 'patients.view' : 'files.download',
      entityType: 'patient',
      entityId: String(i % 5),
      address: `10.0.0.${i}`,
      outcome: i % 10 === 9 ? ('denied' as const) : ('success' as const),
      details: { i },
    })),
  );
});
afterAll(() => t.close());

function list(
  variables: Record<string, unknown>,
  options: { token?: string; role?: string; lang?: string } = {},
) {
  return graphql<Page>(t.app, LIST, {
    token: options.token ?? adminToken,
    role: options.role ?? 'Admin',
    lang: options.lang,
    variables,
  });
}

/** The `i` each returned entry was seeded with, in the order returned. */
function seeded(response: GraphQLResponse<Page>): number[] {
  expect(response.errors).toBeUndefined();
  return response.data!.auditLog.items.map(
    (item) => (JSON.parse(item.details!) as { i: number }).i,
  );
}

describe('auditLog: listing', () => {
  it('lists newest first, ten at a time, with total and hasMore', async () => {
    const response = await list({ where: SEEDED });
    expect(seeded(response)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15]);
    expect(response.data!.auditLog).toMatchObject({ total: 25, totalCapped: false, hasMore: true });
  });

  it('returns every field of an entry, the actor login included', async () => {
    const response = await list({ where: { ...SEEDED, entityId: '0' }, pagination: { take: 1 } });
    expect(response.data!.auditLog.items[0]).toEqual({
      id: expect.stringMatching(/^\d+$/) as string,
      occurredAt: '2025-01-01T20:00:00.000Z',
      actorUserId: String(admin.id),
      actorLogin: admin.login,
      action: 'patients.view',
      entityType: 'patient',
      entityId: '0',
      address: '10.0.0.20',
      outcome: 'success',
      details: '{"i":20}',
    });
  });

  it('pages with skip and take', async () => {
    const page = (skip: number, take: number) =>
      list({ where: SEEDED, pagination: { skip, take } });
    const last = await page(20, 10);
    expect(seeded(last)).toEqual([4, 3, 2, 1, 0]);
    expect(last.data!.auditLog).toMatchObject({ total: 25, hasMore: false });
    const exact = await page(15, 10);
    expect(seeded(exact)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(exact.data!.auditLog.hasMore).toBe(false);
    const middle = await page(5, 5);
    expect(seeded(middle)).toEqual([19, 18, 17, 16, 15]);
    expect(middle.data!.auditLog.hasMore).toBe(true);
    const beyond = await page(100, 10);
    expect(seeded(beyond)).toEqual([]);
    expect(beyond.data!.auditLog).toMatchObject({ total: 25, hasMore: false });
  });

  it('orders oldest first on request, and by id within the same instant', async () => {
    expect(
      seeded(
        await list({ where: SEEDED, orderBy: { occurredAt: 'ASC' }, pagination: { take: 3 } }),
      ),
    ).toEqual([0, 1, 2]);
    const instant = new Date('2024-06-01T12:00:00Z');
    await t.database.db.insert(auditLog).values(
      [100, 101, 102].map((i) => ({
        occurredAt: instant,
        action: 'tie',
        outcome: 'success' as const,
        details: { i },
      })),
    );
    const where = { action: 'tie' };
    expect(seeded(await list({ where, orderBy: { occurredAt: 'ASC' } }))).toEqual([100, 101, 102]);
    expect(seeded(await list({ where, orderBy: { occurredAt: 'DESC' } }))).toEqual([102, 101, 100]);
  });
});

describe('auditLog: filters', () => {
  it('by actor', async () => {
    const response = await list({
      where: { ...SEEDED, actorUserId: String(other.id) },
      pagination: { take: 100 },
    });
    expect(seeded(response)).toEqual([23, 21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1]);
  });

  it('by action', async () => {
    const response = await list({
      where: { ...SEEDED, action: 'patients.view' },
      pagination: { take: 3 },
    });
    expect(seeded(response)).toEqual([24, 22, 20]);
    expect(response.data!.auditLog.total).toBe(13);
  });

  it('by entity type and id', async () => {
    const response = await list({ where: { ...SEEDED, entityType: 'patient', entityId: '3' } });
    expect(seeded(response)).toEqual([23, 18, 13, 8, 3]);
    expect(seeded(await list({ where: { ...SEEDED, entityType: 'study' } }))).toEqual([]);
  });

  it('by outcome', async () => {
    expect(seeded(await list({ where: { ...SEEDED, outcome: 'denied' } }))).toEqual([19, 9]);
  });

  it('by time, both bounds inclusive', async () => {
    const response = await list({
      where: {
        occurredFrom: new Date(START + 2 * HOUR).toISOString(),
        occurredTo: new Date(START + 4 * HOUR).toISOString(),
      },
    });
    expect(seeded(response)).toEqual([4, 3, 2]);
  });

  it('by everything at once', async () => {
    const response = await list({
      where: {
        ...SEEDED,
        actorUserId: String(admin.id),
        action: 'patients.view',
        entityType: 'patient',
        entityId: '4',
        outcome: 'success',
      },
    });
    expect(seeded(response)).toEqual([24, 14, 4]);
  });

  it('treats null conditions as not set', async () => {
    const response = await list({
      where: { ...SEEDED, action: null, outcome: null },
      orderBy: { occurredAt: null },
      pagination: { take: 1 },
    });
    expect(seeded(response)).toEqual([24]);
  });
});

describe('auditLog: bad input', () => {
  it('refuses a page larger than MAX_PAGE_TAKE with a localized message', async () => {
    const response = await list({ where: SEEDED, pagination: { take: 101 } }, { lang: 'pl' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe('Wartość musi być mniejsza lub równa 100');
    expect(response.data).toBeNull();
  });

  it('refuses a negative skip and a zero take', async () => {
    expect(errorCode(await list({ pagination: { skip: -1 } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await list({ pagination: { take: 0 } }))).toBe('BAD_USER_INPUT');
  });

  it('refuses a range that ends before it starts, in the caller’s language', async () => {
    const where = { occurredFrom: '2025-02-01T00:00:00Z', occurredTo: '2025-01-01T00:00:00Z' };
    const pl = await list({ where }, { lang: 'pl' });
    expect(errorCode(pl)).toBe('BAD_USER_INPUT');
    expect(pl.errors![0]!.message).toBe('Nieprawidłowy zakres');
    expect((await list({ where }, { lang: 'en' })).errors![0]!.message).toBe('Invalid range');
  });

  it('refuses an actor id that is not a number', async () => {
    expect(errorCode(await list({ where: { actorUserId: 'abc' } }))).toBe('BAD_USER_INPUT');
  });
});

describe('auditLog: reading is audited', () => {
  it('records who listed what, after the read', async () => {
    const where = { ...SEEDED, outcome: 'denied' };
    const response = await list({ where, pagination: { skip: 0, take: 5 } });
    expect(response.errors).toBeUndefined();
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auditLog.list'), eq(auditLog.actorUserId, admin.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      outcome: 'success',
      details: {
        where: {
          ...where,
          occurredFrom: '2025-01-01T00:00:00.000Z',
          occurredTo: '2025-12-31T23:59:59.000Z',
        },
        skip: 0,
        take: 5,
        order: 'DESC',
      },
    });
    expect(entry!.address).toBeTruthy();
  });

  it('refuses the Manager role and records the refusal', async () => {
    const response = await list({ where: SEEDED }, { role: 'Manager' });
    expect(errorCode(response)).toBe('FORBIDDEN');
    const denied = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operation.auditLog'), eq(auditLog.outcome, 'denied')));
    expect(denied).toHaveLength(1);
    expect(denied[0]).toMatchObject({
      actorUserId: admin.id,
      details: { role: 'Manager', permission: 'settings.audit' },
    });
  });
});

describe('audit trail', () => {
  it('stays append-only: entries cannot be changed or removed', async () => {
    await expect(t.database.db.update(auditLog).set({ outcome: 'failure' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
  });
});

describe('auditLog: a broad filter', () => {
  const BULK = { occurredFrom: '2023-01-01T00:00:00Z', occurredTo: '2023-12-31T23:59:59Z' };

  beforeAll(async () => {
    await t.database.db.insert(auditLog).values(
      Array.from({ length: 1005 }, (_, i) => ({
        occurredAt: new Date(Date.parse(BULK.occurredFrom) + i * 60_000),
        actorUserId: admin.id,
        action: 'bulk.read',
        outcome: 'success' as const,
        details: { i },
      })),
    );
  });

  it('counts up to 1000 and says so, and still pages to the last entry', async () => {
    const first = await list({ where: BULK, pagination: { take: 10 } });
    expect(first.data!.auditLog).toMatchObject({ total: 1000, totalCapped: true, hasMore: true });

    const pastCount = await list({ where: BULK, pagination: { skip: 1000, take: 10 } });
    expect(seeded(pastCount)).toEqual([4, 3, 2, 1, 0]);
    expect(pastCount.data!.auditLog).toMatchObject({ totalCapped: true, hasMore: false });
  });
});

import { ZAuditLogQuery } from '@portal/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildUser } from '../../test/factories.js';
import { auditLogBatchQuery, auditLogPageQuery, auditLogRows } from './audit-log.service.js';

let database: TestDatabase;
let actorId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  actorId = (await buildUser(database.db)).id;
});
afterAll(() => database.drop());

describe('auditLogRows: keyset batches', () => {
  beforeAll(async () => {
    // Ties and instants a microsecond apart: a millisecond Date as the cursor would lose them.
    const instants = [
      '2024-03-01 10:00:00.000001+00',
      '2024-03-01 10:00:00.000001+00',
      '2024-03-01 10:00:00.000002+00',
      '2024-03-01 10:00:00.000002+00',
      '2024-03-01 10:00:00.000002+00',
      '2024-03-01 10:00:00.000900+00',
      '2024-03-01 10:00:00.001+00',
      '2024-03-01 09:59:59.999999+00',
      '2024-03-01 10:00:00.000001+00',
    ];
    for (const instant of instants) {
      await database.db.execute(
        sql`insert into audit_log (occurred_at, action, outcome) values (${instant}::timestamptz, 'keyset', 'success')`,
      );
    }
  });

  async function expected(direction: 'ASC' | 'DESC'): Promise<number[]> {
    const by = direction === 'ASC' ? asc : desc;
    const rows = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, 'keyset'))
      .orderBy(by(auditLog.occurredAt), by(auditLog.id));
    return rows.map((row) => row.id);
  }

  it.each(['ASC', 'DESC'] as const)(
    'returns every row once, in order, across batch boundaries (%s)',
    async (direction) => {
      for (const batchRows of [1, 2, 3, 4, 9, 10]) {
        const ids: number[] = [];
        for await (const row of auditLogRows(
          database.db,
          { action: 'keyset' },
          direction,
          batchRows,
        )) {
          ids.push(row.id);
        }
        expect(ids, `batches of ${batchRows}`).toEqual(await expected(direction));
      }
    },
  );

  it('stops reading when the consumer stops', async () => {
    const seen: number[] = [];
    for await (const row of auditLogRows(database.db, { action: 'keyset' }, 'ASC', 2)) {
      seen.push(row.id);
      if (seen.length === 3) break;
    }
    expect(seen).toHaveLength(3);
  });
});

describe('audit listing queries use an index', () => {
  beforeAll(async () => {
    await database.db.execute(sql`
      insert into audit_log (occurred_at, actor_user_id, action, entity_type, entity_id, address, outcome)
      select timestamptz '2023-01-01 00:00:00+00' + g * interval '1 minute',
             case when g % 500 = 0 then ${actorId}::int end,
             case when g % 1000 = 0 then 'rare.action' else 'common.action' end,
             'patient', (g % 5000)::text, '10.2.0.' || (g % 200), 'success'
      from generate_series(1, 60000) g`);
    await database.db.execute(sql`analyze audit_log`);
  });

  /** The names of the indexes a query's plan reads. */
  async function indexesOf(query: {
    toSQL(): { sql: string; params: unknown[] };
  }): Promise<string[]> {
    const { sql: text, params } = query.toSQL();
    const result = await database.pool.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) ${text}`,
      params,
    );
    const names = new Set<string>();
    JSON.stringify(result.rows[0]!['QUERY PLAN'], (key, value: unknown) => {
      if (key === 'Index Name' && typeof value === 'string') names.add(value);
      return value;
    });
    return [...names];
  }

  const page = (input: Record<string, unknown>) =>
    auditLogPageQuery(database.db, ZAuditLogQuery.parse(input));

  it('the newest page, unfiltered', async () => {
    expect(await indexesOf(page({}))).toContain('audit_log_time');
    expect(await indexesOf(page({ orderBy: { occurredAt: 'ASC' } }))).toContain('audit_log_time');
  });

  it('a page filtered by action, by actor and by entity', async () => {
    expect(await indexesOf(page({ where: { action: 'rare.action' } }))).toContain(
      'audit_log_action_time',
    );
    expect(await indexesOf(page({ where: { actorUserId: actorId } }))).toContain(
      'audit_log_actor_time',
    );
    expect(await indexesOf(page({ where: { entityType: 'patient', entityId: '42' } }))).toContain(
      'audit_log_entity',
    );
  });

  it('an export batch after a keyset position', async () => {
    const position = { occurredAt: '2023-01-20T00:00:00.000000Z', id: 30000 };
    expect(await indexesOf(auditLogBatchQuery(database.db, {}, 'DESC', position))).toContain(
      'audit_log_time',
    );
    expect(await indexesOf(auditLogBatchQuery(database.db, {}, 'ASC', position))).toContain(
      'audit_log_time',
    );
  });
});

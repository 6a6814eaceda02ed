import { ZReferalsQuery } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPatient } from '../../test/factories.js';
import { buildDoctor, buildStudyGround, type TestDoctor } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { referalPageQuery } from './referals.repository.js';

/**
 * Every page of the referrals list is read along an index in the list's order (createdAt
 * descending): staff's along `referals_list_order`, a doctor's along `referals_issuer_order`,
 * one patient's along `referals_patient_order` — never by sorting all referrals.
 */

let t: TestApp;
let doctor: TestDoctor;
let rarePatientId: number;

beforeAll(async () => {
  t = await createTestApp();
  const ground = await buildStudyGround(t);
  doctor = await buildDoctor(t, { role: 'Doctor' });
  const other = await buildDoctor(t, { role: 'Doctor' });
  rarePatientId = (await buildPatient(t.database.db)).id;
  const db = t.database.db;
  await db.execute(sql`
    insert into referals (patient_id, issuer_id, media_types, created_at)
    select ${ground.patient.id}::int,
      case when g % 10 = 0 then ${doctor.id}::int else ${other.id}::int end,
      array['Online'], now() - g * interval '1 minute'
    from generate_series(1, 5000) g`);
  await db.execute(sql`
    insert into referals (patient_id, issuer_id, media_types)
    select ${rarePatientId}::int, ${other.id}::int, array['Online'] from generate_series(1, 3)`);
  await db.execute(sql`vacuum analyze referals`);
});
afterAll(() => t.close());

/** The names of the indexes a page's plan reads, with sequential scans and sorts discouraged. */
async function indexesOf(actor: { userId: number; role: 'Registration' | 'Doctor' }, input = {}) {
  const query = referalPageQuery(t.database.db, actor, ZReferalsQuery.parse(input)).toSQL();
  const client = await t.database.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    await client.query('set local enable_sort = off');
    const result = await client.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) ${query.sql}`,
      query.params,
    );
    await client.query('rollback');
    return JSON.stringify(result.rows[0]!['QUERY PLAN']);
  } finally {
    client.release();
  }
}

describe('the referrals list reads its pages in order from an index', () => {
  it("staff's list, one patient's referrals and a doctor's own", async () => {
    const staff = { userId: 1, role: 'Registration' } as const;
    expect(await indexesOf(staff)).toContain('referals_list_order');
    expect(await indexesOf(staff, { where: { patient: rarePatientId } })).toContain(
      'referals_patient_order',
    );
    expect(await indexesOf({ userId: doctor.userId!, role: 'Doctor' })).toContain(
      'referals_issuer_order',
    );
  });
});

import { ZStudiesQuery } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPatient } from '../../test/factories.js';
import { buildDoctor, buildStudyGround, type TestDoctor } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { studyPageQuery } from './studies.repository.js';

/**
 * Every page of the studies list is read along an index in the list's order (ARCHITECTURE.md
 * rule 10, ADR 0034): staff's along `studies_list_order`, a doctor's along their `study_access`
 * rows, never by sorting all of their studies.
 */

let t: TestApp;
let doctor: TestDoctor;
let describer: TestDoctor;
let rarePatientId: number;

beforeAll(async () => {
  t = await createTestApp();
  const ground = await buildStudyGround(t);
  const patientId = ground.patient.id;
  rarePatientId = (await buildPatient(t.database.db)).id;
  doctor = await buildDoctor(t, { role: 'Doctor' });
  describer = await buildDoctor(t, { role: 'DescribingDoctor' });
  const db = t.database.db;
  await db.execute(sql`
    insert into studies (patient_id, study_type_id, study_date, status, branch_id, leading_doctor_id, updated_at)
    select ${patientId}, ${ground.cbct.id}, now(), (array['Draft','Paid'])[1 + g % 2], ${ground.branch.id},
      case when g % 10 = 0 then ${doctor.id}::int end, now() - g * interval '1 minute'
    from generate_series(1, 5000) g`);
  // A patient with a few studies among the many: the filter's own index finds them.
  await db.execute(sql`
    insert into studies (patient_id, study_type_id, study_date, status, branch_id)
    select ${rarePatientId}::int, ${ground.cbct.id}::int, now(), 'Draft', ${ground.branch.id}::int
    from generate_series(1, 3)`);
  await db.execute(sql`
    insert into study_access (doctor_id, study_id, updated_at, as_referrer, as_describer)
    select ${doctor.id}::int, id, updated_at, true, false from studies where leading_doctor_id = ${doctor.id}
    union all
    select ${describer.id}::int, id, updated_at, false, true from studies where id % 7 = 0`);
  await db.execute(sql`vacuum analyze studies`);
  await db.execute(sql`vacuum analyze study_access`);
});
afterAll(() => t.close());

/** The names of the indexes a page's plan reads, with sequential scans discouraged. */
async function indexesOf(
  actor: { userId: number; role: 'Registration' | 'Doctor' | 'DescribingDoctor' },
  input = {},
) {
  const { sql: text, params } = studyPageQuery(
    t.database.db,
    actor,
    ZStudiesQuery.parse(input),
  ).toSQL();
  const client = await t.database.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    await client.query('set local enable_sort = off');
    const result = await client.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) ${text}`,
      params,
    );
    await client.query('rollback');
    const names = new Set<string>();
    JSON.stringify(result.rows[0]!['QUERY PLAN'], (_key, value: unknown) => {
      const node = value as { 'Index Name'?: string } | null;
      if (node && typeof node === 'object' && typeof node['Index Name'] === 'string') {
        names.add(node['Index Name']);
      }
      return value;
    });
    return [...names];
  } finally {
    client.release();
  }
}

describe('the studies list reads its pages in order from an index', () => {
  it("staff's list, and one patient's studies", async () => {
    const staff = { userId: 1, role: 'Registration' } as const;
    expect(await indexesOf(staff)).toContain('studies_list_order');
    expect(await indexesOf(staff, { where: { patient: rarePatientId } })).toContain(
      'studies_patient_order',
    );
  });

  it("a referring doctor's and a describer's own rows", async () => {
    expect(await indexesOf({ userId: doctor.userId!, role: 'Doctor' })).toContain(
      'study_access_referrer_order',
    );
    expect(await indexesOf({ userId: describer.userId!, role: 'DescribingDoctor' })).toContain(
      'study_access_order',
    );
  });
});

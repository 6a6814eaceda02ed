// Benchmark: the calendar's day view (issue 14) — 30 devices, 500 appointments that day, in a
// bookings table of 1,000,000 — read through the API as the web reads it (pages of 100, then
// the holds), next to the same statements sent straight to PostgreSQL.
//
//   node --conditions=source --import tsx bench/calendar/day-view.mjs \
//     [--bookings 1000000] [--runs 30] [--dist]
//
// Starts the API on a fresh database (migrations and demo seed), adds a branch with 30 devices
// and fills their calendars back to back (17 half-hour appointments a device a day, so a day
// holds 510), links the demo Registration account to the branch and signs in. Each run asks
// for one day: the API's time is the web's whole sequence of requests (session, permission,
// branch and patient scope, the statements, the read audit, JSON); the direct time is the same
// prepared statements (built by the repository's appointmentPageQuery for the same input) on a
// pg pool. The ratio of the two medians is the cost of everything but the SQL.
// BENCH_DATABASE_URL: a PostgreSQL server the benchmark may create a database on.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { addDays, warsawInstant, ZAppointmentsQuery } from '@portal/domain';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { appointmentPageQuery } from '../../apps/api/src/modules/appointments/bookings.repository.ts';
import { apiLabel, graphql, signIn, withBenchApi } from '../support/bench-api.mjs';
import { median, percentile, printTableHeader, tableRow } from '../support/stats.mjs';

const { values: args } = parseArgs({
  options: {
    bookings: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '30' },
    dist: { type: 'boolean', default: false },
  },
});
const BOOKINGS = Number(args.bookings);
const RUNS = Number(args.runs);
const DEVICES = 30;
const PER_DEVICE_DAY = 17;
const TAKE = 100;
const FIRST_DAY = '2025-01-06';

/** What the day view asks for (apps/web features/appointments/api). */
const DAY = `query Day($where: AppointmentsWhere!, $pagination: PaginationInput) {
  appointments(where: $where, pagination: $pagination) {
    id startDate endDate isBreak comments createdByPatient version
    branch { id name } device { id name }
    patient { id contact { firstName lastName ssn birthDate } }
    studyType { id name is3D }
  }
}`;
const HOLDS = `query Holds($deviceIds: [ID!]) {
  reservations(deviceIds: $deviceIds) { id deviceId startDate endDate expiresAt createdById createdBy }
}`;

async function fill(direct) {
  const {
    rows: [branch],
  } = await direct.pool.query(
    `insert into branches (name, color) values ('Pracownia benchmarku', '#1565c0') returning id`,
  );
  const { rows: devices } = await direct.pool.query(
    `insert into devices (branch_id, name, device_type)
     select $1, 'Pantomograf ' || n, 'PANTOMOGRAPH' from generate_series(1, $2) n returning id`,
    [branch.id, DEVICES],
  );
  const {
    rows: [type],
  } = await direct.pool.query(
    `select study_type_id as id from study_type_devices where device_type = 'PANTOMOGRAPH' limit 1`,
  );
  const days = Math.ceil(BOOKINGS / (DEVICES * PER_DEVICE_DAY));
  // Day by day, half-hour appointments from 08:00 Warsaw, patients taken in turn.
  await direct.pool.query(
    `insert into bookings (kind, branch_id, device_id, start_at, end_at, patient_id, study_type_id)
     select 'appointment', $1, d.id, s.at, s.at + interval '25 minutes',
            (select array_agg(id order by id) from patients)[1 + (s.day * 31 + s.k + d.id) %
              (select count(*) from patients)::int],
            $2
       from unnest($3::int[]) d(id)
       cross join lateral (
         select day, k, ((date '${FIRST_DAY}' + day)::timestamp + time '08:00'
                         + k * interval '30 minutes') at time zone 'Europe/Warsaw' as at
           from generate_series(0, $4 - 1) day, generate_series(0, $5 - 1) k) s`,
    [branch.id, type.id, devices.map((d) => d.id), days, PER_DEVICE_DAY],
  );
  await direct.pool.query(
    `insert into user_branches (user_id, branch_id)
     select id, $1 from users where login = 'registration@example.com'`,
    [branch.id],
  );
  await direct.pool.query('analyze bookings');
  return { branchId: branch.id, deviceIds: devices.map((d) => String(d.id)), days };
}

async function main({ base, databaseUrl, ready }) {
  // Migrated and seeded by the API before anything is added.
  await ready;
  // Filling a million bookings takes longer than a request may.
  const direct = openDatabase(databaseUrl, { max: 4, statementTimeoutMs: 30 * 60_000 });
  try {
    const loadStart = performance.now();
    const { deviceIds, days } = await fill(direct);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const {
      rows: [{ n }],
    } = await direct.pool.query('select count(*)::int as n from bookings');
    const token = await signIn(base, 'registration@example.com', { role: 'Registration' });
    const who = { token, role: 'Registration' };
    const {
      rows: [user],
    } = await direct.pool.query(`select id from users where login = 'registration@example.com'`);
    const actor = { userId: user.id, role: 'Registration', address: '127.0.0.1' };

    const dayOf = (run) => addDays(FIRST_DAY, Math.floor((run * 37) % days));
    const whereOf = (date) => ({
      deviceIds,
      startDateFrom: warsawInstant(date, 0, 0).toISOString(),
      startDateTo: warsawInstant(addDays(date, 1), 0, 0).toISOString(),
    });

    async function throughApi(date) {
      let rows = 0;
      for (let skip = 0; ; skip += TAKE) {
        const data = await graphql(
          base,
          DAY,
          { where: whereOf(date), pagination: { skip, take: TAKE } },
          who,
        );
        rows += data.appointments.length;
        if (data.appointments.length < TAKE) break;
      }
      await graphql(base, HOLDS, { deviceIds }, who);
      return rows;
    }

    async function direct_(date) {
      let rows = 0;
      for (let skip = 0; ; skip += TAKE) {
        // As the DateTime scalar hands them to the resolver: instants, not text.
        const where = whereOf(date);
        const query = ZAppointmentsQuery.parse({
          where: {
            ...where,
            startDateFrom: new Date(where.startDateFrom),
            startDateTo: new Date(where.startDateTo),
          },
          pagination: { skip, take: TAKE },
        });
        const { name, sql, params } = appointmentPageQuery(direct.db, actor, query).toSQL();
        const result = await direct.pool.query({
          name: name || undefined,
          text: sql,
          values: params,
        });
        rows += result.rows.length;
        if (result.rows.length < TAKE) break;
      }
      await direct.pool.query(
        `select b.id from bookings b left join users u on u.id = b.created_by_id
          where b.kind = 'hold' and b.expires_at > now() and b.device_id = any($1::int[])
            and exists (select 1 from user_branches where user_id = $2 and branch_id = b.branch_id)`,
        [deviceIds.map(Number), user.id],
      );
      return rows;
    }

    // Warm-up: plans, JIT, connections.
    for (let run = 0; run < 5; run++) {
      await throughApi(dayOf(run));
      await direct_(dayOf(run));
    }
    const api = [];
    const bare = [];
    let rows = 0;
    for (let run = 0; run < RUNS; run++) {
      const date = dayOf(run + 5);
      let start = performance.now();
      rows = await throughApi(date);
      api.push(performance.now() - start);
      start = performance.now();
      await direct_(date);
      bare.push(performance.now() - start);
    }
    console.log(
      `Calendar day view — ${DEVICES} devices, ${rows} appointments that day, ` +
        `${n.toLocaleString('en')} bookings — ${RUNS} runs, Node ${process.version}, ` +
        `${os.cpus().length} cores, ${apiLabel(args.dist)}; loading took ${loadSeconds.toFixed(0)} s`,
    );
    printTableHeader(['request', 'API p50 ms', 'API p95 ms', 'direct p50 ms', 'API / direct']);
    const sorted = (values) => [...values].sort((a, b) => a - b);
    console.log(
      tableRow([
        `day view (${Math.ceil(rows / TAKE)} pages + holds)`,
        median(api).toFixed(1),
        percentile(sorted(api), 95).toFixed(1),
        median(bare).toFixed(1),
        (median(api) / median(bare)).toFixed(2),
      ]),
    );
  } finally {
    await direct.pool.end();
  }
}

await withBenchApi({ name: 'calendar', dist: args.dist }, main);

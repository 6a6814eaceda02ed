// Benchmark: 100k-row CSV export of the audit trail through the real HTTP route.
//
// Starts the API as its own process on a fresh database, fills audit_log with synthetic rows,
// signs in as the demo Admin and downloads GET /api/audit-log.csv several times, measuring the
// total time and how far the API process's resident memory (RSS) rises above where it started.
//
//   node bench/csv/audit-export.mjs [--rows 100000] [--runs 3] [--dist] [--heap 64]
//
// BENCH_DATABASE_URL: a PostgreSQL server the benchmark may create a database on
// (default postgres://postgres@127.0.0.1:5432/postgres). --dist runs apps/api/dist/main.js
// (build first: npm run build -w packages/domain -w apps/api); otherwise the sources via tsx.
// --heap caps the API's V8 old space (MiB), to show the export does not need memory per row.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { apiLabel, signIn, withBenchApi } from '../support/bench-api.mjs';
import { measured } from '../support/memory.mjs';
import { printTableHeader, tableRow } from '../support/stats.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    dist: { type: 'boolean', default: false },
    heap: { type: 'string' },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);

async function fillAuditLog(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Realistic widths: an IPv4 address, an entity id, a small JSON details object.
    await client.query(
      `insert into audit_log (occurred_at, actor_user_id, action, entity_type, entity_id, address, outcome, details)
       select now() - g * interval '1 second', (select min(id) from users), 'bench.row', 'patient',
              (g % 50000)::text, '10.' || (g % 250) || '.' || (g % 200) || '.7',
              case when g % 17 = 0 then 'denied' else 'success' end,
              jsonb_build_object('role', 'Technician', 'field', 'firstName', 'n', g)
       from generate_series(1, $1) g`,
      [ROWS],
    );
    await client.query('analyze audit_log');
  } finally {
    await client.end();
  }
}

/** One download of the export, read to the end; RSS measured around it. */
async function exportOnce(base, token, pid) {
  const { result, ...memory } = await measured(pid, async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/audit-log.csv?action=bench.row`, {
      headers: { authorization: `Bearer ${token}`, 'x-current-role': 'Admin' },
    });
    if (response.status !== 200) throw new Error(`export answered ${response.status}`);
    let firstByte = 0;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      if (!firstByte) firstByte = performance.now() - started;
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
    return { firstByte, bytes, rows: lines - 1 };
  });
  return { ...result, ...memory };
}

// --heap caps V8's old space: an export that held its rows would die of it.
const nodeOptions = args.heap ? [`--max-old-space-size=${args.heap}`] : [];
await withBenchApi({ name: 'csv', dist: args.dist, nodeOptions }, async (api) => {
  await api.ready;
  await fillAuditLog(api.databaseUrl);
  const token = await signIn(api.base, 'admin@example.com');

  console.log(
    `CSV export of ${ROWS} audit rows — Node ${process.version}, ${os.cpus().length} cores, ` +
      apiLabel(args.dist),
  );
  printTableHeader([
    'run',
    'rows',
    'MiB',
    'seconds',
    'rows/s',
    'first byte ms',
    'RSS before MiB',
    'RSS peak MiB',
    'growth MiB',
  ]);
  for (let run = 0; run <= RUNS; run++) {
    const r = await exportOnce(api.base, token, api.child.pid);
    if (r.rows !== ROWS) throw new Error(`expected ${ROWS} rows, got ${r.rows}`);
    console.log(
      tableRow([
        run === 0 ? 'warm-up' : String(run),
        r.rows,
        (r.bytes / 1048576).toFixed(1),
        r.seconds.toFixed(2),
        Math.round(r.rows / r.seconds),
        r.firstByte.toFixed(0),
        r.before.toFixed(0),
        r.peak.toFixed(0),
        r.growth.toFixed(1),
      ]),
    );
  }
});

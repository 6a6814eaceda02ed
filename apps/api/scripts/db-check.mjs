// `npm run db:check`: fails when the Drizzle schema (src/db/schema) has changes that no migration
// in src/db/migrations holds. drizzle-kit generates into a temporary copy of the migrations
// folder; if it writes anything, a migration is missing. Offline, and nothing is left behind.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiDir, buildDomain, runDrizzleKit } from './drizzle-kit.mjs';

const migrations = path.join(apiDir, 'src/db/migrations');

function listFiles(folder, prefix = '') {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(folder, path.join(prefix, entry.name))
      : [path.join(prefix, entry.name)],
  );
}

function check() {
  if (!buildDomain()) return 'the domain package did not build';
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-db-check-'));
  try {
    const copy = path.join(scratch, 'migrations');
    cpSync(migrations, copy, { recursive: true });
    const before = new Map(
      listFiles(copy).map((file) => [file, readFileSync(path.join(copy, file), 'utf8')]),
    );
    // drizzle-kit reads an absolute --out as relative to the working directory ('.//tmp/…').
    const out = path.relative(apiDir, copy);
    const run = runDrizzleKit(
      [
        'generate',
        '--dialect=postgresql',
        '--schema=./src/db/schema/index.ts',
        `--out=${out}`,
        '--casing=snake_case',
      ],
      { capture: true },
    );
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`;
    // It exits with 0 after some errors: only its two known outcomes count as a run.
    const ran = /No schema changes|Your SQL migration file/.test(output);
    if (run.status !== 0 || !ran) return `drizzle-kit generate failed:\n${output}`;
    const changed = listFiles(copy).filter(
      (file) => before.get(file) !== readFileSync(path.join(copy, file), 'utf8'),
    );
    const sql = changed.filter((file) => file.endsWith('.sql'));
    if (changed.length === 0) return null;
    const statements = sql
      .map((file) => `-- ${file}\n${readFileSync(path.join(copy, file), 'utf8')}`)
      .join('\n');
    return `the schema in src/db/schema has changes no migration holds; drizzle-kit would write:\n${statements}\nRun \`npm run db:generate -w apps/api\` (docs/architecture.md, Migrations) and commit the result.`;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const problem = check();
if (problem) {
  console.error(`db:check: ${problem}`);
  process.exitCode = 1;
} else {
  console.log('db:check: every schema change has its migration');
}

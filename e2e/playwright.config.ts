import { defineConfig } from '@playwright/test';
import { prepareTestServer } from './support/test-server.js';

/**
 * The suite drives the built portal exactly as the README's start command runs it: one server
 * process on a fresh data directory, embedded PostgreSQL, demo data seeded on first start.
 * Free ports are picked so that two runs on one machine do not collide; E2E_PORT,
 * E2E_EMBEDDED_PG_PORT and E2E_DATA_DIR may be set to choose them (E2E_KEEP_DATA_DIR=1 keeps the
 * folder for a look after the run).
 */
const server = await prepareTestServer();

const baseURL = `http://127.0.0.1:${server.port}`;
/** Social sign-in goes to a local OpenID provider standing in for Google (ADR 0047). */
const oidcIssuer = `http://127.0.0.1:${server.oidcPort}`;
const OIDC_CLIENT = {
  id: 'portal-test-client',
  secret: 'portal-test-secret-of-the-local-provider',
};

/** Coordinators' visits go to a local calendar service standing in for Google's (ADR 0052). */
const calendarService = `http://127.0.0.1:${server.calendarPort}`;
const CALENDAR_CLIENT = {
  id: 'portal-calendar-client',
  secret: 'portal-calendar-secret-of-the-local-provider',
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node ../scripts/oidc-test-provider.mjs ${server.oidcPort} ${baseURL}/api/auth/oauth/google/callback`,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: `node ../scripts/calendar-test-provider.mjs ${server.calendarPort} ${baseURL}/visits/calendar-connected`,
      // The consent page without its parameters answers 400: enough to know it listens.
      url: `${calendarService}/authorize`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: 'node ../apps/api/dist/main.js',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // Ctrl-C's path: the server stops its jobs, pool and database in order before the folder goes.
      gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
      env: {
        NODE_ENV: 'development',
        PORT: server.port,
        HOST: '127.0.0.1',
        DATA_DIR: server.dataDir,
        EMBEDDED_PG_PORT: server.embeddedPgPort,
        LOG_LEVEL: 'warn',
        // Every test's browser signs in from 127.0.0.1: the few wrong passwords the suite types on
        // purpose must not make that one address solve a challenge for every later sign-in.
        LOGIN_ADDRESS_MAX_FAILURES: '1000',
        // The session tests expire and revoke sessions in the database behind the API's back, as
        // nothing in the portal does: every request must see that at once.
        SESSION_CACHE_SECONDS: '0',
        GOOGLE_ISSUER: oidcIssuer,
        GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
        CALENDAR_CLIENT_ID: CALENDAR_CLIENT.id,
        CALENDAR_CLIENT_SECRET: CALENDAR_CLIENT.secret,
        CALENDAR_AUTHORIZE_URL: `${calendarService}/authorize`,
        CALENDAR_TOKEN_URL: `${calendarService}/token`,
        CALENDAR_API_URL: `${calendarService}/calendar/v3`,
      },
    },
  ],
});

import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The suite drives the built portal exactly as the README's start command runs it: one server
 * process on a fresh data directory, embedded PostgreSQL, demo data seeded on first start.
 * Values are put in the environment once so Playwright's workers, which load this file again,
 * see the same server.
 */
process.env.E2E_PORT ??= '3999';
process.env.E2E_EMBEDDED_PG_PORT ??= '54399';
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  // PostgreSQL runs as its own OS user when we are root; it must be able to enter the directory.
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

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
  webServer: {
    command: 'node ../apps/api/dist/main.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      EMBEDDED_PG_PORT: process.env.E2E_EMBEDDED_PG_PORT,
      LOG_LEVEL: 'warn',
      // Every test's browser signs in from 127.0.0.1: the few wrong passwords the suite types on
      // purpose must not make that one address solve a challenge for every later sign-in.
      LOGIN_ADDRESS_MAX_FAILURES: '1000',
    },
  },
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ZEnv } from './config.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The ConfigError `loadConfig` throws for `env`; fails the test when it does not throw one. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('listens on 127.0.0.1:3000, keeps data in ./data and uses the embedded database', () => {
    const config = loadConfig({ BUILD_COMMIT: 'abc123' });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      embeddedPgPort: undefined,
      trustProxy: false,
      allowedOrigins: [],
      maintenanceMode: false,
      seedDemoData: true,
      hotline: null,
      graphql: { maxDepth: 10, maxCost: 5000 },
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('treats an empty value as not set', () => {
    const config = loadConfig({ BUILD_COMMIT: 'abc123', DATABASE_URL: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/portal',
      DATABASE_URL: 'postgresql://portal:secret@db.example.internal:5432/portal',
      TRUST_PROXY: 'yes',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443',
      BUILD_COMMIT: 'abc123',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/portal',
      databaseUrl: 'postgresql://portal:secret@db.example.internal:5432/portal',
      trustProxy: true,
      allowedOrigins: ['https://a.example', 'https://b.example:8443'],
      buildCommit: 'abc123',
    });
  });
});

describe('loadConfig refuses bad values with one line naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://db.example.internal/portal'],
    ['TRUST_PROXY', 'maybe'],
    ['MAINTENANCE_MODE', '2'],
    ['SEED_DEMO_DATA', 'sure'],
    ['NODE_ENV', 'staging'],
    ['GRAPHQL_MAX_DEPTH', '1.5'],
    ['ALLOWED_ORIGINS', 'https://ok.example, not-an-origin'],
  ])('%s=%s', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).not.toContain('\n');
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${name}=`));
    expect(error.message).toContain(JSON.stringify(value));
  });

  it('does not repeat the password of a bad DATABASE_URL', () => {
    const error = configError({
      DATABASE_URL: 'mysql://portal:s3cr/et@db.example.internal/portal',
    });
    expect(error.message).toContain('DATABASE_URL="mysql://portal:***@db.example.internal/portal"');
    expect(error.message).not.toContain('s3cr');
  });
});

describe('demo data', () => {
  it('is seeded by default outside production and can be switched off', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(
      false,
    );
  });

  it('is never seeded in production, even with SEED_DEMO_DATA=true', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(false);
  });
});

/** Rows of the table under README's "## Configuration": variable name → default cell. */
function readmeConfigurationTable(): Map<string, string> {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const name = /^`([A-Z0-9_]+)`$/.exec(cells[0] ?? '')?.[1];
    if (name) rows.set(name, cells[1] ?? '');
  }
  return rows;
}

/** How README writes the default the schema gives an unset variable. */
function documentedDefault(value: unknown): string {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return 'unset';
  // A path inside the checkout (WEB_DIST_DIR) is written relative to it.
  if (typeof value === 'string' && value.startsWith(`${repoRoot}${path.sep}`)) {
    return `\`${path.relative(repoRoot, value)}\``;
  }
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

describe('README configuration table', () => {
  const variables = Object.keys(ZEnv.shape);
  const table = readmeConfigurationTable();

  it('lists every variable config.ts reads, and no other', () => {
    expect(variables.length).toBeGreaterThan(0);
    expect([...table.keys()].sort()).toEqual([...variables].sort());
  });

  it.each(Object.entries(ZEnv.shape))(
    'gives the default of %s as the code does',
    (name, schema) => {
      const parsed = schema.safeParse(undefined);
      expect(parsed.success).toBe(true);
      expect(table.get(name)).toBe(documentedDefault(parsed.data));
    },
  );
});

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
      statementTimeoutSeconds: 10,
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
      DB_STATEMENT_TIMEOUT_SECONDS: '30',
    });
    expect(config).toMatchObject({
      statementTimeoutSeconds: 30,
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
    ['DB_STATEMENT_TIMEOUT_SECONDS', '0'],
    ['DB_STATEMENT_TIMEOUT_SECONDS', '2.5'],
    ['ALLOWED_ORIGINS', 'https://ok.example, not-an-origin'],
    ['PUBLIC_URL', 'ftp://portal.example'],
    ['SMTP_URL', 'http://mail.example.internal'],
    ['MAIL_FROM', 'Portal RTG'],
    ['MAIL_FROM', 'Portal <a@example.com>\r\nBcc: b@example.com'],
    ['MAIL_RETRY_LIMIT', '-1'],
    ['JOBS_POLL_SECONDS', '0.1'],
    ['REDIS_URL', 'http://redis.example.internal:6379'],
    ['REDIS_CHANNEL_PREFIX', 'portal/#'],
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

describe('OHIF viewer', () => {
  it('is not offered by default, and OHIF_VIEWER_URL must be an http(s) address', () => {
    expect(loadConfig({ BUILD_COMMIT: 'abc123' }).ohifViewerUrl).toBeNull();
    expect(
      loadConfig({ BUILD_COMMIT: 'abc123', OHIF_VIEWER_URL: 'https://ohif.example/viewer' })
        .ohifViewerUrl,
    ).toBe('https://ohif.example/viewer');
    expect(() => loadConfig({ OHIF_VIEWER_URL: 'javascript:alert(1)' })).toThrow(/OHIF_VIEWER_URL/);
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

describe('subscription events', () => {
  it('stay in memory by default, on channels prefixed `portal`', () => {
    expect(loadConfig({ BUILD_COMMIT: 'abc123' }).events).toEqual({
      redisUrl: undefined,
      channelPrefix: 'portal',
    });
  });

  it('go through the Redis of REDIS_URL, on the channels of REDIS_CHANNEL_PREFIX', () => {
    const config = loadConfig({
      BUILD_COMMIT: 'abc123',
      REDIS_URL: 'rediss://:secret@redis.example.internal:6380/0',
      REDIS_CHANNEL_PREFIX: 'portal-staging',
    });
    expect(config.events).toEqual({
      redisUrl: 'rediss://:secret@redis.example.internal:6380/0',
      channelPrefix: 'portal-staging',
    });
  });

  it('does not repeat the password of a bad REDIS_URL', () => {
    const error = configError({ REDIS_URL: 'http://:s3cret@redis.example.internal:6379' });
    expect(error.message).toContain('REDIS_URL="http://:***@redis.example.internal:6379"');
    expect(error.message).not.toContain('s3cret');
  });
});

describe('mail and jobs', () => {
  it('keep mails in the outbox, link to 127.0.0.1:<PORT> and poll every 2 s by default', () => {
    const config = loadConfig({ BUILD_COMMIT: 'abc123', PORT: '8080' });
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Portal RTG <no-reply@example.com>',
      retryLimit: 6,
      retryDelaySeconds: 30,
      retentionDays: 30,
    });
    expect(config.jobs).toEqual({ pollingIntervalSeconds: 2, keepFailedDays: 30 });
  });

  it('read SMTP_URL, MAIL_FROM and PUBLIC_URL (without its trailing slash)', () => {
    const config = loadConfig({
      BUILD_COMMIT: 'abc123',
      SMTP_URL: 'smtps://portal:secret@mail.example.internal:465',
      MAIL_FROM: 'no-reply@portal.example',
      PUBLIC_URL: 'https://portal.example/rtg/',
      JOBS_POLL_SECONDS: '0.5',
    });
    expect(config.publicUrl).toBe('https://portal.example/rtg');
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://portal:secret@mail.example.internal:465',
      from: 'no-reply@portal.example',
    });
    expect(config.jobs.pollingIntervalSeconds).toBe(0.5);
  });

  it('does not repeat the password of a bad SMTP_URL', () => {
    const error = configError({ SMTP_URL: 'imap://portal:s3cret@mail.example.internal' });
    expect(error.message).toContain('SMTP_URL="imap://portal:***@mail.example.internal"');
    expect(error.message).not.toContain('s3cret');
  });
});

describe('file storage', () => {
  it('is the folder <DATA_DIR>/files by default, or FILES_DIR', () => {
    const config = loadConfig({ BUILD_COMMIT: 'abc123', DATA_DIR: '/srv/portal' });
    expect(config.files).toEqual({ dir: '/srv/portal/files', urlSecret: undefined, s3: null });
    const custom = loadConfig({ BUILD_COMMIT: 'abc123', FILES_DIR: '/mnt/files' });
    expect(custom.files.dir).toBe('/mnt/files');
  });

  it('is the S3 bucket of S3_BUCKET, with its endpoint, region, keys and addressing', () => {
    const config = loadConfig({
      BUILD_COMMIT: 'abc123',
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'https://minio.example.internal:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.files.s3).toEqual({
      endpoint: 'https://minio.example.internal:9000',
      bucket: 'portal-files',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-key' },
      forcePathStyle: true,
    });
    const aws = loadConfig({ BUILD_COMMIT: 'abc123', S3_BUCKET: 'portal-files' }).files.s3;
    expect(aws).toMatchObject({ endpoint: undefined, region: 'us-east-1', credentials: undefined });
  });

  it.each([
    ['S3_ENDPOINT', 'ftp://minio.example.internal'],
    ['S3_BUCKET', 'Portal_Files'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
  ])('refuses %s=%s', (name, value) => {
    expect(configError({ [name]: value }).message).toMatch(
      new RegExp(`^Invalid configuration: ${name}=`),
    );
  });

  it('refuses an access key without its secret, and the other way round', () => {
    const halves: Record<string, string>[] = [
      { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      { S3_SECRET_ACCESS_KEY: 'x' },
    ];
    for (const half of halves) {
      const error = configError({ S3_BUCKET: 'portal-files', ...half });
      expect(error.message).toMatch(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
      expect(error.message).not.toContain('\n');
    }
  });

  it('never repeats a secret in an error line', () => {
    const error = configError({ FILE_URL_SECRET: 'too-short-s3cr3t' });
    expect(error.message).toBe(
      'Invalid configuration: FILE_URL_SECRET="***" (at least 32 characters)',
    );
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

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

/**
 * Every environment variable the server reads, with its default. README's configuration table
 * mirrors this list (config.test.ts fails when they drift apart).
 */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_MINUTES: positiveInt.default(720),
  LOGIN_MAX_ATTEMPTS: positiveInt.default(5),
  LOGIN_LOCK_MINUTES: positiveInt.default(15),
  LOGIN_ADDRESS_MAX_FAILURES: positiveInt.default(20),
  TRUST_PROXY: boolean.default(false),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  MAINTENANCE_MODE: boolean.default(false),
  SEED_DEMO_DATA: boolean.optional(),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(here, '../../web/dist')),
  BUILD_COMMIT: z.string().min(1).optional(),
  HOTLINE_PHONE: z.string().min(1).optional(),
  PRIVACY_POLICY_URL: z.string().min(1).default('/privacy-policy.html'),
  GRAPHQL_MAX_DEPTH: positiveInt.default(10),
  GRAPHQL_MAX_COST: positiveInt.default(5000),
});

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number | undefined;
  logLevel: string;
  sessionTtlMinutes: number;
  login: { maxAttempts: number; lockMinutes: number; addressMaxFailures: number };
  trustProxy: boolean;
  allowedOrigins: string[];
  maintenanceMode: boolean;
  /** Demo users and data on an empty database; never in production. */
  seedDemoData: boolean;
  webDistDir: string;
  buildCommit: string;
  version: string;
  hotline: string | null;
  privacyPolicyUrl: string;
  graphql: { maxDepth: number; maxCost: number };
}

export class ConfigError extends Error {}

/** `DATABASE_URL=` in a shell or an env file means "not set", as it does for most tools. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

/** Reads and checks the environment; throws ConfigError with one line naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    // The variable, not the position inside it (ALLOWED_ORIGINS reports `ALLOWED_ORIGINS.1`).
    const name = String(issue.path[0]);
    const shown = withoutPassword(env[name] ?? '');
    throw new ConfigError(
      `Invalid configuration: ${name}=${JSON.stringify(shown)} (${issue.message})`,
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    logLevel: e.LOG_LEVEL,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    login: {
      maxAttempts: e.LOGIN_MAX_ATTEMPTS,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
      addressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES,
    },
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS,
    maintenanceMode: e.MAINTENANCE_MODE,
    seedDemoData: !production && (e.SEED_DEMO_DATA ?? true),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    buildCommit: e.BUILD_COMMIT ?? detectCommit(e.WEB_DIST_DIR),
    version: packageVersion(),
    hotline: e.HOTLINE_PHONE ?? null,
    privacyPolicyUrl: e.PRIVACY_POLICY_URL,
    graphql: { maxDepth: e.GRAPHQL_MAX_DEPTH, maxCost: e.GRAPHQL_MAX_COST },
  };
}

/** Hides the password of a `scheme://user:password@host` value: the error line ends up in logs. */
function withoutPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/?#@]*:)[^?#]*@/i, '$1***@');
}

/** The commit the web build recorded, so server and bundle agree; else the checkout's HEAD. */
function detectCommit(webDistDir: string): string {
  try {
    const build = JSON.parse(readFileSync(path.join(webDistDir, 'build.json'), 'utf8')) as {
      commit?: unknown;
    };
    if (typeof build.commit === 'string' && build.commit) return build.commit;
  } catch {
    // No web build (API tests, API-only deployments): fall back to git.
  }
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(path.resolve(here, '../package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

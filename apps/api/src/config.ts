import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PATIENT_STUDIES_LINK_TTL_DAYS, ROLES, type Role } from '@portal/domain';

const here = path.dirname(fileURLToPath(import.meta.url));

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

/** `no-reply@example.com` or `Portal RTG <no-reply@example.com>`, on one line. */
const SENDER = /^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;
const DEFAULT_SENDER = 'Portal RTG <no-reply@example.com>';

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
  DB_STATEMENT_TIMEOUT_SECONDS: positiveInt.default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_MINUTES: positiveInt.default(720),
  /** How long a looked-up session is trusted without the database (ADR 0028); 0: never. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  LOGIN_MAX_FAILURES: positiveInt.default(5),
  LOGIN_ADDRESS_MAX_FAILURES: positiveInt.default(20),
  LOGIN_CHALLENGE_AFTER: positiveInt.default(3),
  LOGIN_FIRST_DELAY_SECONDS: positiveInt.default(1),
  LOGIN_MAX_DELAY_SECONDS: positiveInt.default(300),
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
  OHIF_VIEWER_URL: z.url({ protocol: /^https?$/ }).optional(),
  PATIENT_STUDIES_LINK_TTL_DAYS: positiveInt.max(90).default(PATIENT_STUDIES_LINK_TTL_DAYS),
  GRAPHQL_MAX_DEPTH: positiveInt.default(10),
  GRAPHQL_MAX_COST: positiveInt.default(5000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_CHANNEL_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits, _ . : -')
    .default('portal'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().regex(SENDER, 'an address or "Name <address>"').optional(),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
  MAIL_RETRY_DELAY_SECONDS: positiveInt.default(30),
  MAIL_RETENTION_DAYS: positiveInt.default(30),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  JOBS_KEEP_FAILED_DAYS: positiveInt.default(30),
  FILES_DIR: z.string().min(1).optional(),
  /** Where reads are audited before they reach the database (ADR 0028); default DATA_DIR/audit-spool. */
  AUDIT_SPOOL_DIR: z.string().min(1).optional(),
  FILE_URL_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** Google sign-in (ADR 0047): both or neither; the issuer is Google's unless told. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  /** Facebook sign-in (ADR 0047): both or neither; its endpoints are Facebook's unless told. */
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_DIALOG_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v19.0'),
  /**
   * Coordinators' sync of visits to an external calendar (ADR 0052): on when the client id and
   * secret are set; the endpoints are Google's unless told.
   */
  CALENDAR_CLIENT_ID: z.string().min(1).optional(),
  CALENDAR_CLIENT_SECRET: z.string().min(1).optional(),
  CALENDAR_AUTHORIZE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://accounts.google.com/o/oauth2/v2/auth'),
  CALENDAR_TOKEN_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://oauth2.googleapis.com/token'),
  CALENDAR_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.googleapis.com/calendar/v3'),
  CALENDAR_SCOPE: z.string().min(1).default('https://www.googleapis.com/auth/calendar.events'),
  CALENDAR_ID: z.string().min(1).default('primary'),
  /** Seals the calendar services' tokens (ADR 0052); outside production made in DATA_DIR. */
  CALENDAR_TOKEN_KEY: z.string().min(32, 'at least 32 characters').optional(),
  /** Seals the authenticators' secrets (ADR 0046); outside production made in DATA_DIR. */
  MFA_SECRET_KEY: z.string().min(32, 'at least 32 characters').optional(),
  /**
   * Roles that must sign in with a second factor (ADR 0046). Default: Admin and Manager in
   * production, none elsewhere (the demo's accounts sign in with their password alone).
   */
  MFA_REQUIRED_ROLES: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : value
            .split(',')
            .map((role) => role.trim())
            .filter(Boolean),
    )
    .pipe(z.array(z.enum(ROLES)).optional()),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolean.default(false),
});

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number | undefined;
  /** Longest a single SQL statement of a request may run before PostgreSQL stops it (ADR 0019). */
  statementTimeoutSeconds: number;
  logLevel: string;
  sessionTtlMinutes: number;
  /** A looked-up session is trusted this long without the database (ADR 0028); 0: never. */
  sessionCacheSeconds: number;
  /** Sign-in throttling (ADR 0018): per login and per address, growing delays, proof of work. */
  login: LoginLimits;
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
  /** An external OHIF viewer the file viewer offers for DICOM files (issue 16 §1); null: none. */
  ohifViewerUrl: string | null;
  /** How long a mailed studies link and its sessions work (issue 18; ADR 0043). */
  patientStudiesLinkTtlDays: number;
  graphql: { maxDepth: number; maxCost: number };
  /** Subscription events: in memory, or through Redis pub/sub across API copies (ADR 0011). */
  events: { redisUrl: string | undefined; channelPrefix: string };
  /** Address the portal is reached at from outside, without a trailing slash: links in mails. */
  publicUrl: string;
  /** `smtpUrl` unset: mails stay in the `mails` table (the outbox, shown at /dev/mailbox). */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    retryLimit: number;
    retryDelaySeconds: number;
    retentionDays: number;
  };
  jobs: { pollingIntervalSeconds: number; keepFailedDays: number };
  /** The read audit's spool folder (platform/audit/read-audit.ts, ADR 0028). */
  auditSpoolDir: string;
  /** Uploaded files: a local folder with URLs the API signs, or an S3 bucket (ADR 0009). */
  files: {
    dir: string;
    /** FILE_URL_SECRET; unset: `<DATA_DIR>/file-url-secret` (platform/storage/file-url-secret.ts). */
    urlSecret: string | undefined;
    s3: S3Config | null;
  };
  /** Social sign-in (ADR 0047): a provider is offered only when configured. */
  oauth: { google: OAuthClient | null; facebook: OAuthClient | null };
  /** Coordinators' external calendar (ADR 0052): null when not configured (the sync is hidden). */
  calendarSync: CalendarSyncConfig | null;
  /** Two-step sign-in (ADR 0046). */
  mfa: {
    /** MFA_SECRET_KEY; unset: `<DATA_DIR>/mfa-secret-key` (modules/mfa/mfa-key.ts). */
    secretKey: string | undefined;
    /** Roles that must use a second factor. */
    requiredRoles: Role[];
  };
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** Google: the OpenID issuer. Facebook: the login dialog and the Graph API's base. */
  issuer: string;
  graphUrl?: string;
}

export interface CalendarSyncConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** The calendar API's base, without a trailing slash (Google Calendar API v3's shape). */
  apiUrl: string;
  scope: string;
  /** Which of the account's calendars gets the events. */
  calendarId: string;
  /** CALENDAR_TOKEN_KEY; unset: `<DATA_DIR>/calendar-token-key` (modules/visits/calendar-sync.service.ts). */
  tokenKey: string | undefined;
}

export interface LoginLimits {
  /** Failed attempts of one login after which each further one waits a growing delay. */
  maxFailures: number;
  /** The same for one client address, whatever the login (tablet pairing: a hard limit). */
  addressMaxFailures: number;
  /** Failed attempts of one login after which an attempt needs a solved challenge. */
  challengeAfter: number;
  /** The first delay; each further failure doubles it, up to `maxDelaySeconds`. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

export interface S3Config {
  /** Unset: AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's default chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
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
    const shown = SECRET_VARIABLES.has(name) ? '***' : withoutPassword(env[name] ?? '');
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
    statementTimeoutSeconds: e.DB_STATEMENT_TIMEOUT_SECONDS,
    logLevel: e.LOG_LEVEL,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      addressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES,
      challengeAfter: e.LOGIN_CHALLENGE_AFTER,
      firstDelaySeconds: e.LOGIN_FIRST_DELAY_SECONDS,
      maxDelaySeconds: e.LOGIN_MAX_DELAY_SECONDS,
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
    ohifViewerUrl: e.OHIF_VIEWER_URL ?? null,
    patientStudiesLinkTtlDays: e.PATIENT_STUDIES_LINK_TTL_DAYS,
    graphql: { maxDepth: e.GRAPHQL_MAX_DEPTH, maxCost: e.GRAPHQL_MAX_COST },
    events: { redisUrl: e.REDIS_URL, channelPrefix: e.REDIS_CHANNEL_PREFIX },
    publicUrl: (e.PUBLIC_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? DEFAULT_SENDER,
      retryLimit: e.MAIL_RETRY_LIMIT,
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      retentionDays: e.MAIL_RETENTION_DAYS,
    },
    jobs: {
      pollingIntervalSeconds: e.JOBS_POLL_SECONDS,
      keepFailedDays: e.JOBS_KEEP_FAILED_DAYS,
    },
    auditSpoolDir: path.resolve(e.AUDIT_SPOOL_DIR ?? path.join(e.DATA_DIR, 'audit-spool')),
    files: filesConfig(e),
    oauth: oauthConfig(e),
    calendarSync: calendarSyncConfig(e),
    mfa: {
      secretKey: e.MFA_SECRET_KEY,
      requiredRoles: e.MFA_REQUIRED_ROLES ?? (production ? ['Admin', 'Manager'] : []),
    },
  };
}

/** Variables whose values never appear in an error line (it ends up in logs). */
const SECRET_VARIABLES = new Set([
  'FILE_URL_SECRET',
  'MFA_SECRET_KEY',
  'CALENDAR_CLIENT_SECRET',
  'CALENDAR_TOKEN_KEY',
  'S3_SECRET_ACCESS_KEY',
  'GOOGLE_CLIENT_SECRET',
  'FACEBOOK_APP_SECRET',
]);

/** The social providers configured: each needs its id and its secret, or neither. */
function oauthConfig(e: z.output<typeof ZEnv>): Config['oauth'] {
  const pair = (name: string, id: string | undefined, secret: string | undefined) => {
    if (!id !== !secret) {
      throw new ConfigError(
        `Invalid configuration: ${name} id and secret are set together or not at all`,
      );
    }
    return id && secret ? { clientId: id, clientSecret: secret } : null;
  };
  const google = pair('GOOGLE_CLIENT', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  const facebook = pair('FACEBOOK_APP', e.FACEBOOK_APP_ID, e.FACEBOOK_APP_SECRET);
  return {
    google: google && { ...google, issuer: e.GOOGLE_ISSUER },
    facebook: facebook && {
      ...facebook,
      issuer: e.FACEBOOK_DIALOG_URL,
      graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
    },
  };
}

/** The calendar sync when its client is configured: id and secret together or not at all. */
function calendarSyncConfig(e: z.output<typeof ZEnv>): Config['calendarSync'] {
  if (!e.CALENDAR_CLIENT_ID !== !e.CALENDAR_CLIENT_SECRET) {
    throw new ConfigError(
      'Invalid configuration: CALENDAR_CLIENT_ID and CALENDAR_CLIENT_SECRET are set together or not at all',
    );
  }
  if (!e.CALENDAR_CLIENT_ID || !e.CALENDAR_CLIENT_SECRET) return null;
  return {
    clientId: e.CALENDAR_CLIENT_ID,
    clientSecret: e.CALENDAR_CLIENT_SECRET,
    authorizeUrl: e.CALENDAR_AUTHORIZE_URL,
    tokenUrl: e.CALENDAR_TOKEN_URL,
    apiUrl: e.CALENDAR_API_URL.replace(/\/+$/, ''),
    scope: e.CALENDAR_SCOPE,
    calendarId: e.CALENDAR_ID,
    tokenKey: e.CALENDAR_TOKEN_KEY,
  };
}

/** S3 when a bucket is named, the local folder otherwise. */
function filesConfig(e: z.output<typeof ZEnv>): Config['files'] {
  const dir = path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files'));
  if (!e.S3_BUCKET) return { dir, urlSecret: e.FILE_URL_SECRET, s3: null };
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  }
  return {
    dir,
    urlSecret: e.FILE_URL_SECRET,
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
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

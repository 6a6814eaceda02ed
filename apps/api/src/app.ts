import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { sessionCache } from './auth/sessions.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerGraphQL } from './graphql/plugin.js';
import { registerBuildHandler } from './http/build-handler.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerHealth } from './http/health.js';
import { registerMaintenance } from './http/maintenance.js';
import { registerRouteAccess } from './http/route-access.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerSpa } from './http/spa.js';
import { registerStorageRoutes } from './http/storage-routes.js';
import { registerAuditLogExport } from './modules/audit-log/audit-log-export.js';
import { registerDoctorsExport } from './modules/doctors/doctors-export.js';
import { registerCalendarFeedRoutes } from './modules/visits/calendar-feed.routes.js';
import { registerVisitsReport } from './modules/visits/visits-report.js';
import { registerOAuthRoutes } from './modules/oauth/oauth.routes.js';
import { registerPatientStudiesRoutes } from './modules/patient-studies/patient-studies.routes.js';
import { registerReferalPrint } from './modules/referals/referal-print.js';
import { createLogger, requestId } from './logger.js';
import type { Jobs } from './platform/jobs/jobs.js';
import { registerJobs } from './platform/jobs/register-jobs.js';
import { registerDevMailbox } from './platform/mail/dev-mailbox/dev-mailbox.routes.js';
import { appMailer } from './platform/mail/mailer.js';
import { createStorage } from './platform/storage/create-storage.js';
import { registerReadAudit } from './platform/audit/read-audit.js';
import { LocalStorage } from './platform/storage/local-storage.js';
import type { Storage } from './platform/storage/storage.js';

export interface AppDeps {
  config: Config;
  db: Database;
  logger?: Logger;
  /** The background job runner; buildApp adds the portal's queues, the caller starts it. */
  jobs?: Jobs;
  /** File storage; built from the configuration (local folder or S3) when not given. */
  storage?: Storage;
}

/** GraphQL payloads are small; files travel through signed URLs, not through this limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole portal without listening: tests inject requests into it, main.ts makes it listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, logger, jobs } = deps;
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestId,
    requestIdHeader: false,
  }) as unknown as FastifyInstance;
  sessionCache.setTrustMs(config.sessionCacheSeconds * 1000);
  const storage = deps.storage ?? (await createStorage(config));
  app.decorate('storage', storage);
  // First: plugins registered below inherit it (ADR 0017).
  registerErrorHandler(app);
  // Before any route: every route declares its access, and one hook enforces it (ADR 0023).
  registerRouteAccess(app, db);

  registerSecurityHeaders(app, { browserOrigins: storage.browserOrigins });

  // Before the first route: it hooks each route as it is added.
  await registerCompression(app);
  if (config.maintenanceMode) registerMaintenance(app);
  registerBuildHandler(app, config.buildCommit);
  registerHealth(app, db);
  if (storage instanceof LocalStorage) await registerStorageRoutes(app, storage);
  const mailer = appMailer(config, jobs ?? null);
  if (jobs) registerJobs(jobs, { config, db, storage, mailer });
  await registerReadAudit(app, { db, spoolDir: config.auditSpoolDir });
  if (config.env !== 'production') registerDevMailbox(app, db);
  await registerGraphQL(app, { config, db, mailer });
  registerAuditLogExport(app, { db });
  registerDoctorsExport(app, { db });
  registerVisitsReport(app, { db });
  registerCalendarFeedRoutes(app, { db, publicUrl: config.publicUrl });
  registerOAuthRoutes(app, { db, config });
  registerReferalPrint(app, { db, storage, readAudit: app.readAudit });
  registerPatientStudiesRoutes(app, {
    db,
    storage,
    ohifViewerUrl: config.ohifViewerUrl,
    publicUrl: config.publicUrl,
  });
  await registerSpa(app, config.webDistDir);
  return app;
}

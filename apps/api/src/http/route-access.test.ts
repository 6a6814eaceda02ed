import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../auth/sessions.js';
import { auditLog } from '../db/schema/index.js';
import { buildUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { registerErrorHandler } from './error-handler.js';
import {
  declaredRoutes,
  PUBLIC_ROUTE,
  registerRouteAccess,
  routePermission,
  routeSession,
  type RouteAccess,
} from './route-access.js';

/**
 * Every HTTP route of the portal and what it requires (ADR 0023), written out literally as
 * operation-declarations.test.ts and the permission matrix do for GraphQL: a new route shows up
 * here in review, and one without a declaration is refused (below).
 */
const ROUTES = [
  'GET    /api/build/handler   public',
  'HEAD   /api/build/handler   public',
  'GET    /healthz             public',
  'HEAD   /healthz             public',
  'PUT    /api/storage/*       signedUrl',
  'GET    /api/storage/*       signedUrl',
  'HEAD   /api/storage/*       signedUrl',
  'GET    /dev/mailbox         public',
  'HEAD   /dev/mailbox         public',
  'GET    /dev/mailbox/:id     public',
  'HEAD   /dev/mailbox/:id     public',
  'POST   /graphql             graphql',
  'GET    /graphql             graphql',
  'HEAD   /graphql             graphql',
  'GET    /api/audit-log.csv   permission settings.audit',
  'GET    /api/doctors.csv     permission doctors.list',
  'GET    /api/reports/visits-report permission visits.list',
  'GET    /api/calendar/visits.ics feedToken',
  'GET    /api/auth/oauth/:provider/start public',
  'GET    /api/auth/oauth/:provider/callback public',
  'GET    /prints/referal/:id  permission referrals.list',
  'GET    /api/patient-studies/files/:fileId patientSession',
  'GET    /api/patient-studies/files/:fileId/viewer patientSession',
  'GET    /api/patient-studies/studies/:studyId/archive patientSession',
  'HEAD   /*                   public',
  'GET    /*                   public',
  'GET    /                    public',
  'HEAD   /                    public',
];

/** The error code of a refusal's JSON body. */
function codeOf(response: { json: () => unknown }): unknown {
  return (response.json() as { code?: unknown }).code;
}

function describeAccess(access: RouteAccess | undefined): string {
  if (!access) return 'UNDECLARED';
  return access.kind === 'permission' ? `permission ${access.permission}` : access.kind;
}

let webDist: string;
/** The portal with a web build, outside production (the dev mailbox exists), local storage. */
let t: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'portal-route-access-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

describe('the portal’s HTTP routes', () => {
  it('each declare their access, exactly as listed', () => {
    const actual = declaredRoutes(t.app).map(({ method, url, access }) =>
      [method.padEnd(6), url.padEnd(20), describeAccess(access)].join(' '),
    );
    expect(actual).toEqual(ROUTES);
  });

  it('still answer 404 where no route matches', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the route access hook', () => {
  let app: FastifyInstance;
  const undeclared = vi.fn(() => 'leaked');

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    registerRouteAccess(app, t.database.db);
    app.get('/undeclared', undeclared);
    app.get('/open', { config: { access: PUBLIC_ROUTE } }, () => 'open');
    app.get(
      '/audited',
      { config: { access: routePermission('settings.audit', 'test.audited') } },
      (request) => ({ userId: routeSession(request).userId }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('refuses a route without a declaration, without running it', async () => {
    const response = await app.inject({ method: 'GET', url: '/undeclared' });
    expect([response.statusCode, codeOf(response)]).toEqual([403, 'FORBIDDEN']);
    expect(undeclared).not.toHaveBeenCalled();
    expect(
      declaredRoutes(app).find((route) => route.url === '/undeclared')?.access,
    ).toBeUndefined();
  });

  it('lets anyone through a public route', async () => {
    expect((await app.inject({ method: 'GET', url: '/open' })).body).toBe('open');
  });

  it('asks a permission route for a session, the permission, and audits a refusal', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/audited' });
    expect([anonymous.statusCode, codeOf(anonymous)]).toEqual([401, 'UNAUTHENTICATED']);

    const manager = await buildUser(t.database.db, { roles: ['Manager'], acceptedTerms: true });
    const refused = await app.inject({
      method: 'GET',
      url: '/audited',
      headers: {
        authorization: `Bearer ${(await createSession(t.database.db, manager.id, 60)).token}`,
      },
    });
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'FORBIDDEN']);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'test.audited'));
    expect(audited).toEqual([
      expect.objectContaining({
        outcome: 'denied',
        actorUserId: manager.id,
        details: { role: 'Manager', permission: 'settings.audit' },
      }),
    ]);

    const admin = await buildUser(t.database.db, { roles: ['Admin'], acceptedTerms: true });
    const allowed = await app.inject({
      method: 'GET',
      url: '/audited',
      headers: {
        authorization: `Bearer ${(await createSession(t.database.db, admin.id, 60)).token}`,
      },
    });
    expect([allowed.statusCode, allowed.json()]).toEqual([200, { userId: admin.id }]);
  });
});

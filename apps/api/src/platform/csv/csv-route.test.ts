import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSession } from '../../auth/sessions.js';
import { registerRouteAccess } from '../../http/route-access.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildUser } from '../../test/factories.js';
import { registerCsvRoute } from './csv-route.js';

/** A value that must never reach the log: it stands for personal data in a query's parameters. */
const SECRET = '85010112345';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const admin = await buildUser(database.db, { roles: ['Admin'] });
  token = (await createSession(database.db, admin.id, 60)).token;
  const logger = pino(
    { level: 'error' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );
  app = Fastify({ loggerInstance: logger }) as unknown as FastifyInstance;
  // The route's session and permission are checked by the access hook, as in the portal.
  registerRouteAccess(app, database.db);
  registerCsvRoute(
    app,
    { db: database.db },
    {
      url: '/api/test-rows.csv',
      permission: 'settings.audit',
      auditAction: 'test.export',
      query: z.object({
        rows: z.coerce.number().int().min(0).default(3),
        fail: z.string().optional(),
      }),
      columns: [
        { header: 'auditLog.column.entityId', value: (row: { n: number }) => row.n },
        { header: 'auditLog.column.details', value: (row: { n: number }) => row.n / 2 },
      ],
      fileName: () => 'wiersze łódź.csv',
      rows: async function* (_db, query) {
        for (let n = 1; n <= query.rows; n++) {
          if (query.fail === String(n)) {
            throw new Error(`query failed`, {
              cause: { code: '57014', detail: `pesel=${SECRET}` },
            });
          }
          yield await Promise.resolve({ n });
        }
      },
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

function url(query: string): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/test-rows.csv${query}`;
}
const headers = () => ({ authorization: `Bearer ${token}` });
/** The body as written: `response.text()` would drop the BOM we are checking for. */
const text = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

describe('registerCsvRoute', () => {
  it('serves the rows with localized headings and a safe file name', async () => {
    const response = await fetch(url(''), { headers: { ...headers(), 'accept-language': 'ua' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="wiersze lodz.csv"; filename*=UTF-8''wiersze%20%C5%82%C3%B3d%C5%BA.csv`,
    );
    expect(await text(response)).toBe('\uFEFFID об’єкта;Деталі\r\n1;0,5\r\n2;1\r\n3;1,5\r\n');
  });

  it('takes another separator on request, with a decimal point', async () => {
    const response = await fetch(url('?separator=tab&rows=1'), {
      headers: { ...headers(), 'accept-language': 'en' },
    });
    expect(await text(response)).toBe('\uFEFFObject ID\tDetails\r\n1\t0.5\r\n');
  });

  it('refuses bad query parameters with 400', async () => {
    const response = await fetch(url('?rows=-1'), { headers: headers() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('answers a localized 500 when the first rows cannot be read', async () => {
    const response = await fetch(url('?fail=1'), {
      headers: { ...headers(), 'accept-language': 'en' },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'DATABASE_ERROR',
      message: 'A database error occurred. Try again or contact the administrator.',
    });
  });

  it('cuts the transfer short when rows fail mid-stream, and logs no query details', async () => {
    const response = await fetch(url('?rows=100000&fail=20000'), { headers: headers() });
    expect(response.status).toBe(200);
    // Not a complete file that merely looks short: the connection ends with an error.
    await expect(response.text()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = logLines.join('');
    expect(log).toContain('CSV export failed');
    expect(log).toContain('57014');
    expect(log).not.toContain(SECRET);
  });
});

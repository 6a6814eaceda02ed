import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, users, visits } from '../../db/schema/index.js';
import { buildDoctor, staffCaller } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** GET /api/reports/visits-report: the visits list as a file (spec part 2 §7, issue 21 §1). */

let t: TestApp;
let coordinator: Awaited<ReturnType<typeof staffCaller>>;
let manager: Awaited<ReturnType<typeof staffCaller>>;

const BOM = '\uFEFF';
const HEADING = 'Data spotkania;Status;Lekarz;PWZ;Koordynator;Region;Powód;Gadżety;Komentarz';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  coordinator = await staffCaller(t, 'Coordinator');
  const [user] = await db.select().from(users).where(eq(users.id, coordinator.id));
  await db
    .update(contacts)
    .set({ firstName: 'Piotr', lastName: 'Raportowy' })
    .where(eq(contacts.id, user!.contactId));
  manager = await staffCaller(t, 'Manager');
  const otherCoordinator = await staffCaller(t, 'Coordinator');
  const doctor = await buildDoctor(t);
  await db.insert(visits).values([
    {
      visitDate: new Date('2026-11-02T09:30:00Z'),
      doctorId: doctor.id,
      coordinatorId: coordinator.id,
      status: 'Completed',
      comment: '=HYPERLINK("x"); "cytat"\nnowa linia',
      visitReason: 'Rutynowa',
      gadgets: ['Kalendarz', 'Notesy'],
      region: 'Południe',
    },
    {
      visitDate: new Date('2026-11-05T09:30:00Z'),
      doctorId: doctor.id,
      coordinatorId: coordinator.id,
    },
    {
      visitDate: new Date('2026-11-06T09:30:00Z'),
      doctorId: doctor.id,
      coordinatorId: otherCoordinator.id,
    },
  ]);
});
afterAll(() => t.close());

const get = (query: string, caller: { options: { token?: string; role?: string } }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/reports/visits-report${query}`,
    headers: {
      authorization: `Bearer ${caller.options.token}`,
      'x-current-role': String(caller.options.role),
    },
  });

describe('GET /api/reports/visits-report', () => {
  it('writes a coordinator’s own visits matching the filter, newest first, Excel-safe, audited', async () => {
    const response = await get('?status=Completed,Scheduled', coordinator);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /filename="raport_wizyty_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.body.startsWith(BOM)).toBe(true);
    const [heading, ...lines] = response.body.slice(1).split('\r\n').filter(Boolean);
    expect(heading).toBe(HEADING);
    // The other coordinator's visit is not theirs to export.
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^2026-11-05 10:30:00;Zaplanowane;Anna Lekarz \d+;\d+;Piotr Raportowy;;;;$/,
    );
    expect(response.body).toContain('2026-11-02 10:30:00;Zakończone;');
    expect(response.body).toContain(
      ';Południe;Rutynowa;Kalendarz, Notesy;"\'=HYPERLINK(""x""); ""cytat""\nnowa linia"',
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'visits.report'), eq(auditLog.actorUserId, coordinator.id)));
    expect(entry!.details).toEqual({ filters: ['statuses'] });
  });

  it('answers the desk every coordinator’s visits, in English on request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reports/visits-report?visitDateFrom=2026-11-04T00:00:00.000Z',
      headers: {
        authorization: `Bearer ${manager.options.token}`,
        'x-current-role': 'Manager',
        'accept-language': 'en',
      },
    });
    const [heading, ...lines] = response.body.slice(1).split('\r\n').filter(Boolean);
    expect(heading).toBe(
      'Visit date;Status;Doctor;Licence number;Coordinator;Region;Reason;Gadgets;Comment',
    );
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => line.includes(';Scheduled;'))).toBe(true);
  });

  it('refuses a bad filter with its message, and a role without visits', async () => {
    const bad = await get('?status=Lost', manager);
    expect(bad.statusCode).toBe(400);
    const registrationDoctor = await staffCaller(t, 'Doctor');
    const refused = await get('', registrationDoctor);
    expect(refused.statusCode).toBe(403);
  });
});

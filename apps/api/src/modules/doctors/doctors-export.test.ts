import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.js';
import { auditLog } from '../../db/schema/index.js';
import { insertDoctorRecord } from '../../test/doctor-records.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** GET /api/doctors.csv: the doctors or facilities list as a file, with its filters (issue 20 §3). */

let t: TestApp;
let manager: { id: number; token: string };
let registrationToken: string;

const BOM = '\uFEFF';
const HEADING =
  'Nazwisko i imię lub nazwa;PWZ lub NIP;Login konta;Telefony;Adresy e-mail;Specjalizacje;Regiony;Role;Data rejestracji;Ostatnie logowanie;Logowania (90 dni)';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const user = await buildUser(db, { roles: ['Manager'] });
  manager = { id: user.id, token: (await createSession(db, user.id, 60)).token };
  const registration = await buildUser(db, { roles: ['Registration'] });
  registrationToken = (await createSession(db, registration.id, 60)).token;
  await insertDoctorRecord(db, {
    firstName: 'Anna',
    lastName: 'Eksportowa',
    licenseNumber: '5425740',
    specializations: ['Ortodoncja', 'Radiologia'],
    account: {
      login: 'anna.eksportowa@example.com',
      lastLoginDate: new Date('2026-11-02T09:30:00Z'),
    },
  });
  await insertDoctorRecord(db, {
    firstName: 'Jan',
    lastName: 'Eksportowy',
    licenseNumber: '3123456',
  });
  await insertDoctorRecord(db, { companyName: '=Gabinet Eksportowy', nip: '5260250274' });
});
afterAll(() => t.close());

const get = (query: string, token = manager.token, role = 'Manager') =>
  t.app.inject({
    method: 'GET',
    url: `/api/doctors.csv${query}`,
    headers: { authorization: `Bearer ${token}`, 'x-current-role': role },
  });

describe('GET /api/doctors.csv', () => {
  it("writes the filtered list in the list's order, in Polish Excel's format, and audits it", async () => {
    const response = await get('?kind=DOCTOR&name=eksport&orderBy=name&direction=desc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /filename="lekarze-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [heading, ...lines] = response.body.split('\r\n').filter(Boolean);
    expect(heading).toBe(`${BOM}${HEADING}`);
    expect(lines).toHaveLength(2);
    // Z to A: Eksportowy before Eksportowa; the one without an account has no login nor count.
    expect(lines[0]).toMatch(/^Eksportowy Jan;3123456;;[^;]*;;;;;\d{4}-\d{2}-\d{2} [\d:]+;;$/);
    expect(lines[1]).toMatch(
      /^Eksportowa Anna;5425740;anna\.eksportowa@example\.com;[^;]*;;Ortodoncja, Radiologia;;Doctor;[\d: -]+;2026-11-02 10:30:00;0$/,
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'doctors.export'), eq(auditLog.actorUserId, manager.id)));
    expect(entry!.details).toEqual({
      kind: 'DOCTOR',
      filters: ['name'],
      orderBy: { by: 'name', direction: 'DESC' },
    });
  });

  it('lists facilities by their company name, a formula-like name kept as text', async () => {
    const response = await get('?kind=FACILITY&identifier=526-025&hasAccount=false');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/gabinety-/);
    const lines = response.body.split('\r\n').filter(Boolean).slice(1);
    expect(lines).toEqual([expect.stringMatching(/^'=Gabinet Eksportowy;5260250274;/)]);
  });

  it('refuses a role without the list, and a query it cannot read, with a localized error', async () => {
    expect((await get('?kind=DOCTOR', registrationToken, 'Registration')).statusCode).toBe(403);
    const bad = await get('?kind=PATIENT');
    expect(bad.statusCode).toBe(400);
    const letters = await get('?kind=DOCTOR&identifier=abc');
    expect(letters.statusCode).toBe(400);
    expect(letters.body).toContain('Numer może składać się wyłącznie z cyfr');
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { devices, files, tablets } from '../db/schema/index.js';
import { buildPatient } from '../test/factories.js';
import { graphql } from '../test/graphql.js';
import { accountOf, type Account } from '../test/patient-calls.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { buildBranch } from '../test/tablets.js';

/**
 * Fields resolved per row go through loaders (ADR 0022): a page of 50 patients with their files
 * and edit rights, or every tablet with its branch's devices, runs as many SQL statements as a
 * page of 2. Statements are counted where every one of them passes: pg's Client#query.
 */

let t: TestApp;
let admin: Account;

const PATIENTS_PAGE = `{
  patients(pagination: { take: 50 }) { items { id files { id } canEdit canEditIdentity } }
}`;
const TABLETS = `{ tablets { id branch { name devices { id } } } }`;

interface PatientsData {
  patients: { items: { id: string; files: { id: string }[]; canEdit: boolean }[] };
}
interface TabletsData {
  tablets: { id: string; branch: { name: string; devices: { id: string }[] } }[];
}

const statements = vi.spyOn(pg.Client.prototype, 'query');

/** How many SQL statements one request ran, with its answer. */
async function counted<T>(query: string): Promise<{ count: number; data: T }> {
  // The session freshly cached, and nothing left for the read audit's timer to insert while the
  // request runs (ADR 0028): only the request's own statements are counted.
  await graphql(t.app, '{ currentUser { id } }', admin.options);
  await t.app.readAudit.flush();
  statements.mockClear();
  const response = await graphql<T>(t.app, query, admin.options);
  expect(response.errors).toBeUndefined();
  return { count: statements.mock.calls.length, data: response.data! };
}

async function addPatients(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const patient = await buildPatient(t.database.db);
    await t.database.db.insert(files).values(
      [1, 2].map((n) => ({
        storageKey: `test/${patient.id}-${n}`,
        originalFilename: `skan-${n}.pdf`,
        mimetype: 'application/pdf',
        fileType: 'StudyReferal' as const,
        declaredSize: 100,
        storedSize: 100,
        sha256: '0'.repeat(64),
        detectedKind: 'pdf' as const,
        confirmedAt: new Date(),
        status: 'ready' as const,
        patientId: patient.id,
      })),
    );
  }
}

async function addTablets(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const branch = await buildBranch(t.database.db);
    await t.database.db
      .insert(devices)
      .values({ branchId: branch.id, name: 'RTG', deviceType: 'RTG' });
    await t.database.db.insert(tablets).values({
      tabletId: `T-${branch.id}`,
      name: `Tablet ${branch.id}`,
      branchId: branch.id,
      clientId: `client-${branch.id}`,
      clientSecretHash: 'not-used',
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await accountOf(t.database.db, 'Admin', t.config.sessionTtlMinutes);
});

afterAll(async () => {
  statements.mockRestore();
  await t.close();
});

describe('per-row fields through loaders', () => {
  it('reads a page of 50 patients with files and edit rights in as many statements as 2', async () => {
    await addPatients(2);
    const small = await counted<PatientsData>(PATIENTS_PAGE);
    expect(small.data.patients.items).toHaveLength(2);

    await addPatients(48);
    const full = await counted<PatientsData>(PATIENTS_PAGE);
    expect(full.data.patients.items).toHaveLength(50);
    for (const item of full.data.patients.items) {
      expect(item.files).toHaveLength(2);
      expect(item.canEdit).toBe(true);
    }
    // The page with its count, then the files (the session cached, the audit row spooled):
    // never one per patient.
    expect(small.count).toBe(2);
    expect(full.count).toBe(small.count);
    expect(full.count).toBeLessThan(10);
  });

  it('reads every tablet with its branch and the branch devices in as many statements as 2', async () => {
    await addTablets(2);
    const small = await counted<TabletsData>(TABLETS);
    expect(small.data.tablets).toHaveLength(2);

    await addTablets(18);
    const full = await counted<TabletsData>(TABLETS);
    expect(full.data.tablets).toHaveLength(20);
    for (const tablet of full.data.tablets) {
      expect(tablet.branch.devices).toHaveLength(1);
    }
    expect(small.count).toBeGreaterThan(1);
    expect(full.count).toBe(small.count);
    expect(full.count).toBeLessThan(6);
  });
});

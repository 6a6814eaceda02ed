import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectKind } from '../../modules/files/file-kind.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { doctors, doctorStamps, files, patients, studies } from '../schema/index.js';
import { ensureAppConfig } from './app-config.js';
import { demoStampPng } from './demo-stamps.js';
import { seedDemoData } from './index.js';

describe('demo files: stamps and results', () => {
  let database: TestDatabase;
  let dir: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'portal-demo-stamps-'));
    storage = new LocalStorage(dir, Buffer.from('s'.repeat(32)));
  });
  afterAll(async () => {
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is a small, deterministic PNG of 300 × 150 pixels', () => {
    const png = demoStampPng();
    expect(png.equals(demoStampPng())).toBe(true);
    expect(detectKind(png)).toBe('png');
    expect(png.length).toBeLessThan(4096);
    expect(png.readUInt32BE(16)).toBe(300);
    expect(png.readUInt32BE(20)).toBe(150);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe((1 + 300 * 3) * 150);
  });

  it('gives every demo doctor with an account a stored stamp of their own', async () => {
    const { db } = database;
    await ensureAppConfig(db);
    expect(await seedDemoData(db, { storage })).toBe(true);
    const withAccounts = await db.select().from(doctors).where(isNotNull(doctors.userId));
    const stamps = await db
      .select({ doctorId: doctorStamps.doctorId, file: files })
      .from(doctorStamps)
      .innerJoin(files, eq(files.id, doctorStamps.fileId));
    expect(stamps.map((stamp) => stamp.doctorId).sort()).toEqual(
      withAccounts.map((doctor) => doctor.id).sort(),
    );
    expect(withAccounts.length).toBeGreaterThanOrEqual(4);
    for (const { doctorId, file } of stamps) {
      const owner = withAccounts.find((doctor) => doctor.id === doctorId)!.userId;
      expect(file).toMatchObject({ fileType: 'DoctorStamp', status: 'ready', ownerUserId: owner });
      expect((await storage.stat(file.storageKey))?.size).toBe(demoStampPng().length);
    }
  });

  it('gives three studies of patients who consented a saved description and image', async () => {
    const { db } = database;
    const shown = await db
      .select({
        studyId: files.studyId,
        fileType: files.fileType,
        kind: files.detectedKind,
        key: files.storageKey,
        sending: patients.consents,
        sent: studies.patientLinkSentAt,
      })
      .from(files)
      .innerJoin(studies, eq(studies.id, files.studyId))
      .innerJoin(patients, eq(patients.id, studies.patientId))
      .where(
        and(inArray(files.fileType, ['StudyDescription', 'StudyImage']), eq(files.attached, true)),
      );
    expect(new Set(shown.map((file) => file.studyId)).size).toBe(3);
    expect(shown.map((file) => `${file.fileType}:${file.kind}`).sort()).toEqual([
      'StudyDescription:pdf',
      'StudyDescription:pdf',
      'StudyDescription:pdf',
      'StudyImage:png',
      'StudyImage:png',
      'StudyImage:png',
    ]);
    for (const file of shown) {
      expect(file.sending.sending).toBe(true);
      // Seeding mails nobody: the studies count as announced.
      expect(file.sent).not.toBeNull();
      expect((await storage.stat(file.key))?.size).toBeGreaterThan(500);
    }
  });
});

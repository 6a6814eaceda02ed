import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectKind } from '../../modules/files/file-kind.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { doctors, doctorStamps, files } from '../schema/index.js';
import { ensureAppConfig } from './app-config.js';
import { demoStampPng } from './demo-stamps.js';
import { seedDemoData } from './index.js';

describe('demo stamps', () => {
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
});

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files } from '../../db/schema/index.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildPatient, buildUser } from '../../test/factories.js';
import { pngBytes } from '../../test/file-uploads.js';
import { storageKeyOf, uploadKeyOf } from './file-keys.js';
import { removeStaleUploads } from './stale-uploads.js';

let database: TestDatabase;
let storage: LocalStorage;
let dir: string;
let patientId: number;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'portal-stale-test-'));
  storage = new LocalStorage(dir, Buffer.from('s'.repeat(32)));
  patientId = (await buildPatient(database.db)).id;
  userId = (await buildUser(database.db)).id;
});
afterAll(async () => {
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A file row `ageMinutes` old, with bytes under its upload key (pending) or its own (ready). */
async function fileAged(
  ageMinutes: number,
  state: { status?: 'pending' | 'ready'; rejected?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  const ready = state.status === 'ready';
  await database.db.insert(files).values({
    id,
    storageKey: storageKeyOf(id),
    originalFilename: 'scan.png',
    mimetype: 'image/png',
    fileType: 'StudyImage',
    declaredSize: 16,
    patientId,
    uploadedById: userId,
    rejected: state.rejected ?? false,
    rejectionReason: state.rejected ? 'tooLarge' : null,
    status: state.status ?? 'pending',
    ...(ready
      ? { storedSize: 16, sha256: 'x'.repeat(64), detectedKind: 'png', confirmedAt: new Date() }
      : {}),
    createdAt: sql`now() - make_interval(mins => ${ageMinutes})`,
  });
  if (!state.rejected) {
    await storage.put(ready ? storageKeyOf(id) : uploadKeyOf(id), Readable.from([pngBytes(16)]));
  }
  return id;
}

async function existing(ids: string[]): Promise<string[]> {
  const rows = await database.db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  return rows.map((row) => row.id).sort();
}

describe('removeStaleUploads', () => {
  it('removes old pending uploads with their bytes and keeps everything else', async () => {
    const stale = [await fileAged(120), await fileAged(90)];
    const recent = await fileAged(10);
    const ready = await fileAged(500, { status: 'ready' });
    const rejected = await fileAged(500, { rejected: true });

    expect(await removeStaleUploads(database.db, storage, 60)).toBe(2);
    expect(await existing([...stale, recent, ready, rejected])).toEqual(
      [recent, ready, rejected].sort(),
    );
    for (const id of stale) expect(await storage.stat(uploadKeyOf(id))).toBeNull();
    expect(await storage.stat(uploadKeyOf(recent))).not.toBeNull();
    expect(await storage.stat(storageKeyOf(ready))).not.toBeNull();

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'file.cleanup'));
    expect(audit.map((row) => row.entityId).sort()).toEqual([...stale].sort());
  });

  it('is idempotent, and two copies running at once remove each file once', async () => {
    const stale = await Promise.all(Array.from({ length: 230 }, () => fileAged(120)));
    const [first, second] = await Promise.all([
      removeStaleUploads(database.db, storage, 60),
      removeStaleUploads(database.db, storage, 60),
    ]);
    expect(first + second).toBe(230);
    expect(await existing(stale)).toEqual([]);
    expect(await removeStaleUploads(database.db, storage, 60)).toBe(0);
  });

  it('refuses a threshold that is not a positive whole number of minutes', async () => {
    await expect(removeStaleUploads(database.db, storage, 0)).rejects.toThrow(RangeError);
  });
});

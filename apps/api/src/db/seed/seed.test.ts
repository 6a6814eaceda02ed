import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  appConfig,
  branches,
  devices,
  studyTypePrices,
  studyTypes,
  users,
} from '../schema/index.js';
import { ensureAppConfig } from './app-config.js';
import { seedDemoData } from './index.js';

describe('demo data', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('fills an empty database once, with master data every demo screen shows', async () => {
    const { db } = database;
    await ensureAppConfig(db);
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);

    const [branchCount] = await db.select({ n: count() }).from(branches);
    const [deviceCount] = await db.select({ n: count() }).from(devices);
    const [typeCount] = await db.select({ n: count() }).from(studyTypes);
    const [priceCount] = await db.select({ n: count() }).from(studyTypePrices);
    const [userCount] = await db.select({ n: count() }).from(users);
    expect(branchCount!.n).toBeGreaterThan(0);
    expect(deviceCount!.n).toBeGreaterThan(0);
    expect(typeCount!.n).toBeGreaterThan(0);
    expect(priceCount!.n).toBeGreaterThan(0);
    expect(userCount!.n).toBeGreaterThan(0);

    const [config] = await db.select().from(appConfig);
    expect(config!.data.carrierPrices).toEqual({ Disc: '20.00', Film: '30.00', Pendrive: '40.00' });
  });
});

import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  appConfig,
  bookings,
  branches,
  complaints,
  devices,
  software,
  studies,
  studyAccess,
  studyTypeDevices,
  studyTypePrices,
  studyTypeRadiologies,
  studyTypes,
  users,
  visits,
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

  it('is a network of 4 branches in 2 regions with 10 devices of the app config’s types', async () => {
    const { db } = database;
    const [config] = await db.select().from(appConfig);
    const branchRows = await db.select().from(branches);
    expect(branchRows).toHaveLength(4);
    const regions = new Set(branchRows.map((branch) => branch.region));
    expect(regions.size).toBe(2);
    for (const region of regions) expect(config!.data.regions).toContain(region);
    const deviceRows = await db.select().from(devices);
    expect(deviceRows).toHaveLength(10);
    for (const device of deviceRows) expect(config!.data.deviceTypes).toContain(device.deviceType);
  });

  it('gives the coordinator a diary with follow-ups and the complaints user open complaints', async () => {
    const { db } = database;
    const diary = await db.select().from(visits);
    expect(diary.filter((visit) => visit.status === 'Scheduled').length).toBeGreaterThanOrEqual(4);
    expect(diary.some((visit) => visit.previousVisitId !== null)).toBe(true);
    const [config] = await db.select().from(appConfig);
    for (const visit of diary) {
      for (const gadget of visit.gadgets) expect(config!.data.gadgets).toContain(gadget);
      expect(config!.data.visitReasons).toContain(visit.visitReason);
    }
    const open = await db.select().from(complaints);
    expect(open.some((complaint) => complaint.status === 'InProgress')).toBe(true);
    for (const complaint of open) {
      expect(config!.data.complaintTypes).toContain(complaint.complaintReason);
    }
  });

  it("books the first branch's calendar for the coming working days, with a break a day", async () => {
    const { db } = database;
    const rows = await db.select().from(bookings);
    const appointments = rows.filter((row) => row.kind === 'appointment');
    expect(appointments.length).toBeGreaterThanOrEqual(16);
    expect(rows.some((row) => row.kind === 'break')).toBe(true);
    expect(new Set(rows.map((row) => row.branchId)).size).toBe(1);
  });

  it('has 15 study types, each priced in every price group and performed on some device', async () => {
    const { db } = database;
    const [config] = await db.select().from(appConfig);
    const types = await db.select().from(studyTypes);
    expect(types).toHaveLength(15);
    expect(new Set(types.map((type) => type.code)).size).toBe(15);
    const prices = await db.select().from(studyTypePrices);
    const durations = await db.select().from(studyTypeDevices);
    const presets = await db.select().from(studyTypeRadiologies);
    for (const type of types) {
      const own = prices.filter((price) => price.studyTypeId === type.id);
      expect(own.map((price) => price.presetName).sort()).toEqual(
        [...config!.data.priceGroups].sort(),
      );
      const performedOn = durations.filter((duration) => duration.studyTypeId === type.id);
      expect(performedOn.length).toBeGreaterThan(0);
      for (const { deviceType } of performedOn)
        expect(config!.data.deviceTypes).toContain(deviceType);
      expect(presets.filter((preset) => preset.studyTypeId === type.id)).toHaveLength(2);
      expect(type.descriptionPrice).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('lists the programs of the help page, with http(s) links only', async () => {
    const programs = await database.db.select().from(software);
    expect(programs.length).toBeGreaterThanOrEqual(5);
    for (const program of programs) expect(program.downloadUrl).toMatch(/^https?:\/\//);
  });

  it('gives the demo doctor studies to see and the describer deadlines to meet, a hidden one seen by neither', async () => {
    const { db } = database;
    const rows = await db.execute<{ login: string; referrer: number; describer: number }>(sql`
      select u.login,
        count(*) filter (where a.as_referrer)::int as referrer,
        count(*) filter (where a.as_describer)::int as describer
      from study_access a join doctors d on d.id = a.doctor_id join users u on u.id = d.user_id
      group by u.login order by u.login`);
    const byLogin = Object.fromEntries(rows.rows.map((row) => [row.login, row]));
    expect(byLogin['doctor@example.com']?.referrer).toBeGreaterThan(10);
    expect(byLogin['describingdoctor@example.com']?.describer).toBeGreaterThan(5);
    const statuses = await db.selectDistinct({ status: studies.status }).from(studies);
    expect(statuses.map((row) => row.status).sort()).toEqual(['Draft', 'Paid', 'Performed']);
    const [hidden] = await db.select().from(studies).where(eq(studies.hidden, true));
    const hiddenAccess = await db
      .select()
      .from(studyAccess)
      .where(eq(studyAccess.studyId, hidden!.id));
    expect(hiddenAccess.every((row) => !row.asReferrer)).toBe(true);
  });
});

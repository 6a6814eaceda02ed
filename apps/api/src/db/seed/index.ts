import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { Database } from '../client.js';
import { refreshPatientAccess } from '../../modules/patients/patient-access.js';
import { patients, users } from '../schema/index.js';
import { seedAppointments } from './demo-appointments.js';
import { seedMasterData } from './demo-master-data.js';
import { seedPeople } from './demo-people.js';
import { seedReferals } from './demo-referals.js';
import { seedResults } from './demo-results.js';
import { seedStamps } from './demo-stamps.js';
import { seedStudies } from './demo-studies.js';
import { seedMessages } from './demo-messages.js';
import { seedVisitsAndComplaints } from './demo-visits.js';

export { ensureAppConfig } from './app-config.js';

export const DEMO_PASSWORD = 'Demo1234';

/**
 * Fills an empty database with synthetic demo data, in one transaction. A database that has any
 * user is left alone, so restarts never duplicate anything. Never called in production. With the
 * app's `storage`, the demo doctors get stamp images and a few studies a description and an image
 * too (their bytes go there).
 */
export async function seedDemoData(
  db: Database,
  options: { storage?: Storage } = {},
): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Serializes two copies starting on the same empty database.
    await tx.execute(sql`lock table users in exclusive mode`);
    const [existing] = await tx.select({ users: count() }).from(users);
    if ((existing?.users ?? 0) > 0) return false;
    const { branchIds } = await seedMasterData(tx);
    await seedPeople(tx, passwordHash, branchIds);
    await seedAppointments(tx, branchIds[0]!);
    await seedStudies(tx, branchIds);
    await seedReferals(tx);
    await seedVisitsAndComplaints(tx);
    await seedMessages(tx);
    // Who sees which patient as a referring user (ADR 0042): the people, studies and referrals
    // above are inserted directly, so their rows are written once for all of them.
    const all = await tx.select({ id: patients.id }).from(patients);
    await refreshPatientAccess(
      tx,
      all.map((row) => row.id),
    );
    if (options.storage) {
      await seedStamps(tx, options.storage);
      await seedResults(tx, options.storage);
    }
    return true;
  });
}

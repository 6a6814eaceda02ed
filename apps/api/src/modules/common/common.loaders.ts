import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { devices, type branches } from '../../db/schema/index.js';
import { distinct, groupedBy, type Loader } from '../../graphql/loaders.js';

type BranchModel = typeof branches.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;

function findDevicesOfBranches(db: Executor, branchIds: readonly number[]): Promise<DeviceRow[]> {
  if (branchIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(devices)
    .where(inArray(devices.branchId, [...branchIds]))
    .orderBy(asc(devices.name));
}

/** The devices of each branch, by name, in one statement for every branch shown (ADR 0022). */
const branchDevices: Loader<BranchModel, DeviceRow[]> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.id);
  const rows = await findDevicesOfBranches(ctx.db, distinct(ids));
  return groupedBy(ids, rows, (device) => device.branchId);
};

/** Loaders of the shared types. */
export const commonLoaders = { Branch: { devices: branchDevices } };

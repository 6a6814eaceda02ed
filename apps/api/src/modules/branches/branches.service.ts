import type { TBranchInputParsed, TDeviceInputParsed } from '@portal/domain';
import { isDeepStrictEqual } from 'node:util';
import type { Actor } from '../../auth/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { branches, userBranches, users } from '../../db/schema/index.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { eq } from 'drizzle-orm';
import type { DeviceRow } from '../common/common.loaders.js';
import { branchNotFound, invalidBranch, type FieldProblem } from './branch-errors.js';
import {
  branchReferences,
  deactivateBranchRow,
  deleteBranchRow,
  deleteDevices,
  devicesInUse,
  devicesOfBranch,
  disableDevices,
  findBranchRow,
  insertBranch,
  insertDevices,
  lockBranch,
  readMasterDataOptions,
  updateBranchRow,
  updateDevice,
  type BranchRow,
  type MasterDataOptions,
} from './branches.repository.js';

/** What deleteOneBranch did (ADR 0030). */
export interface BranchDeletion {
  deleted: boolean;
  deactivated: boolean;
}

const audit = entityAudit('branch');

/** The values the app config decides: the region, device types and radiation groups. */
function configProblems(input: TBranchInputParsed, options: MasterDataOptions): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (input.region !== null && !options.regions.includes(input.region)) {
    problems.push({
      path: ['region'],
      message: 'validation.branch.unknownRegion',
      params: { region: input.region },
    });
  }
  input.devices.forEach((device, index) => {
    if (!options.deviceTypes.includes(device.deviceType)) {
      problems.push({
        path: ['devices', index, 'deviceType'],
        message: 'validation.device.unknownType',
        params: { deviceType: device.deviceType },
      });
    }
    const unknown = device.radiationGroups.find((g) => !options.radiationGroups.includes(g));
    if (unknown !== undefined) {
      problems.push({
        path: ['devices', index, 'radiationGroups'],
        message: 'validation.device.unknownRadiationGroup',
        params: { group: unknown },
      });
    }
  });
  return problems;
}

/** The branch's own columns as the input sets them. */
function branchValues(input: TBranchInputParsed) {
  const { name, color, ownBranch, region, address, phoneNumbers, emailAddresses } = input;
  return { name, color, ownBranch, region, address, phoneNumbers, emailAddresses };
}

type DeviceSnapshot = Pick<DeviceRow, 'id' | 'name' | 'deviceType' | 'radiationGroups' | 'enabled'>;

/** A branch as the audit trail records it: its fields and devices, not its version. */
function snapshotOf(branch: BranchRow, deviceRows: DeviceRow[]) {
  const { id: _id, version: _version, ...fields } = branch;
  const deviceList: DeviceSnapshot[] = deviceRows.map(
    ({ id, name, deviceType, radiationGroups, enabled }) => ({
      id,
      name,
      deviceType,
      radiationGroups,
      enabled,
    }),
  );
  return { ...fields, devices: deviceList };
}

type Snapshot = ReturnType<typeof snapshotOf>;

/** `{ before, after }` of the fields a save changed (ADR 0030): the rest is left out. */
function changes(before: Snapshot, after: Snapshot) {
  const keys = (Object.keys(after) as (keyof Snapshot)[]).filter(
    (key) => !isDeepStrictEqual(before[key], after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

async function snapshot(tx: Executor, id: number): Promise<Snapshot> {
  const row = (await findBranchRow(tx, id))!;
  return snapshotOf(row, await devicesOfBranch(tx, id));
}

const withoutId = ({ id: _id, ...device }: TDeviceInputParsed) => device;

/**
 * Brings the branch's devices to the input's list: rows with an id are updated (they must be the
 * branch's own), rows without one added, and saved devices left out deleted — or disabled when
 * records name them (devicesInUse), so their history keeps them.
 */
async function saveDevices(tx: Executor, branchId: number, list: TDeviceInputParsed[]) {
  const current = new Set((await devicesOfBranch(tx, branchId)).map(({ id }) => id));
  const foreign: FieldProblem[] = [];
  list.forEach((device, index) => {
    if (device.id !== undefined && !current.has(device.id)) {
      foreign.push({
        path: ['devices', index, 'id'],
        message: 'validation.device.unknown',
        params: { id: device.id },
      });
    }
  });
  if (foreign.length > 0) throw invalidBranch(foreign);
  const kept = new Set(list.flatMap(({ id }) => (id === undefined ? [] : [id])));
  const removed = [...current].filter((id) => !kept.has(id));
  const inUse = await devicesInUse(tx, removed);
  await deleteDevices(
    tx,
    removed.filter((id) => !inUse.has(id)),
  );
  await disableDevices(tx, [...inUse]);
  for (const device of list) {
    if (device.id !== undefined) await updateDevice(tx, device.id, withoutId(device));
  }
  await insertDevices(tx, branchId, list.filter(({ id }) => id === undefined).map(withoutId));
}

/**
 * saveBranch: creates the branch (no id) or updates it with the version the client edited
 * (ADR 0021), devices included, in one transaction with its audit row. The region, device types
 * and radiation groups must be the app config's.
 */
export async function saveBranch(
  db: Database,
  admin: Actor,
  input: TBranchInputParsed,
): Promise<BranchRow> {
  const problems = configProblems(input, await readMasterDataOptions(db));
  if (problems.length > 0) throw invalidBranch(problems);
  if (input.id === undefined) return createBranch(db, admin, input);
  const id = input.id;
  const version = input.version!;
  const stale = await db.transaction(async (tx) => {
    if (!(await lockBranch(tx, id))) throw branchNotFound(id);
    const before = await snapshot(tx, id);
    const claim = await claimVersion(tx, branches, id, version);
    if (!claim.claimed) return { currentVersion: claim.currentVersion };
    await updateBranchRow(tx, id, branchValues(input));
    await saveDevices(tx, id, input.devices);
    await audit(tx, admin, 'branch.update', id, changes(before, await snapshot(tx, id)));
    return null;
  });
  if (stale) {
    // After the transaction: its rollback must not take the record of the refusal with it.
    const details = { reason: 'staleVersion', version, currentVersion: stale.currentVersion };
    await audit(db, admin, 'branch.update', id, details, 'failure');
    throw staleVersion(stale.currentVersion);
  }
  return (await findBranchRow(db, id))!;
}

async function createBranch(
  db: Database,
  admin: Actor,
  input: TBranchInputParsed,
): Promise<BranchRow> {
  const id = await db.transaction(async (tx) => {
    const created = await insertBranch(tx, branchValues(input));
    await insertDevices(tx, created, input.devices.map(withoutId));
    await audit(tx, admin, 'branch.create', created, {
      before: null,
      after: await snapshot(tx, created),
    });
    return created;
  });
  return (await findBranchRow(db, id))!;
}

/**
 * deleteOneBranch: a branch that records name (tablets; appointments and studies later) is
 * deactivated — it keeps its history and leaves every picker —, any other is deleted with its
 * devices. Either way nobody works in it any more: its user links go, and it is nobody's
 * current branch. Check, write and audit run in one transaction on the locked row.
 */
export async function deleteBranch(
  db: Database,
  admin: Actor,
  id: number,
): Promise<BranchDeletion> {
  return db.transaction(async (tx) => {
    if (!(await lockBranch(tx, id))) throw branchNotFound(id);
    const before = await snapshot(tx, id);
    const namedBy = await branchReferences(tx, id);
    await tx.delete(userBranches).where(eq(userBranches.branchId, id));
    await tx.update(users).set({ currentBranchId: null }).where(eq(users.currentBranchId, id));
    if (namedBy.length > 0) {
      await deactivateBranchRow(tx, id);
      await audit(tx, admin, 'branch.deactivate', id, {
        namedBy,
        before: { active: before.active },
        after: { active: false },
      });
      return { deleted: false, deactivated: true };
    }
    await deleteBranchRow(tx, id);
    await audit(tx, admin, 'branch.delete', id, { before, after: null });
    return { deleted: true, deactivated: false };
  });
}

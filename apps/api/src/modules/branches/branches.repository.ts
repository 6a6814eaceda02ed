import type { TBranchesQuery, TBranchSort, TDeviceInputParsed } from '@portal/domain';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement, type BoundStatement } from '../../db/prepared.js';
import { appConfig, bookings, branches, devices, tablets } from '../../db/schema/index.js';
import type { DeviceRow } from '../common/common.loaders.js';

export type BranchRow = typeof branches.$inferSelect;
export type BranchValues = Omit<typeof branches.$inferInsert, 'id' | 'active' | 'version'>;

/** A page of `branches` with the number of matching branches (spec part 2 §7). */
export interface BranchPage {
  nodes: BranchRow[];
  totalCount: number;
}

/** `%` and `_` typed in the name filter are letters, not wildcards. */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What the filter sets decides the statement's shape; the values are its placeholders. */
function filterConditions(filter: TBranchesQuery['filter']): SQL[] {
  const conditions: SQL[] = [];
  if (!filter.includeInactive) conditions.push(sql`${branches.active}`);
  if (filter.name !== undefined) {
    conditions.push(sql`lower(${branches.name}) like ${sql.placeholder('name')} escape '\\'`);
  }
  if (filter.ownBranch !== undefined) {
    conditions.push(sql`${branches.ownBranch} = ${sql.placeholder('ownBranch')}`);
  }
  if (filter.ids !== undefined) {
    conditions.push(sql`${branches.id} = any(${sql.placeholder('ids')}::int[])`);
  }
  if (filter.regions !== undefined) {
    conditions.push(sql`${branches.region} = any(${sql.placeholder('regions')}::text[])`);
  }
  return conditions;
}

function filterValues(filter: TBranchesQuery['filter']) {
  return {
    ...(filter.name === undefined ? {} : { name: likeContains(filter.name) }),
    ...(filter.ownBranch === undefined ? {} : { ownBranch: filter.ownBranch }),
    ...(filter.ids === undefined ? {} : { ids: filter.ids }),
    ...(filter.regions === undefined ? {} : { regions: filter.regions }),
  };
}

/** The column a sort field orders by: the name folded, as the `branches_name` index holds it. */
const SORT_COLUMNS = {
  color: sql`${branches.color}`,
  id: sql`${branches.id}`,
  name: sql`lower(${branches.name})`,
  ownBranch: sql`${branches.ownBranch}`,
  region: sql`${branches.region}`,
} satisfies Record<TBranchSort['field'], SQL>;

/**
 * The order asked for, ended by the id in the first sort's direction: ties never swap between
 * pages, and name order (either way) is the `branches_name` index's.
 */
function branchOrder(sorting: TBranchSort[]): SQL[] {
  const by = (column: SQL, direction: TBranchSort['direction']) =>
    direction === 'DESC' ? desc(column) : asc(column);
  const order = sorting.map(({ field, direction }) => by(SORT_COLUMNS[field], direction));
  if (!sorting.some(({ field }) => field === 'id')) {
    order.push(by(SORT_COLUMNS.id, sorting[0]?.direction ?? 'ASC'));
  }
  return order;
}

function shapeOf(query: TBranchesQuery): string {
  const { filter, sorting } = query;
  const filters = ['name', 'ownBranch', 'ids', 'regions']
    .filter((key) => filter[key as keyof typeof filter] !== undefined)
    .join(',');
  const order = sorting.map(({ field, direction }) => `${field}:${direction}`).join(',');
  return `${filters} inactive=${filter.includeInactive} ${order}`;
}

const planningOf = (query: TBranchesQuery) =>
  query.filter.name === undefined ? 'reuse' : 'per-values';

export type CountedBranchRow = BranchRow & { totalCount: number };

/**
 * The statement of one page, each row carrying the count of all matches (a window over the
 * filtered rows); exported so a test can EXPLAIN it. Built once per shape (ADR 0029).
 */
export function branchPageQuery(
  db: Executor,
  query: TBranchesQuery,
): BoundStatement<CountedBranchRow[]> {
  const statement = preparedStatement(
    db,
    `branches.page ${shapeOf(query)}`,
    planningOf(query),
    () =>
      db
        .select({ ...branchColumns, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(branches)
        .where(and(...filterConditions(query.filter)))
        .orderBy(...branchOrder(query.sorting))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
  );
  return statement.bind({ ...filterValues(query.filter), ...query.paging });
}

function branchCountQuery(db: Executor, query: TBranchesQuery): BoundStatement<{ n: number }[]> {
  const shape = `branches.count ${shapeOf({ ...query, sorting: [] })}`;
  const statement = preparedStatement(db, shape, planningOf(query), () =>
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(branches)
      .where(and(...filterConditions(query.filter))),
  );
  return statement.bind(filterValues(query.filter));
}

const branchColumns = {
  id: branches.id,
  name: branches.name,
  color: branches.color,
  ownBranch: branches.ownBranch,
  region: branches.region,
  address: branches.address,
  phoneNumbers: branches.phoneNumbers,
  emailAddresses: branches.emailAddresses,
  active: branches.active,
  version: branches.version,
};

/** One page with its total; a page past the end is counted on its own (it has no rows). */
export async function readBranchPage(db: Executor, query: TBranchesQuery): Promise<BranchPage> {
  const rows = await branchPageQuery(db, query).run();
  if (rows.length > 0) {
    return {
      nodes: rows.map(({ totalCount: _count, ...row }) => row),
      totalCount: rows[0]!.totalCount,
    };
  }
  if (query.paging.offset === 0) return { nodes: [], totalCount: 0 };
  const [counted] = await branchCountQuery(db, query).run();
  return { nodes: [], totalCount: counted?.n ?? 0 };
}

export async function findBranchRow(db: Executor, id: number): Promise<BranchRow | undefined> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id));
  return row;
}

/** Locks the branch for the rest of the transaction (one save or delete at a time). */
export async function lockBranch(tx: Executor, id: number): Promise<BranchRow | undefined> {
  const [row] = await tx.select().from(branches).where(eq(branches.id, id)).for('update');
  return row;
}

export async function devicesOfBranch(db: Executor, branchId: number): Promise<DeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(eq(devices.branchId, branchId))
    .orderBy(asc(devices.name), asc(devices.id));
}

export async function insertBranch(tx: Executor, values: BranchValues): Promise<number> {
  const [row] = await tx.insert(branches).values(values).returning({ id: branches.id });
  return row!.id;
}

export async function updateBranchRow(tx: Executor, id: number, values: BranchValues) {
  await tx.update(branches).set(values).where(eq(branches.id, id));
}

export async function deactivateBranchRow(tx: Executor, id: number) {
  await tx
    .update(branches)
    .set({ active: false, version: sql`${branches.version} + 1` })
    .where(eq(branches.id, id));
}

export async function deleteBranchRow(tx: Executor, id: number) {
  // Only holds can be left (anything else deactivates the branch instead): they go with it.
  await tx.delete(bookings).where(eq(bookings.branchId, id));
  await tx.delete(branches).where(eq(branches.id, id));
}

export async function insertDevices(
  tx: Executor,
  branchId: number,
  list: Omit<TDeviceInputParsed, 'id'>[],
) {
  if (list.length === 0) return;
  await tx.insert(devices).values(list.map((device) => ({ ...device, branchId })));
}

export async function updateDevice(
  tx: Executor,
  id: number,
  values: Omit<TDeviceInputParsed, 'id'>,
) {
  await tx.update(devices).set(values).where(eq(devices.id, id));
}

export async function deleteDevices(tx: Executor, ids: number[]) {
  if (ids.length === 0) return;
  // Holds are not history: a device nobody booked goes with the holds open forms keep on it.
  await tx.delete(bookings).where(inArray(bookings.deviceId, ids));
  await tx.delete(devices).where(inArray(devices.id, ids));
}

export async function disableDevices(tx: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await tx.update(devices).set({ enabled: false }).where(inArray(devices.id, ids));
}

/**
 * The records that name a branch, by kind (ADR 0030). A tablet names its branch even once
 * deleted (its consent requests keep naming it, and the foreign key keeps the branch); so does
 * any appointment or break of its calendar, past or future. Studies join here when they come.
 */
export async function branchReferences(tx: Executor, id: number): Promise<string[]> {
  const [row] = await tx
    .execute<{ tablets: boolean; appointments: boolean }>(
      sql`
    select exists (select 1 from ${tablets} where ${tablets.branchId} = ${id}) as tablets,
           exists (select 1 from ${bookings} where ${bookings.branchId} = ${id}
                      and ${bookings.kind} <> 'hold') as appointments`,
    )
    .then((r) => r.rows);
  return (['tablets', 'appointments'] as const).filter((kind) => row?.[kind]);
}

/**
 * The devices among `ids` that records name, which are disabled rather than deleted (ADR 0030):
 * those with appointments or breaks. A device's live holds go with it (deleteDevices).
 */
export async function devicesInUse(tx: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: bookings.deviceId })
    .from(bookings)
    .where(and(inArray(bookings.deviceId, [...ids]), ne(bookings.kind, 'hold')));
  return new Set(rows.map(({ id }) => id));
}

/** The app config's lists a branch and its devices are checked against. */
export interface MasterDataOptions {
  regions: string[];
  deviceTypes: string[];
  radiationGroups: string[];
}

export async function readMasterDataOptions(db: Executor): Promise<MasterDataOptions> {
  const [row] = await db
    .select({ data: appConfig.data })
    .from(appConfig)
    .where(eq(appConfig.id, 1));
  return {
    regions: row?.data.regions ?? [],
    deviceTypes: row?.data.deviceTypes ?? [],
    radiationGroups: row?.data.radiationGroups ?? [],
  };
}

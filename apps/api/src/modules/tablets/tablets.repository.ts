import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { BranchRow } from '../branches/branches.repository.js';
import { branches, tablets } from '../../db/schema/index.js';

export type TabletRow = typeof tablets.$inferSelect;

/** A tablet as GraphQL serves it: the row with its branch (never the secret's hash). */
export type TabletModel = Omit<TabletRow, 'clientSecretHash'> & { branch: BranchRow };

// The secret's hash never leaves the repository except for sign-in (findTabletByClientId).
const { clientSecretHash: _secret, ...publicColumns } = getTableColumns(tablets);

/** Tablets that exist (not deleted) with their branch, in name order. */
function selectTablets(db: Executor) {
  return db
    .select({ tablet: publicColumns, branch: branches })
    .from(tablets)
    .innerJoin(branches, eq(branches.id, tablets.branchId));
}

const toModel = ({
  tablet,
  branch,
}: {
  tablet: Omit<TabletRow, 'clientSecretHash'>;
  branch: BranchRow;
}) => ({
  ...tablet,
  branch,
});

export async function listTablets(
  db: Executor,
  filter: { branchId?: number | undefined; activeOnly: boolean },
): Promise<TabletModel[]> {
  const rows = await selectTablets(db)
    .where(
      and(
        isNull(tablets.deletedAt),
        filter.branchId === undefined ? undefined : eq(tablets.branchId, filter.branchId),
        filter.activeOnly ? eq(tablets.active, true) : undefined,
      ),
    )
    .orderBy(asc(tablets.name), asc(tablets.id));
  return rows.map(toModel);
}

/** A tablet that exists (not deleted), or undefined. */
export async function findTablet(db: Executor, id: number): Promise<TabletModel | undefined> {
  const [row] = await selectTablets(db).where(and(eq(tablets.id, id), isNull(tablets.deletedAt)));
  return row ? toModel(row) : undefined;
}

/** The tablets among `ids` that exist (not deleted), in no particular order (a loader's batch). */
export async function findTablets(db: Executor, ids: readonly number[]): Promise<TabletModel[]> {
  if (ids.length === 0) return [];
  const rows = await selectTablets(db).where(
    and(inArray(tablets.id, [...ids]), isNull(tablets.deletedAt)),
  );
  return rows.map(toModel);
}

/** A tablet's row, deleted or not: status events and past consent requests still name it. */
export async function findTabletRow(db: Executor, id: number): Promise<TabletRow | undefined> {
  const [row] = await db.select().from(tablets).where(eq(tablets.id, id));
  return row;
}

/** Locks a tablet that exists for the rest of the transaction (one change at a time per tablet). */
export async function lockTablet(tx: Executor, id: number): Promise<TabletRow | undefined> {
  const [row] = await tx
    .select()
    .from(tablets)
    .where(and(eq(tablets.id, id), isNull(tablets.deletedAt)))
    .for('update');
  return row;
}

export async function findTabletByClientId(
  db: Executor,
  clientId: string,
): Promise<TabletRow | undefined> {
  const [row] = await db
    .select()
    .from(tablets)
    .where(and(eq(tablets.clientId, clientId), isNull(tablets.deletedAt)));
  return row;
}

export async function tabletIdTaken(db: Executor, tabletId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tablets.id })
    .from(tablets)
    .where(and(eq(tablets.tabletId, tabletId), isNull(tablets.deletedAt)));
  return row !== undefined;
}

export async function findBranch(db: Executor, id: number): Promise<BranchRow | undefined> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id));
  return row;
}

/** Marks a kiosk as paired (first time only) and in use now. */
export async function markPaired(tx: Executor, id: number): Promise<void> {
  await tx
    .update(tablets)
    .set({ configuredAt: sql`coalesce(${tablets.configuredAt}, now())`, lastUsedAt: sql`now()` })
    .where(eq(tablets.id, id));
}

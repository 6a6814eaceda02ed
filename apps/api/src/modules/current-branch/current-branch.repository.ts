import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { branches, userBranches, users } from '../../db/schema/index.js';

export type BranchRow = typeof branches.$inferSelect;

/**
 * The user's current branch in one statement: among the active branches they work in, the one
 * they chose first, then their own (not partner) branches, then by name.
 */
export async function findCurrentBranch(
  db: Executor,
  userId: number,
): Promise<BranchRow | undefined> {
  const statement = preparedStatement(db, 'currentBranch', 'reuse', () =>
    db
      .select({ branch: branches })
      .from(userBranches)
      .innerJoin(branches, eq(branches.id, userBranches.branchId))
      .innerJoin(users, eq(users.id, userBranches.userId))
      .where(and(eq(userBranches.userId, sql.placeholder('userId')), eq(branches.active, true)))
      .orderBy(
        desc(sql`${branches.id} is not distinct from ${users.currentBranchId}`),
        desc(branches.ownBranch),
        asc(branches.name),
        asc(branches.id),
      )
      .limit(1),
  );
  const [row] = await statement.bind({ userId }).run();
  return row?.branch;
}

/**
 * Stores `branchId` as the user's choice when they work in that active branch; the branch, or
 * undefined when they do not.
 */
export async function storeCurrentBranch(
  db: Executor,
  userId: number,
  branchId: number,
): Promise<BranchRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ branch: branches })
      .from(userBranches)
      .innerJoin(branches, eq(branches.id, userBranches.branchId))
      .where(
        and(
          eq(userBranches.userId, userId),
          eq(userBranches.branchId, branchId),
          eq(branches.active, true),
        ),
      );
    if (!row) return undefined;
    await tx.update(users).set({ currentBranchId: branchId }).where(eq(users.id, userId));
    return row.branch;
  });
}

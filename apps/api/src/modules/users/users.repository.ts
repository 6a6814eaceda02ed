import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.js';
import type { Executor } from '../../db/client.js';
import { appConfig, branches, contacts, userBranches, users } from '../../db/schema/index.js';
import type { ContactModel, UserModel } from '../auth/users.repository.js';

/** A live account (not deleted), or undefined. */
export async function findLiveUser(db: Executor, id: number): Promise<UserModel | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return user;
}

/** A live account locked for the rest of the transaction, with its contact and branch ids. */
export async function lockLiveUser(
  tx: Executor,
  id: number,
): Promise<{ user: UserModel; contact: ContactModel; branchIds: number[] } | undefined> {
  const [row] = await tx
    .select({ user: users, contact: contacts })
    .from(users)
    .innerJoin(contacts, eq(contacts.id, users.contactId))
    // An account waiting for its personal data to be removed is no longer edited (ADR 0044).
    .where(and(eq(users.id, id), isNull(users.deletedAt), isNull(users.deletionRequestedAt)))
    .for('update', { of: users });
  if (!row) return undefined;
  const linked = await tx
    .select({ branchId: userBranches.branchId })
    .from(userBranches)
    .where(eq(userBranches.userId, id))
    .orderBy(asc(userBranches.branchId));
  return { ...row, branchIds: linked.map(({ branchId }) => branchId) };
}

/**
 * Locks every live, active Admin (in id order, so two transactions never wait on each other in a
 * circle) and returns their ids. Run it before a change that could take the last one away: a
 * concurrent demotion waits here for the first to commit and then no longer counts the Admin the
 * first one demoted (PostgreSQL re-checks a locked row's conditions after the wait).
 */
export async function lockActiveAdmins(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.active, true),
        sql`'Admin' = any(${users.roles})`,
        // A blocked or suspended Admin cannot sign in to run the portal (ADR 0045).
        isNull(users.blockedAt),
        sql`(${users.suspendedUntil} is null or ${users.suspendedUntil} <= now())`,
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
  return rows.map(({ id }) => id);
}

/** The refusal of a change that would leave the portal without an Admin who can sign in. */
export const lastAdmin = () => new AppError('CONFLICT', 'errors.user.lastAdmin');

/** Whether another live account has this login (the unique index decides under a race). */
export async function loginTaken(db: Executor, login: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.login, login),
        isNull(users.deletedAt),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  return Boolean(row);
}

/** The ids among `ids` that are not active branches. */
export async function unknownBranches(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(inArray(branches.id, [...ids]), eq(branches.active, true)));
  const active = new Set(found.map(({ id }) => id));
  return ids.filter((id) => !active.has(id));
}

/** The app config's regions (empty when the configuration row is missing). */
export async function configuredRegions(db: Executor): Promise<string[]> {
  const [row] = await db.select({ data: appConfig.data }).from(appConfig);
  return row?.data.regions ?? [];
}

/** Makes the user's branches exactly `branchIds`. */
export async function setUserBranches(
  tx: Executor,
  userId: number,
  branchIds: readonly number[],
): Promise<void> {
  await tx.delete(userBranches).where(eq(userBranches.userId, userId));
  if (branchIds.length === 0) return;
  await tx.insert(userBranches).values(branchIds.map((branchId) => ({ userId, branchId })));
}

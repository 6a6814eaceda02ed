import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { branches, contacts, userBranches, users } from '../../db/schema/index.js';

export type UserModel = typeof users.$inferSelect;
export type ContactModel = typeof contacts.$inferSelect;

/** The name an account's mails greet it by: a person's first name, a facility's company name. */
export const greetingName = sql<
  string | null
>`coalesce(${contacts.firstName}, ${contacts.companyName})`;

export async function findUserById(db: Database, id: number): Promise<UserModel | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The live account with this login; a deleted one never signs in again. */
export async function findUserByLogin(db: Database, login: string): Promise<UserModel | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.login, login), isNull(users.deletedAt)));
  return user;
}

/**
 * The users of these ids, deleted accounts included: a record keeps naming the person who
 * wrote or runs it (a loader's batch; ADR 0030).
 */
export function findUsersByIds(db: Executor, ids: readonly number[]): Promise<UserModel[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The contacts of these ids (a loader's batch). */
export function findContacts(db: Executor, ids: readonly number[]): Promise<ContactModel[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contacts)
    .where(inArray(contacts.id, [...ids]));
}

export type BranchModel = typeof branches.$inferSelect;

/** The branches each of these users works in, by name (a loader's batch). */
export function findBranchesOfUsers(
  db: Executor,
  userIds: readonly number[],
): Promise<{ userId: number; branch: BranchModel }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: userBranches.userId, branch: branches })
    .from(userBranches)
    .innerJoin(branches, eq(branches.id, userBranches.branchId))
    .where(inArray(userBranches.userId, [...userIds]))
    .orderBy(asc(branches.name));
}

import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, contacts, userBranches, users } from '../../db/schema/index.js';

export type UserModel = typeof users.$inferSelect;
export type ContactModel = typeof contacts.$inferSelect;

export async function findUserById(db: Database, id: number): Promise<UserModel | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByLogin(db: Database, login: string): Promise<UserModel | undefined> {
  const [user] = await db.select().from(users).where(eq(users.login, login));
  return user;
}

export async function findContact(db: Database, id: number): Promise<ContactModel | undefined> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, id));
  return contact;
}

/** Branches a user works in, by name. */
export async function findUserBranches(
  db: Database,
  userId: number,
): Promise<(typeof branches.$inferSelect)[]> {
  return db
    .select({ branch: branches })
    .from(userBranches)
    .innerJoin(branches, eq(branches.id, userBranches.branchId))
    .where(eq(userBranches.userId, userId))
    .orderBy(asc(branches.name))
    .then((rows) => rows.map((row) => row.branch));
}

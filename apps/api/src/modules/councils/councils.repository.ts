import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  councilInvites,
  councilMembers,
  councilPosts,
  councils,
  councilStudies,
  doctors,
  users,
} from '../../db/schema/index.js';

/**
 * The councils' tables (issue 22 §1, ADR 0054). Every read that shows a council is bound to a
 * member (`memberCouncil`) or to the caller's own rows; the service checks who may change what.
 */

export type CouncilModel = typeof councils.$inferSelect;
export type CouncilInviteModel = typeof councilInvites.$inferSelect;
export type CouncilMemberModel = typeof councilMembers.$inferSelect;
export type CouncilPostModel = typeof councilPosts.$inferSelect;

export interface CouncilPostPage {
  items: CouncilPostModel[];
  total: number;
  hasMore: boolean;
}

/** A doctor's lists hold a few councils; more than this is not a list anybody reads. */
const LIST_MAX = 50;

/** The caller's doctor record (doctors, dental offices and laboratories each have one). */
export async function doctorOfUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: doctors.id, login: users.login })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.userId, userId));
  return row;
}

/** The council if `doctorId` is one of its members; undefined for anybody else. */
export async function memberCouncil(
  db: Executor,
  id: number,
  doctorId: number,
): Promise<CouncilModel | undefined> {
  const [row] = await db
    .select({ council: councils })
    .from(councils)
    .innerJoin(
      councilMembers,
      and(eq(councilMembers.councilId, councils.id), eq(councilMembers.doctorId, doctorId)),
    )
    .where(eq(councils.id, id));
  return row?.council;
}

export function ownedCouncils(db: Executor, doctorId: number): Promise<CouncilModel[]> {
  return db
    .select()
    .from(councils)
    .where(eq(councils.ownerId, doctorId))
    .orderBy(desc(councils.createdAt), desc(councils.id))
    .limit(LIST_MAX);
}

/** Councils `doctorId` is a member of; `joinedOnly`: not the ones they founded. */
export async function membersCouncils(
  db: Executor,
  doctorId: number,
  { joinedOnly }: { joinedOnly: boolean },
): Promise<CouncilModel[]> {
  const rows = await db
    .select({ council: councils })
    .from(councilMembers)
    .innerJoin(councils, eq(councils.id, councilMembers.councilId))
    .where(
      and(
        eq(councilMembers.doctorId, doctorId),
        joinedOnly ? ne(councils.ownerId, doctorId) : undefined,
      ),
    )
    .orderBy(desc(councilMembers.joinedAt), desc(councils.id))
    .limit(LIST_MAX);
  return rows.map((row) => row.council);
}

/** Pending invitations to an address, newest first. */
export function pendingInvitesTo(db: Executor, email: string): Promise<CouncilInviteModel[]> {
  return db
    .select()
    .from(councilInvites)
    .where(and(eq(councilInvites.email, email), eq(councilInvites.status, 'Pending')))
    .orderBy(desc(councilInvites.createdAt), desc(councilInvites.id))
    .limit(LIST_MAX);
}

/** The pending invitation of `email` to a council, locked for its answer. */
export async function lockPendingInvite(
  tx: Executor,
  councilId: number,
  email: string,
): Promise<CouncilInviteModel | undefined> {
  const [row] = await tx
    .select()
    .from(councilInvites)
    .where(
      and(
        eq(councilInvites.councilId, councilId),
        eq(councilInvites.email, email),
        eq(councilInvites.status, 'Pending'),
      ),
    )
    .for('update');
  return row;
}

export async function answerInvite(
  tx: Executor,
  id: number,
  status: 'Accepted' | 'Rejected' | 'Withdrawn',
): Promise<void> {
  await tx
    .update(councilInvites)
    .set({ status, answeredAt: sql`now()` })
    .where(eq(councilInvites.id, id));
}

export function councilStudyIds(db: Executor, councilIds: readonly number[]) {
  if (councilIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(councilStudies)
    .where(inArray(councilStudies.councilId, [...councilIds]));
}

export function councilMembersOf(db: Executor, councilIds: readonly number[]) {
  if (councilIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(councilMembers)
    .where(inArray(councilMembers.councilId, [...councilIds]))
    .orderBy(asc(councilMembers.joinedAt), asc(councilMembers.doctorId));
}

export function pendingInvitesOf(db: Executor, councilIds: readonly number[]) {
  if (councilIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(councilInvites)
    .where(
      and(inArray(councilInvites.councilId, [...councilIds]), eq(councilInvites.status, 'Pending')),
    )
    .orderBy(asc(councilInvites.createdAt), asc(councilInvites.id));
}

export function findCouncilsByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(councils)
    .where(inArray(councils.id, [...ids]));
}

/** The members' logins among `emails` (an invitation to a member is refused). */
export async function memberLogins(tx: Executor, councilId: number, emails: readonly string[]) {
  if (emails.length === 0) return [];
  const rows = await tx
    .select({ login: users.login })
    .from(councilMembers)
    .innerJoin(doctors, eq(doctors.id, councilMembers.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(councilMembers.councilId, councilId), inArray(users.login, [...emails])));
  return rows.map((row) => row.login);
}

/** Live accounts with a doctor record among `emails`: they hear of an invitation at once. */
export async function registeredDoctors(tx: Executor, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return tx
    .select({ userId: users.id, login: users.login })
    .from(users)
    .innerJoin(doctors, eq(doctors.userId, users.id))
    .where(and(inArray(users.login, [...emails]), eq(users.active, true), isNull(users.deletedAt)));
}

export async function postsOf(
  db: Executor,
  councilId: number,
  pagination: { skip: number; take: number },
): Promise<CouncilPostPage> {
  const where = eq(councilPosts.councilId, councilId);
  const items = await db
    .select()
    .from(councilPosts)
    .where(where)
    .orderBy(asc(councilPosts.createdAt), asc(councilPosts.id))
    .offset(pagination.skip)
    .limit(pagination.take);
  const [counted] = await db.select({ n: count() }).from(councilPosts).where(where);
  const total = counted?.n ?? 0;
  return { items, total, hasMore: pagination.skip + items.length < total };
}

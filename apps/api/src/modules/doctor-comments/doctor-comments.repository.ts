import { DOCTOR_COMMENTS_LIMIT } from '@portal/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { doctorComments, doctors } from '../../db/schema/index.js';

/** The SQL of doctor comments (spec part 2 §3 Comment): one table, read per doctor. */

export type DoctorCommentRow = typeof doctorComments.$inferSelect;

/**
 * A doctor's comments, newest first, at most DOCTOR_COMMENTS_LIMIT (200): read backwards along
 * `doctor_comments_doctor_order`, so even a doctor with thousands costs one short index walk.
 */
export function commentsOfDoctor(db: Executor, doctorId: number): Promise<DoctorCommentRow[]> {
  return db
    .select()
    .from(doctorComments)
    .where(eq(doctorComments.doctorId, doctorId))
    .orderBy(desc(doctorComments.createdAt), desc(doctorComments.id))
    .limit(DOCTOR_COMMENTS_LIMIT);
}

export async function doctorExists(db: Executor, doctorId: number): Promise<boolean> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId));
  return Boolean(row);
}

/** The comments of these ids, locked for the rest of the transaction. */
export function lockComments(tx: Executor, ids: readonly number[]): Promise<DoctorCommentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(doctorComments)
    .where(inArray(doctorComments.id, [...ids]))
    .orderBy(doctorComments.id)
    .for('update');
}

export async function insertComment(
  tx: Executor,
  values: { doctorId: number; title: string; content: string; createdById: number },
): Promise<DoctorCommentRow> {
  const [row] = await tx.insert(doctorComments).values(values).returning();
  return row!;
}

/** Writes the edited text; the version was claimed before. */
export async function updateCommentText(
  tx: Executor,
  id: number,
  text: { title: string; content: string },
): Promise<DoctorCommentRow> {
  const [row] = await tx
    .update(doctorComments)
    .set({ ...text, updatedAt: sql`now()` })
    .where(eq(doctorComments.id, id))
    .returning();
  return row!;
}

export async function deleteCommentRows(tx: Executor, ids: readonly number[]): Promise<number> {
  const deleted = await tx
    .delete(doctorComments)
    .where(inArray(doctorComments.id, [...ids]))
    .returning({ id: doctorComments.id });
  return deleted.length;
}

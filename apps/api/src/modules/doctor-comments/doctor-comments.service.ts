import type { TCommentInput } from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { doctorComments } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { doctorNotFound } from '../doctors/doctor-editing.shared.js';
import {
  commentsOfDoctor,
  deleteCommentRows,
  doctorExists,
  insertComment,
  lockComments,
  updateCommentText,
  type DoctorCommentRow,
} from './doctor-comments.repository.js';

/**
 * Comments on a doctor (spec part 2 §3 Comment, §5, §6; issue 20 §2 "comments"): the staff with
 * doctors.comments read and write them; only the author edits or deletes one. Each write is one
 * transaction with its audit row; the audit holds ids, never the text.
 */

export interface CommentDeps {
  db: Database;
}

const audit = entityAudit('doctorComment');

const commentNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.comment.notFound', { params: { id } });
const notAuthor = () => new AppError('FORBIDDEN', 'errors.comment.notAuthor');

/** doctorComments(doctorId): newest first, capped (doctor-comments.repository.ts). */
export async function listDoctorComments(
  { db }: CommentDeps,
  doctorId: number,
): Promise<DoctorCommentRow[]> {
  if (!(await doctorExists(db, doctorId))) throw doctorNotFound(doctorId);
  return commentsOfDoctor(db, doctorId);
}

export async function createComment(
  { db }: CommentDeps,
  actor: Actor,
  { doctorId, comment }: { doctorId: number; comment: TCommentInput },
): Promise<DoctorCommentRow> {
  return db.transaction(async (tx) => {
    if (!(await doctorExists(tx, doctorId))) throw doctorNotFound(doctorId);
    const row = await insertComment(tx, { doctorId, ...comment, createdById: actor.userId });
    await audit(tx, actor, 'doctorComment.create', row.id, { doctorId });
    return row;
  });
}

type UpdateOutcome =
  | { kind: 'done'; row: DoctorCommentRow }
  | { kind: 'stale'; currentVersion: number | null }
  | { kind: 'notAuthor' };

/** updateComment(id, comment, version): the author's own comment only (part 2 §6). */
export async function updateComment(
  { db }: CommentDeps,
  actor: Actor,
  { id, version, comment }: { id: number; version: number; comment: TCommentInput },
): Promise<DoctorCommentRow> {
  const outcome = await db.transaction(async (tx): Promise<UpdateOutcome> => {
    const [current] = await lockComments(tx, [id]);
    if (!current) throw commentNotFound(id);
    // Authorship before the version: reloading would not make someone else the author.
    if (current.createdById !== actor.userId) return { kind: 'notAuthor' };
    const claim = await claimVersion(tx, doctorComments, id, version);
    if (!claim.claimed) return { kind: 'stale', currentVersion: claim.currentVersion };
    const row = await updateCommentText(tx, id, comment);
    await audit(tx, actor, 'doctorComment.update', id, { doctorId: row.doctorId });
    return { kind: 'done', row };
  });
  if (outcome.kind === 'done') return outcome.row;
  if (outcome.kind === 'notAuthor') {
    await audit(db, actor, 'doctorComment.update', id, { reason: 'notAuthor' }, 'denied');
    throw notAuthor();
  }
  const details = { reason: 'staleVersion', version, currentVersion: outcome.currentVersion };
  await audit(db, actor, 'doctorComment.update', id, details, 'failure');
  throw staleVersion(outcome.currentVersion);
}

/**
 * deleteComments(ids): all of them the caller's, or none is deleted — an id of someone else's
 * comment refuses the whole call (FORBIDDEN), an unknown one answers NOT_FOUND. Returns how many
 * went.
 */
export async function deleteComments(
  { db }: CommentDeps,
  actor: Actor,
  ids: readonly number[],
): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return 0;
  const refused = await db.transaction(async (tx) => {
    const rows = await lockComments(tx, unique);
    const found = new Set(rows.map((row) => row.id));
    const missing = unique.find((id) => !found.has(id));
    if (missing !== undefined) throw commentNotFound(missing);
    const others = rows.filter((row) => row.createdById !== actor.userId).map((row) => row.id);
    if (others.length > 0) return others;
    await deleteCommentRows(tx, unique);
    for (const row of rows) {
      await audit(tx, actor, 'doctorComment.delete', row.id, { doctorId: row.doctorId });
    }
    return null;
  });
  if (refused) {
    await audit(db, actor, 'doctorComment.delete', refused[0]!, { reason: 'notAuthor' }, 'denied');
    throw notAuthor();
  }
  return unique.length;
}

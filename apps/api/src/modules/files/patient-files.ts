import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { Storage } from '../../platform/storage/storage.js';
import { auditFile } from './file-audit.js';
import type { Actor } from '../../auth/actor.js';
import { deleteObjects } from './file-keys.js';
import type { FileRow } from './files.repository.js';

/**
 * Files as part of a patient record. The patients module calls these for a patient the caller
 * may already see (auth/patient-policy.ts); what a role may do with each file is still
 * auth/file-policy.ts's decision.
 */

/**
 * The confirmed files of several patients in one statement, newest first; pending and rejected
 * uploads are not shown, nor the files of a study (its files tab shows them). The caller groups
 * them by `patientId` (a loader, ADR 0022).
 */
export function findFilesOfPatients(
  db: Executor,
  patientIds: readonly number[],
): Promise<FileRow[]> {
  if (patientIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(files)
    .where(
      and(
        inArray(files.patientId, [...patientIds]),
        eq(files.status, 'ready'),
        eq(files.rejected, false),
        isNull(files.studyId),
      ),
    )
    .orderBy(desc(files.createdAt), desc(files.id));
}

/**
 * Deletes every file row of a patient (pending and rejected ones too) inside the caller's
 * transaction, with an audit entry each, and returns the rows: their bytes go with
 * `deleteStoredBytes` once the transaction has committed, never before (a rollback would
 * otherwise leave rows without bytes).
 */
export async function deletePatientFileRows(
  tx: Executor,
  caller: Actor,
  patientId: number,
): Promise<FileRow[]> {
  const removed = await tx.delete(files).where(eq(files.patientId, patientId)).returning();
  for (const file of removed) {
    await auditFile(tx, caller, 'file.delete', 'success', file.id, {
      fileType: file.fileType,
      patientId,
    });
  }
  return removed;
}

/** Removes the bytes of deleted file rows; a failure leaves only an orphaned object behind. */
export async function deleteStoredBytes(
  storage: Storage,
  removed: readonly FileRow[],
): Promise<void> {
  for (const file of removed) await deleteObjects(storage, file);
}

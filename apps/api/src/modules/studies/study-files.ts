import { roleHas, type TRejectionReason } from '@portal/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import type { Storage } from '../../platform/storage/storage.js';
import { auditFile } from '../files/file-audit.js';
import type { FileRow } from '../files/files.repository.js';
import { deleteStoredBytes } from '../files/patient-files.js';
import { mailResultsWhenDescribed } from '../patient-studies/results-ready.js';
import { shownStudyFile } from '../files/study-file-conditions.js';
import { studyNotFound, type StudyDeps } from './studies.service.js';
import { studiesOf } from './studies.repository.js';
import { sendDueStudyNotices } from './study-notices.js';
import type { StudyTableRow } from './study-rows.js';
import { rebuildStudyAccess, updateStudyRow } from './study-writes.js';
import { claimStudy, refuseStale } from './study-version.js';

/**
 * The files and rejected-files tabs (spec part 2 §2, §7): which checked files a study shows, and
 * which staff moved aside with a reason. An upload for a study waits unattached until the files
 * tab is saved (updateStudyFiles), so a half-finished drop never shows to the study's doctors.
 */

export interface StudyFileDeps extends StudyDeps {
  storage: Storage;
  /** Days a studies link mailed to the patient works (issue 18 §2). */
  patientLinkTtlDays: number;
}

const audit = entityAudit('study');

/** The files each study shows, oldest first (a loader's batch). */
export function findShownFilesOf(db: Executor, studyIds: readonly number[]): Promise<FileRow[]> {
  if (studyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(files)
    .where(and(inArray(files.studyId, [...studyIds]), shownStudyFile(files.studyId)))
    .orderBy(asc(files.createdAt), asc(files.id));
}

/** studyRejectedFiles: the files moved aside, for a study the caller sees, newest first. */
export async function listRejectedFiles(
  deps: StudyDeps,
  actor: Actor,
  studyId: number,
): Promise<FileRow[]> {
  if ((await studiesOf(deps.db, actor).patientOf(studyId)) === undefined) {
    throw studyNotFound(studyId);
  }
  return deps.db
    .select()
    .from(files)
    .where(and(eq(files.studyId, studyId), eq(files.rejected, true), eq(files.status, 'ready')))
    .orderBy(sql`${files.createdAt} desc`, files.id);
}

/**
 * The files a save may name: the study's checked files that are not rejected — attached ones,
 * and the caller's own uploads waiting to be attached.
 */
function candidateFiles(tx: Executor, studyId: number, actor: Actor): Promise<FileRow[]> {
  return tx
    .select()
    .from(files)
    .where(
      and(
        eq(files.studyId, studyId),
        eq(files.status, 'ready'),
        eq(files.rejected, false),
        or(eq(files.attached, true), eq(files.uploadedById, actor.userId)),
      ),
    )
    .for('update');
}

/** 'Plik '{name}' został już dołączony' for the first name the study would show twice. */
function refuseDuplicateNames(shown: readonly FileRow[]): void {
  const seen = new Set<string>();
  for (const file of shown) {
    if (seen.has(file.originalFilename)) {
      throw new AppError('BAD_USER_INPUT', 'validation.file.duplicate', {
        params: { name: file.originalFilename },
      });
    }
    seen.add(file.originalFilename);
  }
}

/**
 * Whether the referring doctors are told about descriptions: the switch as sent for the roles
 * that have it; for others the stored value, turned on by a newly attached description unless
 * the description is incognito (the form's 'descriptionUploaded' rule). Never for a hidden study.
 */
function descriptionNotice(
  actor: Actor,
  study: StudyTableRow,
  sent: boolean,
  attachesDescription: boolean,
): boolean {
  if (study.hidden) return false;
  if (roleHas(actor.role, 'studies.notifications')) return sent;
  return (
    study.notifyDoctorsAboutDescription || (attachesDescription && !study.incognitoDescription)
  );
}

/**
 * updateStudyFiles(id, fileIds, notifyDoctorsAboutDescription): the files the study shows from
 * now on, with the version edited. New ones must be the caller's checked uploads for this study;
 * an attached file left out is deleted (only Admin and Technician delete files). The mails the
 * save makes due go in its transaction (ADR 0035); bytes of deleted files after it commits.
 */
export async function updateStudyFiles(
  deps: StudyFileDeps,
  actor: Actor,
  input: { id: number; fileIds: readonly string[]; notify: boolean; version: number },
): Promise<void> {
  const { id } = input;
  const outcome = await deps.db.transaction(async (tx) => {
    const claim = await claimStudy(tx, actor, id, input.version);
    if ('stale' in claim) return claim;
    const { study } = claim;

    const candidates = await candidateFiles(tx, id, actor);
    const byId = new Map(candidates.map((file) => [file.id, file]));
    const wanted = new Set(input.fileIds);
    for (const fileId of wanted) if (!byId.has(fileId)) throw notFound(fileId);
    const removed = candidates.filter((file) => file.attached && !wanted.has(file.id));
    if (removed.length > 0 && !roleHas(actor.role, 'files.delete')) throw forbidden();
    const added = candidates.filter((file) => !file.attached && wanted.has(file.id));
    refuseDuplicateNames(candidates.filter((file) => wanted.has(file.id)));

    if (added.length > 0) {
      const addedIds = added.map((file) => file.id);
      await tx.update(files).set({ attached: true }).where(inArray(files.id, addedIds));
    }
    if (removed.length > 0) {
      await tx.delete(files).where(
        inArray(
          files.id,
          removed.map((file) => file.id),
        ),
      );
      for (const file of removed) {
        await auditFile(tx, actor, 'file.delete', 'success', file.id, {
          fileType: file.fileType,
          studyId: id,
        });
      }
    }
    const attachesDescription = added.some((file) => file.fileType === 'StudyDescription');
    const notify = descriptionNotice(actor, study, input.notify, attachesDescription);
    await updateStudyRow(tx, id, {
      notifyDoctorsAboutDescription: notify,
      updatedById: actor.userId,
    });
    await rebuildStudyAccess(tx, id);
    await audit(tx, actor, 'study.files', id, {
      attached: added.map((file) => file.id),
      deleted: removed.map((file) => file.id),
      notifyDoctorsAboutDescription: notify,
    });
    await sendDueStudyNotices(tx, deps.mailer, actor, id);
    if (attachesDescription) {
      await mailResultsWhenDescribed(
        { mailer: deps.mailer, linkTtlDays: deps.patientLinkTtlDays },
        tx,
        id,
      );
    }
    return { removed } as const;
  });
  if ('stale' in outcome) {
    await refuseStale(deps, actor, 'study.files', input, outcome.stale);
  } else await deleteStoredBytes(deps.storage, outcome.removed);
}

/**
 * updateStudyRejectedFiles(id, rejectedFileIds): the study's rejected files from now on. A shown
 * file named here is moved aside with `reason` (required then); a rejected file left out comes
 * back to the files tab. The caller must see the study; the version edited guards both tabs.
 */
export async function updateStudyRejectedFiles(
  deps: StudyDeps,
  actor: Actor,
  input: {
    id: number;
    rejectedFileIds: readonly string[];
    reason: TRejectionReason | null;
    version: number;
  },
): Promise<void> {
  const { id } = input;
  const outcome = await deps.db.transaction(async (tx) => {
    const claim = await claimStudy(tx, actor, id, input.version);
    if ('stale' in claim) return claim;

    const rows = await tx
      .select()
      .from(files)
      .where(and(eq(files.studyId, id), eq(files.status, 'ready'), eq(files.attached, true)))
      .for('update');
    const byId = new Map(rows.map((file) => [file.id, file]));
    const wanted = new Set(input.rejectedFileIds);
    for (const fileId of wanted) if (!byId.has(fileId)) throw notFound(fileId);
    const rejecting = rows.filter((file) => !file.rejected && wanted.has(file.id));
    const restoring = rows.filter((file) => file.rejected && !wanted.has(file.id));
    if (rejecting.length > 0 && !input.reason) {
      throw new AppError('BAD_USER_INPUT', 'validation.file.rejectionReason', {
        extensions: { field: 'reason' },
      });
    }
    if (restoring.length > 0) {
      refuseDuplicateNames([
        ...rows.filter((file) => !file.rejected && !wanted.has(file.id)),
        ...restoring,
      ]);
      const restoredIds = restoring.map((file) => file.id);
      await tx
        .update(files)
        .set({ rejected: false, rejectionReason: null })
        .where(inArray(files.id, restoredIds));
    }
    if (rejecting.length > 0) {
      const rejectedIds = rejecting.map((file) => file.id);
      await tx
        .update(files)
        .set({ rejected: true, rejectionReason: input.reason })
        .where(inArray(files.id, rejectedIds));
    }
    await updateStudyRow(tx, id, { updatedById: actor.userId });
    await rebuildStudyAccess(tx, id);
    await audit(tx, actor, 'study.rejectedFiles', id, {
      rejected: rejecting.map((file) => file.id),
      restored: restoring.map((file) => file.id),
    });
    // A description brought back may be one the doctors were not told about yet.
    await sendDueStudyNotices(tx, deps.mailer, actor, id);
    return { done: true } as const;
  });
  if ('stale' in outcome) {
    await refuseStale(deps, actor, 'study.rejectedFiles', input, outcome.stale);
  }
}

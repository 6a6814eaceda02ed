import { roleHas, STAMP_FILE_KINDS, type FileKind } from '@portal/domain';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { mayAccessFile } from '../../auth/file-policy.js';
import type { Executor } from '../../db/client.js';
import { doctors, doctorStamps, files, type AuditOutcome } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { confirmUpload } from '../files/confirm-upload.js';
import { auditFile } from '../files/file-audit.js';
import type { FileDeps } from '../files/file-deps.js';
import { deleteObjects } from '../files/file-keys.js';
import { findFile, type FileRow } from '../files/files.repository.js';
import { signedDownloadUrl } from '../files/files.service.js';
import type { DoctorModel } from './doctors.repository.js';

/**
 * A doctor's stamp image (spec part 2 §3 Doctor.stampImage, §7 updateStampPicture and
 * deleteExistingStampPicture), made as the profile picture is (files/profile-picture.service.ts):
 * prepareUpload (DoctorStamp) → PUT → confirmUpload, then updateStampPicture links the image to
 * the doctor in `doctor_stamps`. A referral cannot be issued until its issuer has one.
 *
 * Whose stamp: without a doctor id, the caller's own doctor profile (`doctors.stampOwn`); any
 * other doctor's only with `doctors.stamp` (Admin, Manager). Who uploads is who sets it, so the
 * image is first the uploader's own file (auth/file-policy.ts); setting it hands the file to the
 * doctor's account, if the doctor has one, so a stamp an Admin set is the doctor's as much as one
 * they set themselves.
 */

/** The doctor a stamp operation is about. */
interface StampDoctor {
  id: number;
  userId: number | null;
}

type StampAuditAction = 'file.stamp.set' | 'file.stamp.delete';

/** One audit row about a stamp, as auditFile writes one about a file (entity `file`). */
function auditStamp(
  db: Executor,
  caller: Actor,
  action: StampAuditAction,
  outcome: AuditOutcome,
  fileId: string | undefined,
  doctorId: number,
): Promise<void> {
  return recordAudit(db, {
    action,
    outcome,
    actorUserId: caller.userId,
    entityType: 'file',
    entityId: fileId,
    address: caller.address,
    details: { role: caller.role, doctorId },
  });
}

async function findStampDoctor(db: Executor, where: SQL): Promise<StampDoctor | undefined> {
  const [doctor] = await db
    .select({ id: doctors.id, userId: doctors.userId })
    .from(doctors)
    .where(where);
  return doctor;
}

/**
 * The doctor whose stamp the caller sets or removes: their own profile when `doctorId` is null
 * (an error saying so when they have none), another doctor only with `doctors.stamp`. A doctor
 * the caller may not name is refused before it is looked up, so ids reveal nothing.
 */
async function stampDoctorOf(
  db: Executor,
  caller: Actor,
  doctorId: number | null,
  action: StampAuditAction,
): Promise<StampDoctor> {
  const own = await findStampDoctor(db, eq(doctors.userId, caller.userId));
  if (doctorId === null || doctorId === own?.id) {
    if (!own) throw new AppError('CONFLICT', 'errors.stamp.noDoctorProfile');
    if (roleHas(caller.role, 'doctors.stampOwn') || roleHas(caller.role, 'doctors.stamp')) {
      return own;
    }
  } else if (roleHas(caller.role, 'doctors.stamp')) {
    const doctor = await findStampDoctor(db, eq(doctors.id, doctorId));
    if (!doctor) throw notFound(doctorId);
    return doctor;
  }
  await auditStamp(db, caller, action, 'denied', undefined, doctorId ?? own?.id ?? 0);
  throw forbidden();
}

/** Deletes the doctor's current stamp file (and so its link) inside `tx`; returns it for its bytes. */
async function dropCurrentStamp(
  tx: Executor,
  caller: Actor,
  doctorId: number,
  keep: string | null,
): Promise<FileRow | undefined> {
  const [link] = await tx
    .select()
    .from(doctorStamps)
    .where(eq(doctorStamps.doctorId, doctorId))
    .for('update');
  if (!link || link.fileId === keep) return undefined;
  const [gone] = await tx.delete(files).where(eq(files.id, link.fileId)).returning();
  if (gone)
    await auditFile(tx, caller, 'file.delete', 'success', gone.id, { fileType: gone.fileType });
  return gone;
}

/** A stamp-image file the caller uploaded, confirmed (here, if the client has not) and checked. */
async function readyStampFile(deps: FileDeps, caller: Actor, fileId: string, doctorId: number) {
  let file = await findFile(deps.db, fileId);
  if (!file) throw notFound(fileId);
  if (!mayAccessFile(caller, 'confirm', file)) {
    await auditStamp(deps.db, caller, 'file.stamp.set', 'denied', file.id, doctorId);
    throw forbidden();
  }
  if (file.fileType !== 'DoctorStamp' || file.rejected) {
    throw new AppError('BAD_USER_INPUT', 'errors.stamp.notStampImage');
  }
  if (file.status === 'pending') file = await confirmUpload(deps, caller, fileId);
  // confirmUpload already refuses other kinds; this keeps a wrong row from ever becoming a stamp.
  const kind = file.detectedKind;
  if (!kind || !(STAMP_FILE_KINDS as readonly FileKind[]).includes(kind)) {
    throw new AppError('BAD_USER_INPUT', 'errors.stamp.notStampImage');
  }
  return file;
}

/**
 * updateStampPicture(fileId, doctorId): makes an uploaded DoctorStamp image the doctor's stamp
 * and deletes the previous one (row in the transaction, bytes after it). Returns the doctor's id.
 */
export async function setStampPicture(
  deps: FileDeps,
  caller: Actor,
  input: { fileId: string; doctorId: number | null },
): Promise<number> {
  const doctor = await stampDoctorOf(deps.db, caller, input.doctorId, 'file.stamp.set');
  const file = await readyStampFile(deps, caller, input.fileId, doctor.id);

  const previous = await deps.db.transaction(async (tx) => {
    // An image is one doctor's stamp: one that is another's already (its uploader still owns it
    // when that doctor has no account) is refused rather than shared.
    const [elsewhere] = await tx
      .select({ doctorId: doctorStamps.doctorId })
      .from(doctorStamps)
      .where(and(eq(doctorStamps.fileId, file.id), ne(doctorStamps.doctorId, doctor.id)));
    if (elsewhere) throw new AppError('BAD_USER_INPUT', 'errors.stamp.notStampImage');
    const gone = await dropCurrentStamp(tx, caller, doctor.id, file.id);
    await tx
      .insert(doctorStamps)
      .values({ doctorId: doctor.id, fileId: file.id })
      .onConflictDoUpdate({
        target: doctorStamps.doctorId,
        set: { fileId: file.id, updatedAt: sql`now()` },
      });
    if (doctor.userId !== null && doctor.userId !== file.ownerUserId) {
      await tx.update(files).set({ ownerUserId: doctor.userId }).where(eq(files.id, file.id));
    }
    await auditStamp(tx, caller, 'file.stamp.set', 'success', file.id, doctor.id);
    return gone;
  });
  if (previous) await deleteObjects(deps.storage, previous);
  return doctor.id;
}

/** deleteExistingStampPicture(doctorId): removes the doctor's stamp, if any. Returns its id. */
export async function removeStampPicture(
  deps: FileDeps,
  caller: Actor,
  doctorId: number | null,
): Promise<number> {
  const doctor = await stampDoctorOf(deps.db, caller, doctorId, 'file.stamp.delete');
  const gone = await deps.db.transaction(async (tx) => {
    const removed = await dropCurrentStamp(tx, caller, doctor.id, null);
    if (removed)
      await auditStamp(tx, caller, 'file.stamp.delete', 'success', removed.id, doctor.id);
    return removed;
  });
  if (gone) await deleteObjects(deps.storage, gone);
  return doctor.id;
}

export interface StampImage {
  id: string;
  uri: string;
}

/** Whether the caller sees this doctor's stamp: the doctor themselves, or `doctors.readStamp`. */
function seesStampOf(caller: Actor, doctor: Pick<DoctorModel, 'userId'>): boolean {
  return roleHas(caller.role, 'doctors.readStamp') || doctor.userId === caller.userId;
}

/**
 * `Doctor.stampImage` of each of these doctors the caller may see, with a short-lived URL, in one
 * statement for all of them (none when the caller sees no stamp). Reading a stamp is not audited:
 * it is no medical data, like a profile picture.
 */
export async function stampImages(
  deps: FileDeps,
  caller: Actor,
  doctorsShown: readonly Pick<DoctorModel, 'id' | 'userId'>[],
): Promise<Map<number, StampImage>> {
  const ids = [...new Set(doctorsShown.filter((d) => seesStampOf(caller, d)).map((d) => d.id))];
  const images = new Map<number, StampImage>();
  if (ids.length === 0) return images;
  const rows = await deps.db
    .select({ doctorId: doctorStamps.doctorId, file: files })
    .from(doctorStamps)
    .innerJoin(files, eq(files.id, doctorStamps.fileId))
    .where(and(inArray(doctorStamps.doctorId, ids), eq(files.status, 'ready')));
  for (const { doctorId, file } of rows) {
    images.set(doctorId, { id: file.id, uri: await signedDownloadUrl(deps.storage, file) });
  }
  return images;
}

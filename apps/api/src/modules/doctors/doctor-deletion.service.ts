import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { doctors } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { refreshPatientAccess } from '../patients/patient-access.js';
import { deleteUserIn } from '../users/users.service.js';
import {
  countDoctorReferences,
  deleteDoctorNotices,
  moveDoctorReferences,
  type DoctorReferences,
} from './doctor-deletion.moves.js';
import { lockDoctorRecord, type DoctorRecord } from './doctor-editing.repository.js';
import {
  deleteOrphanContact,
  doctorAudit,
  doctorNotFound,
  type DoctorDeps,
} from './doctor-editing.shared.js';

/**
 * deleteDoctor(id, assignStudiesTo) (spec part 2 §7; issue 20 §2): the record goes with its
 * account (as deleteUser deletes one: mailed, its address held, ADR 0045); its studies,
 * referrals, shares and notices move to `assignStudiesTo` in the same transaction. Without a
 * target, a doctor any study or referral names is refused (DOCTOR_HAS_STUDIES): the history of
 * the clinic's studies must keep naming a doctor.
 */

export const targetInvalid = () =>
  new AppError('BAD_USER_INPUT', 'errors.doctorEditing.targetInvalid');

const hasStudies = (references: DoctorReferences) =>
  new AppError('DOCTOR_HAS_STUDIES', 'errors.doctorEditing.hasStudies', {
    params: { studies: references.studies, referrals: references.referrals },
    extensions: { ...references },
  });

/**
 * Locks two records in id order — so a delete and a merge of the same pair never wait on each
 * other in a circle — and returns them as asked, or throws NOT_FOUND / the target's refusal.
 */
export async function lockPair(
  tx: Executor,
  id: number,
  otherId: number,
  otherMissing: () => AppError,
): Promise<[DoctorRecord, DoctorRecord]> {
  const [low, high] = id < otherId ? [id, otherId] : [otherId, id];
  const first = await lockDoctorRecord(tx, low);
  const second = await lockDoctorRecord(tx, high);
  const record = id === low ? first : second;
  const other = id === low ? second : first;
  if (!record) throw doctorNotFound(id);
  if (!other) throw otherMissing();
  return [record, other];
}

/**
 * Removes the record itself, after its references have moved or were found to be none: its
 * account (deleteUser's rules and mail), the row (branches, study types, stamp and comments go
 * with it) and a contact nothing else names.
 */
export async function removeDoctorRecord(
  tx: Executor,
  deps: DoctorDeps,
  actor: Actor,
  record: DoctorRecord,
): Promise<void> {
  if (record.account) await deleteUserIn(tx, deps.mailer, actor, record.account.id);
  await tx.delete(doctors).where(eq(doctors.id, record.id));
  await deleteOrphanContact(tx, record.contactId);
}

export async function deleteDoctor(
  deps: DoctorDeps,
  actor: Actor,
  { id, assignStudiesTo }: { id: number; assignStudiesTo: number | null },
): Promise<void> {
  if (assignStudiesTo === id) throw targetInvalid();
  let accountId: number | null;
  try {
    accountId = await deps.db.transaction(async (tx) => {
      let record: DoctorRecord;
      let moved = {
        studyIds: [] as number[],
        referralIds: [] as number[],
        patientIds: [] as number[],
      };
      if (assignStudiesTo === null) {
        const found = await lockDoctorRecord(tx, id);
        if (!found) throw doctorNotFound(id);
        record = found;
        const references = await countDoctorReferences(tx, id);
        if (references.studies > 0 || references.referrals > 0) throw hasStudies(references);
        await deleteDoctorNotices(tx, id);
      } else {
        [record] = await lockPair(tx, id, assignStudiesTo, targetInvalid);
        moved = await moveDoctorReferences(tx, id, assignStudiesTo);
      }
      await removeDoctorRecord(tx, deps, actor, record);
      // The target's account now sees the moved studies' patients; the deleted one no longer.
      await refreshPatientAccess(tx, moved.patientIds);
      await doctorAudit(tx, actor, 'doctor.delete', id, {
        assignStudiesTo,
        studies: moved.studyIds.length,
        referrals: moved.referralIds.length,
        userId: record.account?.id ?? null,
      });
      return record.account?.id ?? null;
    });
  } catch (error) {
    // The refusal is recorded after the rollback, which would otherwise take it along.
    if (error instanceof AppError && error.code === 'DOCTOR_HAS_STUDIES') {
      await doctorAudit(deps.db, actor, 'doctor.delete', id, { reason: 'hasStudies' }, 'denied');
    }
    throw error;
  }
  if (accountId) deps.events.publish(userUpdated(accountId));
}

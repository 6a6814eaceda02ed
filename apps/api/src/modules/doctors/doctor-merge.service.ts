import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import {
  doctorBranches,
  doctorComments,
  doctors,
  doctorStamps,
  doctorStudyTypes,
  referals,
  studies,
  studyAccess,
  users,
  visits,
} from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { refreshPatientAccess } from '../patients/patient-access.js';
import { moveDoctorReferences } from './doctor-deletion.moves.js';
import { lockPair, removeDoctorRecord, targetInvalid } from './doctor-deletion.service.js';
import type { DoctorRecord } from './doctor-editing.repository.js';
import {
  doctorAudit,
  doctorNotFound,
  readDoctor,
  type DoctorDeps,
} from './doctor-editing.shared.js';
import type { DoctorModel } from './doctors.repository.js';

/**
 * mergeDoctors(survivorId, duplicateId) (issue 20 §3, Admin): two records of one doctor become
 * the survivor. The duplicate's studies, referrals, shares and notices move as deleteDoctor moves
 * them; its comments, visits, branches, described study types, specializations and regions join the
 * survivor's; its stamp, licence number and note fill the survivor's only where it has none. The
 * survivor takes the duplicate's account if it has none, else that account is deleted as
 * deleteUser deletes one. One transaction, audited with both ids.
 */

const kindsDiffer = () => new AppError('BAD_USER_INPUT', 'errors.doctorEditing.kindChange');

/** The duplicate's own rows that join the survivor's (each kept once). */
async function carryOver(tx: Executor, survivor: DoctorRecord, duplicate: DoctorRecord) {
  const [to, from] = [survivor.id, duplicate.id];
  await tx.update(doctorComments).set({ doctorId: to }).where(eq(doctorComments.doctorId, from));
  // The coordinators met the same person: their visits stay in the survivor's history.
  await tx.update(visits).set({ doctorId: to }).where(eq(visits.doctorId, from));
  await tx.execute(sql`
    insert into ${doctorBranches} (doctor_id, branch_id)
    select ${to}, branch_id from ${doctorBranches} where doctor_id = ${from}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into ${doctorStudyTypes} (doctor_id, study_type_id)
    select ${to}, study_type_id from ${doctorStudyTypes} where doctor_id = ${from}
    on conflict do nothing`);
  await tx.execute(sql`
    update ${doctorStamps} set doctor_id = ${to}
    where doctor_id = ${from}
      and not exists (select 1 from ${doctorStamps} where doctor_id = ${to})`);
}

/** The survivor's columns once the duplicate's row is gone (its licence number is free then). */
async function completeSurvivor(
  tx: Executor,
  survivor: DoctorRecord,
  duplicate: DoctorRecord,
  takesAccount: boolean,
): Promise<void> {
  const union = (left: string[], right: string[]) => [...new Set([...left, ...right])];
  await tx
    .update(doctors)
    .set({
      licenseNumber: survivor.licenseNumber ?? duplicate.licenseNumber,
      specializations: union(survivor.specializations, duplicate.specializations),
      regions: union(survivor.regions, duplicate.regions),
      note: survivor.note ?? duplicate.note,
      ...(takesAccount ? { userId: duplicate.account!.id } : {}),
      version: sql`${doctors.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(doctors.id, survivor.id));
}

/** Every patient the survivor's account may now see as a referring user (ADR 0042). */
async function survivorPatients(tx: Executor, survivorId: number): Promise<number[]> {
  const { rows } = await tx.execute<{ patientId: number }>(sql`
    select s.patient_id as "patientId" from ${studyAccess} a
      join ${studies} s on s.id = a.study_id
      where a.doctor_id = ${survivorId} and a.as_referrer
    union select patient_id from ${referals} where issuer_id = ${survivorId}`);
  return rows.map((row) => row.patientId);
}

export async function mergeDoctors(
  deps: DoctorDeps,
  actor: Actor,
  { survivorId, duplicateId }: { survivorId: number; duplicateId: number },
): Promise<DoctorModel> {
  if (survivorId === duplicateId) throw targetInvalid();
  const accounts = await deps.db.transaction(async (tx) => {
    const [survivor, duplicate] = await lockPair(tx, survivorId, duplicateId, () =>
      doctorNotFound(duplicateId),
    );
    if (survivor.isFacility !== duplicate.isFacility) throw kindsDiffer();
    const moved = await moveDoctorReferences(tx, duplicate.id, survivor.id);
    await carryOver(tx, survivor, duplicate);
    const takesAccount = !survivor.account && duplicate.account !== null;
    // Taken over: the duplicate's row must let go of it before the survivor's takes it
    // (doctors_user is unique); else removeDoctorRecord deletes it with the row.
    // The account's contact becomes the survivor's (one person, one contact), so the
    // duplicate's contact is left to nothing and removed with its row.
    if (takesAccount) {
      await tx.update(doctors).set({ userId: null }).where(eq(doctors.id, duplicate.id));
      await tx
        .update(users)
        .set({ contactId: survivor.contactId, version: sql`${users.version} + 1` })
        .where(eq(users.id, duplicate.account!.id));
    }
    await removeDoctorRecord(tx, deps, actor, {
      ...duplicate,
      account: takesAccount ? null : duplicate.account,
    });
    await completeSurvivor(tx, survivor, duplicate, takesAccount);
    await refreshPatientAccess(
      tx,
      takesAccount ? await survivorPatients(tx, survivor.id) : moved.patientIds,
    );
    await doctorAudit(tx, actor, 'doctor.merge', survivor.id, {
      survivorId: survivor.id,
      duplicateId: duplicate.id,
      studies: moved.studyIds.length,
      referrals: moved.referralIds.length,
      account: duplicate.account ? (takesAccount ? 'taken' : 'deleted') : null,
    });
    return [survivor.account?.id, duplicate.account?.id].filter((id) => id !== undefined);
  });
  for (const id of accounts) deps.events.publish(userUpdated(id));
  return readDoctor(deps.db, survivorId);
}

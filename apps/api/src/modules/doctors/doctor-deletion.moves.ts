import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  referals,
  studies,
  studyAccess,
  studyDescribers,
  studyNotices,
  studyShares,
  studySupportingDoctors,
} from '../../db/schema/index.js';

/**
 * Everything that names a doctor record by `doctors.id` and outlives it — moved to another
 * record (deleteDoctor with assignStudiesTo, mergeDoctors) or counted before a delete. The
 * tables, from the schema's foreign keys:
 *
 *   studies.leading_doctor_id, study_supporting_doctors, study_describers, study_shares,
 *   study_access (who sees a study, ADR 0034), study_notices (mails sent, ADR 0035),
 *   referals.issuer_id
 *
 * doctor_branches, doctor_study_types, doctor_stamps, doctor_comments and visits go with the record
 * (on delete cascade); mergeDoctors carries them over itself. A table keyed by study and doctor
 * may already hold the target's row: the moved row is inserted "on conflict do nothing" and then
 * deleted, so the target keeps one row, never two.
 */

export interface DoctorReferences {
  studies: number;
  referrals: number;
}

/** How many studies (led, supported, described or shared) and referrals name the doctor. */
export async function countDoctorReferences(
  tx: Executor,
  doctorId: number,
): Promise<DoctorReferences> {
  const { rows } = await tx.execute<{ studies: number; referrals: number }>(sql`
    select
      (select count(*)::int from (
         select id from ${studies} where leading_doctor_id = ${doctorId}
         union select study_id from ${studySupportingDoctors} where doctor_id = ${doctorId}
         union select study_id from ${studyDescribers} where doctor_id = ${doctorId}
         union select study_id from ${studyShares} where doctor_id = ${doctorId}
       ) named) as studies,
      (select count(*)::int from ${referals} where issuer_id = ${doctorId}) as referrals`);
  return rows[0]!;
}

/**
 * The mails sent to the doctor about studies they no longer have a part in: history only, and
 * the last thing that would keep a doctor without studies from being deleted.
 */
export async function deleteDoctorNotices(tx: Executor, doctorId: number): Promise<void> {
  await tx.delete(studyNotices).where(eq(studyNotices.doctorId, doctorId));
}

export interface MovedReferences {
  studyIds: number[];
  referralIds: number[];
  /** Patients of the moved studies and referrals: whose `patient_access` must be refreshed. */
  patientIds: number[];
}

/**
 * Moves every reference of doctor `from` to doctor `to`, in the caller's transaction. Studies
 * and referrals whose form named `from` get a new version (ADR 0021): a form opened before would
 * send the old doctor back. `study_access` is carried over row by row — its flags are ORs over
 * a study's doctors, so OR-ing the moved row into the target's is what `rebuildStudyAccess`
 * would write — instead of rebuilding thousands of studies one by one. The caller refreshes
 * `patient_access` for `patientIds` once the records' accounts are final.
 */
export async function moveDoctorReferences(
  tx: Executor,
  from: number,
  to: number,
): Promise<MovedReferences> {
  // First, while they still name `from`: a new version for each, and whose patient it is.
  const touched = await tx.execute<{ id: number; patientId: number }>(sql`
    update ${studies} set version = version + 1
    where id in (
      select id from ${studies} where leading_doctor_id = ${from}
      union select study_id from ${studySupportingDoctors} where doctor_id = ${from}
      union select study_id from ${studyDescribers} where doctor_id = ${from}
      union select study_id from ${studyShares} where doctor_id = ${from})
    returning id, patient_id as "patientId"`);

  await tx.execute(
    sql`update ${studies} set leading_doctor_id = ${to} where leading_doctor_id = ${from}`,
  );
  await tx.execute(sql`
    insert into ${studySupportingDoctors} (study_id, doctor_id, position)
    select study_id, ${to}, position from ${studySupportingDoctors} where doctor_id = ${from}
    on conflict do nothing`);
  await tx.execute(sql`delete from ${studySupportingDoctors} where doctor_id = ${from}`);
  // A doctor who now leads a study they supported is not also its supporting doctor (the
  // study form refuses the same doctor twice).
  await tx.execute(sql`
    delete from ${studySupportingDoctors} s using ${studies} st
    where st.id = s.study_id and s.doctor_id = ${to} and st.leading_doctor_id = ${to}`);
  await tx.execute(sql`
    insert into ${studyDescribers} (study_id, doctor_id, due_date, assigned_at)
    select study_id, ${to}, due_date, assigned_at from ${studyDescribers} where doctor_id = ${from}
    on conflict do nothing`);
  await tx.execute(sql`delete from ${studyDescribers} where doctor_id = ${from}`);
  await tx.execute(sql`
    insert into ${studyShares} (study_id, doctor_id, shared_by_id, shared_at)
    select study_id, ${to}, shared_by_id, shared_at from ${studyShares} where doctor_id = ${from}
    on conflict do nothing`);
  await tx.execute(sql`delete from ${studyShares} where doctor_id = ${from}`);
  // What was mailed to `from` counts as mailed to `to`: nobody is told twice about one study.
  await tx.execute(sql`
    insert into ${studyNotices} (study_id, doctor_id, kind, occasion, sent_at)
    select study_id, ${to}, kind, occasion, sent_at from ${studyNotices} where doctor_id = ${from}
    on conflict do nothing`);
  await tx.execute(sql`delete from ${studyNotices} where doctor_id = ${from}`);
  await tx.execute(sql`
    insert into ${studyAccess} as a (doctor_id, study_id, updated_at, as_referrer, as_describer)
    select ${to}, study_id, updated_at, as_referrer, as_describer
      from ${studyAccess} where doctor_id = ${from}
    on conflict (study_id, doctor_id) do update
      set as_referrer = a.as_referrer or excluded.as_referrer,
          as_describer = a.as_describer or excluded.as_describer`);
  await tx.execute(sql`delete from ${studyAccess} where doctor_id = ${from}`);

  const moved = await tx.execute<{ id: number; patientId: number }>(sql`
    update ${referals} set issuer_id = ${to}, version = version + 1, updated_at = now()
    where issuer_id = ${from}
    returning id, patient_id as "patientId"`);
  const patientIds = [...new Set([...touched.rows, ...moved.rows].map((row) => row.patientId))];
  return {
    studyIds: touched.rows.map((row) => row.id),
    referralIds: moved.rows.map((row) => row.id),
    patientIds,
  };
}

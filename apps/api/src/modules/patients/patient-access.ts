import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  doctors,
  patientAccess,
  patients,
  referals,
  studies,
  studyAccess,
} from '../../db/schema/index.js';

/**
 * Rewrites who sees `patientIds` as a referring user (`patient_access`, ADR 0042): the user who
 * created each patient, the users of the doctors who issued a referral for it, and the users of
 * the doctors who see a study of it as a referrer (`study_access.as_referrer`, ADR 0034). Called
 * in the transaction of every write that can change one of them — a patient created, a referral
 * added, edited or deleted, a study saved or deleted (rebuildStudyAccess, deleteStudy) — and
 * nowhere else writes the rows. The names are the patient's; a later change of them is passed on
 * by the trigger of migration 0015.
 */
export async function refreshPatientAccess(
  tx: Executor,
  patientIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(patientIds)];
  if (ids.length === 0) return;
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  // One refresh of a patient at a time: two saves of the same patient's studies or referrals
  // would otherwise both delete its rows and insert the same ones (a duplicate key), or insert
  // what the other's commit has just made stale. Taken after the wait, the statements below see
  // what the other committed (READ COMMITTED). NO KEY UPDATE leaves foreign-key checks alone.
  await tx.execute(
    sql`select 1 from ${patients} where id = any(${list}) order by id for no key update`,
  );
  await tx.execute(sql`delete from ${patientAccess} where patient_id = any(${list})`);
  await tx.execute(sql`
    insert into ${patientAccess} (user_id, patient_id, sort_last_name, sort_first_name)
    select g.user_id, p.id, p.sort_last_name, p.sort_first_name
    from (
      select created_by_id as user_id, id as patient_id from ${patients}
        where id = any(${list}) and created_by_id is not null
      union
      select d.user_id, r.patient_id from ${referals} r join ${doctors} d on d.id = r.issuer_id
        where r.patient_id = any(${list}) and d.user_id is not null
      union
      select d.user_id, s.patient_id from ${studies} s
        join ${studyAccess} a on a.study_id = s.id and a.as_referrer
        join ${doctors} d on d.id = a.doctor_id
        where s.patient_id = any(${list}) and d.user_id is not null
    ) g
    join ${patients} p on p.id = g.patient_id`);
}

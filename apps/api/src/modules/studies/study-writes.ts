import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refreshPatientAccess } from '../patients/patient-access.js';
import {
  files,
  studies,
  studyAccess,
  studyDescribers,
  studyShares,
  councilMembers,
  councilStudies,
  studySupportingDoctors,
} from '../../db/schema/index.js';

/**
 * The writes of a study and its child rows, each in the caller's transaction. After any of them
 * the service calls `rebuildStudyAccess`, so `study_access` always says who sees the study
 * (ADR 0034).
 */

export type StudyValues = Omit<
  typeof studies.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'version'
>;

export async function insertStudy(tx: Executor, values: StudyValues): Promise<number> {
  const [row] = await tx.insert(studies).values(values).returning({ id: studies.id });
  return row!.id;
}

/** Writes the edited columns; `updated_at` moves, the version was claimed before. */
export async function updateStudyRow(
  tx: Executor,
  id: number,
  values: Partial<StudyValues>,
): Promise<void> {
  await tx
    .update(studies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(studies.id, id));
}

/** Marks a change that is not the form's (a share, a deadline): a new version and updated_at. */
export async function touchStudy(tx: Executor, id: number, values: Partial<StudyValues> = {}) {
  const [row] = await tx
    .update(studies)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${studies.version} + 1` })
    .where(eq(studies.id, id))
    .returning({ version: studies.version });
  return row?.version;
}

export async function replaceSupportingDoctors(
  tx: Executor,
  studyId: number,
  doctorIds: readonly number[],
): Promise<void> {
  await tx.delete(studySupportingDoctors).where(eq(studySupportingDoctors.studyId, studyId));
  if (doctorIds.length === 0) return;
  await tx
    .insert(studySupportingDoctors)
    .values(doctorIds.map((doctorId, position) => ({ studyId, doctorId, position })));
}

/**
 * The describers as the form holds them: others are unassigned, the kept ones keep the date they
 * were assigned, every due date is the form's.
 */
export async function replaceDescribers(
  tx: Executor,
  studyId: number,
  describers: readonly { doctor: number; dueDate: Date }[],
): Promise<void> {
  const kept = describers.map((describer) => describer.doctor);
  await tx
    .delete(studyDescribers)
    .where(
      kept.length === 0
        ? eq(studyDescribers.studyId, studyId)
        : and(eq(studyDescribers.studyId, studyId), notInArray(studyDescribers.doctorId, kept)),
    );
  if (describers.length === 0) return;
  await tx
    .insert(studyDescribers)
    .values(describers.map(({ doctor, dueDate }) => ({ studyId, doctorId: doctor, dueDate })))
    .onConflictDoUpdate({
      target: [studyDescribers.studyId, studyDescribers.doctorId],
      set: { dueDate: sql`excluded.due_date` },
    });
}

export async function setDescriberDueDate(
  tx: Executor,
  studyId: number,
  doctorId: number,
  dueDate: Date,
): Promise<boolean> {
  const updated = await tx
    .update(studyDescribers)
    .set({ dueDate })
    .where(and(eq(studyDescribers.studyId, studyId), eq(studyDescribers.doctorId, doctorId)))
    .returning({ doctorId: studyDescribers.doctorId });
  return updated.length > 0;
}

export async function addShares(
  tx: Executor,
  studyId: number,
  doctorIds: readonly number[],
  sharedById: number,
): Promise<number[]> {
  const added = await tx
    .insert(studyShares)
    .values(doctorIds.map((doctorId) => ({ studyId, doctorId, sharedById })))
    .onConflictDoNothing()
    .returning({ doctorId: studyShares.doctorId });
  return added.map((row) => row.doctorId);
}

/**
 * Rewrites who sees the study (ADR 0034): its leading and supporting doctors, those it was
 * shared with and the members of its councils (ADR 0054) as referrers unless it is hidden, its describers as describers, all with the
 * study's updated_at so that a doctor's list is read in the list's order off the index. Then who
 * sees its patient as a referring user (`patient_access`, ADR 0042) — and `formerPatientId`'s, when
 * the save moved the study from that patient.
 */
export async function rebuildStudyAccess(
  tx: Executor,
  studyId: number,
  formerPatientId?: number,
): Promise<void> {
  await tx.delete(studyAccess).where(eq(studyAccess.studyId, studyId));
  await tx.execute(sql`
    insert into ${studyAccess} (doctor_id, study_id, updated_at, as_referrer, as_describer)
    select grants.doctor_id, s.id, s.updated_at,
      bool_or(grants.referrer) and not s.hidden, bool_or(grants.describer)
    from ${studies} s
    cross join lateral (
      select s.leading_doctor_id as doctor_id, true as referrer, false as describer
        where s.leading_doctor_id is not null
      union all select doctor_id, true, false from ${studySupportingDoctors} where study_id = s.id
      union all select doctor_id, true, false from ${studyShares} where study_id = s.id
      union all select doctor_id, false, true from ${studyDescribers} where study_id = s.id
      union all select m.doctor_id, true, false from ${councilStudies} cs
        join ${councilMembers} m on m.council_id = cs.council_id where cs.study_id = s.id
    ) grants
    where s.id = ${studyId}
    group by grants.doctor_id, s.id, s.updated_at, s.hidden
    having (bool_or(grants.referrer) and not s.hidden) or bool_or(grants.describer)`);
  const [study] = await tx
    .select({ patientId: studies.patientId })
    .from(studies)
    .where(eq(studies.id, studyId));
  const patientIds = [study?.patientId, formerPatientId].filter((id) => id !== undefined);
  await refreshPatientAccess(tx, patientIds);
}

/**
 * Deletes the study; its child rows go with it. Its files stay the patient's (a deleted study's
 * images are still the patient's images) and lose the link to it; an upload not yet saved to it
 * becomes one of them too. Its referrers may no longer see the patient (ADR 0042).
 */
export async function deleteStudyRow(tx: Executor, id: number): Promise<void> {
  await tx.update(files).set({ studyId: null, attached: true }).where(eq(files.studyId, id));
  const deleted = await tx
    .delete(studies)
    .where(eq(studies.id, id))
    .returning({ patientId: studies.patientId });
  await refreshPatientAccess(
    tx,
    deleted.map((row) => row.patientId),
  );
}

/** The describers of these studies, nearest deadline first (a loader's batch). */
export function findDescribersOf(db: Executor, studyIds: readonly number[]) {
  if (studyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(studyDescribers)
    .where(inArray(studyDescribers.studyId, [...studyIds]))
    .orderBy(studyDescribers.dueDate, studyDescribers.doctorId);
}

/** The supporting doctors of these studies, in the order picked (a loader's batch). */
export function findSupportingDoctorsOf(db: Executor, studyIds: readonly number[]) {
  if (studyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(studySupportingDoctors)
    .where(inArray(studySupportingDoctors.studyId, [...studyIds]))
    .orderBy(studySupportingDoctors.position);
}

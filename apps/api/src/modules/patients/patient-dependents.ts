import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings, referals, studies } from '../../db/schema/index.js';

/** Records that need the patient to exist: while any count is above zero it is not deleted. */
export interface PatientDependents {
  studies: number;
  referrals: number;
  /** Appointments booked for the patient, past or future (the calendar keeps its history). */
  appointments: number;
}

export const NO_DEPENDENTS: PatientDependents = Object.freeze({
  studies: 0,
  referrals: 0,
  appointments: 0,
});

/**
 * The one place that knows what depends on a patient, counted in the caller's transaction
 * (`db`): the delete refusal and the creator's edit rule (`hasStudies`, and `patientsWithStudies`
 * for a page of patients) read it.
 */
export async function countDependents(db: Executor, patientId: number): Promise<PatientDependents> {
  const { rows } = await db.execute<{
    appointments: number;
    studies: number;
    referrals: number;
  }>(sql`select
    (select count(*)::int from ${bookings}
      where ${and(eq(bookings.patientId, patientId), ne(bookings.kind, 'hold'))}) as appointments,
    (select count(*)::int from ${studies} where ${eq(studies.patientId, patientId)}) as studies,
    (select count(*)::int from ${referals} where ${eq(referals.patientId, patientId)}) as referrals`);
  const row = rows[0];
  return {
    appointments: row?.appointments ?? 0,
    studies: row?.studies ?? 0,
    referrals: row?.referrals ?? 0,
  };
}

export function hasDependents(dependents: PatientDependents): boolean {
  return dependents.studies > 0 || dependents.referrals > 0 || dependents.appointments > 0;
}

/** Which of `patientIds` have studies, in one statement (a loader's batch). */
export async function patientsWithStudies(
  db: Executor,
  patientIds: readonly number[],
): Promise<ReadonlySet<number>> {
  if (patientIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ patientId: studies.patientId })
    .from(studies)
    .where(inArray(studies.patientId, [...patientIds]));
  return new Set(rows.map((row) => row.patientId));
}

/** Whether the patient has studies: the creator may edit from the view only while not. */
export async function hasStudies(db: Executor, patientId: number): Promise<boolean> {
  return (await countDependents(db, patientId)).studies > 0;
}

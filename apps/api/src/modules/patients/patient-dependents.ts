import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';

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
 * (`db`). Studies and referrals have no tables yet: their issues replace the zeros with counts,
 * and both the delete refusal and the creator's edit rule (`hasStudies`, and
 * `patientsWithStudies` for a page of patients) follow without another change.
 */
export async function countDependents(db: Executor, patientId: number): Promise<PatientDependents> {
  const [booked] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(and(eq(bookings.patientId, patientId), ne(bookings.kind, 'hold')));
  return { ...NO_DEPENDENTS, appointments: booked?.n ?? 0 };
}

export function hasDependents(dependents: PatientDependents): boolean {
  return dependents.studies > 0 || dependents.referrals > 0 || dependents.appointments > 0;
}

/**
 * Which of `patientIds` have studies, in one statement once studies exist (a loader's batch):
 * none today.
 */
export function patientsWithStudies(
  _db: Executor,
  _patientIds: readonly number[],
): Promise<ReadonlySet<number>> {
  return Promise.resolve(new Set());
}

/** Whether the patient has studies: the creator may edit from the view only while not. */
export async function hasStudies(db: Executor, patientId: number): Promise<boolean> {
  return (await countDependents(db, patientId)).studies > 0;
}

import type { Executor } from '../../db/client.js';

/** Records that need the patient to exist: while any count is above zero it is not deleted. */
export interface PatientDependents {
  studies: number;
  referrals: number;
}

export const NO_DEPENDENTS: PatientDependents = Object.freeze({ studies: 0, referrals: 0 });

/**
 * The one place that knows what depends on a patient. Studies and referrals have no tables yet;
 * their issues replace the zeros with counts (in the caller's transaction, `db`), and both the
 * delete refusal and the creator's edit rule (`hasStudies`, and `patientsWithStudies` for a page
 * of patients) follow without another change.
 */
export function countDependents(_db: Executor, _patientId: number): Promise<PatientDependents> {
  return Promise.resolve(NO_DEPENDENTS);
}

export function hasDependents(dependents: PatientDependents): boolean {
  return dependents.studies > 0 || dependents.referrals > 0;
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

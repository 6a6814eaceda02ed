import type { Executor } from '../../db/client.js';

/**
 * Whether records still name a study type, checked inside the delete's transaction (ADR 0030):
 * a named type is deactivated, one nothing names is deleted. Nothing names study types yet;
 * appointments, studies and referrals add their check to STUDY_TYPE_REFERENCES when they come,
 * with a test that deleting a type they name then deactivates it.
 */
export type StudyTypeReference = (tx: Executor, studyTypeId: number) => Promise<boolean>;

export const STUDY_TYPE_REFERENCES: readonly StudyTypeReference[] = [];

export async function isStudyTypeReferenced(
  tx: Executor,
  studyTypeId: number,
  references: readonly StudyTypeReference[] = STUDY_TYPE_REFERENCES,
): Promise<boolean> {
  for (const names of references) {
    if (await names(tx, studyTypeId)) return true;
  }
  return false;
}

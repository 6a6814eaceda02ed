import { sql } from 'drizzle-orm';
import { doctors, studies, studyDescribers } from '../../db/schema/index.js';
import { hasReadyDescription } from '../files/study-file-conditions.js';
import type { BranchRow } from '../branches/branches.repository.js';
import type { PatientRow } from '../patients/patient-rows.js';
import type { StudyTypeRow } from '../study-types/study-types.repository.js';

/** A row of `studies` as stored. */
export type StudyTableRow = typeof studies.$inferSelect;

/**
 * A study as the list and the editor read it (spec part 2 §3 Study): the row with its patient,
 * study type and branch joined, and the list's flags worked out in the same statement. Doctors,
 * describers and people resolve through loaders (studies.loaders.ts).
 */
export interface StudyModel extends StudyTableRow {
  patient: PatientRow;
  studyType: StudyTypeRow;
  branch: BranchRow;
  leadingDoctorBranch: BranchRow | null;
  /** A description is attached (files/study-file-conditions.ts). */
  hasDescription: boolean;
  /** How many describers are assigned. */
  describerCount: number;
  /** The nearest due date of its describers, if any. */
  deadline: Date | null;
  /** The account of the leading doctor, if it has one (`Study.ledByCaller`). */
  leadingDoctorUserId: number | null;
}

/** The flags every read of a study selects with it. */
export const studyFlagColumns = {
  hasDescription: sql<boolean>`${hasReadyDescription(studies.id)}`.mapWith(Boolean),
  describerCount: sql<number>`(select count(*) from ${studyDescribers}
    where ${studyDescribers.studyId} = ${studies.id})`.mapWith(Number),
  leadingDoctorUserId: sql<number | null>`(select ${doctors.userId} from ${doctors}
    where ${doctors.id} = ${studies.leadingDoctorId})`,
  deadline: sql<Date | null>`(select min(${studyDescribers.dueDate}) from ${studyDescribers}
    where ${studyDescribers.studyId} = ${studies.id})`.mapWith(studyDescribers.dueDate),
};

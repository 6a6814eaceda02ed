import type { FileKind } from '@portal/domain';
import { and, desc, eq, inArray, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { branches, contacts, files, patients, studies, studyTypes } from '../../db/schema/index.js';
import { shownStudyFile } from '../files/study-file-conditions.js';

/**
 * What a patient's results page reads (issue 18 §1). The patient of the session is the scope:
 * every read starts from their id, and only studies not hidden, with saved images or
 * descriptions, and only those files, are ever read.
 */

/** The file types a patient downloads: the description and the images, never the referral. */
export const PATIENT_FILE_TYPES = ['StudyDescription', 'StudyImage'] as const;

export interface PatientStudyFileRow {
  id: string;
  studyId: number;
  name: string;
  fileType: (typeof PATIENT_FILE_TYPES)[number];
  kind: FileKind;
  size: number;
  storageKey: string;
}

export interface PatientStudyRow {
  id: number;
  studyDate: Date;
  studyType: string;
  is3D: boolean;
  branchName: string;
  files: PatientStudyFileRow[];
}

const fileColumns = {
  id: files.id,
  studyId: sql<number>`${files.studyId}`,
  name: files.originalFilename,
  fileType: sql<PatientStudyFileRow['fileType']>`${files.fileType}`,
  kind: sql<FileKind>`${files.detectedKind}`,
  size: sql<number>`coalesce(${files.storedSize}, ${files.declaredSize})::float8`,
  storageKey: files.storageKey,
};

/** A file the patient may download: shown, of an image or description type, of a visible study. */
const patientFile = and(
  shownStudyFile(studies.id),
  inArray(files.fileType, [...PATIENT_FILE_TYPES]),
)!;

export async function patientHeader(
  db: Executor,
  patientId: number,
): Promise<{ name: string; birthDate: string | null } | undefined> {
  const [row] = await db
    .select({
      name: sql<string>`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})`,
      birthDate: contacts.birthDate,
    })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(eq(patients.id, patientId));
  return row;
}

/** The patient's visible studies with their files, newest first; descriptions before images. */
export async function visibleStudiesOf(
  db: Executor,
  patientId: number,
): Promise<PatientStudyRow[]> {
  const rows = await db
    .select({
      id: studies.id,
      studyDate: studies.studyDate,
      studyType: studyTypes.name,
      is3D: studyTypes.is3D,
      branchName: branches.name,
      file: fileColumns,
    })
    .from(studies)
    .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
    .innerJoin(branches, eq(branches.id, studies.branchId))
    .innerJoin(files, patientFile)
    .where(and(eq(studies.patientId, patientId), not(studies.hidden)))
    .orderBy(desc(studies.studyDate), desc(studies.id), files.fileType, files.originalFilename);
  const byStudy = new Map<number, PatientStudyRow>();
  for (const { file, ...study } of rows) {
    let entry = byStudy.get(study.id);
    if (!entry) byStudy.set(study.id, (entry = { ...study, files: [] }));
    entry.files.push(file);
  }
  return [...byStudy.values()];
}

/** One downloadable file of the patient's, or undefined (another's, hidden, unsaved, rejected). */
export async function patientFileById(
  db: Executor,
  patientId: number,
  fileId: string,
): Promise<PatientStudyFileRow | undefined> {
  const [row] = await db
    .select(fileColumns)
    .from(files)
    .innerJoin(studies, eq(studies.id, files.studyId))
    .where(
      and(eq(files.id, fileId), eq(studies.patientId, patientId), not(studies.hidden), patientFile),
    );
  return row;
}

/** Every downloadable file of one visible study of the patient's (the archive). */
export async function patientStudyFiles(
  db: Executor,
  patientId: number,
  studyId: number,
): Promise<{ studyDate: Date; studyType: string; files: PatientStudyFileRow[] } | undefined> {
  const rows = await db
    .select({ studyDate: studies.studyDate, studyType: studyTypes.name, file: fileColumns })
    .from(studies)
    .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
    .innerJoin(files, patientFile)
    .where(and(eq(studies.id, studyId), eq(studies.patientId, patientId), not(studies.hidden)))
    .orderBy(files.fileType, files.originalFilename);
  const [first] = rows;
  if (!first) return undefined;
  return {
    studyDate: first.studyDate,
    studyType: first.studyType,
    files: rows.map((row) => row.file),
  };
}

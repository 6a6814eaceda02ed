import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contacts, users } from '../../db/schema/index.js';
import { distinct, groupedBy, type Loader } from '../../graphql/loaders.js';
import { findDoctorsByIds, type DoctorModel } from '../doctors/doctors.repository.js';
import { mayAccessFile } from '../../auth/file-policy.js';
import type { FileRow } from '../files/files.repository.js';
import { findShownFilesOf } from './study-files.js';
import type { StudyModel } from './study-rows.js';
import { findDescribersOf, findSupportingDoctorsOf } from './study-writes.js';

/**
 * The fields of `Study` that read more than its row, each for a whole page of studies at once
 * (ADR 0022): doctors in one statement per field, people in one.
 */

export interface StudyPersonModel {
  id: number;
  name: string;
}

export interface StudyDescriberModel {
  doctor: DoctorModel;
  dueDate: Date;
  assignedAt: Date;
}

/**
 * How a study names a staff member: first and last name from their contact, else the company,
 * else the login. For a select that joins `users` and `contacts` (the loaders, the payment lines).
 */
export const staffNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})), ''), ${contacts.companyName}, ${users.login})`;

/** Staff named on studies by id, with the name their contact gives (login when none). */
async function findPeople(db: Executor, ids: readonly number[]): Promise<StudyPersonModel[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: staffNameSql,
    })
    .from(users)
    .leftJoin(contacts, sql`${contacts.id} = ${users.contactId}`)
    .where(inArray(users.id, [...ids]));
}

async function doctorsById(db: Executor, ids: readonly number[]) {
  const doctors = await findDoctorsByIds(db, distinct(ids));
  return new Map(doctors.map((doctor) => [doctor.id, doctor]));
}

function personLoader(
  idOf: (study: StudyModel) => number | null,
): Loader<StudyModel, StudyPersonModel | null> {
  return async (queries, ctx) => {
    const ids = queries.map(({ obj }) => idOf(obj)).filter((id): id is number => id !== null);
    const people = new Map((await findPeople(ctx.db, distinct(ids))).map((p) => [p.id, p]));
    return queries.map(({ obj }) => {
      const id = idOf(obj);
      return id === null ? null : (people.get(id) ?? null);
    });
  };
}

const leadingDoctor: Loader<StudyModel, DoctorModel | null> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.leadingDoctorId).filter((id) => id !== null);
  const doctors = await doctorsById(ctx.db, ids);
  return queries.map(({ obj }) =>
    obj.leadingDoctorId === null ? null : (doctors.get(obj.leadingDoctorId) ?? null),
  );
};

const supportingDoctors: Loader<StudyModel, DoctorModel[]> = async (queries, ctx) => {
  const studyIds = queries.map(({ obj }) => obj.id);
  const rows = await findSupportingDoctorsOf(ctx.db, distinct(studyIds));
  const doctors = await doctorsById(
    ctx.db,
    rows.map((row) => row.doctorId),
  );
  return groupedBy(studyIds, rows, (row) => row.studyId).map((group) =>
    group.flatMap((row) => doctors.get(row.doctorId) ?? []),
  );
};

const describers: Loader<StudyModel, StudyDescriberModel[]> = async (queries, ctx) => {
  const studyIds = queries.map(({ obj }) => obj.id);
  const rows = await findDescribersOf(ctx.db, distinct(studyIds));
  const doctors = await doctorsById(
    ctx.db,
    rows.map((row) => row.doctorId),
  );
  return groupedBy(studyIds, rows, (row) => row.studyId).map((group) =>
    group.flatMap((row) => {
      const doctor = doctors.get(row.doctorId);
      return doctor ? [{ doctor, dueDate: row.dueDate, assignedAt: row.assignedAt }] : [];
    }),
  );
};

/** The files each study shows, those the caller may read (a description request is staff's). */
const files: Loader<StudyModel, FileRow[]> = async (queries, ctx) => {
  const studyIds = queries.map(({ obj }) => obj.id);
  const actor = await ctx.actor();
  const rows = await findShownFilesOf(ctx.db, distinct(studyIds));
  const readable = rows.filter((row) => mayAccessFile(actor, 'read', row));
  return groupedBy(studyIds, readable, (row) => row.studyId);
};

export const studiesLoaders = {
  Study: {
    files,
    leadingDoctor,
    supportingDoctors,
    describers,
    performer: personLoader((study) => study.performerId),
    createdBy: personLoader((study) => study.createdById),
    updatedBy: personLoader((study) => study.updatedById),
  },
};

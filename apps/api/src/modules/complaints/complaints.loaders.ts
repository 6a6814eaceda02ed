import { distinct, type Loader } from '../../graphql/loaders.js';
import { present } from '../../graphql/non-null.js';
import { findUsersByIds, type UserModel } from '../auth/users.repository.js';
import { findDoctorsByIds, type DoctorModel } from '../doctors/doctors.repository.js';
import { patientsOf, type PatientRow } from '../patients/patients.repository.js';
import type { StudyModel } from '../studies/study-rows.js';
import { studiesOf } from '../studies/studies.repository.js';
import type { ComplaintModel } from './complaints.repository.js';

/**
 * The fields of `Complaint` that read more than its row, for a whole page at once (ADR 0022).
 * The patient and the study are read through the caller's scopes: one they may not see answers
 * null, as if the complaint named none.
 */

/** complaints.responsible_person_id references users, deleted accounts included. */
const responsiblePerson: Loader<ComplaintModel, UserModel> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.responsiblePersonId);
  const found = new Map((await findUsersByIds(ctx.db, distinct(ids))).map((row) => [row.id, row]));
  return ids.map((id) => present(found.get(id) ?? null, 'responsiblePerson'));
};

const patient: Loader<ComplaintModel, PatientRow | null> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.patientId);
  const wanted = distinct(ids.filter((id): id is number => id !== null));
  const visible = await patientsOf(ctx.db, await ctx.actor()).byIds(wanted);
  const found = new Map(visible.map((row) => [row.id, row]));
  return ids.map((id) => (id === null ? null : (found.get(id) ?? null)));
};

const doctor: Loader<ComplaintModel, DoctorModel | null> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.doctorId);
  const wanted = distinct(ids.filter((id): id is number => id !== null));
  const found = new Map((await findDoctorsByIds(ctx.db, wanted)).map((row) => [row.id, row]));
  return ids.map((id) => (id === null ? null : (found.get(id) ?? null)));
};

const study: Loader<ComplaintModel, StudyModel | null> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.studyId);
  const wanted = distinct(ids.filter((id): id is number => id !== null));
  const visible = await studiesOf(ctx.db, await ctx.actor()).byIds(wanted);
  const found = new Map(visible.map((row) => [row.id, row]));
  return ids.map((id) => (id === null ? null : (found.get(id) ?? null)));
};

export const complaintsLoaders = { Complaint: { responsiblePerson, patient, doctor, study } };

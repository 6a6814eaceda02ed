import { roleHas } from '@portal/domain';
import { mayAccessFile } from '../../auth/file-policy.js';
import { mayChangeIdentity, mayEditPatient } from '../../auth/patient-policy.js';
import { distinct, groupedBy, type Loader } from '../../graphql/loaders.js';
import type { FileRow } from '../files/files.repository.js';
import { findFilesOfPatients } from '../files/patient-files.js';
import { patientsWithStudies } from './patient-dependents.js';
import type { PatientRow } from './patients.repository.js';

/**
 * The fields of `Patient` that read more than the row: each resolves for a whole page of
 * patients at once (ADR 0022). The patients are ones the caller already sees (the list or the
 * record went through patientsOf); what each caller may do is still the policies' decision.
 */

/** Files of patients the caller already sees, each as far as auth/file-policy.ts allows. */
const files: Loader<PatientRow, FileRow[]> = async (queries, ctx) => {
  const actor = await ctx.actor();
  const ids = queries.map(({ obj }) => obj.id);
  const rows = await findFilesOfPatients(ctx.db, distinct(ids));
  const readable = rows.filter((file) => mayAccessFile(actor, 'read', file));
  return groupedBy(ids, readable, (file) => file.patientId);
};

/** mayEditPatient for each patient, with one look at their studies for the batch. */
const canEdit: Loader<PatientRow, boolean> = async (queries, ctx) => {
  const actor = await ctx.actor();
  // The desk edits every patient it sees: their studies change nothing (mayEditPatient).
  if (roleHas(actor.role, 'patients.edit')) return queries.map(() => true);
  const withStudies = await patientsWithStudies(ctx.db, distinct(queries.map((q) => q.obj.id)));
  return queries.map(({ obj }) =>
    mayEditPatient(actor, { createdById: obj.createdById, hasStudies: withStudies.has(obj.id) }),
  );
};

/** canEdit, and the caller sees every patient (mayChangeIdentity, ADR 0021). */
const canEditIdentity: Loader<PatientRow, boolean> = async (queries, ctx) => {
  const actor = await ctx.actor();
  if (!mayChangeIdentity(actor)) return queries.map(() => false);
  return canEdit(queries, ctx);
};

export const patientsLoaders = { Patient: { files, canEdit, canEditIdentity } };

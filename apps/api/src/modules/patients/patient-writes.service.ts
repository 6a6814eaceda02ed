import type { TPatientInputParsed } from '@portal/domain';
import { mayDeletePatient, mayEditPatient, patientScope } from '../../auth/patient-policy.js';
import type { Database } from '../../db/client.js';
import { AppError, badInput, forbidden, notFound } from '../../graphql/errors.js';
import { deletePatientFileRows, deleteStoredBytes } from '../files/patient-files.js';
import { auditPatient } from './patient-audit.js';
import type { PatientCaller, PatientDeps } from './patient-caller.js';
import { countDependents, hasDependents, hasStudies } from './patient-dependents.js';
import { changedFields } from './patient-changes.js';
import {
  deletePatientRow,
  findVisiblePatient,
  insertPatient,
  updatePatientRow,
  type PatientRow,
  type SanitizedHtml,
} from './patients.repository.js';
import { sanitizeRichText } from './rich-text-html.js';

/** The partial unique index of migration 0003: one patient per PESEL. */
const PESEL_UNIQUE_INDEX = 'patients_pesel';

function sanitized(input: TPatientInputParsed): SanitizedHtml {
  return {
    notes: sanitizeRichText(input.notes),
    primaryDescription: sanitizeRichText(input.contact.primaryDescription),
  };
}

/** Whether `error` (or what Drizzle wrapped) is a unique violation of `index`. */
function violates(error: unknown, index: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505' && candidate.constraint === index) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * A second patient with the same PESEL is refused at the PESEL field, like any other invalid
 * value. The database decides (a unique index), so two desks saving at once cannot both win.
 */
async function refuseTakenPesel(
  db: Database,
  caller: PatientCaller,
  action: 'patient.create' | 'patient.update',
  patientId: number | undefined,
): Promise<never> {
  await auditPatient(db, caller, action, 'failure', patientId, { reason: 'peselTaken' });
  throw badInput([
    {
      code: 'custom',
      message: 'validation.pesel.taken',
      path: ['contact', 'ssn'],
      input: undefined,
    },
  ]);
}

/** addPatient: the patient and its contact in one transaction, created by the caller. */
export async function addPatient(
  db: Database,
  caller: PatientCaller,
  input: TPatientInputParsed,
): Promise<PatientRow> {
  const html = sanitized(input);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const created = await insertPatient(tx, input, html, caller.userId);
      await auditPatient(tx, caller, 'patient.create', 'success', created);
      return created;
    });
  } catch (error) {
    if (violates(error, PESEL_UNIQUE_INDEX))
      return refuseTakenPesel(db, caller, 'patient.create', undefined);
    throw error;
  }
  const row = await findVisiblePatient(db, patientScope(caller), id);
  // Only roles that see every patient may add one today; a narrower scope would land here.
  if (!row) throw notFound(id);
  return row;
}

type Outcome = { kind: 'done' } | { kind: 'missing' } | { kind: 'refused' };

/**
 * updatePatient: the whole record as the form sends it. Allowed to `patients.edit` and to the
 * creator while the patient has no studies (auth/patient-policy.ts). Consents the input leaves
 * out are kept: they come from the tablet, and a form that does not show them must not clear them.
 */
export async function updatePatient(
  db: Database,
  caller: PatientCaller,
  id: number,
  input: TPatientInputParsed,
  options: { keepConsents: boolean },
): Promise<PatientRow> {
  const scope = patientScope(caller);
  const html = sanitized(input);
  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const row = await findVisiblePatient(tx, scope, id, { forUpdate: true });
      if (!row) return { kind: 'missing' };
      const facts = { createdById: row.createdById, hasStudies: await hasStudies(tx, id) };
      if (!mayEditPatient(caller, facts)) return { kind: 'refused' };
      const next = options.keepConsents ? { ...input, consents: row.consents } : input;
      await updatePatientRow(tx, row, next, html, caller.userId);
      await auditPatient(tx, caller, 'patient.update', 'success', id, {
        changed: changedFields(row, next, html),
      });
      return { kind: 'done' };
    });
  } catch (error) {
    if (violates(error, PESEL_UNIQUE_INDEX))
      return refuseTakenPesel(db, caller, 'patient.update', id);
    throw error;
  }
  if (outcome.kind === 'missing') {
    await auditPatient(db, caller, 'patient.update', 'failure', id, { reason: 'notFound' });
    throw notFound(id);
  }
  if (outcome.kind === 'refused') {
    await auditPatient(db, caller, 'patient.update', 'denied', id);
    throw forbidden();
  }
  const row = await findVisiblePatient(db, scope, id);
  if (!row) throw notFound(id);
  return row;
}

type DeleteOutcome =
  | { kind: 'deleted'; removedFiles: Awaited<ReturnType<typeof deletePatientFileRows>> }
  | { kind: 'missing' }
  | { kind: 'dependents'; studies: number; referrals: number };

/**
 * deletePatient: refused while studies or referrals depend on the patient; otherwise the
 * patient, its contact and its files (rows and audit entries) go in one transaction, and the
 * files' bytes after it committed. Asking for confirmation is the web's part.
 */
export async function deletePatient(
  { db, storage }: PatientDeps,
  caller: PatientCaller,
  id: number,
): Promise<void> {
  if (!mayDeletePatient(caller)) {
    await auditPatient(db, caller, 'patient.delete', 'denied', id);
    throw forbidden();
  }
  const scope = patientScope(caller);
  const outcome = await db.transaction(async (tx): Promise<DeleteOutcome> => {
    const row = await findVisiblePatient(tx, scope, id, { forUpdate: true });
    if (!row) return { kind: 'missing' };
    const dependents = await countDependents(tx, id);
    if (hasDependents(dependents)) return { kind: 'dependents', ...dependents };
    const removedFiles = await deletePatientFileRows(tx, caller, id);
    await deletePatientRow(tx, row);
    await auditPatient(tx, caller, 'patient.delete', 'success', id, {
      files: removedFiles.length,
    });
    return { kind: 'deleted', removedFiles };
  });
  if (outcome.kind === 'missing') {
    await auditPatient(db, caller, 'patient.delete', 'failure', id, { reason: 'notFound' });
    throw notFound(id);
  }
  if (outcome.kind === 'dependents') {
    const { studies, referrals } = outcome;
    await auditPatient(db, caller, 'patient.delete', 'failure', id, {
      reason: 'dependents',
      studies,
      referrals,
    });
    throw new AppError('CONFLICT', 'errors.patient.hasDependents', {
      params: { studies, referrals },
      extensions: { studies, referrals },
    });
  }
  await deleteStoredBytes(storage, outcome.removedFiles);
}

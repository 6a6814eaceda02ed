import { violatesConstraint } from '../../db/constraint-violation.js';
import type { TPatientInputParsed } from '@portal/domain';
import { mayChangeIdentity, mayDeletePatient, mayEditPatient } from '../../auth/patient-policy.js';
import type { Database, Executor } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { patients } from '../../db/schema/index.js';
import { AppError, badInput, forbidden, notFound } from '../../errors/app-error.js';
import { deletePatientFileRows, deleteStoredBytes } from '../files/patient-files.js';
import {
  IDENTITY_REFUSAL_LIMIT,
  IDENTITY_REFUSALS_PER_HOUR,
  IDENTITY_TAKEN,
  identityRefusalsLastHour,
  saveRefused,
  serializeAddsOf,
} from './identity-probe-limit.js';
import { auditPatient } from './patient-audit.js';
import type { Actor } from '../../auth/actor.js';
import type { PatientDeps } from './patient-deps.js';
import {
  countDependents,
  hasDependents,
  hasStudies,
  type PatientDependents,
} from './patient-dependents.js';
import { changedFields } from './patient-changes.js';
import { identityChangeAt, identityStaffOnly, withStoredIdentity } from './patient-identity.js';
import {
  deletePatientRow,
  insertPatient,
  patientsOf,
  updatePatientRow,
  type PatientRow,
  type SanitizedHtml,
} from './patients.repository.js';
import { sanitizeRichText } from './rich-text-html.js';

/** The unique index of migration 0004: one patient per normalized identity number. */
const PESEL_UNIQUE_INDEX = 'patients_identity_number';

function sanitized(input: TPatientInputParsed): SanitizedHtml {
  return {
    notes: sanitizeRichText(input.notes),
    primaryDescription: sanitizeRichText(input.contact.primaryDescription),
  };
}

/**
 * A second patient with the same PESEL is refused at the PESEL field, like any other invalid
 * value. The database decides (a unique index), so two desks saving at once cannot both win.
 * Only for callers who see every patient: to anyone else the answer would tell that a patient
 * they may not see exists (addPatientInNarrowScope).
 */
async function refuseTakenPesel(
  db: Database,
  caller: Actor,
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

/**
 * addPatient for a caller who does not see every patient (none holds `patients.add` today; the
 * rule is ready for the day one does, ADR 0021). A taken identity number is answered with
 * saveRefused, which does not say why, and audited with the reason; after
 * IDENTITY_REFUSALS_PER_HOUR such refusals every add of the user is refused for a while. The
 * user's adds run one at a time (an advisory lock), so the count cannot be raced.
 */
async function addPatientInNarrowScope(
  db: Database,
  caller: Actor,
  input: TPatientInputParsed,
  html: SanitizedHtml,
): Promise<number> {
  const id = await db.transaction(async (tx): Promise<number | null> => {
    await serializeAddsOf(tx, caller.userId);
    if ((await identityRefusalsLastHour(tx, caller.userId)) >= IDENTITY_REFUSALS_PER_HOUR) {
      await auditPatient(tx, caller, 'patient.create', 'denied', undefined, {
        reason: IDENTITY_REFUSAL_LIMIT,
      });
      return null;
    }
    let created: number;
    try {
      // A savepoint: the refusal is recorded in this transaction, before the lock is let go.
      created = await tx.transaction((savepoint) =>
        insertPatient(savepoint, input, html, caller.userId),
      );
    } catch (error) {
      if (!violatesConstraint(error, PESEL_UNIQUE_INDEX)) throw error;
      await auditPatient(tx, caller, 'patient.create', 'failure', undefined, {
        reason: IDENTITY_TAKEN,
      });
      return null;
    }
    await auditPatient(tx, caller, 'patient.create', 'success', created);
    return created;
  });
  if (id === null) throw saveRefused();
  return id;
}

/** addPatient: the patient and its contact in one transaction, created by the caller. */
export async function addPatient(
  { db }: { db: Database },
  caller: Actor,
  input: TPatientInputParsed,
): Promise<PatientRow> {
  const html = sanitized(input);
  const visible = patientsOf(db, caller);
  if (!visible.everyPatient) {
    const id = await addPatientInNarrowScope(db, caller, input, html);
    const row = await visible.byId(id);
    if (!row) throw notFound(id);
    return row;
  }
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const created = await insertPatient(tx, input, html, caller.userId);
      await auditPatient(tx, caller, 'patient.create', 'success', created);
      return created;
    });
  } catch (error) {
    if (violatesConstraint(error, PESEL_UNIQUE_INDEX))
      return refuseTakenPesel(db, caller, 'patient.create', undefined);
    throw error;
  }
  const row = await visible.byId(id);
  if (!row) throw notFound(id);
  return row;
}

type Outcome =
  | { kind: 'done' }
  | { kind: 'missing' }
  | { kind: 'refused' }
  | { kind: 'identity'; path: 'contact.ssn' | 'ssnIsPesel' }
  | { kind: 'stale'; currentVersion: number | null };

/** What a refused update answers, after its transaction: audited, then thrown. */
async function refuseUpdate(
  db: Executor,
  caller: Actor,
  id: number,
  version: number,
  outcome: Exclude<Outcome, { kind: 'done' }>,
): Promise<never> {
  switch (outcome.kind) {
    case 'missing':
      await auditPatient(db, caller, 'patient.update', 'failure', id, { reason: 'notFound' });
      throw notFound(id);
    case 'refused':
      await auditPatient(db, caller, 'patient.update', 'denied', id);
      throw forbidden();
    case 'identity':
      await auditPatient(db, caller, 'patient.update', 'denied', id, {
        reason: 'identityStaffOnly',
        field: outcome.path,
      });
      throw identityStaffOnly(outcome.path);
    case 'stale':
      await auditPatient(db, caller, 'patient.update', 'failure', id, {
        reason: 'staleVersion',
        version,
        currentVersion: outcome.currentVersion,
      });
      throw staleVersion(outcome.currentVersion);
  }
}

/** What an update of a patient carries. */
export interface PatientUpdate {
  id: number;
  /** The version the form loaded (ADR 0021). */
  version: number;
  input: TPatientInputParsed;
  /** The input left consents out: keep the stored ones (they come from the tablet). */
  keepConsents: boolean;
}

/**
 * updatePatient: the whole record as the form sends it, with the version the form loaded (ADR
 * 0021): a save of an older version is refused with STALE_VERSION, so two people editing the
 * same patient cannot silently overwrite each other. Allowed to `patients.edit` and to the
 * creator while the patient has no studies (auth/patient-policy.ts); the identity number only to
 * callers who see every patient. Consents the input leaves out are kept: they come from the
 * tablet, and a form that does not show them must not clear them.
 */
export async function updatePatient(
  { db }: { db: Database },
  caller: Actor,
  { id, version, input, keepConsents }: PatientUpdate,
): Promise<PatientRow> {
  const html = sanitized(input);
  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const row = await patientsOf(tx, caller).byIdForUpdate(id);
      if (!row) return { kind: 'missing' };
      const facts = { createdById: row.createdById, hasStudies: await hasStudies(tx, id) };
      if (!mayEditPatient(caller, facts)) return { kind: 'refused' };
      let next = keepConsents ? { ...input, consents: row.consents } : input;
      if (!mayChangeIdentity(caller)) {
        const path = identityChangeAt(row, next);
        if (path) return { kind: 'identity', path };
        next = withStoredIdentity(row, next);
      }
      const claim = await claimVersion(tx, patients, id, version);
      if (!claim.claimed) return { kind: 'stale', currentVersion: claim.currentVersion };
      await updatePatientRow(tx, row, next, html, caller.userId);
      await auditPatient(tx, caller, 'patient.update', 'success', id, {
        changed: changedFields(row, next, html),
      });
      return { kind: 'done' };
    });
  } catch (error) {
    // Callers who may not change the identity write back the stored one and never land here.
    if (violatesConstraint(error, PESEL_UNIQUE_INDEX))
      return refuseTakenPesel(db, caller, 'patient.update', id);
    throw error;
  }
  if (outcome.kind !== 'done') return refuseUpdate(db, caller, id, version, outcome);
  const row = await patientsOf(db, caller).byId(id);
  if (!row) throw notFound(id);
  return row;
}

type DeleteOutcome =
  | { kind: 'deleted'; removedFiles: Awaited<ReturnType<typeof deletePatientFileRows>> }
  | { kind: 'missing' }
  | ({ kind: 'dependents' } & PatientDependents);

/**
 * deletePatient: refused while studies or referrals depend on the patient; otherwise the
 * patient, its contact and its files (rows and audit entries) go in one transaction, and the
 * files' bytes after it committed. Asking for confirmation is the web's part.
 */
export async function deletePatient(
  { db, storage }: PatientDeps,
  caller: Actor,
  id: number,
): Promise<void> {
  if (!mayDeletePatient(caller)) {
    await auditPatient(db, caller, 'patient.delete', 'denied', id);
    throw forbidden();
  }
  const outcome = await db.transaction(async (tx): Promise<DeleteOutcome> => {
    const row = await patientsOf(tx, caller).byIdForUpdate(id);
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
    const { studies, referrals, appointments } = outcome;
    const counts = { studies, referrals, appointments };
    await auditPatient(db, caller, 'patient.delete', 'failure', id, {
      reason: 'dependents',
      ...counts,
    });
    throw new AppError('CONFLICT', 'errors.patient.hasDependents', {
      params: counts,
      extensions: counts,
    });
  }
  await deleteStoredBytes(storage, outcome.removedFiles);
}

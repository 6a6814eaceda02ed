import type { TPatientsQuery, TPatientsWhere } from '@portal/domain';
import { notFound } from '../../errors/app-error.js';
import { auditPatient, auditPatientRead } from './patient-audit.js';
import type { Actor } from '../../auth/actor.js';
import type { PatientDeps } from './patient-deps.js';
import { patientsOf, type PatientPage, type PatientRow } from './patients.repository.js';

/** Which filters a search used, by name only: the audit trail never holds what was searched. */
function filtersUsed(where: TPatientsWhere): string[] {
  return Object.entries(where)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}

/**
 * One page of the patients the caller may see (referring roles: their own), with the total.
 * Recorded after the read with the ids it showed, so the trail says who saw which patients
 * (through the read audit: on disk before the answer, in the database within a second).
 */
export async function listPatients(
  { db, readAudit }: Pick<PatientDeps, 'db' | 'readAudit'>,
  caller: Actor,
  query: TPatientsQuery,
): Promise<PatientPage> {
  const page = await patientsOf(db, caller).page(query);
  auditPatientRead(readAudit, caller, 'patient.list', undefined, {
    filters: filtersUsed(query.where),
    order: query.orderBy.lastName,
    skip: query.pagination.skip,
    take: query.pagination.take,
    total: page.total,
    patientIds: page.items.map((item) => item.id),
  });
  return page;
}

/**
 * One patient by id. A patient outside the caller's scope answers NOT_FOUND exactly like a
 * missing one, so ids cannot be probed; the attempt is still recorded.
 */
export async function getPatient(
  { db, readAudit }: Pick<PatientDeps, 'db' | 'readAudit'>,
  caller: Actor,
  id: number,
): Promise<PatientRow> {
  const row = await patientsOf(db, caller).byId(id);
  if (!row) {
    await auditPatient(db, caller, 'patient.read', 'failure', id, { reason: 'notFound' });
    throw notFound(id);
  }
  auditPatientRead(readAudit, caller, 'patient.read', id);
  return row;
}

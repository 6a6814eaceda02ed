import type { Executor } from '../../db/client.js';
import type { AuditOutcome } from '../../db/schema/index.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import type { ReadAudit } from '../../platform/audit/read-audit.js';
import type { Actor } from '../../auth/actor.js';

/** Audit actions of the patients module; entity `patient` and the patient's id. */
export type PatientAuditAction =
  'patient.list' | 'patient.read' | 'patient.create' | 'patient.update' | 'patient.delete';

/**
 * One audit row about patients. `details` holds ids, counts, field and filter names only: never
 * a name, PESEL, birth date or any other value of the record (the audit trail is read by more
 * people than the record itself).
 */
export function auditPatient(
  db: Executor,
  caller: Actor,
  action: PatientAuditAction,
  outcome: AuditOutcome,
  patientId: number | undefined,
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordAudit(db, patientEntry(caller, action, outcome, patientId, details));
}

/** A successful read of patients: recorded through the read audit (ADR 0028), not awaited. */
export function auditPatientRead(
  readAudit: ReadAudit,
  caller: Actor,
  action: 'patient.list' | 'patient.read',
  patientId: number | undefined,
  details: Record<string, unknown> = {},
): void {
  readAudit.record(patientEntry(caller, action, 'success', patientId, details));
}

function patientEntry(
  caller: Actor,
  action: PatientAuditAction,
  outcome: AuditOutcome,
  patientId: number | undefined,
  details: Record<string, unknown>,
): AuditEntry {
  return {
    action,
    outcome,
    actorUserId: caller.userId,
    entityType: 'patient',
    entityId: patientId,
    address: caller.address,
    details: { role: caller.role, ...details },
  };
}

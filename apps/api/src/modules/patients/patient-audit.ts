import type { Executor } from '../../db/client.js';
import type { AuditOutcome } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit.js';
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
  return recordAudit(db, {
    action,
    outcome,
    actorUserId: caller.userId,
    entityType: 'patient',
    entityId: patientId,
    address: caller.address,
    details: { role: caller.role, ...details },
  });
}

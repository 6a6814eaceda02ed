import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { patientsOf } from '../patients/patients.repository.js';
import { findConsentRequest } from './consent-requests.repository.js';

/** The spec's consent submission event (part 1 §3), with the signed PDF's file id. */
export interface ConsentSubmittedEventModel {
  requestId: string;
  patientId: number;
  patientName: string;
  rodo: boolean;
  woman: boolean;
  dataProcessing: boolean;
  sending: boolean;
  submittedAt: Date;
  fileId: string;
}

/**
 * The event as its subscriber reads it now (ADR 0011: events carry ids). The patient's name goes
 * to the staff member who asked, so the read is audited like any read of patient data.
 */
export async function submittedEvent(
  { db }: { db: Database },
  subscriber: Actor,
  requestId: string,
): Promise<ConsentSubmittedEventModel> {
  const request = await findConsentRequest(db, requestId);
  // Read as the subscriber, within their scope, like any read of a patient by a user.
  const patients = patientsOf(db, subscriber);
  const patient = request && (await patients.consentPatient(request.patientId));
  if (!request?.answers || !request.submittedAt || !request.fileId || !patient) {
    // Submitted, then the patient or the file was deleted before the event was read.
    throw new AppError('NOT_FOUND', 'errors.consent.requestNotFound');
  }
  await recordAudit(db, {
    action: 'consent.submittedEvent',
    outcome: 'success',
    actorUserId: subscriber.userId,
    entityType: 'consentRequest',
    entityId: request.id,
    address: subscriber.address,
    details: { patientId: patient.id },
  });
  const { rodo, woman, dataProcessing, sending } = request.answers;
  return {
    requestId: request.id,
    patientId: patient.id,
    patientName: `${patient.firstName} ${patient.lastName}`.trim(),
    rodo,
    woman,
    dataProcessing,
    sending,
    submittedAt: request.submittedAt,
    fileId: request.fileId,
  };
}

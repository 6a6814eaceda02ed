import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../graphql/errors.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { findConsentPatient } from './consent-patients.repository.js';
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
  ctx: GraphQLContext,
  requestId: string,
): Promise<ConsentSubmittedEventModel> {
  const session = await ctx.session();
  const request = await findConsentRequest(ctx.db, requestId);
  const patient = request && (await findConsentPatient(ctx.db, request.patientId));
  if (!request?.answers || !request.submittedAt || !request.fileId || !patient) {
    // Submitted, then the patient or the file was deleted before the event was read.
    throw new AppError('NOT_FOUND', 'errors.consent.requestNotFound');
  }
  await recordAudit(ctx.db, {
    action: 'consent.submittedEvent',
    outcome: 'success',
    actorUserId: session.userId,
    entityType: 'consentRequest',
    entityId: request.id,
    address: ctx.address,
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

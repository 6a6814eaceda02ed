import type { GuardianBasis } from '@portal/domain';
import type { TabletActor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { ReadAudit } from '../../platform/audit/read-audit.js';
import { patientsOfTablet } from '../patients/patients.repository.js';
import type { ConsentRequestRow } from './consent-requests.repository.js';
import { questionsFor } from './consent-questions.js';

/** What the kiosk shows for a request, and nothing more of the patient (consents.graphql). */
export interface KioskConsentRequestModel {
  id: string;
  patientFirstName: string;
  patientLastName: string;
  askPregnancy: boolean;
  minor: boolean;
  guardianName: string | null;
  guardianBasis: GuardianBasis | null;
  expiresAt: Date;
}

/**
 * A request as the tablet it was sent to sees it. Reading the patient's name on the tablet is a
 * read of patient data, so it is audited (the tablet is the actor; it is not a user), through the
 * read audit (ADR 0028).
 */
export async function kioskConsentRequest(
  deps: { db: Database; readAudit: ReadAudit },
  kiosk: TabletActor,
  request: ConsentRequestRow,
): Promise<KioskConsentRequestModel | null> {
  const { db } = deps;
  const { tablet, address } = kiosk;
  const patient = await patientsOfTablet(db, tablet.id).consentPatient(request.patientId);
  if (!patient) return null;
  const questions = questionsFor(patient);
  deps.readAudit.record({
    action: 'consent.kioskRead',
    outcome: 'success',
    entityType: 'consentRequest',
    entityId: request.id,
    address,
    details: { tabletId: tablet.id, patientId: request.patientId },
  });
  return {
    id: request.id,
    patientFirstName: patient.firstName,
    patientLastName: patient.lastName,
    askPregnancy: questions?.askPregnancy ?? false,
    minor: questions?.minor ?? false,
    guardianName: request.guardianName,
    guardianBasis: request.guardianBasis,
    expiresAt: request.expiresAt,
  };
}

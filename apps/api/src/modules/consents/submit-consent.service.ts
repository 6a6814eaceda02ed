import {
  CONSENT_FORM,
  SIGNATURE_MAX_BYTES,
  type FieldIssue,
  type MessageKey,
  type TConsentAnswersInput,
} from '@portal/domain';
import type { Database, Executor } from '../../db/client.js';
import type { PatientConsents } from '../../db/schema/index.js';
import type { TabletActor } from '../../auth/actor.js';
import { AppError, badInput } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { loadBranding } from '../../platform/pdf/branding.js';
import { pdfBytes } from '../../platform/pdf/pdf-bytes.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { consentSubmitted } from '../../platform/pubsub/events.js';
import type { Storage } from '../../platform/storage/storage.js';
import {
  discardGeneratedObject,
  recordGeneratedFile,
  storeGeneratedObject,
} from '../files/generated-file.js';
import {
  patientsOfTablet,
  updatePatientConsents,
  type ConsentPatient,
} from '../patients/patients.repository.js';
import { findBranch } from '../tablets/tablets.repository.js';
import { warsawDateTime } from '../../platform/pdf/pdf-dates.js';
import { renderConsentPdf } from './consent-pdf.js';
import { questionsFor } from './consent-questions.js';
import {
  findConsentRequest,
  lockConsentRequest,
  markSubmitted,
  type ConsentRequestState,
} from './consent-requests.repository.js';
import { decodeSignature } from './signature.js';

export interface SubmitConsentDeps {
  db: Database;
  storage: Storage;
  events: EventPublisher;
}

const requestNotFound = () => new AppError('NOT_FOUND', 'errors.consent.requestNotFound');

/** Why a request can no longer be signed, or null while it can. */
function closedReason(request: ConsentRequestState): AppError | null {
  if (request.status === 'Submitted')
    return new AppError('CONFLICT', 'errors.consent.requestSubmitted');
  if (request.status === 'Cancelled')
    return new AppError('CONFLICT', 'errors.consent.requestCancelled');
  if (request.status === 'Expired' || request.overdue) {
    return new AppError('CONFLICT', 'errors.consent.requestExpired');
  }
  return null;
}

function fieldIssue(
  path: string,
  message: MessageKey,
  params?: Record<string, number>,
): FieldIssue {
  return { code: 'custom', path: [path], message, ...(params ? { params } : {}) };
}

/** The answers as the patient's consents; `woman` only where the pregnancy question was asked. */
function checkAnswers(
  patient: ConsentPatient,
  answers: TConsentAnswersInput,
): { consents: PatientConsents; askPregnancy: boolean; signature: Buffer } {
  const askPregnancy = questionsFor(patient)?.askPregnancy ?? false;
  const signature = decodeSignature(answers.signature);
  const issues: FieldIssue[] = [];
  if (askPregnancy && answers.woman === null) {
    issues.push(fieldIssue('woman', 'validation.required'));
  }
  if (!askPregnancy && answers.woman !== null) {
    issues.push(fieldIssue('woman', 'validation.consent.pregnancyNotAsked'));
  }
  if (!signature.ok) {
    issues.push(
      signature.reason === 'signatureTooLarge'
        ? fieldIssue('signature', 'validation.consent.signatureTooLarge', {
            maxKb: SIGNATURE_MAX_BYTES / 1024,
          })
        : fieldIssue('signature', 'validation.consent.signatureInvalid'),
    );
  }
  if (issues.length > 0 || !signature.ok) throw badInput(issues);
  const { rodo, sending, dataProcessing } = answers;
  return {
    consents: { rodo, sending, dataProcessing, woman: askPregnancy && answers.woman === true },
    askPregnancy,
    signature: signature.png,
  };
}

function auditRefusal(db: Executor, kiosk: TabletActor, requestId: string, reason: string) {
  const { tablet, address } = kiosk;
  return recordAudit(db, {
    action: 'consent.submit',
    outcome: 'failure',
    entityType: 'consentRequest',
    entityId: requestId,
    address,
    details: { tabletId: tablet.id, reason },
  });
}

/**
 * submitConsent (the kiosk): checks the answers and the signature, renders the signed PDF in the
 * patient's language, stores it as a ready Consent file of the patient, records the answers as
 * the patient's consents and marks the request Submitted — the writes in one transaction, the PDF's
 * bytes removed again if it fails — then tells the staff member who asked (`consentSubmitted`).
 */
export async function submitConsent(
  deps: SubmitConsentDeps,
  kiosk: TabletActor,
  answers: TConsentAnswersInput,
): Promise<void> {
  const { db, storage, events } = deps;
  const { tablet, address } = kiosk;
  const request = await findConsentRequest(db, answers.requestId);
  if (!request || request.tabletId !== tablet.id) throw requestNotFound();
  const closed = closedReason(request);
  if (closed) {
    await auditRefusal(db, kiosk, request.id, closed.messageKey);
    throw closed;
  }
  const patient = await patientsOfTablet(db, tablet.id).consentPatient(request.patientId);
  if (!patient) throw requestNotFound();
  const { consents, askPregnancy, signature } = checkAnswers(patient, answers);

  const branch = await findBranch(db, tablet.branchId);
  const signedAt = new Date();
  const guardian =
    request.guardianName && request.guardianBasis
      ? { name: request.guardianName, basis: request.guardianBasis }
      : null;
  const pdf = await pdfBytes(
    renderConsentPdf({
      lang: answers.lang,
      branding: await loadBranding(db, branch?.name ?? CONSENT_FORM[answers.lang].title),
      patient,
      guardian,
      answers: { ...consents, woman: askPregnancy ? consents.woman : null },
      signature,
      signedAt,
      tablet: { name: tablet.name, tabletId: tablet.tabletId },
      branchName: branch?.name ?? '',
    }),
  );

  const object = await storeGeneratedObject(storage, pdf);
  try {
    await db.transaction(async (tx) => {
      // Two submissions of one request (a double tap, a retry): the second waits here, then
      // finds it Submitted.
      const locked = await lockConsentRequest(tx, request.id);
      if (!locked) throw requestNotFound();
      const closedMeanwhile = closedReason(locked);
      if (closedMeanwhile) throw closedMeanwhile;
      await recordGeneratedFile(tx, object, {
        fileType: 'Consent',
        patientId: patient.id,
        filename: `${CONSENT_FORM[answers.lang].title} ${warsawDateTime(signedAt).replace(':', '-')}.pdf`,
        mimetype: 'application/pdf',
        actor: null,
        details: { tabletId: tablet.id, consentRequestId: request.id },
      });
      await updatePatientConsents(tx, patient.id, consents);
      await markSubmitted(tx, request.id, {
        answers: { ...consents, lang: answers.lang },
        fileId: object.id,
      });
      await recordAudit(tx, {
        action: 'consent.submit',
        outcome: 'success',
        entityType: 'consentRequest',
        entityId: request.id,
        address,
        details: {
          tabletId: tablet.id,
          patientId: patient.id,
          fileId: object.id,
          lang: answers.lang,
        },
      });
    });
  } catch (error) {
    await discardGeneratedObject(storage, object);
    throw error;
  }
  events.publish(consentSubmitted(request.id, request.requestedById));
}

import { guardianIssues, type TConsentRequestInput } from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { AppError, badInput, notFound } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { consentRequested } from '../../platform/pubsub/events.js';
import { patientsOf } from '../patients/patients.repository.js';
import { findTablet, lockTablet } from '../tablets/tablets.repository.js';
import { tabletNotFound } from '../tablets/tablet-errors.js';
import { questionsFor } from './consent-questions.js';
import {
  cancelPendingRequests,
  insertConsentRequest,
  type ConsentRequestRow,
} from './consent-requests.repository.js';

/**
 * How long a tablet shows a request before it lapses: long enough to hand the tablet over and
 * read the form, short enough that a forgotten request does not wait for the next patient.
 */
export const CONSENT_REQUEST_TTL_MINUTES = 15;

const tabletInactive = () => new AppError('CONFLICT', 'errors.tablet.inactive');

/**
 * requestConsent: sends the consent form for a patient to a tablet of any branch. The patient must
 * exist with a birth date and gender (they decide the questions); a minor's guardian name and
 * basis are required, an adult's are ignored. A tablet shows one request at a time: a new one
 * cancels the pending one.
 */
export async function requestConsent(
  deps: { db: Database; events: EventPublisher },
  requester: Actor,
  input: TConsentRequestInput,
): Promise<ConsentRequestRow> {
  const { db, events } = deps;
  // Only a patient the caller may see: one outside their scope does not exist for them.
  const patient = await patientsOf(db, requester).consentPatient(input.patientId);
  if (!patient) throw notFound(input.patientId);
  const questions = questionsFor(patient);
  if (!questions) throw new AppError('BAD_USER_INPUT', 'errors.consent.patientIncomplete');
  const issues = guardianIssues(questions.minor, input);
  if (issues.length > 0) throw badInput(issues);
  const tablet = await findTablet(db, input.tabletId);
  if (!tablet) throw tabletNotFound(input.tabletId);
  if (!tablet.active) throw tabletInactive();

  const request = await db.transaction(async (tx) => {
    // One request per tablet at a time, also between two staff members clicking together.
    const locked = await lockTablet(tx, tablet.id);
    if (!locked) throw tabletNotFound(tablet.id);
    if (!locked.active) throw tabletInactive();
    await cancelPendingRequests(tx, tablet.id);
    const created = await insertConsentRequest(tx, {
      tabletId: tablet.id,
      patientId: patient.id,
      requestedById: requester.userId,
      guardianName: questions.minor ? input.parentName : null,
      guardianBasis: questions.minor ? input.parentType : null,
      ttlMinutes: CONSENT_REQUEST_TTL_MINUTES,
    });
    await recordAudit(tx, {
      action: 'consent.request',
      outcome: 'success',
      actorUserId: requester.userId,
      entityType: 'consentRequest',
      entityId: created.id,
      address: requester.address,
      details: { patientId: patient.id, tabletId: tablet.id, minor: questions.minor },
    });
    return created;
  });
  events.publish(consentRequested(request.id, request.tabletId));
  return request;
}

import { randomBytes } from 'node:crypto';
import {
  maskEmail,
  PATIENT_STUDIES_LINKS_PER_ADDRESS_PER_HOUR,
  PATIENT_STUDIES_REQUESTS_PER_CLIENT_PER_HOUR,
  PATIENT_STUDIES_REQUESTS_PER_NUMBER_PER_HOUR,
  type Lang,
  type TStudiesLinkRequest,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor, Caller } from '../../auth/actor.js';
import { spendLoginChallenge } from '../../auth/login-challenge.js';
import { hashToken } from '../../auth/tokens.js';
import { notFound } from '../../errors/app-error.js';
import type { Database, Executor } from '../../db/client.js';
import { contacts, patients, type PatientStudyLinkSource } from '../../db/schema/index.js';
import { entityAudit, recordAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { countInWindow, hashedWindowKey } from '../auth/call-windows.js';
import { mailDateTime } from '../../platform/mail/mail-dates.js';
import { lockMailbox } from '../scheduling/scheduling.repository.js';
import {
  linkInvalid,
  linkNotFound,
  linkRevoked,
  noSendingConsent,
  patientWithoutEmail,
  proofOfWorkInvalid,
  sessionRequired,
  tooManyLinks,
} from './patient-studies-errors.js';
import {
  consentsToResultsAt,
  findPatientSession,
  findStudyLinkByHash,
  insertStudyLink,
  matchingPatient,
  revokeStudyLink,
  studyLinksSentWithinHour,
  type StudyLinkRow,
} from './study-links.repository.js';

/**
 * Studies links (issue 18; ADR 0043): how one is issued and mailed — asked for on the public
 * page, resent from an expired one, sent by staff, or sent by itself when a description is saved
 * — and how staff revoke one. A link is a hash in `patient_study_links` and a mail in the
 * transaction that issues it.
 */

export interface StudyLinkDeps {
  db: Database;
  mailer: Mailer;
  /** Days a new link works (PATIENT_STUDIES_LINK_TTL_DAYS). */
  linkTtlDays: number;
}

export interface StudiesLinkSent {
  /** The address, masked ('j***@example.com'). */
  sentTo: string;
  expiresAt: Date;
}

interface LinkRecipient {
  patientId: number;
  email: string;
  firstName: string | null;
}

const auditPatient = entityAudit('patient');

/**
 * Issues a link for the patient and queues its mail, in `tx`; null when the address already got
 * PATIENT_STUDIES_LINKS_PER_ADDRESS_PER_HOUR links within the hour (counted under the address's
 * lock, so two senders cannot both pass the limit).
 */
export async function issueStudiesLink(
  deps: Pick<StudyLinkDeps, 'mailer' | 'linkTtlDays'>,
  tx: Executor,
  recipient: LinkRecipient,
  how: { source: PatientStudyLinkSource; createdById: number | null; lang: Lang },
): Promise<StudyLinkRow | null> {
  await lockMailbox(tx, recipient.email);
  if (
    (await studyLinksSentWithinHour(tx, recipient.email)) >=
    PATIENT_STUDIES_LINKS_PER_ADDRESS_PER_HOUR
  ) {
    return null;
  }
  const token = randomBytes(32).toString('base64url');
  const link = await insertStudyLink(tx, {
    patientId: recipient.patientId,
    tokenHash: hashToken(token),
    sentTo: recipient.email,
    source: how.source,
    createdById: how.createdById,
    ttlDays: deps.linkTtlDays,
  });
  await deps.mailer.enqueue(tx, {
    template: 'results-ready',
    params: {
      token,
      expiresAt: mailDateTime(link.expiresAt),
      requested: how.source !== 'Description',
      ...(recipient.firstName ? { name: recipient.firstName } : {}),
    },
    dedupeKey: `studies-link:${link.id}`,
    to: recipient.email,
    lang: how.lang,
  });
  return link;
}

/** The throttle key of a number: its hash, so the table never holds a PESEL. */
const numberKey = (ssn: string) => hashedWindowKey('patient-studies:number', ssn);

const perHour = (max: number) => ({ max, windowMinutes: 60 });

/**
 * sendStudiesLink (spec part 1 §7), the public page's request. The same answer — true — whether
 * or not the number and the address belong to a patient who consented to results by e-mail, and
 * the same statements up to the match, so neither the answer nor its time tells them apart. Limits
 * per client address and per number (matched or not, so a limit tells nothing either), then the
 * proof of work, spent once.
 */
export async function requestStudiesLink(
  deps: StudyLinkDeps,
  caller: Caller & { lang: Lang },
  input: Omit<TStudiesLinkRequest, 'acceptTerms'>,
): Promise<true> {
  await countInWindow(
    deps.db,
    `patient-studies:client:${caller.address}`,
    perHour(PATIENT_STUDIES_REQUESTS_PER_CLIENT_PER_HOUR),
  );
  if (!(await spendLoginChallenge(deps.db, input.proofOfWork))) throw proofOfWorkInvalid();
  await countInWindow(
    deps.db,
    numberKey(input.ssn),
    perHour(PATIENT_STUDIES_REQUESTS_PER_NUMBER_PER_HOUR),
  );
  await deps.db.transaction(async (tx) => {
    const patient = await matchingPatient(tx, input.ssn, input.email);
    const link = patient
      ? await issueStudiesLink(
          deps,
          tx,
          { patientId: patient.id, email: patient.email, firstName: patient.firstName },
          { source: 'Patient', createdById: null, lang: caller.lang },
        )
      : null;
    // Whether a link went out, and for whom; never the number or the address.
    await recordAudit(tx, {
      action: 'patientStudies.requestLink',
      outcome: link ? 'success' : 'denied',
      entityType: 'patient',
      ...(patient ? { entityId: patient.id } : {}),
      address: caller.address,
      details: link ? { linkId: link.id } : { reason: patient ? 'addressLimit' : 'noMatch' },
    });
  });
  return true;
}

/** The recipient of a patient's link as staff send it, refused without an address or consent. */
async function staffRecipient(db: Executor, patientId: number): Promise<LinkRecipient | null> {
  const [row] = await db
    .select({
      email: sql<string | null>`${contacts.emailAddresses}[1]`,
      firstName: contacts.firstName,
      sending: sql<boolean>`coalesce((${patients.consents} ->> 'sending')::boolean, false)`,
    })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(eq(patients.id, patientId));
  if (!row) return null;
  if (!row.email) throw patientWithoutEmail();
  if (!row.sending) throw noSendingConsent();
  return { patientId, email: row.email, firstName: row.firstName };
}

/**
 * sendPatientStudiesLink(id) (spec part 1 §7): staff mail the patient a link to their first
 * address. The caller holds 'patients.sendStudiesLink' (desk roles, who see every patient).
 */
export async function sendPatientStudiesLink(
  deps: StudyLinkDeps,
  actor: Actor,
  patientId: number,
): Promise<StudiesLinkSent> {
  return deps.db.transaction(async (tx) => {
    const recipient = await staffRecipient(tx, patientId);
    if (!recipient) throw notFound(patientId);
    const link = await issueStudiesLink(deps, tx, recipient, {
      source: 'Staff',
      createdById: actor.userId,
      lang: 'pl',
    });
    if (!link) throw tooManyLinks(PATIENT_STUDIES_LINKS_PER_ADDRESS_PER_HOUR);
    await auditPatient(tx, actor, 'patient.sendStudiesLink', patientId, { linkId: link.id });
    return { sentTo: maskEmail(recipient.email), expiresAt: link.expiresAt };
  });
}

/** revokePatientStudyLink(id): the link and its sessions stop working at once. */
export async function revokePatientStudyLink(
  db: Database,
  actor: Actor,
  linkId: string,
): Promise<true> {
  return db.transaction(async (tx) => {
    const revoked = await revokeStudyLink(tx, linkId, actor.userId);
    if (!revoked) throw linkNotFound(linkId);
    await auditPatient(tx, actor, 'patient.revokeStudiesLink', revoked.patientId, { linkId });
    return true as const;
  });
}

/**
 * resendStudiesLink (spec part 1 §7, §8): a fresh link to the address the given link went to —
 * the token from the page's address, or the link of this browser's session. Expired links may be
 * resent (that is what it is for), revoked ones not; the patient must still have that address and
 * the consent to results by e-mail. Limited per client address and per patient.
 */
export async function resendStudiesLink(
  deps: StudyLinkDeps,
  caller: Caller & { lang: Lang },
  from: { token: string | null; sessionToken: string | null },
): Promise<StudiesLinkSent> {
  await countInWindow(
    deps.db,
    `patient-studies:client:${caller.address}`,
    perHour(PATIENT_STUDIES_REQUESTS_PER_CLIENT_PER_HOUR),
  );
  const previous = await linkToResend(deps.db, from);
  if (previous.revokedAt) throw linkRevoked();
  await countInWindow(
    deps.db,
    `patient-studies:patient:${previous.patientId}`,
    perHour(PATIENT_STUDIES_REQUESTS_PER_NUMBER_PER_HOUR),
  );
  return deps.db.transaction(async (tx) => {
    const stillValid = await addressStillValid(tx, previous.patientId, previous.sentTo);
    if (!stillValid) throw linkRevoked();
    const link = await issueStudiesLink(
      deps,
      tx,
      { patientId: previous.patientId, email: previous.sentTo, firstName: stillValid.firstName },
      { source: 'Patient', createdById: null, lang: caller.lang },
    );
    if (!link) throw tooManyLinks(PATIENT_STUDIES_LINKS_PER_ADDRESS_PER_HOUR);
    await recordAudit(tx, {
      action: 'patientStudies.resendLink',
      outcome: 'success',
      entityType: 'patient',
      entityId: previous.patientId,
      address: caller.address,
      details: { linkId: link.id, previousLinkId: previous.id },
    });
    return { sentTo: maskEmail(link.sentTo), expiresAt: link.expiresAt };
  });
}

async function linkToResend(
  db: Executor,
  from: { token: string | null; sessionToken: string | null },
): Promise<StudyLinkRow> {
  if (from.token !== null) {
    const link = /^[A-Za-z0-9_-]{43}$/.test(from.token)
      ? await findStudyLinkByHash(db, hashToken(from.token))
      : undefined;
    if (!link) throw linkInvalid();
    return link;
  }
  const session = from.sessionToken
    ? await findPatientSession(db, hashToken(from.sessionToken))
    : undefined;
  if (!session) throw sessionRequired();
  return session.link;
}

/** The patient's first name when `email` is still one of their addresses and they consent. */
async function addressStillValid(
  db: Executor,
  patientId: number,
  email: string,
): Promise<{ firstName: string | null } | undefined> {
  const [row] = await db
    .select({ firstName: contacts.firstName })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(and(eq(patients.id, patientId), consentsToResultsAt(email)));
  return row;
}

import type { TAddReferalInput, TReferalsQuery, TUpdateReferalInput } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { mayCompleteReferal, mayEditReferal } from '../../auth/referral-policy.js';
import type { Database, Executor } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { referals } from '../../db/schema/index.js';
import { AppError, fieldRefused, forbidden } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { entityReadAudit, type ReadAudit } from '../../platform/audit/read-audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { Storage } from '../../platform/storage/storage.js';
import { refreshPatientAccess } from '../patients/patient-access.js';
import { addPatient } from '../patients/patient-writes.service.js';
import { patientsOf } from '../patients/patients.repository.js';
import { sendSchedulingLink } from '../scheduling/scheduling-links.js';
import type { ReferalModel } from './referal-rows.js';
import {
  checkStudyTypes,
  issuedStudyTypes,
  replaceStudyTypes,
  requireStamp,
  resolveIssuer,
} from './referal-writes.js';
import { referalsOf, type ReferalPage } from './referals.repository.js';

/**
 * Referrals (spec part 2 §2–§7, issue 17 §1): a doctor issues one for a patient, the desk turns it
 * into studies and completes it. Every read goes through the caller's scope and the read audit;
 * every write is one transaction with its audit row.
 */

export interface ReferalDeps {
  db: Database;
  readAudit: ReadAudit;
  mailer: Mailer;
  storage: Storage;
}

const audit = entityAudit('referal');

export const referalNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.referral.notFound', { params: { id } });

const completedRefusal = () => new AppError('CONFLICT', 'errors.referral.completed');

/** A successful read of referrals, through the read audit (ADR 0028): ids and filter names only. */
const recordRead = entityReadAudit('referal');

export async function listReferals(
  deps: ReferalDeps,
  actor: Actor,
  query: TReferalsQuery,
): Promise<ReferalPage> {
  const page = await referalsOf(deps.db, actor).page(query);
  recordRead(deps.readAudit, actor, 'referal.list', undefined, {
    filters: Object.keys(query.where).filter(
      (key) => query.where[key as keyof typeof query.where] !== undefined,
    ),
    skip: query.pagination.skip,
    referalIds: page.items.map((referal) => referal.id),
  });
  return page;
}

/** One referral; outside the caller's scope NOT_FOUND exactly like a missing one. */
export async function getReferal(
  deps: ReferalDeps,
  actor: Actor,
  id: number,
): Promise<ReferalModel> {
  const referal = await referalsOf(deps.db, actor).byId(id);
  if (!referal) {
    await audit(deps.db, actor, 'referal.read', id, { reason: 'notFound' }, 'failure');
    throw referalNotFound(id);
  }
  recordRead(deps.readAudit, actor, 'referal.read', id);
  return referal;
}

type ReferalFields = Omit<TUpdateReferalInput, 'version' | 'patient' | 'issuer'>;

function rowValues(input: ReferalFields) {
  return {
    mediaTypes: input.mediaTypes,
    description: input.description,
    remarks: input.remarks,
    requestDescription: input.requestDescription,
    sendSchedulingEmail: input.sendSchedulingEmail,
  };
}

async function visiblePatient(db: Executor, actor: Actor, id: number): Promise<number> {
  if (!(await patientsOf(db, actor).exists(id))) {
    throw fieldRefused('patient', 'errors.study.inactiveReference');
  }
  return id;
}

/** The patient of a save: one the caller sees, or the one entered on the form (created). */
async function patientOf(
  deps: ReferalDeps,
  actor: Actor,
  input: Pick<TAddReferalInput, 'patient' | 'newPatient'>,
): Promise<number> {
  if (input.patient !== undefined) return visiblePatient(deps.db, actor, input.patient);
  if (!input.newPatient) throw fieldRefused('patient', 'validation.referral.patientRequired');
  return (await addPatient(deps, actor, input.newPatient)).id;
}

/** Mails the scheduling link when the form asks for it; in the save's transaction. */
async function sendLinkIfAsked(
  deps: ReferalDeps,
  tx: Executor,
  actor: Actor,
  referal: { id: number; patientId: number; completed: boolean },
  asked: boolean,
): Promise<void> {
  if (!asked) return;
  try {
    await sendSchedulingLink(deps, tx, actor, referal);
  } catch (error) {
    // Shown at the switch: the form keeps everything else, and the save writes nothing.
    if (error instanceof AppError && error.messageKey === 'errors.scheduling.patientNoEmail') {
      throw fieldRefused('sendSchedulingEmail', 'errors.scheduling.patientNoEmail');
    }
    throw error;
  }
}

/**
 * addReferal: checks the issuer (and their stamp) and the study types before anything is
 * written, then the patient entered on the form (if any) and the referral with its study types
 * and audit row; the scheduling link goes in the referral's transaction.
 */
export async function addReferal(
  deps: ReferalDeps,
  actor: Actor,
  input: TAddReferalInput,
): Promise<ReferalModel> {
  const issuerId = await resolveIssuer(deps.db, actor, input.issuer);
  await requireStamp(deps.db, issuerId);
  await checkStudyTypes(deps.db, input.referalToStudyTypes);
  const patientId = await patientOf(deps, actor, input);
  const id = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(referals)
      .values({ ...rowValues(input), patientId, issuerId, createdById: actor.userId })
      .returning({ id: referals.id });
    const referalId = created!.id;
    await replaceStudyTypes(tx, referalId, input.referalToStudyTypes);
    // The issuer's user sees the patient from now on (ADR 0042).
    await refreshPatientAccess(tx, [patientId]);
    await audit(tx, actor, 'referal.create', referalId, {
      patientId,
      issuerId,
      studyTypeIds: input.referalToStudyTypes.map((item) => item.studyType),
    });
    const referal = { id: referalId, patientId, completed: false };
    await sendLinkIfAsked(deps, tx, actor, referal, input.sendSchedulingEmail);
    return referalId;
  });
  return getReferal(deps, actor, id);
}

/** updateReferal: the form as edited, with the version it edits (ADR 0021). */
export async function updateReferal(
  deps: ReferalDeps,
  actor: Actor,
  { id, input }: { id: number; input: TUpdateReferalInput },
): Promise<ReferalModel> {
  const outcome = await deps.db.transaction(async (tx) => {
    const current = await referalsOf(tx, actor).lock(id);
    if (!current) throw referalNotFound(id);
    if (current.completed) throw completedRefusal();
    if (!mayEditReferal(actor, current)) throw forbidden();
    const issuerId = await resolveIssuer(tx, actor, input.issuer);
    await requireStamp(tx, issuerId);
    await checkStudyTypes(tx, input.referalToStudyTypes);
    const patientId = await visiblePatient(tx, actor, input.patient);
    if (current.patientId !== patientId && (await issuedStudyTypes(tx, id)).size > 0) {
      throw fieldRefused('patient', 'errors.referral.patientMismatch');
    }
    const claim = await claimVersion(tx, referals, id, input.version);
    if (!claim.claimed) return { stale: claim.currentVersion } as const;
    await tx
      .update(referals)
      .set({ ...rowValues(input), patientId, issuerId, updatedAt: sql`now()` })
      .where(eq(referals.id, id));
    await replaceStudyTypes(tx, id, input.referalToStudyTypes);
    // The patient or the issuer may have changed: both patients' referring users (ADR 0042).
    await refreshPatientAccess(tx, [current.patientId, patientId]);
    await audit(tx, actor, 'referal.update', id, {
      patientId,
      issuerId,
      studyTypeIds: input.referalToStudyTypes.map((item) => item.studyType),
    });
    const asked = input.sendSchedulingEmail && !current.sendSchedulingEmail;
    await sendLinkIfAsked(deps, tx, actor, { id, patientId, completed: false }, asked);
    return { updated: true } as const;
  });
  if ('stale' in outcome) {
    const details = { reason: 'staleVersion', version: input.version };
    await audit(deps.db, actor, 'referal.update', id, details, 'failure');
    throw staleVersion(outcome.stale ?? null);
  }
  return getReferal(deps, actor, id);
}

/** deleteReferal: only while not completed and while no study was created from it. */
export async function deleteReferal(deps: ReferalDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await referalsOf(tx, actor).lock(id);
    if (!current) throw referalNotFound(id);
    if (current.completed) throw completedRefusal();
    if (!mayEditReferal(actor, current)) throw forbidden();
    if ((await issuedStudyTypes(tx, id)).size > 0) {
      throw new AppError('CONFLICT', 'errors.referral.hasStudies');
    }
    await tx.delete(referals).where(eq(referals.id, id));
    await refreshPatientAccess(tx, [current.patientId]);
    await audit(tx, actor, 'referal.delete', id, {
      patientId: current.patientId,
      issuerId: current.issuerId,
    });
  });
}

/** completeReferal ('Zrealizuj'): Admin and Technician, once. */
export async function completeReferal(
  deps: ReferalDeps,
  actor: Actor,
  id: number,
): Promise<ReferalModel> {
  await deps.db.transaction(async (tx) => {
    const current = await referalsOf(tx, actor).lock(id);
    if (!current) throw referalNotFound(id);
    if (current.completed) throw completedRefusal();
    if (!mayCompleteReferal(actor, current)) throw forbidden();
    await tx
      .update(referals)
      .set({
        completed: true,
        completedAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${referals.version} + 1`,
      })
      .where(eq(referals.id, id));
    await audit(tx, actor, 'referal.complete', id);
  });
  return getReferal(deps, actor, id);
}

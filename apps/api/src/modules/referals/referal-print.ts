import { ZRecordId } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../auth/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { referalStudyTypes, studyTypes } from '../../db/schema/index.js';
import { parseInput } from '../../errors/app-error.js';
import { actorOf } from '../../graphql/context.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { routePermission, routeSession } from '../../http/route-access.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { entityReadAudit, type ReadAudit } from '../../platform/audit/read-audit.js';
import { loadBranding } from '../../platform/pdf/branding.js';
import { pdfBytes } from '../../platform/pdf/pdf-bytes.js';
import type { Storage } from '../../platform/storage/storage.js';
import { doctorDisplayName } from '../doctors/doctor-name.js';
import { findDoctorsByIds } from '../doctors/doctors.repository.js';
import {
  discardGeneratedObject,
  recordGeneratedFile,
  storeGeneratedObject,
  type GeneratedObject,
} from '../files/generated-file.js';
import type { FileRow } from '../files/files.repository.js';
import { referalFileName, renderReferalPdf, type ReferalDocument } from './referal-pdf.js';
import type { ReferalModel } from './referal-rows.js';
import { printableStampOf } from './referal-stamp.js';
import { findVisibleReferal } from './referals.repository.js';
import { referalNotFound } from './referals.service.js';

/**
 * The referral's print (issue 17 §1 "Print", spec part 2 §7 `GET {path}/prints/referal/{id}`):
 * downloaded by whoever sees the referral, and kept as a StudyReferal file of each study made
 * from it, so the study's files tab shows what the patient was sent for.
 */

export interface ReferalPrintDeps {
  db: Database;
  storage: Storage;
  readAudit: ReadAudit;
}

/** Who sees the referral may print it: the list's permission, then the referral's scope. */
const PRINT_ACCESS = routePermission('referrals.list', 'referal.print');

const audit = entityAudit('referal');
const recordRead = entityReadAudit('referal');

/** The referral's study types in the order picked, by name, with their subtypes and remarks. */
function studyTypesOf(db: Executor, referalId: number) {
  return db
    .select({
      name: studyTypes.name,
      subTypes: referalStudyTypes.studySubTypes,
      remarks: referalStudyTypes.remarks,
    })
    .from(referalStudyTypes)
    .innerJoin(studyTypes, eq(studyTypes.id, referalStudyTypes.studyTypeId))
    .where(eq(referalStudyTypes.referalId, referalId))
    .orderBy(asc(referalStudyTypes.position));
}

/** What the print of a referral the caller sees shows; everything is read before a byte is sent. */
async function referalDocument(
  db: Executor,
  storage: Storage,
  referal: ReferalModel,
): Promise<ReferalDocument> {
  const [[issuer], rows, stamp] = await Promise.all([
    findDoctorsByIds(db, [referal.issuerId]),
    studyTypesOf(db, referal.id),
    printableStampOf(db, storage, referal.issuerId),
  ]);
  // The issuer is a foreign key: a referral without one is a broken database, not a caller's fault.
  if (!issuer) throw new Error(`referral ${referal.id} names no existing issuer`);
  const issuerName = doctorDisplayName(issuer);
  const { contact, ssnIsPesel } = referal.patient;
  return {
    // Without an own branch yet, the issuer's name heads the page.
    branding: await loadBranding(db, issuerName),
    id: referal.id,
    issuedAt: referal.createdAt,
    patient: {
      firstName: contact.firstName,
      middleName: contact.middleName,
      lastName: contact.lastName,
      ssn: contact.ssn,
      ssnIsPesel,
      birthDate: contact.birthDate,
      address: contact.addresses[0] ?? null,
    },
    studyTypes: rows,
    mediaTypes: referal.mediaTypes,
    requestDescription: referal.requestDescription,
    description: referal.description,
    remarks: referal.remarks,
    issuer: { name: issuerName, licenseNumber: issuer.licenseNumber, stamp },
  };
}

/**
 * The referral if the caller sees it (auth/referral-policy.ts); otherwise NOT_FOUND exactly like
 * a missing one, and the refusal audited.
 */
async function visibleReferal(db: Database, actor: Actor, id: number): Promise<ReferalModel> {
  const referal = await findVisibleReferal(db, actor, id);
  if (!referal) {
    await audit(
      db,
      actor,
      'referal.print',
      id,
      { role: actor.role, reason: 'notFound' },
      'failure',
    );
    throw referalNotFound(id);
  }
  return referal;
}

/**
 * GET /prints/referal/:id — the referral as a PDF, saved as `skierowanie-first-last.pdf`, for a
 * bearer token (and X-Current-Role) whose role holds 'referrals.list' (http/route-access.ts) and
 * who sees the referral. The print is a read of patient data: recorded in the read audit before
 * the first byte leaves. Refusals answer the app's JSON error (401, 403, 400, 404).
 */
export function registerReferalPrint(app: FastifyInstance, deps: ReferalPrintDeps): void {
  // No automatic HEAD twin: it would render (and audit) a whole print to send no body. The PDF
  // compresses its own streams: compressing it again costs time and its length.
  app.get(
    '/prints/referal/:id',
    { exposeHeadRoute: false, compress: false, config: { access: PRINT_ACCESS } },
    async (request, reply) => {
      const actor = actorOf(routeSession(request), request.ip);
      const id = parseInput(ZRecordId, (request.params as { id: string }).id);
      const referal = await visibleReferal(deps.db, actor, id);
      const document = await referalDocument(deps.db, deps.storage, referal);
      recordRead(deps.readAudit, actor, 'referal.print', id, { patientId: referal.patientId });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(referalFileName(document.patient)))
        .header('Cache-Control', 'no-store')
        .send(renderReferalPdf(document));
    },
  );
}

/** A referral's print whose bytes are stored, waiting for the file row of a study. */
export interface PreparedReferalPdf {
  object: GeneratedObject;
  referalId: number;
  patientId: number;
  fileName: string;
}

/**
 * Step 1 of keeping the print with a study made from the referral, BEFORE the study's
 * transaction: renders the print of a referral the caller sees (else NOT_FOUND) and puts its
 * bytes in the storage, where nothing points at them yet (files/generated-file.ts). Storage is
 * not part of the database transaction, so the bytes go first and are discarded if the
 * transaction does not commit:
 *
 * ```ts
 * const pdf = referalId === null ? null : await prepareReferalPdf(deps, actor, referalId);
 * try {
 *   await deps.db.transaction(async (tx) => {
 *     const studyId = await insertStudy(tx, values);
 *     if (pdf) await storeReferalPdf(tx, actor, pdf, { studyId });
 *   });
 * } catch (error) {
 *   if (pdf) await discardReferalPdf(deps.storage, pdf);
 *   throw error;
 * }
 * ```
 */
export async function prepareReferalPdf(
  deps: Pick<ReferalPrintDeps, 'db' | 'storage'>,
  actor: Actor,
  referalId: number,
): Promise<PreparedReferalPdf> {
  const referal = await visibleReferal(deps.db, actor, referalId);
  const document = await referalDocument(deps.db, deps.storage, referal);
  const object = await storeGeneratedObject(
    deps.storage,
    await pdfBytes(renderReferalPdf(document)),
  );
  return {
    object,
    referalId,
    patientId: referal.patientId,
    fileName: referalFileName(document.patient),
  };
}

/**
 * Step 2, INSIDE the transaction that saves the study: the prepared print becomes a ready,
 * attached StudyReferal file of the study (shown at once in its files tab, to everyone who sees
 * the study), audited as `file.generate`. The study must be of the referral's patient (addStudy's
 * claim of the referral checks it).
 */
export function storeReferalPdf(
  tx: Executor,
  actor: Actor,
  pdf: PreparedReferalPdf,
  { studyId }: { studyId: number },
): Promise<FileRow> {
  return recordGeneratedFile(tx, pdf.object, {
    fileType: 'StudyReferal',
    patientId: pdf.patientId,
    studyId,
    filename: pdf.fileName,
    mimetype: 'application/pdf',
    actor,
    details: { studyId, referalId: pdf.referalId },
  });
}

/** Step 3, only when the transaction failed: removes the prepared bytes no row points at. */
export function discardReferalPdf(storage: Storage, pdf: PreparedReferalPdf): Promise<void> {
  return discardGeneratedObject(storage, pdf.object);
}

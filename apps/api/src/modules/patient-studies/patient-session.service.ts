import { FILE_KIND_CONTENT_TYPES, maskEmail, type TOpenPatientStudies } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/actor.js';
import { hashToken, newSessionToken } from '../../auth/tokens.js';
import type { Database, Executor } from '../../db/client.js';
import { patients } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { countWrongToken } from '../scheduling/scheduling-throttle.js';
import {
  linkExpired,
  linkInvalid,
  linkRevoked,
  numberMismatch,
  sessionRequired,
} from './patient-studies-errors.js';
import {
  patientHeader,
  visibleStudiesOf,
  type PatientStudyFileRow,
  type PatientStudyRow,
} from './patient-studies.repository.js';
import {
  countWrongNumber,
  endPatientSession,
  findPatientSession,
  findStudyLinkByHash,
  insertPatientSession,
  markStudyLinkUsed,
  type StudyLinkRow,
} from './study-links.repository.js';

/**
 * The patient's side of the results portal (issue 18 §1; ADR 0043): a mailed link and the
 * patient's number open a session of this browser (its token in an HttpOnly cookie), which reads
 * that patient's visible studies until the link expires or is revoked, or the patient logs out.
 */

export interface PatientStudiesResult {
  patientName: string;
  patientBirthDate: string | null;
  expiresAt: Date;
  sentTo: string;
  studies: PatientStudyView[];
}

export interface PatientStudyFileView {
  id: string;
  name: string;
  kind: 'Description' | 'Image';
  mimeType: string;
  size: number;
  url: string;
  previewUrl: string;
}

export interface PatientStudyView {
  id: number;
  studyDate: Date;
  studyType: string;
  is3D: boolean;
  branchName: string;
  descriptionFileURLs: string[];
  studyFileURLs: string[];
  studyImageFileURL: string | null;
  files: PatientStudyFileView[];
  archiveUrl: string;
}

/** Where the page downloads a file and a study's archive (patient-studies.routes.ts). */
export const PATIENT_FILES_ROUTE = '/api/patient-studies/files';
export const PATIENT_ARCHIVES_ROUTE = '/api/patient-studies/studies';
/** A DICOM file opened in the external OHIF viewer: a redirect with its signed URL. */
export const viewerRoute = (fileId: string) => `${PATIENT_FILES_ROUTE}/${fileId}/viewer`;
export const DICOM_CONTENT_TYPE = FILE_KIND_CONTENT_TYPES.dcm;

const BROWSER_IMAGES = new Set(['png', 'jpg', 'webp', 'bmp']);

function fileView(file: PatientStudyFileRow): PatientStudyFileView {
  const url = `${PATIENT_FILES_ROUTE}/${file.id}`;
  return {
    id: file.id,
    name: file.name,
    kind: file.fileType === 'StudyDescription' ? 'Description' : 'Image',
    mimeType: FILE_KIND_CONTENT_TYPES[file.kind],
    size: file.size,
    url,
    previewUrl: `${url}?disposition=inline`,
  };
}

function studyView(study: PatientStudyRow): PatientStudyView {
  const files = study.files.map(fileView);
  const images = study.files.filter((file) => file.fileType === 'StudyImage');
  const picture = images.find((file) => BROWSER_IMAGES.has(file.kind));
  return {
    id: study.id,
    studyDate: study.studyDate,
    studyType: study.studyType,
    is3D: study.is3D,
    branchName: study.branchName,
    descriptionFileURLs: files.filter((file) => file.kind === 'Description').map((f) => f.url),
    studyFileURLs: files.filter((file) => file.kind === 'Image').map((f) => f.url),
    studyImageFileURL: picture ? `${PATIENT_FILES_ROUTE}/${picture.id}?disposition=inline` : null,
    files,
    archiveUrl: `${PATIENT_ARCHIVES_ROUTE}/${study.id}/archive`,
  };
}

/** A link that works now, or the refusal saying why not. */
function usableLink(link: StudyLinkRow, now: Date): StudyLinkRow {
  if (link.revokedAt) throw linkRevoked();
  if (link.expiresAt <= now) throw linkExpired();
  return link;
}

/**
 * The link of this browser's session (the cookie's token), if it works now: no session (none,
 * unknown, logged out) is PATIENT_SESSION_REQUIRED, an expired link LINK_EXPIRED, a revoked one
 * LINK_REVOKED.
 */
export async function sessionLink(
  db: Executor,
  sessionToken: string | null,
  now = new Date(),
): Promise<StudyLinkRow> {
  const session = sessionToken ? await findPatientSession(db, hashToken(sessionToken)) : undefined;
  if (!session) throw sessionRequired();
  return usableLink(session.link, now);
}

/** The page's list for a link that works: the patient's name and visible studies. */
export async function readPatientStudies(
  db: Executor,
  link: StudyLinkRow,
): Promise<PatientStudiesResult> {
  const [header, studies] = await Promise.all([
    patientHeader(db, link.patientId),
    visibleStudiesOf(db, link.patientId),
  ]);
  return {
    patientName: header?.name ?? '',
    patientBirthDate: header?.birthDate ?? null,
    expiresAt: link.expiresAt,
    sentTo: maskEmail(link.sentTo),
    studies: studies.map(studyView),
  };
}

/**
 * openPatientStudies: the link's token and its patient's number open a session. A token that is
 * not ours counts against the client's address (as scheduling links do); a wrong number counts
 * against the link, whose last allowed wrong number revokes it. Returns the session's token for
 * the cookie, and the list.
 */
export async function openPatientStudies(
  db: Database,
  caller: Caller,
  input: Omit<TOpenPatientStudies, 'acceptTerms'>,
  now = new Date(),
): Promise<{ sessionToken: string; link: StudyLinkRow; result: PatientStudiesResult }> {
  const link = /^[A-Za-z0-9_-]{43}$/.test(input.token)
    ? await findStudyLinkByHash(db, hashToken(input.token))
    : undefined;
  if (!link) {
    await countWrongToken(db, caller);
    throw linkInvalid();
  }
  usableLink(link, now);
  if (!(await isPatientsNumber(db, link.patientId, input.ssn))) {
    const { revoked } = await countWrongNumber(db, link.id);
    await recordAudit(db, {
      action: 'patientStudies.open',
      outcome: 'denied',
      entityType: 'patient_study_link',
      entityId: link.id,
      address: caller.address,
      details: { reason: 'wrongNumber', revoked },
    });
    throw revoked ? linkRevoked() : numberMismatch();
  }
  const { token, tokenHash } = newSessionToken();
  await db.transaction(async (tx) => {
    await insertPatientSession(tx, link.id, tokenHash);
    await markStudyLinkUsed(tx, link.id);
    await recordAudit(tx, {
      action: 'patientStudies.open',
      outcome: 'success',
      entityType: 'patient_study_link',
      entityId: link.id,
      address: caller.address,
      details: { patientId: link.patientId },
    });
  });
  return { sessionToken: token, link, result: await readPatientStudies(db, link) };
}

async function isPatientsNumber(db: Executor, patientId: number, ssn: string): Promise<boolean> {
  const [row] = await db
    .select({ ssn: patients.searchSsn })
    .from(patients)
    .where(eq(patients.id, patientId));
  return row?.ssn === ssn;
}

/** endPatientStudiesSession: the session stops working; nothing to end is not an error. */
export async function endSession(db: Executor, sessionToken: string | null): Promise<true> {
  if (sessionToken) await endPatientSession(db, hashToken(sessionToken));
  return true;
}

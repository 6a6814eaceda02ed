import { Readable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { contacts, files, mails, patients, studies } from '../db/schema/index.js';
import { buildStudyType } from './calendar.js';
import { buildPatient } from './factories.js';
import { pdfBytes, pngBytes } from './file-uploads.js';
import { graphql, type GraphQLResponse } from './graphql.js';
import { solvedLoginChallenge } from './login-challenge.js';
import { buildBranch } from './tablets.js';
import type { TestApp } from './test-app.js';

/** The patient results portal's tests (issue 18): patients with results, links, sessions. */

let sequence = 0;

export const SEND_STUDIES_LINK = `mutation($ssn: String!, $email: String!, $acceptTerms: Boolean!,
  $proofOfWork: String!) {
  sendStudiesLink(ssn: $ssn, email: $email, acceptTerms: $acceptTerms, proofOfWork: $proofOfWork)
}`;
const RESULT_FIELDS = `patientName patientBirthDate expiresAt sentTo
  studies { id studyDate studyType is3D branchName descriptionFileURLs studyFileURLs
    studyImageFileURL archiveUrl files { id name kind mimeType size url previewUrl viewerUrl } }`;
export const OPEN_STUDIES = `mutation($token: String!, $ssn: String!, $acceptTerms: Boolean!) {
  openPatientStudies(token: $token, ssn: $ssn, acceptTerms: $acceptTerms) { ${RESULT_FIELDS} }
}`;
export const PATIENT_STUDIES = `{ patientStudies { ${RESULT_FIELDS} } }`;
export const RESEND_LINK = `mutation($token: String) { resendStudiesLink(token: $token) { sentTo expiresAt } }`;
export const END_SESSION = 'mutation { endPatientStudiesSession }';
export const STAFF_SEND_LINK = `mutation($id: ID!) { sendPatientStudiesLink(id: $id) { sentTo expiresAt } }`;
export const REVOKE_LINK = 'mutation($id: ID!) { revokePatientStudyLink(id: $id) }';
export const ACTIVE_LINKS = `query($id: ID!) {
  patient(id: $id) { id activeStudyLinks { id sentTo source sentBy createdAt expiresAt lastUsedAt } }
}`;

export interface PatientStudyFileData {
  id: string;
  name: string;
  kind: 'Description' | 'Image';
  mimeType: string;
  size: number;
  url: string;
  previewUrl: string;
  viewerUrl: string | null;
}

export interface PatientStudiesData {
  patientName: string;
  patientBirthDate: string | null;
  expiresAt: string;
  sentTo: string;
  studies: {
    id: string;
    studyDate: string;
    studyType: string;
    is3D: boolean;
    branchName: string;
    descriptionFileURLs: string[];
    studyFileURLs: string[];
    studyImageFileURL: string | null;
    archiveUrl: string;
    files: PatientStudyFileData[];
  }[];
}

/** A patient with an address of their own and, unless told otherwise, consent to results by e-mail. */
export async function buildResultsPatient(
  t: TestApp,
  options: { sending?: boolean; emails?: string[]; birthDate?: string } = {},
) {
  sequence += 1;
  const db = t.database.db;
  const patient = await buildPatient(db, {
    firstName: 'Zofia',
    ...(options.birthDate ? { birthDate: options.birthDate } : {}),
  });
  const emails = options.emails ?? [`wyniki${sequence}-${process.pid}@example.com`];
  await db
    .update(contacts)
    .set({ emailAddresses: emails })
    .where(eq(contacts.id, patient.contactId));
  await db
    .update(patients)
    .set({
      consents: {
        rodo: true,
        woman: false,
        dataProcessing: true,
        sending: options.sending ?? true,
      },
    })
    .where(eq(patients.id, patient.id));
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, patient.contactId));
  return {
    id: patient.id,
    ssn: contact!.ssn!,
    email: emails[0] ?? null,
    contactId: patient.contactId,
  };
}

/** A branch and a study type to put studies in. */
export async function buildResultsGround(t: TestApp) {
  const db = t.database.db;
  const branch = await buildBranch(db, { name: 'Filia Centrum' });
  const studyType = await buildStudyType(db, { Pantomogram: 15 });
  return { branch, studyType };
}

/** A study of the patient, inserted as a row. */
export async function insertStudy(
  t: TestApp,
  ground: Awaited<ReturnType<typeof buildResultsGround>>,
  patientId: number,
  options: { hidden?: boolean; studyDate?: Date } = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(studies)
    .values({
      patientId,
      studyTypeId: ground.studyType.id,
      branchId: ground.branch.id,
      studyDate: options.studyDate ?? new Date('2026-11-20T10:00:00Z'),
      status: 'Draft',
      hidden: options.hidden ?? false,
    })
    .returning({ id: studies.id });
  return row!.id;
}

/** A checked file of the study with its bytes in the storage; attached unless told otherwise. */
export async function attachFile(
  t: TestApp,
  study: { id: number; patientId: number },
  file: {
    name: string;
    fileType: 'StudyDescription' | 'StudyImage' | 'StudyReferal';
    kind: 'pdf' | 'png' | 'dcm';
    bytes: Buffer;
    attached?: boolean;
    rejected?: boolean;
    uploadedById?: number;
  },
): Promise<string> {
  sequence += 1;
  const storageKey = `studies/test-${process.pid}-${sequence}`;
  await t.app.storage.put(storageKey, Readable.from([file.bytes]), { size: file.bytes.length });
  const [row] = await t.database.db
    .insert(files)
    .values({
      storageKey,
      originalFilename: file.name,
      mimetype: 'application/octet-stream',
      fileType: file.fileType,
      declaredSize: file.bytes.length,
      storedSize: file.bytes.length,
      sha256: '0'.repeat(64),
      detectedKind: file.kind,
      status: 'ready',
      confirmedAt: new Date(),
      patientId: study.patientId,
      studyId: study.id,
      attached: file.attached ?? true,
      uploadedById: file.uploadedById ?? null,
      rejected: file.rejected ?? false,
      ...(file.rejected ? { rejectionReason: 'Nieczytelny' } : {}),
    })
    .returning({ id: files.id });
  return row!.id;
}

/** Asks for a link on the public page with a solved challenge, from `address`. */
export async function requestLink(
  t: TestApp,
  input: { ssn: string; email: string; address?: string; acceptTerms?: boolean },
): Promise<GraphQLResponse<{ sendStudiesLink: boolean }>> {
  return graphql(t.app, SEND_STUDIES_LINK, {
    variables: {
      ssn: input.ssn,
      email: input.email,
      acceptTerms: input.acceptTerms ?? true,
      proofOfWork: await solvedLoginChallenge(t.app),
    },
    headers: { 'x-forwarded-for': input.address ?? '203.0.113.10' },
  });
}

/** The token of the newest studies link mailed to `email`, read off the mail; null when none. */
export async function mailedStudiesToken(t: TestApp, email: string): Promise<string | null> {
  const [mail] = await t.database.db
    .select({ text: mails.text })
    .from(mails)
    .where(and(eq(mails.recipient, email), eq(mails.template, 'results-ready')))
    .orderBy(desc(mails.id))
    .limit(1);
  return /\/patient-studies\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? null;
}

/** The session cookie a response set, as a browser sends it back (`name=value`). */
export function sessionCookieOf(response: GraphQLResponse): string {
  const header = [response.headers['set-cookie'] ?? []].flat().map(String);
  const cookie = header.find((value) => value.startsWith('portal_patient_session='));
  if (!cookie) throw new Error('no patient session cookie was set');
  return cookie.split(';')[0]!;
}

/** Opens a link with the patient's number; returns the response and the session cookie. */
export async function openLink(t: TestApp, token: string, ssn: string) {
  const response = await graphql<{ openPatientStudies: PatientStudiesData }>(t.app, OPEN_STUDIES, {
    variables: { token, ssn, acceptTerms: true },
  });
  return { response, cookie: response.data ? sessionCookieOf(response) : null };
}

/** Reads the studies with a session cookie. */
export function readStudies(t: TestApp, cookie: string) {
  return graphql<{ patientStudies: PatientStudiesData }>(t.app, PATIENT_STUDIES, {
    headers: { cookie },
  });
}
/** A patient with one described study (a PDF and a PNG), a hidden one, and an empty one. */
export async function describedPatient(
  t: TestApp,
  ground: Awaited<ReturnType<typeof buildResultsGround>>,
) {
  const patient = await buildResultsPatient(t);
  const shown = await insertStudy(t, ground, patient.id);
  const study = { id: shown, patientId: patient.id };
  const description = await attachFile(t, study, {
    name: 'opis.pdf',
    fileType: 'StudyDescription',
    kind: 'pdf',
    bytes: pdfBytes(300),
  });
  const image = await attachFile(t, study, {
    name: 'zdjecie.png',
    fileType: 'StudyImage',
    kind: 'png',
    bytes: pngBytes(400),
  });
  // Never shown to the patient: the referral, an unsaved upload, a rejected image.
  await attachFile(t, study, {
    name: 'skierowanie.pdf',
    fileType: 'StudyReferal',
    kind: 'pdf',
    bytes: pdfBytes(),
  });
  await attachFile(t, study, {
    name: 'nowy.png',
    fileType: 'StudyImage',
    kind: 'png',
    bytes: pngBytes(),
    attached: false,
  });
  await attachFile(t, study, {
    name: 'odrzucony.png',
    fileType: 'StudyImage',
    kind: 'png',
    bytes: pngBytes(),
    rejected: true,
  });
  const hidden = await insertStudy(t, ground, patient.id, { hidden: true });
  const hiddenFile = await attachFile(
    t,
    { id: hidden, patientId: patient.id },
    {
      name: 'ukryty.pdf',
      fileType: 'StudyDescription',
      kind: 'pdf',
      bytes: pdfBytes(),
    },
  );
  await insertStudy(t, ground, patient.id, { studyDate: new Date('2026-11-25T09:00:00Z') });
  return { patient, shown, description, image, hidden, hiddenFile };
}

/** The patient's link as mailed after a request on the public page. */
export async function mailedLinkFor(t: TestApp, patient: { ssn: string; email: string | null }) {
  const response = await requestLink(t, { ssn: patient.ssn, email: patient.email! });
  if (response.data?.sendStudiesLink !== true) throw new Error('the request was refused');
  const token = await mailedStudiesToken(t, patient.email!);
  if (!token) throw new Error('no studies link was mailed');
  return token;
}

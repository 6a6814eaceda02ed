import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { auditLog, patientStudyLinks } from '../../db/schema/index.js';
import { pdfBytes, pngBytes } from '../../test/file-uploads.js';
import {
  attachFile,
  buildResultsGround,
  describedPatient,
  mailedLinkFor,
  openLink,
  readStudies,
} from '../../test/patient-studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { storedZipEntries } from '../../test/zip-entries.js';

/**
 * The patient's downloads (issue 18 §1, §3): files and the study's archive read with the session
 * cookie alone, each audited with the link, and a DICOM file's link into the external viewer.
 */

const OHIF = 'https://ohif.example.org/viewer/dicomjson';
let t: TestApp;
let filesDir: string;
let ground: Awaited<ReturnType<typeof buildResultsGround>>;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'patient-downloads-'));
  t = await createTestApp({
    FILES_DIR: filesDir,
    TRUST_PROXY: 'true',
    OHIF_VIEWER_URL: OHIF,
    PUBLIC_URL: 'https://portal.example.org',
  });
  ground = await buildResultsGround(t);
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const patientWithResults = () => describedPatient(t, ground);
const linkFor = (patient: { ssn: string; email: string | null }) => mailedLinkFor(t, patient);

function download(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

describe('downloads', () => {
  it("streams the patient's files and archive, audited with the link", async () => {
    const { patient, shown, description, image, hiddenFile } = await patientWithResults();
    const token = await linkFor(patient);
    const { cookie } = await openLink(t, token, patient.ssn);

    const redirect = await download(`/api/patient-studies/files/${description}`, cookie!);
    expect(redirect.statusCode).toBe(303);
    const file = await download(redirect.headers.location as string);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(pdfBytes(300));
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="opis.pdf"/);
    const preview = await download(
      `/api/patient-studies/files/${image}?disposition=inline`,
      cookie!,
    );
    const shownImage = await download(preview.headers.location as string);
    expect(shownImage.headers['content-disposition']).toMatch(/^inline/);
    expect(shownImage.headers['content-type']).toBe('image/png');

    const archive = await download(`/api/patient-studies/studies/${shown}/archive`, cookie!);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(Number(archive.headers['content-length'])).toBe(archive.rawPayload.length);
    const entries = storedZipEntries(archive.rawPayload);
    expect([...entries.keys()]).toEqual(['opis.pdf', 'zdjecie.png']);
    expect(entries.get('opis.pdf')).toEqual(pdfBytes(300));
    expect(entries.get('zdjecie.png')).toEqual(pngBytes(400));

    const [link] = await t.database.db
      .select()
      .from(patientStudyLinks)
      .where(eq(patientStudyLinks.tokenHash, hashToken(token)));
    expect(link!.lastUsedAt).not.toBeNull();
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, link!.id))
      .orderBy(desc(auditLog.id));
    expect(audited.map((row) => row.action)).toEqual([
      'patientStudies.downloadArchive',
      'patientStudies.download',
      'patientStudies.download',
      'patientStudies.open',
    ]);
    expect(audited[1]!.details).toMatchObject({ fileId: image, studyId: shown });

    // A hidden study's file, another patient's, and no session at all.
    expect((await download(`/api/patient-studies/files/${hiddenFile}`, cookie!)).statusCode).toBe(
      404,
    );
    const other = await patientWithResults();
    expect(
      (await download(`/api/patient-studies/files/${other.description}`, cookie!)).statusCode,
    ).toBe(404);
    expect(
      (await download(`/api/patient-studies/studies/${other.shown}/archive`, cookie!)).statusCode,
    ).toBe(404);
    const anonymous = await download(`/api/patient-studies/files/${description}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'PATIENT_SESSION_REQUIRED' });
  });
});

describe('the viewer link', () => {
  it('opens a DICOM file in the configured OHIF viewer with a fresh signed URL, audited', async () => {
    const { patient, shown, description } = await patientWithResults();
    const dicom = await attachFile(
      t,
      { id: shown, patientId: patient.id },
      { name: 'seria.dcm', fileType: 'StudyImage', kind: 'dcm', bytes: pngBytes(500, 7) },
    );
    const token = await linkFor(patient);
    const { cookie } = await openLink(t, token, patient.ssn);
    const { data } = await readStudies(t, cookie!);
    const files = data!.patientStudies.studies[0]!.files;
    const viewerUrl = files.find((file) => file.id === dicom)!.viewerUrl;
    expect(viewerUrl).toBe(`/api/patient-studies/files/${dicom}/viewer`);
    expect(files.find((file) => file.id === description)!.viewerUrl).toBeNull();

    const opened = await download(viewerUrl!, cookie!);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers['cache-control']).toBe('no-store');
    const location = new URL(opened.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(OHIF);
    const fileUrl = new URL(location.searchParams.get('url')!);
    expect(fileUrl.origin).toBe('https://portal.example.org');
    const file = await download(`${fileUrl.pathname}${fileUrl.search}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(pngBytes(500, 7));

    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'patientStudies.openInViewer'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited!.details).toMatchObject({ fileId: dicom, studyId: shown });

    // Not a DICOM file, and no session.
    expect(
      (await download(`/api/patient-studies/files/${description}/viewer`, cookie!)).statusCode,
    ).toBe(404);
    expect((await download(viewerUrl!)).statusCode).toBe(401);
  });
});

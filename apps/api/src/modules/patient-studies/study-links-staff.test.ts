import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PATIENT_STUDIES_LINKS_PER_ADDRESS_PER_HOUR } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, mails, patientStudyLinks } from '../../db/schema/index.js';
import { pdfBytes } from '../../test/file-uploads.js';
import { errorCode, graphql } from '../../test/graphql.js';
import {
  ACTIVE_LINKS,
  attachFile,
  buildResultsGround,
  buildResultsPatient,
  insertStudy,
  mailedStudiesToken,
  openLink,
  readStudies,
  requestLink,
  REVOKE_LINK,
  STAFF_SEND_LINK,
} from '../../test/patient-studies.js';
import { staffCaller } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The staff side of the results portal (issue 18 §2, §3): desk roles mail a patient their link,
 * see the links that still work with their last use, and revoke them; a saved description mails
 * the link by itself, once per study, to patients who consented; requests per number are limited.
 */

let t: TestApp;
let filesDir: string;
let ground: Awaited<ReturnType<typeof buildResultsGround>>;
let registration: Awaited<ReturnType<typeof staffCaller>>;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'study-links-'));
  t = await createTestApp({ FILES_DIR: filesDir, TRUST_PROXY: 'true' });
  ground = await buildResultsGround(t);
  registration = await staffCaller(t, 'Registration');
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const sendAs = (caller: { options: object }, patientId: number, lang = 'pl') =>
  graphql<{ sendPatientStudiesLink: { sentTo: string; expiresAt: string } }>(
    t.app,
    STAFF_SEND_LINK,
    { ...caller.options, lang, variables: { id: patientId } },
  );

describe('sendPatientStudiesLink', () => {
  it('mails the link for the desk roles and tells the masked address', async () => {
    for (const role of ['Admin', 'Registration', 'Technician', 'Manager'] as const) {
      const caller = await staffCaller(t, role);
      const patient = await buildResultsPatient(t);
      const sent = await sendAs(caller, patient.id);
      expect(sent.data!.sendPatientStudiesLink.sentTo).toMatch(/^w\*\*\*@example\.com$/);
      expect(await mailedStudiesToken(t, patient.email!)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [link] = await t.database.db
        .select()
        .from(patientStudyLinks)
        .where(eq(patientStudyLinks.patientId, patient.id));
      expect(link).toMatchObject({ source: 'Staff', createdById: caller.id });
    }
  });

  it('is refused to other roles and without an address or the consent', async () => {
    const patient = await buildResultsPatient(t);
    for (const role of ['Doctor', 'DescribingDoctor', 'Patient', 'Coordinator'] as const) {
      expect(errorCode(await sendAs(await staffCaller(t, role), patient.id))).toBe('FORBIDDEN');
    }
    const noAddress = await buildResultsPatient(t, { emails: [] });
    const refused = await sendAs(registration, noAddress.id);
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe(
      'Pacjent nie ma adresu e-mail, więc nie można wysłać mu linku z badaniami.',
    );
    const noConsent = await buildResultsPatient(t, { sending: false });
    expect(errorCode(await sendAs(registration, noConsent.id))).toBe('CONFLICT');
    expect(errorCode(await sendAs(registration, 987_654))).toBe('NOT_FOUND');
  });

  it(`mails one address at most ${PATIENT_STUDIES_LINKS_PER_ADDRESS_PER_HOUR} links an hour`, async () => {
    const patient = await buildResultsPatient(t);
    const sent = await Promise.all(
      Array.from({ length: PATIENT_STUDIES_LINKS_PER_ADDRESS_PER_HOUR + 2 }, () =>
        sendAs(registration, patient.id),
      ),
    );
    const codes = sent.map((response) => errorCode(response) ?? 'sent');
    expect(codes.filter((code) => code === 'sent')).toHaveLength(
      PATIENT_STUDIES_LINKS_PER_ADDRESS_PER_HOUR,
    );
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(2);
  });
});

describe('active links', () => {
  it('lists the links that work with their last use, and a revoked one stops at once', async () => {
    const patient = await buildResultsPatient(t);
    await sendAs(registration, patient.id);
    const token = await mailedStudiesToken(t, patient.email!);
    const { cookie } = await openLink(t, token!, patient.ssn);

    const listed = await graphql<{
      patient: {
        activeStudyLinks: {
          id: string;
          source: string;
          sentBy: string | null;
          lastUsedAt: string | null;
          sentTo: string;
        }[];
      };
    }>(t.app, ACTIVE_LINKS, { ...registration.options, variables: { id: patient.id } });
    const [link] = listed.data!.patient.activeStudyLinks;
    expect(link).toMatchObject({ source: 'Staff', sentTo: patient.email });
    expect(link!.sentBy).toEqual(expect.any(String));
    expect(link!.lastUsedAt).not.toBeNull();

    const technician = await staffCaller(t, 'Technician');
    const revoked = await graphql(t.app, REVOKE_LINK, {
      ...technician.options,
      variables: { id: link!.id },
    });
    expect(revoked.data).toEqual({ revokePatientStudyLink: true });
    expect(errorCode(await readStudies(t, cookie!))).toBe('LINK_REVOKED');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/patient-studies/studies/1/archive`,
      headers: { cookie: cookie! },
    });
    expect(download.statusCode).toBe(401);
    const after = await graphql<{ patient: { activeStudyLinks: unknown[] } }>(t.app, ACTIVE_LINKS, {
      ...registration.options,
      variables: { id: patient.id },
    });
    expect(after.data!.patient.activeStudyLinks).toEqual([]);
    expect(
      errorCode(
        await graphql(t.app, REVOKE_LINK, { ...technician.options, variables: { id: link!.id } }),
      ),
    ).toBe('NOT_FOUND');
    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'patient'), eq(auditLog.entityId, String(patient.id))));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['patient.sendStudiesLink', 'patient.revokeStudiesLink']),
    );
  });

  it('are not shown to roles that do not send links', async () => {
    const patient = await buildResultsPatient(t);
    const admin = await staffCaller(t, 'Admin');
    const allowed = await graphql(t.app, ACTIVE_LINKS, {
      ...admin.options,
      variables: { id: patient.id },
    });
    expect(allowed.errors).toBeUndefined();
    const describer = await staffCaller(t, 'DescribingDoctor');
    const refused = await graphql(t.app, ACTIVE_LINKS, {
      ...describer.options,
      variables: { id: patient.id },
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });
});

describe('the link mailed when a description is saved', () => {
  const UPDATE_FILES = `mutation($id: ID!, $fileIds: [ID!]!, $version: Int!) {
    updateStudyFiles(id: $id, fileIds: $fileIds, notifyDoctorsAboutDescription: false, version: $version) { id version }
  }`;

  async function mailsAfterTwoSaves(options: { sending?: boolean; hidden?: boolean } = {}) {
    const technician = await staffCaller(t, 'Technician');
    const patient = await buildResultsPatient(t, { sending: options.sending ?? true });
    const studyId = await insertStudy(t, ground, patient.id, { hidden: options.hidden ?? false });
    const save = async (name: string, version: number) => {
      const fileId = await attachFile(
        t,
        { id: studyId, patientId: patient.id },
        {
          name,
          fileType: 'StudyDescription',
          kind: 'pdf',
          bytes: pdfBytes(),
          attached: false,
          uploadedById: technician.id,
        },
      );
      const existing = await t.database.db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.studyId, studyId), eq(files.attached, true)));
      const response = await graphql<{ updateStudyFiles: { version: number } }>(
        t.app,
        UPDATE_FILES,
        {
          ...technician.options,
          variables: { id: studyId, fileIds: [...existing.map((row) => row.id), fileId], version },
        },
      );
      if (!response.data) throw new Error(JSON.stringify(response.errors));
      return response.data.updateStudyFiles.version;
    };
    const version = await save('opis.pdf', 1);
    await save('opis-korekta.pdf', version);
    const sent = await t.database.db
      .select({ subject: mails.subject })
      .from(mails)
      .where(and(eq(mails.recipient, patient.email!), eq(mails.template, 'results-ready')));
    return sent.map((mail) => mail.subject);
  }

  it('goes once per study to a patient who consented', async () => {
    expect(await mailsAfterTwoSaves()).toEqual(['Wyniki Twojego badania są gotowe']);
  });

  it('does not go without the consent or for a hidden study', async () => {
    expect(await mailsAfterTwoSaves({ sending: false })).toEqual([]);
    expect(await mailsAfterTwoSaves({ hidden: true })).toEqual([]);
  });
});

describe('requests per number', () => {
  it('are limited whether or not the number matches, from any address', async () => {
    const patient = await buildResultsPatient(t);
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await requestLink(t, {
        ssn: patient.ssn,
        email: `ktos${attempt}@example.com`,
        address: `203.0.113.${100 + attempt}`,
      });
      codes.push(errorCode(response));
    }
    expect(codes).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      'TOO_MANY_ATTEMPTS',
    ]);
  });
});

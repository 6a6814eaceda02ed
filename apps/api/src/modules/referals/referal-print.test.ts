import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../auth/actor.js';
import { createSession } from '../../auth/sessions.js';
import {
  doctorStamps,
  files,
  referals,
  referalStudyTypes,
  studyTypes,
} from '../../db/schema/index.js';
import { pdfBytes } from '../../platform/pdf/pdf-bytes.js';
import { auditRows } from '../../test/audit-rows.js';
import { buildPatient, buildUser } from '../../test/factories.js';
import { graphql, type CallOptions } from '../../test/graphql.js';
import { parsePdf } from '../../test/pdf-text.js';
import {
  addStudyAs,
  buildDoctor,
  buildStudyGround,
  staffCaller,
  type TestDoctor,
} from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { storageKeyOf } from '../files/file-keys.js';
import { discardReferalPdf, prepareReferalPdf, storeReferalPdf } from './referal-print.js';

/** Issue 17 §1 "Print": GET /prints/referal/:id, and the print kept with a study of the referral. */

let t: TestApp;
let filesDir: string;
let ground: Awaited<ReturnType<typeof buildStudyGround>>;
let issuer: TestDoctor;
let otherDoctor: TestDoctor;
let admin: Awaited<ReturnType<typeof staffCaller>>;
let technician: Awaited<ReturnType<typeof staffCaller>>;
let dental: CallOptions;
let patientId: number;
let referalId: number;
let stamp: Buffer;

const EXPECTED_NAME = 'skierowanie-łucja-źdźbło-gęślak.pdf';

/** The issuer's stamp as updateStampPicture leaves it: a ready DoctorStamp file, linked. */
async function giveStamp(doctor: TestDoctor, bytes: Buffer, { stored = true } = {}) {
  const id = randomUUID();
  const storageKey = storageKeyOf(id);
  if (stored) await t.app.storage.put(storageKey, Readable.from([bytes]), { size: bytes.length });
  const db = t.database.db;
  await db.insert(files).values({
    id,
    storageKey,
    originalFilename: 'pieczątka.png',
    mimetype: 'image/png',
    fileType: 'DoctorStamp',
    declaredSize: bytes.length,
    storedSize: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    detectedKind: 'png',
    status: 'ready',
    ownerUserId: doctor.userId,
    confirmedAt: new Date(),
  });
  await db.insert(doctorStamps).values({ doctorId: doctor.id, fileId: id });
}

/** A referral as addReferal stores it, written directly (the print only reads it). */
async function insertReferal(issuerId: number, patient: number): Promise<number> {
  const db = t.database.db;
  const [cbct, pan] = await db
    .insert(studyTypes)
    .values([
      {
        code: `REF-${randomUUID()}`,
        name: 'Tomografia stożkowa żuchwy',
        studySubTypes: ['36', '37'],
      },
      { code: `REF-${randomUUID()}`, name: 'Pantomogram' },
    ])
    .returning();
  const [referal] = await db
    .insert(referals)
    .values({
      patientId: patient,
      issuerId,
      mediaTypes: ['Online', 'Disc'],
      description: 'Planowanie leczenia implantologicznego',
      remarks: 'Pilne — ból',
      requestDescription: true,
    })
    .returning();
  await db.insert(referalStudyTypes).values([
    {
      referalId: referal!.id,
      studyTypeId: cbct!.id,
      studySubTypes: ['36'],
      remarks: 'Ocena kanału żuchwy',
      position: 0,
    },
    { referalId: referal!.id, studyTypeId: pan!.id, position: 1 },
  ]);
  return referal!.id;
}

function print(id: number | string, options: CallOptions = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/prints/referal/${id}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.role ? { 'x-current-role': options.role } : {}),
    },
  });
}

function textOf(pdf: Buffer): string {
  return parsePdf(pdf)
    .pages.map((page) => page.text)
    .join('\n')
    .replace(/\s+/g, ' ');
}

const actorOf = (userId: number, role: Actor['role']): Actor => ({
  userId,
  role,
  address: '127.0.0.1',
});

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'portal-referal-print-test-'));
  t = await createTestApp({ FILES_DIR: filesDir });
  ground = await buildStudyGround(t);
  issuer = await buildDoctor(t, { role: 'Doctor' });
  otherDoctor = await buildDoctor(t, { role: 'Doctor' });
  admin = await staffCaller(t, 'Admin');
  technician = await staffCaller(t, 'Technician');
  dental = (await staffCaller(t, 'DentalOffice')).options;
  stamp = await QRCode.toBuffer('pieczątka', { type: 'png', margin: 1, width: 120 });
  await giveStamp(issuer, stamp);
  const patient = await buildPatient(t.database.db, {
    firstName: 'Łucja',
    lastName: 'Źdźbło-Gęślak',
  });
  patientId = patient.id;
  referalId = await insertReferal(issuer.id, patientId);
});
afterAll(async () => {
  await t?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

describe('GET /prints/referal/:id', () => {
  it('streams the referral as a PDF named after the patient, with the stamp, and audits the read', async () => {
    const response = await print(referalId, admin.options);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="skierowanie-lucja-zdzblo-geslak.pdf"; filename*=UTF-8''${encodeURIComponent(EXPECTED_NAME)}`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-encoding']).toBeUndefined();
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOf(pdf);
    for (const expected of [
      'Skierowanie',
      'Imię i nazwisko Łucja Źdźbło-Gęślak',
      '1 Tomografia stożkowa żuchwy 36 Ocena kanału żuchwy',
      '2 Pantomogram',
      'Nośniki Portal lekarza, Płyta CD',
      'Prośba o opis Tak',
      'Cel badania Planowanie leczenia implantologicznego',
      'Uwagi Pilne — ból',
      `Imię i nazwisko ${issuer.name}`,
      'PWZ ',
    ]) {
      expect(text).toContain(expected);
    }
    expect(parsePdf(pdf).images).toContainEqual({ width: 120, height: 120 });

    await t.app.readAudit.flush();
    const [row] = await auditRows(t.database.db, {
      action: 'referal.print',
      entityId: String(referalId),
      actorUserId: admin.id,
    });
    expect(row).toMatchObject({ outcome: 'success', details: { role: 'Admin', patientId } });
  });

  it('prints for the issuing doctor, whose referral it is', async () => {
    const response = await print(referalId, issuer.options);
    expect(response.statusCode).toBe(200);
    expect(textOf(response.rawPayload)).toContain(`PWZ `);
  });

  it('answers another doctor’s referral exactly like a missing one, and audits the refusal', async () => {
    const hidden = await print(referalId, otherDoctor.options);
    const missing = await print(999_999, otherDoctor.options);

    expect(hidden.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(hidden.json()).toEqual({
      code: 'NOT_FOUND',
      message: `Nie znaleziono skierowania o identyfikatorze ${referalId}.`,
    });
    expect(missing.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Nie znaleziono skierowania o identyfikatorze 999999.',
    });
    const refusals = await auditRows(t.database.db, {
      action: 'referal.print',
      entityId: String(referalId),
      actorUserId: otherDoctor.userId!,
    });
    expect(refusals).toMatchObject([{ outcome: 'failure', details: { reason: 'notFound' } }]);
  });

  it('asks for a bearer token', async () => {
    const response = await print(referalId);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a role without the referrals list (DentalOffice)', async () => {
    const response = await print(referalId, dental);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('acts as the role X-Current-Role names', async () => {
    const user = await buildUser(t.database.db, { roles: ['Registration', 'DentalOffice'] });
    const { token } = await createSession(t.database.db, user.id, t.config.sessionTtlMinutes);
    expect((await print(referalId, { token, role: 'DentalOffice' })).statusCode).toBe(403);
    expect((await print(referalId, { token, role: 'Registration' })).statusCode).toBe(200);
  });

  it('refuses an id that is not one', async () => {
    const response = await print('abc', admin.options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('prints without the stamp when its bytes cannot be read', async () => {
    const doctor = await buildDoctor(t, { role: 'Doctor' });
    await giveStamp(doctor, stamp, { stored: false });
    const id = await insertReferal(doctor.id, patientId);

    const response = await print(id, admin.options);

    expect(response.statusCode).toBe(200);
    expect(parsePdf(response.rawPayload).images).toEqual([]);
    expect(textOf(response.rawPayload)).toContain(`Imię i nazwisko ${doctor.name}`);
  });
});

/** A study of the referral's patient (made without the referral: storing the print needs its id). */
async function newStudy(): Promise<number> {
  const study = await addStudyAs(t, technician, {
    patient: patientId,
    studyType: ground.cbct.id,
    studyDate: '2026-11-20T09:30:00.000Z',
    branch: ground.branch.id,
    status: 'Performed',
    performer: technician.id,
    leadingDoctor: issuer.id,
    notifyLeaderAndSupportingDoctors: false,
  });
  return Number(study.id);
}

describe('storeReferalPdf', () => {
  it('keeps the print as an attached StudyReferal file that the study’s files tab shows', async () => {
    const studyId = await newStudy();
    const actor = actorOf(technician.id, 'Technician');
    const deps = { db: t.database.db, storage: t.app.storage };

    const pdf = await prepareReferalPdf(deps, actor, referalId);
    const row = await t.database.db.transaction((tx) =>
      storeReferalPdf(tx, actor, pdf, { studyId }),
    );

    expect(row).toMatchObject({
      fileType: 'StudyReferal',
      studyId,
      patientId,
      status: 'ready',
      attached: true,
      rejected: false,
      detectedKind: 'pdf',
      originalFilename: EXPECTED_NAME,
    });
    const stored = await pdfBytes(await t.app.storage.get(row.storageKey));
    expect(textOf(stored)).toContain('Imię i nazwisko Łucja Źdźbło-Gęślak');
    expect(parsePdf(stored).images).toContainEqual({ width: 120, height: 120 });

    const shown = await graphql<{
      study: { files: { id: string; name: string; fileType: string }[] };
    }>(t.app, 'query($id: ID!) { study(id: $id) { files { id name fileType } } }', {
      ...admin.options,
      variables: { id: studyId },
    });
    expect(shown.data?.study.files).toContainEqual({
      id: row.id,
      name: EXPECTED_NAME,
      fileType: 'StudyReferal',
    });
    const [generated] = await auditRows(t.database.db, {
      action: 'file.generate',
      entityId: row.id,
    });
    expect(generated).toMatchObject({
      outcome: 'success',
      actorUserId: technician.id,
      details: { fileType: 'StudyReferal', studyId, referalId },
    });
  });

  it('leaves no bytes behind when the study’s transaction does not commit', async () => {
    const actor = actorOf(technician.id, 'Technician');
    const pdf = await prepareReferalPdf(
      { db: t.database.db, storage: t.app.storage },
      actor,
      referalId,
    );
    expect(await t.app.storage.stat(pdf.object.storageKey)).not.toBeNull();

    const studyId = await newStudy();
    const failed = t.database.db
      .transaction(async (tx) => {
        await storeReferalPdf(tx, actor, pdf, { studyId });
        throw new Error('the study was refused');
      })
      .catch(async (error: unknown) => {
        await discardReferalPdf(t.app.storage, pdf);
        throw error;
      });

    await expect(failed).rejects.toThrow('the study was refused');
    expect(await t.app.storage.stat(pdf.object.storageKey)).toBeNull();
    const rows = await t.database.db.select().from(files).where(eq(files.id, pdf.object.id));
    expect(rows).toEqual([]);
  });

  it('prepares nothing for a referral the caller does not see', async () => {
    const actor = actorOf(otherDoctor.userId!, 'Doctor');
    await expect(
      prepareReferalPdf({ db: t.database.db, storage: t.app.storage }, actor, referalId),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, mails } from '../../db/schema/index.js';
import { auditRows } from '../../test/audit-rows.js';
import {
  confirm,
  DELETE_FILE,
  GET_DOWNLOAD_URL,
  pdfBytes,
  pngBytes,
  prepare,
  putBytes,
} from '../../test/file-uploads.js';
import { errorCode, graphql, type CallOptions } from '../../test/graphql.js';
import {
  addStudyAs,
  buildDoctor,
  buildStudyGround,
  LIST_STUDIES,
  loginOf,
  staffCaller,
  type StudyData,
  type TestDoctor,
} from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { removeStaleUploads } from '../files/stale-uploads.js';
import { parsePdf } from '../../test/pdf-text.js';

/** Issue 16 §1: the files and rejected-files tabs of a study, and who reads their files. */

let t: TestApp;
let ground: Awaited<ReturnType<typeof buildStudyGround>>;
let technician: Awaited<ReturnType<typeof staffCaller>>;
let registration: Awaited<ReturnType<typeof staffCaller>>;
let leader: TestDoctor;
let stranger: TestDoctor;
let describer: TestDoctor;

beforeAll(async () => {
  t = await createTestApp();
  ground = await buildStudyGround(t);
  technician = await staffCaller(t, 'Technician');
  registration = await staffCaller(t, 'Registration');
  leader = await buildDoctor(t, { role: 'Doctor' });
  stranger = await buildDoctor(t, { role: 'Doctor' });
  describer = await buildDoctor(t, { role: 'DescribingDoctor' });
});
afterAll(() => t.close());

const FILE_FIELDS = 'id name fileType size rejected rejectionReason';
const STUDY_WITH_FILES = `query($id: ID!) { study(id: $id) { id version hasDescription
  notifyDoctorsAboutDescription files { ${FILE_FIELDS} } } }`;
const UPDATE_FILES = `mutation($id: ID!, $fileIds: [ID!]!, $notify: Boolean!, $version: Int!) {
  updateStudyFiles(id: $id, fileIds: $fileIds, notifyDoctorsAboutDescription: $notify, version: $version) {
    id version hasDescription notifyDoctorsAboutDescription files { ${FILE_FIELDS} }
  }
}`;
const UPDATE_REJECTED = `mutation($id: ID!, $ids: [ID!]!, $reason: String, $version: Int!) {
  updateStudyRejectedFiles(id: $id, rejectedFileIds: $ids, reason: $reason, version: $version) {
    id version files { id }
  }
}`;
const REJECTED_FILES = `query($id: ID!) { studyRejectedFiles(id: $id) { ${FILE_FIELDS} } }`;

interface ShownFile {
  id: string;
  name: string;
  fileType: string;
  rejected: boolean;
  rejectionReason: string | null;
}
interface StudyFiles {
  id: string;
  version: number;
  hasDescription: boolean;
  notifyDoctorsAboutDescription: boolean;
  files: ShownFile[];
}

async function newStudy(changes: Record<string, unknown> = {}): Promise<StudyData> {
  return addStudyAs(t, technician, {
    patient: ground.patient.id,
    studyType: ground.cbct.id,
    studyDate: '2026-11-20T09:30:00.000Z',
    branch: ground.branch.id,
    status: 'Performed',
    performer: technician.id,
    leadingDoctor: leader.id,
    describers: [{ doctor: describer.id, dueDate: '2026-12-20T09:30:00.000Z' }],
    notifyLeaderAndSupportingDoctors: false,
    ...changes,
  });
}

/** prepareUpload → PUT → confirmUpload for the study, as `caller`; the checked file's id. */
async function upload(
  caller: { options: CallOptions },
  studyId: string,
  file: { fileType?: string; filename?: string; bytes?: Buffer } = {},
): Promise<string> {
  const bytes = file.bytes ?? pngBytes();
  const prepared = await prepare(
    t.app,
    {
      fileType: file.fileType ?? 'StudyImage',
      filename: file.filename ?? 'zdjecie.png',
      mimetype: file.fileType === 'StudyDescription' ? 'application/pdf' : 'image/png',
      fileSizeInBytes: bytes.length,
      patientId: ground.patient.id,
      studyId,
    },
    caller.options,
  );
  const url = prepared.data?.prepareUpload.uploadSignedURL;
  if (!url) throw new Error(`prepareUpload refused: ${JSON.stringify(prepared.errors)}`);
  expect((await putBytes(t.app, url, bytes)).statusCode).toBe(200);
  const confirmed = await confirm(t.app, prepared.data!.prepareUpload.fileId, caller.options);
  if (!confirmed.data) throw new Error(`confirm refused: ${JSON.stringify(confirmed.errors)}`);
  return prepared.data!.prepareUpload.fileId;
}

async function studyFiles(caller: { options: CallOptions }, id: string) {
  const response = await graphql<{ study: StudyFiles }>(t.app, STUDY_WITH_FILES, {
    ...caller.options,
    variables: { id },
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.study;
}

function saveFiles(
  caller: { options: CallOptions },
  study: { id: string; version: number },
  fileIds: string[],
  notify = false,
) {
  return graphql<{ updateStudyFiles: StudyFiles }>(t.app, UPDATE_FILES, {
    ...caller.options,
    variables: { id: study.id, fileIds, notify, version: study.version },
  });
}

function download(caller: { options: CallOptions }, fileId: string, studyId?: string) {
  return graphql<{ getDownloadURL: string }>(t.app, GET_DOWNLOAD_URL, {
    ...caller.options,
    variables: { filePath: fileId, studyId },
  });
}

describe('the files tab', () => {
  it('shows an upload once the tab is saved, and raises the version', async () => {
    const study = await newStudy();
    const image = await upload(technician, study.id);
    expect((await studyFiles(technician, study.id)).files).toEqual([]);

    const saved = await saveFiles(technician, study, [image]);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateStudyFiles.files.map((file) => file.id)).toEqual([image]);
    expect(saved.data!.updateStudyFiles.version).toBe(study.version + 1);
    expect((await studyFiles(leader, study.id)).files.map((file) => file.name)).toEqual([
      'zdjecie.png',
    ]);
    const audit = await auditRows(t.database.db, { action: 'study.files', entityId: study.id });
    expect(audit[0]!.details).toMatchObject({ attached: [image], deleted: [] });
  });

  it('brings the study to the top of its doctor’s list, as any save does', async () => {
    const study = await newStudy();
    await newStudy();
    const image = await upload(technician, study.id);
    await saveFiles(technician, study, [image]);
    const list = await graphql<{ studies: { items: { id: string }[] } }>(t.app, LIST_STUDIES, {
      ...leader.options,
      variables: { pagination: { skip: 0, take: 1 } },
    });
    expect(list.data!.studies.items.map((item) => item.id)).toEqual([study.id]);
  });

  it('refuses a second file of the same name, and a stale version', async () => {
    const study = await newStudy();
    const first = await upload(technician, study.id, { filename: 'pan.png' });
    const second = await upload(technician, study.id, { filename: 'pan.png' });
    const duplicate = await saveFiles(technician, study, [first, second]);
    expect(duplicate.errors?.[0]?.message).toBe("Plik 'pan.png' został już dołączony");

    expect((await saveFiles(technician, study, [first])).errors).toBeUndefined();
    const stale = await saveFiles(technician, study, [first]);
    expect(errorCode(stale)).toBe('STALE_VERSION');
  });

  it('attaches only the caller’s own uploads of this study', async () => {
    const study = await newStudy();
    const other = await newStudy();
    const fromOtherStudy = await upload(technician, other.id);
    const byColleague = await upload(registration, study.id);
    for (const fileId of [fromOtherStudy, byColleague]) {
      const response = await saveFiles(technician, await studyFiles(technician, study.id), [
        fileId,
      ]);
      expect(errorCode(response)).toBe('NOT_FOUND');
    }
  });

  it('deletes a file left out only for Admin and Technician', async () => {
    const study = await newStudy();
    const image = await upload(technician, study.id);
    await saveFiles(technician, study, [image]);
    let current = await studyFiles(registration, study.id);
    expect(errorCode(await saveFiles(registration, current, []))).toBe('FORBIDDEN');

    current = await studyFiles(technician, study.id);
    const emptied = await saveFiles(technician, current, []);
    expect(emptied.data!.updateStudyFiles.files).toEqual([]);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, image));
    expect(row).toBeUndefined();
  });

  it('lets a describer attach a description, which tells the referring doctors', async () => {
    const study = await newStudy();
    const refused = await prepare(
      t.app,
      {
        fileType: 'StudyImage',
        fileSizeInBytes: 256,
        patientId: ground.patient.id,
        studyId: study.id,
      },
      describer.options,
    );
    expect(refused.errors?.[0]?.message).toBe('Do badania możesz dołączyć tylko opis');

    const description = await upload(describer, study.id, {
      fileType: 'StudyDescription',
      filename: 'opis.pdf',
      bytes: pdfBytes(),
    });
    const saved = await saveFiles(describer, study, [description]);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateStudyFiles).toMatchObject({
      hasDescription: true,
      notifyDoctorsAboutDescription: true,
    });
    const login = await loginOf(t, leader);
    const sent = await t.database.db
      .select({ subject: mails.subject })
      .from(mails)
      .where(and(eq(mails.recipient, login), eq(mails.template, 'study-notice')));
    expect(sent.map((mail) => mail.subject)).toContain('Opis badania jest gotowy');
  });

  it('lets the uploader discard an upload before it is saved', async () => {
    const study = await newStudy();
    const description = await upload(describer, study.id, {
      fileType: 'StudyDescription',
      filename: 'opis.pdf',
      bytes: pdfBytes(),
    });
    const discarded = await graphql(t.app, DELETE_FILE, {
      ...describer.options,
      variables: { ids: [description] },
    });
    expect(discarded.data).toEqual({ deleteFile: 1 });
  });

  it('removes uploads never saved to their study after a day', async () => {
    const study = await newStudy();
    const image = await upload(technician, study.id);
    await t.database.db
      .update(files)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(files.id, image));
    expect(await removeStaleUploads(t.database.db, t.app.storage)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, image));
    expect(row).toBeUndefined();
  });
});

describe('downloads of a study’s files', () => {
  it('are for those who see the study: another doctor finds nothing', async () => {
    const study = await newStudy();
    const image = await upload(technician, study.id);
    expect(errorCode(await download(leader, image))).toBe('FORBIDDEN'); // not saved yet
    await saveFiles(technician, study, [image]);

    expect((await download(leader, image, study.id)).data?.getDownloadURL).toMatch(/\/files\//);
    expect(errorCode(await download(stranger, image))).toBe('NOT_FOUND');
    expect(errorCode(await download(leader, image, String(Number(study.id) + 1)))).toBe(
      'NOT_FOUND',
    );
  });

  it('keep a description request from the referring doctors', async () => {
    const study = await newStudy();
    const request = await upload(technician, study.id, {
      fileType: 'StudyDescriptionRequest',
      filename: 'zlecenie.pdf',
      bytes: pdfBytes(),
    });
    await saveFiles(technician, study, [request]);
    expect((await studyFiles(leader, study.id)).files).toEqual([]);
    expect((await studyFiles(describer, study.id)).files.map((file) => file.id)).toEqual([request]);
    expect(errorCode(await download(leader, request))).toBe('FORBIDDEN');
  });
});

describe('the rejected files', () => {
  it('take a file aside with its reason and give it back', async () => {
    const study = await newStudy();
    const image = await upload(technician, study.id);
    const saved = (await saveFiles(technician, study, [image])).data!.updateStudyFiles;
    const reject = (ids: string[], version: number, reason?: string) =>
      graphql<{ updateStudyRejectedFiles: { version: number; files: { id: string }[] } }>(
        t.app,
        UPDATE_REJECTED,
        { ...technician.options, variables: { id: study.id, ids, reason, version } },
      );

    const noReason = await reject([image], saved.version);
    expect(noReason.errors?.[0]?.message).toBe('Podaj powód odrzucenia pliku');
    const rejected = await reject([image], saved.version, '  Poruszone zdjęcie ');
    expect(rejected.data!.updateStudyRejectedFiles.files).toEqual([]);
    const list = await graphql<{ studyRejectedFiles: ShownFile[] }>(t.app, REJECTED_FILES, {
      ...technician.options,
      variables: { id: study.id },
    });
    expect(list.data!.studyRejectedFiles).toMatchObject([
      { id: image, rejected: true, rejectionReason: 'Poruszone zdjęcie' },
    ]);
    expect(errorCode(await download(leader, image))).toBe('FORBIDDEN');

    const restored = await reject([], rejected.data!.updateStudyRejectedFiles.version);
    expect(restored.data!.updateStudyRejectedFiles.files).toEqual([{ id: image }]);
  });

  it('are not listed for a study the caller does not see', async () => {
    const study = await newStudy();
    const response = await graphql(t.app, REJECTED_FILES, {
      ...describer.options,
      variables: { id: String(Number(study.id) + 10_000) },
    });
    expect(errorCode(response)).toBe('NOT_FOUND');
  });
});

describe('the description request', () => {
  const FILE_REQUEST = `mutation($id: ID!, $version: Int!) {
    fileDescriptionRequest(id: $id, version: $version) { id version files { ${FILE_FIELDS} } }
  }`;

  it('is a PDF for the describer on the study, which referring doctors do not see', async () => {
    const study = await newStudy({ urgentDescription: true, descriptionRequestComment: 'Ząb 36' });
    const response = await graphql<{
      fileDescriptionRequest: { version: number; files: ShownFile[] };
    }>(t.app, FILE_REQUEST, {
      ...technician.options,
      variables: { id: study.id, version: study.version },
    });
    expect(response.errors).toBeUndefined();
    const [request] = response.data!.fileDescriptionRequest.files;
    expect(request).toMatchObject({ fileType: 'StudyDescriptionRequest' });
    expect(request!.name).toMatch(/^Zlecenie opisu \d\d\.\d\d\.\d{4} \d\d-\d\d\.pdf$/);

    const [row] = await t.database.db.select().from(files).where(eq(files.id, request!.id));
    const chunks: Buffer[] = [];
    for await (const chunk of await t.app.storage.get(row!.storageKey))
      chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const text = parsePdf(bytes)
      .pages.map((page) => page.text)
      .join(' ');
    expect(text).toContain('Zlecenie opisu badania');
    expect(text).toContain('CITO');
    expect(text).toContain('Ząb 36');
    expect(text).toContain(describer.name);

    expect((await studyFiles(leader, study.id)).files).toEqual([]);
    const stale = await graphql(t.app, FILE_REQUEST, {
      ...technician.options,
      variables: { id: study.id, version: study.version },
    });
    expect(errorCode(stale)).toBe('STALE_VERSION');
  });
});

import type { APIRequestContext } from '@playwright/test';
import { apiSession, type ApiSession } from './api.js';
import { expect } from './fixtures.js';
import { addPatientsViaApi, buildPatient, type TestPatient } from './patients.js';

/** What the study tests set up through the API (never what they assert). */

export interface TestStudy {
  id: string;
  version: number;
  patientId: string;
  /** The study's patient as added. */
  patient: TestPatient;
  /** The technician who added it, signed in through the API. */
  api: ApiSession;
}

const BRANCH = 'Warszawa Mokotów';

/**
 * A Performed study of a new patient at Mokotów, added by the technician, led by the demo Doctor
 * or by the doctor of `leadingDoctorId`.
 */
export async function performedStudy(
  request: APIRequestContext,
  patient: TestPatient = buildPatient(),
  { leadingDoctorId }: { leadingDoctorId?: string } = {},
): Promise<TestStudy> {
  const api = await apiSession(request, 'Technician');
  const [patientId] = await addPatientsViaApi(api, [patient]);
  const { calendarBranches, studyTypes, currentUser, leaders } = await api.call<{
    calendarBranches: { id: string; name: string }[];
    studyTypes: { id: string }[];
    currentUser: { id: string };
    leaders: { id: string }[];
  }>(`{
    calendarBranches { id name }
    studyTypes { id }
    currentUser { id }
    leaders: doctorOptions(where: { search: "Kowalczyk Magdalena", registeredOnly: true }) { id }
  }`);
  const { addStudy } = await api.call<{ addStudy: { id: string; version: number } }>(
    'mutation ($s: StudyInput!) { addStudy(newStudy: $s) { id version } }',
    {
      s: {
        patient: patientId,
        studyType: studyTypes[0]!.id,
        studyDate: new Date().toISOString(),
        branch: calendarBranches.find(({ name }) => name === BRANCH)!.id,
        status: 'Performed',
        performer: currentUser.id,
        leadingDoctor: leadingDoctorId ?? leaders[0]!.id,
      },
    },
  );
  return { ...addStudy, patientId: patientId!, patient, api };
}

/**
 * Files uploaded as the spec's client does (prepareUpload → PUT to the signed URL →
 * confirmUpload) and saved to the study by the files tab's call.
 */
export async function attachFiles(
  request: APIRequestContext,
  study: TestStudy,
  files: {
    name: string;
    mimetype: string;
    bytes: Buffer;
    fileType?: 'StudyImage' | 'StudyDescription';
  }[],
): Promise<void> {
  const fileIds: string[] = [];
  for (const file of files) {
    const { prepareUpload } = await study.api.call<{
      prepareUpload: { fileId: string; uploadSignedURL: string };
    }>(
      'mutation ($f: PrepareUploadInput!) { prepareUpload(file: $f) { fileId uploadSignedURL } }',
      {
        f: {
          fileType: file.fileType ?? 'StudyImage',
          filename: file.name,
          mimetype: file.mimetype,
          fileSizeInBytes: file.bytes.length,
          patientId: study.patientId,
          studyId: study.id,
        },
      },
    );
    const put = await request.put(prepareUpload.uploadSignedURL, {
      data: file.bytes,
      headers: { 'Content-Type': file.mimetype },
    });
    expect(put.status()).toBe(200);
    await study.api.call('mutation ($id: ID!) { confirmUpload(fileId: $id) { id } }', {
      id: prepareUpload.fileId,
    });
    fileIds.push(prepareUpload.fileId);
  }
  await study.api.call(
    `mutation ($id: ID!, $fileIds: [ID!]!, $version: Int!) {
      updateStudyFiles(id: $id, fileIds: $fileIds, notifyDoctorsAboutDescription: false, version: $version) { id }
    }`,
    { id: study.id, fileIds, version: study.version },
  );
}

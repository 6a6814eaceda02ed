import type { APIRequestContext } from '@playwright/test';
import { apiSession, type ApiSession } from '../support/api.js';
import { signIn } from '../support/auth.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { addPatientsViaApi, buildPatient } from '../support/patients.js';
import { screenshot } from '../support/screenshots.js';
import { syntheticDicom } from '../support/synthetic-dicom.js';

/**
 * The built-in DICOM viewer (issue 16 §1): a technician's multi-frame `.dcm` of a study opens,
 * for the leading doctor, as a stack of slices to scroll with the keyboard, window and zoom.
 */

const BRANCH = 'Warszawa Mokotów';
const FILE_NAME = 'tomografia-syntetyczna.dcm';

/** A Performed study of a new patient led by the demo Doctor, with `bytes` saved as its image. */
async function studyWithDicom(request: APIRequestContext, bytes: Buffer): Promise<string> {
  const api = await apiSession(request, 'Technician');
  const [patientId] = await addPatientsViaApi(api, [buildPatient()]);
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
        leadingDoctor: leaders[0]!.id,
      },
    },
  );
  const fileId = await upload(api, request, { studyId: addStudy.id, patientId: patientId!, bytes });
  await api.call(
    `mutation ($id: ID!, $fileIds: [ID!]!, $version: Int!) {
      updateStudyFiles(id: $id, fileIds: $fileIds, notifyDoctorsAboutDescription: false, version: $version) { id }
    }`,
    { id: addStudy.id, fileIds: [fileId], version: addStudy.version },
  );
  return addStudy.id;
}

/** prepareUpload → PUT to the signed URL → confirmUpload, as the spec's client does. */
async function upload(
  api: ApiSession,
  request: APIRequestContext,
  file: { studyId: string; patientId: string; bytes: Buffer },
): Promise<string> {
  const { prepareUpload } = await api.call<{
    prepareUpload: { fileId: string; uploadSignedURL: string };
  }>('mutation ($f: PrepareUploadInput!) { prepareUpload(file: $f) { fileId uploadSignedURL } }', {
    f: {
      fileType: 'StudyImage',
      filename: FILE_NAME,
      mimetype: 'application/dicom',
      fileSizeInBytes: file.bytes.length,
      patientId: file.patientId,
      studyId: file.studyId,
    },
  });
  const put = await request.put(prepareUpload.uploadSignedURL, {
    data: file.bytes,
    headers: { 'Content-Type': 'application/dicom' },
  });
  expect(put.status()).toBe(200);
  await api.call('mutation ($id: ID!) { confirmUpload(fileId: $id) { id } }', {
    id: prepareUpload.fileId,
  });
  return prepareUpload.fileId;
}

test('the leading doctor scrolls through the slices of a DICOM file', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const studyId = await studyWithDicom(request, syntheticDicom({ frames: 8 }));
  await signIn(page, 'Doctor');
  await page.goto(`/studies/view/${studyId}`);
  const files = page.getByRole('table', { name: 'Pliki badania' });
  await files.getByRole('button', { name: FILE_NAME, exact: true }).click();

  const viewer = page.getByRole('dialog', { name: FILE_NAME });
  const image = viewer.getByRole('img', { name: /^Obraz DICOM/ });
  await expect(image).toHaveAccessibleName(/warstwa 4 z 8, okno 4000, poziom 2000/);
  await expect(viewer.getByText('4 / 8', { exact: true })).toBeVisible();
  await expect(viewer.getByRole('progressbar', { name: 'Odczytywanie warstwy' })).toHaveCount(0);

  // The keyboard moves through the stack: down a slice, then to the last one.
  await image.focus();
  await page.keyboard.press('ArrowDown');
  await expect(viewer.getByText('5 / 8', { exact: true })).toBeVisible();
  await page.keyboard.press('End');
  await expect(viewer.getByText('8 / 8', { exact: true })).toBeVisible();
  await expect(viewer.getByRole('slider', { name: 'Warstwa' })).toHaveAttribute(
    'aria-valuetext',
    '8 / 8',
  );

  // A narrower window (Shift+arrows) and a closer look (+), then back with the reset button.
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(image).toHaveAccessibleName(/okno (?!4000)\d+, poziom 2000/);
  await viewer.getByRole('button', { name: 'Powiększ' }).click();
  await expect(viewer.getByText('125%')).toBeVisible();
  await expect(viewer.getByRole('combobox', { name: 'Okno' })).toHaveText('Własne');
  await screenshot(page, testInfo, 'dicom-viewer');
  await expectNoAxeViolations(page, '[role=dialog]');

  await viewer.getByRole('button', { name: 'Przywróć widok' }).click();
  await expect(image).toHaveAccessibleName(
    /warstwa 8 z 8, okno 4000, poziom 2000, powiększenie 100%/,
  );
  await expect(viewer.getByRole('link', { name: 'Otwórz w OHIF' })).toHaveCount(0);
});

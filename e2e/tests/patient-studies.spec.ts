import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signIn } from '../support/auth.js';
import { withDatabase } from '../support/database.js';
import { expect, test } from '../support/fixtures.js';
import { buildPatient, fullName, type TestPatient } from '../support/patients.js';
import { gradientPng, simplePdf } from '../support/sample-files.js';
import { syntheticDicom } from '../support/synthetic-dicom.js';
import { mailedLink, PHONE, PHONE_CONTEXT, type MailedLinkKind } from '../support/scheduling.js';
import { screenshot } from '../support/screenshots.js';
import { attachFiles, performedStudy } from '../support/studies.js';

/**
 * The patient results portal (issue 18): a patient asks for a link on a phone with their PESEL
 * and address, opens it from the mail, gives the PESEL again and sees their study; downloads the
 * description, previews the image and the DICOM series, logs out. A link that expired says so
 * and mails a new one. Staff mail a link from the patient view and revoke it.
 */

const REQUESTED: MailedLinkKind = {
  text: 'Link do Twoich wyników badań',
  path: '/patient-studies',
};

/** The consent is signed on the tablet, another test's subject: here it is a row. */
async function consentToResultsByMail(patientId: string): Promise<void> {
  await withDatabase((db) =>
    db.query(
      `update patients set consents = consents || '{"sending": true}'::jsonb where id = $1`,
      [Number(patientId)],
    ),
  );
}

/** A patient who consented to results by e-mail, with a performed study described and imaged. */
async function describedStudy(request: APIRequestContext): Promise<TestPatient> {
  const patient = buildPatient({ firstName: 'Halina' });
  const study = await performedStudy(request, patient);
  await consentToResultsByMail(study.patientId);
  await attachFiles(request, study, [
    {
      name: 'opis-badania.pdf',
      mimetype: 'application/pdf',
      bytes: simplePdf('Opis badania'),
      fileType: 'StudyDescription',
    },
    { name: 'zdjecie.png', mimetype: 'image/png', bytes: gradientPng(320, 200) },
    { name: 'seria.dcm', mimetype: 'application/dicom', bytes: syntheticDicom({ frames: 4 }) },
  ]);
  return patient;
}

/** Fills the request form on the public page and waits for the neutral confirmation. */
async function requestLink(phone: Page, patient: TestPatient): Promise<void> {
  await phone.goto('/patient-studies');
  await expect(phone.getByRole('heading', { name: 'Wyniki badań', level: 1 })).toBeVisible();
  await phone.getByLabel('PESEL lub numer dokumentu').fill(patient.pesel);
  await phone.getByLabel('Adres e-mail').fill(patient.email);
  await phone.getByLabel('Akceptuję regulamin').check();
  // The proof of work solves itself in the page's workers.
  await expect(phone.getByText('Sprawdzenie zabezpieczające zakończone')).toBeVisible({
    timeout: 30_000,
  });
  await phone.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(phone.getByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
}

/** Opens a mailed link and gives the PESEL; the list is shown and the token leaves the address. */
async function openLink(phone: Page, link: string, patient: TestPatient): Promise<void> {
  await phone.goto(link);
  await expect(phone.getByLabel('Adres e-mail')).toHaveCount(0);
  await phone.getByLabel('PESEL lub numer dokumentu').fill(patient.pesel);
  await phone.getByLabel('Akceptuję regulamin').check();
  await phone.getByRole('button', { name: 'Pokaż wyniki' }).click();
  await expect(
    phone.getByRole('heading', { name: `Badania pacjenta: ${fullName(patient)}` }),
  ).toBeVisible();
  expect(phone.url()).not.toContain('token=');
}

async function expireLinks(patient: TestPatient): Promise<void> {
  await withDatabase((db) =>
    db.query(
      `update patient_study_links set expires_at = now() - interval '1 minute'
        where sent_to = $1`,
      [patient.email],
    ),
  );
}

async function newestLink(browser: Browser, patient: TestPatient): Promise<string> {
  return mailedLink(browser, patient.email, REQUESTED);
}

test('a patient gets their results on a phone, and an expired link sends a new one', async ({
  browser,
  newBrowserPage,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const patient = await describedStudy(request);
  const phone = await newBrowserPage(PHONE_CONTEXT);

  await requestLink(phone, patient);
  await screenshot(phone, testInfo, 'patient-studies-requested');
  const link = await newestLink(browser, patient);
  await openLink(phone, link, patient);
  await expect(phone.getByText(/^Dostęp ważny do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
  // Nothing of the page sticks out of a 390 px screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await screenshot(phone, testInfo, 'patient-studies-list');

  // The description downloads as the PDF it is.
  const [description] = await Promise.all([
    phone.waitForEvent('download'),
    phone.getByRole('link', { name: 'Pobierz opis' }).click(),
  ]);
  expect(description.suggestedFilename()).toBe('opis-badania.pdf');
  expect((await readFile(await description.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // The image shows in the preview.
  await phone.getByRole('button', { name: 'Podgląd pliku zdjecie.png' }).click();
  const dialog = phone.getByRole('dialog');
  const image = dialog.getByRole('img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBe(320);
  await screenshot(phone, testInfo, 'patient-studies-preview');
  await dialog.getByRole('button', { name: 'Zamknij' }).click();

  // The DICOM series opens in the portal's own viewer, slice by slice.
  await phone.getByRole('button', { name: 'Podgląd pliku seria.dcm' }).click();
  const viewer = phone.getByRole('dialog', { name: 'seria.dcm' });
  await expect(viewer.getByRole('img', { name: /^Obraz DICOM/ })).toBeVisible();
  await expect(viewer.getByRole('slider', { name: 'Warstwa' })).toBeVisible();
  await screenshot(phone, testInfo, 'patient-studies-dicom');
  await viewer.getByRole('button', { name: 'Zamknij' }).click();

  // Days later the access has expired: the page says so and mails a new link to the same address.
  await expireLinks(patient);
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Dostęp do wyników wygasł' })).toBeVisible();
  await phone.getByRole('button', { name: 'Wyślij nowy link' }).click();
  await expect(phone.getByText('Nowy link wysłaliśmy na adres p***@example.com.')).toBeVisible();
  await screenshot(phone, testInfo, 'patient-studies-expired');
  const fresh = await newestLink(browser, patient);
  expect(fresh).not.toBe(link);
  await openLink(phone, fresh, patient);

  // Logging out ends the session on this phone.
  await phone.getByRole('link', { name: 'Wyloguj' }).click();
  await expect(phone.getByRole('heading', { name: 'Wylogowano' })).toBeVisible();
  await phone.goto('/patient-studies');
  await expect(phone.getByLabel('Adres e-mail')).toBeVisible();
  await expect(phone.getByRole('heading', { name: /^Badania pacjenta/ })).toHaveCount(0);
});

test('the request form in English and Ukrainian', async ({ newBrowserPage }, testInfo) => {
  const phone = await newBrowserPage(PHONE_CONTEXT);
  await phone.goto('/patient-studies?lang=en');
  await expect(phone.getByRole('heading', { name: 'Study results', level: 1 })).toBeVisible();
  await screenshot(phone, testInfo, 'patient-studies-form-en');
  await phone.goto('/patient-studies?lang=ua');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Результати досліджень');
  await screenshot(phone, testInfo, 'patient-studies-form-ua');
});

test('a wrong or unknown link says so', async ({ newBrowserPage }) => {
  const phone = await newBrowserPage(PHONE_CONTEXT);
  await phone.goto(`/patient-studies?token=${'x'.repeat(43)}`);
  await phone.getByLabel('PESEL lub numer dokumentu').fill(buildPatient().pesel);
  await phone.getByLabel('Akceptuję regulamin').check();
  await phone.getByRole('button', { name: 'Pokaż wyniki' }).click();
  await expect(
    phone.getByText(
      'Link do wyników jest nieprawidłowy. Sprawdź, czy został skopiowany w całości, lub poproś o nowy link.',
    ),
  ).toBeVisible();
  await phone.getByRole('button', { name: 'Poproś o nowy link' }).click();
  await expect(phone.getByLabel('Adres e-mail')).toBeVisible();
});

test('the desk mails a studies link from the patient view and revokes it (in English)', async ({
  browser,
  page,
  newBrowserPage,
  request,
}, testInfo) => {
  const study = await performedStudy(request, buildPatient({ firstName: 'Irena' }));
  await consentToResultsByMail(study.patientId);
  await signIn(page, 'Registration');
  await page.goto(`/patients/view/${study.patientId}?lang=en`);

  await page.getByRole('button', { name: 'Send studies link' }).click();
  await expect(page.getByText('The studies link has been sent to the patient')).toBeVisible();
  const links = page.getByRole('table', { name: 'Active links to results' });
  await expect(links.getByText('never used')).toBeVisible();
  await links.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'patient-studies-staff-en');
  // The patient's mail is in Polish, whatever the registrar's language.
  const link = await mailedLink(browser, study.patient.email, REQUESTED);

  await links.getByRole('button', { name: /^Revoke the link sent to / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByText('The link to results has been revoked.')).toBeVisible();
  await expect(page.getByText('No active links')).toBeVisible();

  // The revoked link opens nothing.
  const phone = await newBrowserPage(PHONE_CONTEXT);
  await phone.goto(link);
  await phone.getByLabel('PESEL lub numer dokumentu').fill(study.patient.pesel);
  await phone.getByLabel('Akceptuję regulamin').check();
  await phone.getByRole('button', { name: 'Pokaż wyniki' }).click();
  await expect(phone.getByText(/^Ten link do wyników został unieważniony/)).toBeVisible();
});

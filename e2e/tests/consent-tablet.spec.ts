import { readFile } from 'node:fs/promises';
import { apiSession } from '../support/api.js';
import { pageHeading, signIn, toasts } from '../support/auth.js';
import { chooseTablet, consentSection, requestSentText, signedText } from '../support/consents.js';
import { expect, test } from '../support/fixtures.js';
import { drawSignature, pairKiosk, TABLET_VIEWPORT } from '../support/kiosk.js';
import {
  addPatientsViaApi,
  buildPatient,
  fillNewPatient,
  fullName,
  listName,
} from '../support/patients.js';
import { pdfViewerTitle } from '../support/pdf-viewer.js';
import { screenshot } from '../support/screenshots.js';
import {
  buildTablet,
  registerTabletInSettings,
  registerTabletsViaApi,
  SETTINGS_STATUS,
  tabletsPage,
} from '../support/tablets.js';
import { uniqueTag } from '../support/unique.js';

/**
 * Consents signed on a tablet, end to end (issue 4 §3, §4; spec part 1 §4), with one browser per
 * person: the tablet's, the administrator's, the technician's and the registrar's.
 */

/** The registrar's branch (demo seed): a tablet must stand there for her to choose it. */
const BRANCH = 'Warszawa Mokotów';

test('a patient signs the consent on a paired tablet and the registrar opens the PDF', async ({
  page: admin,
  newBrowserPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const tablet = buildTablet(BRANCH);
  // A woman of 38: the form asks the pregnancy question too.
  const patient = buildPatient({ gender: 'Female', birthDate: '1988-02-14' });

  // The administrator registers the tablet and keeps the QR code's text.
  await signIn(admin, 'Admin');
  await admin.goto('/settings/tablets');
  const payload = await registerTabletInSettings(admin, tablet);
  const tablets = tabletsPage(admin);
  await expect(tablets.status(tablet.name)).toHaveText(SETTINGS_STATUS.notConfigured);

  // The tablet pairs by the pasted text and waits; the administrator's list turns online.
  const kiosk = await newBrowserPage({ viewport: TABLET_VIEWPORT });
  await pairKiosk(kiosk, payload);
  await expect(kiosk.getByRole('heading', { level: 1, name: 'Tablet gotowy' })).toBeVisible();
  await expect(kiosk.getByRole('banner')).toContainText(`${tablet.name} · ${tablet.branch}`);
  await expect(kiosk.getByRole('banner').getByRole('status')).toHaveText('Połączono');
  await expect(tablets.status(tablet.name)).toHaveText(SETTINGS_STATUS.online);

  // A technician adds the patient (registrars may not: spec part 1 §6); the PESEL fills in birth
  // date and gender.
  const technician = await newBrowserPage();
  await signIn(technician, 'Technician');
  await technician.goto('/patients/add');
  await fillNewPatient(technician, patient);
  await technician
    .getByRole('dialog', { name: 'Nowy pacjent' })
    .getByRole('button', { name: 'Zapisz' })
    .click();
  await expect(toasts(technician, 'Pacjent został dodany.')).toBeVisible();
  await expect(technician).toHaveURL(/\/patients\/view\/\d+$/);
  const patientPath = new URL(technician.url()).pathname;

  // The registrar opens the patient's consents and asks for the consent on that tablet.
  const registrar = await newBrowserPage();
  await signIn(registrar, 'Registration');
  await registrar.goto(patientPath);
  await expect(pageHeading(registrar, listName(patient))).toBeVisible();
  const section = consentSection(registrar);
  await section.tab.click();
  await expect(section.noFiles).toBeVisible();
  await expect(section.send).toBeDisabled();
  await chooseTablet(registrar, tablet.name);
  await section.send.click();
  await expect(toasts(registrar, requestSentText(tablet.name))).toBeVisible();

  // The tablet shows the form for this patient; she reads it in English, answers and signs.
  await expect(
    kiosk.getByRole('heading', { level: 1, name: `Dzień dobry, ${fullName(patient)}` }),
  ).toBeVisible();
  await kiosk.getByRole('button', { name: 'English' }).click();
  const form = kiosk.getByRole('form', { name: 'Consent form' });
  await expect(
    form.getByRole('heading', { level: 1, name: `Hello, ${fullName(patient)}` }),
  ).toBeVisible();
  await form.getByRole('checkbox', { name: /^I confirm that I have read the information/ }).check();
  await form.getByRole('checkbox', { name: /^I consent to the processing of my personal/ }).check();
  await form.getByRole('checkbox', { name: 'I declare that I am not pregnant.' }).check();
  await expect(
    form.getByRole('checkbox', { name: /^I consent to examination results .* being sent/ }),
  ).not.toBeChecked();
  await screenshot(kiosk, testInfo, 'consent-kiosk-form');

  // Sending without a signature is refused; with one it goes.
  const submit = form.getByRole('button', { name: 'Send the form' });
  await submit.click();
  await expect(form.getByText('Please sign to send the form.')).toBeVisible();
  await drawSignature(kiosk, form.getByRole('img', { name: "Patient's signature" }));
  await expect(form.getByText('Signed. You can clear the signature and sign again.')).toBeVisible();
  await screenshot(kiosk, testInfo, 'consent-kiosk-signed');
  await submit.click();
  await expect(kiosk.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();

  // The registrar hears about it (a 6 s toast) and sees the new consent file, named in English.
  await expect(toasts(registrar, signedText(fullName(patient)))).toBeVisible();
  const consentFile = section.files.getByRole('button', {
    name: /^Patient consent \d{2}\.\d{2}\.\d{4} \d{2}-\d{2}\.pdf Zgoda · /,
  });
  await expect(consentFile).toBeVisible();
  await screenshot(registrar, testInfo, 'consent-staff-toast');

  // The tablet goes back to waiting for the next patient.
  await kiosk.getByRole('button', { name: 'Done' }).click();
  await expect(kiosk.getByRole('heading', { level: 1, name: 'Tablet gotowy' })).toBeVisible();

  // It opens in the file viewer: the PDF the patient signed, which can also be downloaded.
  const fileName = (await consentFile.locator('.MuiListItemText-primary').textContent()) ?? '';
  await consentFile.click();
  const viewer = registrar.getByRole('dialog', { name: fileName });
  await expect(viewer.locator(`iframe[title="${fileName}"]`)).toBeVisible();
  await expect.poll(() => pdfViewerTitle(registrar)).toBe('Patient consent');
  await screenshot(registrar, testInfo, 'consent-staff-viewer');
  const download = registrar.waitForEvent('download');
  await viewer.getByRole('link', { name: 'Pobierz' }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
  const pdf = await readFile(await (await download).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await viewer.getByRole('button', { name: 'Zamknij' }).click();
  await expect(viewer).toBeHidden();

  // The patient's consents now hold the answers given on the tablet.
  await registrar.getByRole('tab', { name: 'Dane' }).click();
  const consent = (label: string) =>
    registrar.getByRole('main').getByRole('listitem').filter({ hasText: label }).getByRole('img');
  await expect(
    consent('Zapoznanie z informacją o przetwarzaniu danych (RODO)'),
  ).toHaveAccessibleName('Udzielona');
  await expect(consent('Zgoda na przetwarzanie danych osobowych')).toHaveAccessibleName(
    'Udzielona',
  );
  await expect(consent('Zgoda na wysyłanie wyników e-mailem')).toHaveAccessibleName('Nieudzielona');
  await expect(consent('Oświadczenie, że pacjentka nie jest w ciąży')).toHaveAccessibleName(
    'Udzielona',
  );
});

test('for a minor the guardian named by the registrar signs on the tablet', async ({
  page: registrar,
  newBrowserPage,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const tablet = buildTablet(BRANCH);
  // A boy of 11: a minor, and no pregnancy question.
  const patient = buildPatient({ gender: 'Male', birthDate: '2015-03-09' });
  const guardian = `Anna Sosnowska-${uniqueTag()}`;
  const [payload] = await registerTabletsViaApi(await apiSession(request, 'Admin'), [tablet]);
  const [id] = await addPatientsViaApi(await apiSession(request, 'Technician'), [patient]);

  const kiosk = await newBrowserPage({ viewport: TABLET_VIEWPORT });
  await pairKiosk(kiosk, payload!);
  await expect(kiosk.getByRole('heading', { level: 1, name: 'Tablet gotowy' })).toBeVisible();

  await signIn(registrar, 'Registration');
  await registrar.goto(`/patients/view/${id}?tab=consents`);
  const section = consentSection(registrar);
  await chooseTablet(registrar, tablet.name);
  // Not before the guardian's name and basis are given.
  await expect(section.send).toBeDisabled();
  await section.guardianName.fill(guardian);
  await expect(section.send).toBeDisabled();
  await section.guardianBasis.click();
  await registrar.getByRole('option', { name: 'Matka' }).click();
  await expect(section.send).toBeEnabled();
  await section.send.click();
  await expect(toasts(registrar, requestSentText(tablet.name))).toBeVisible();

  // The tablet speaks to the guardian, about the patient.
  const form = kiosk.getByRole('form', { name: 'Formularz zgody' });
  await expect(
    form.getByRole('heading', { level: 1, name: `Zgoda pacjenta: ${fullName(patient)}` }),
  ).toBeVisible();
  await expect(form.getByRole('alert')).toContainText(
    `Formularz wypełnia i podpisuje opiekun: ${guardian} (matka).`,
  );
  await expect(form.getByRole('checkbox')).toHaveCount(3);
  await screenshot(kiosk, testInfo, 'consent-kiosk-guardian');
  await form.getByRole('checkbox', { name: /pacjenta \(RODO\)/ }).check();
  await drawSignature(kiosk, form.getByRole('img', { name: 'Podpis opiekuna' }));
  await form.getByRole('button', { name: 'Wyślij formularz' }).click();
  await expect(kiosk.getByRole('heading', { level: 1, name: 'Dziękujemy!' })).toBeVisible();

  await expect(toasts(registrar, signedText(fullName(patient)))).toBeVisible();
  await expect(
    section.files.getByRole('button', { name: /^Zgoda pacjenta .*\.pdf Zgoda · / }),
  ).toBeVisible();
});

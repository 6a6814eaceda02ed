import { apiSession } from '../support/api.js';
import { signIn, toasts } from '../support/auth.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { pickOption } from '../support/calendar.js';
import { expect, test } from '../support/fixtures.js';
import { addPatientsViaApi, buildPatient, listName } from '../support/patients.js';
import { screenshot } from '../support/screenshots.js';

/**
 * Studies from a referral (issue 17 §1, spec part 2 §4): the registrar opens 'Wystaw badanie'
 * of a referral for two study types, saves the first with 'Zapisz i dodaj kolejne', the second
 * with a plain save; the referral completes by itself and its print is among the study's files.
 */

test('the registrar turns a two-type referral into two studies', async ({
  page,
  request,
}, testInfo) => {
  const api = await apiSession(request, 'Registration');
  const patient = buildPatient();
  const [patientId] = await addPatientsViaApi(await apiSession(request, 'Admin'), [patient]);
  const { studyTypes, issuers } = await api.call<{
    studyTypes: { id: string; name: string; active: boolean }[];
    issuers: { id: string }[];
  }>(`{
    studyTypes { id name active }
    issuers: doctorOptions(where: { search: "Kowalczyk Magdalena", registeredOnly: true }) { id }
  }`);
  const [first, second] = studyTypes.filter(({ active }) => active);
  const { addReferal } = await api.call<{ addReferal: { id: string } }>(
    'mutation ($r: ReferalInput!) { addReferal(newReferal: $r) { id } }',
    {
      r: {
        patient: patientId,
        issuer: issuers[0]!.id,
        referalToStudyTypes: [{ studyType: first!.id }, { studyType: second!.id }],
        description: 'Kontrola po leczeniu',
      },
    },
  );

  await signIn(page, 'Registration');
  await page.goto(`/studies/add?referalId=${addReferal.id}`);
  await expect(page.getByText('Badanie ze skierowania: wystawiono 0 z 2.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pacjent' })).toHaveValue(
    new RegExp(patient.lastName),
  );
  await expect(page.getByRole('combobox', { name: 'Typ badania' })).toHaveText(first!.name);
  await expect(page.getByRole('combobox', { name: 'Lekarz prowadzący' })).toHaveValue(/Kowalczyk/);
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Filia', exact: true }),
    'Mokotów',
    'Warszawa Mokotów',
  );
  await expectNoAxeViolations(page, 'main');
  await screenshot(page, testInfo, 'study-from-referral');
  await page.getByRole('button', { name: 'Zapisz i dodaj kolejne' }).click();
  await expect(toasts(page, 'Badanie zostało zapisane.')).toBeVisible();

  // The next study of the referral: the issued type is shown but cannot be picked again.
  await expect(page.getByText('Badanie ze skierowania: wystawiono 1 z 2.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Typ badania' })).toHaveText(second!.name);
  await page.getByRole('combobox', { name: 'Typ badania' }).click();
  await expect(page.getByRole('option', { name: new RegExp(first!.name) })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Filia', exact: true }),
    'Mokotów',
    'Warszawa Mokotów',
  );
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page).toHaveURL(/\/studies\/edit\/\d+$/);
  const studyId = page.url().split('/').pop()!;

  // Both studies issued: the referral completed by itself, and the print is with the study.
  const { referal, study } = await api.call<{
    referal: { completed: boolean; studies: { id: string }[] };
    study: { files: { fileType: string; name: string }[] };
  }>(
    `query ($r: ID!, $s: ID!) {
      referal(id: $r) { completed studies { id } }
      study(id: $s) { files { fileType name } }
    }`,
    { r: addReferal.id, s: studyId },
  );
  expect(referal.completed).toBe(true);
  expect(referal.studies).toHaveLength(2);
  expect(study.files).toEqual([
    { fileType: 'StudyReferal', name: expect.stringMatching(/^skierowanie-.+\.pdf$/) },
  ]);

  // Nothing is left to issue: the page says so instead of a form.
  await page.goto(`/studies/add?referalId=${addReferal.id}`);
  await expect(
    page.getByText('Dla tego skierowania wystawiono już wszyskie badania.'),
  ).toBeVisible();
  expect(listName(patient)).toContain(patient.lastName);
});

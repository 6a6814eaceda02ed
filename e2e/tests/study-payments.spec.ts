import { apiSession } from '../support/api.js';
import { signIn, toasts } from '../support/auth.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { addPatientsViaApi, buildPatient } from '../support/patients.js';
import { screenshot } from '../support/screenshots.js';

/**
 * The payments tab (issue 16 §2; spec part 2 §2, §5): the registrar charges a Draft study with a
 * 10 % discount on every line, a negative price is refused with the spec's message, and the save
 * makes the study Paid.
 */

test('a registrar adds payments with a 10 % discount and the study becomes Paid', async ({
  page,
  request,
}, testInfo) => {
  const api = await apiSession(request, 'Admin');
  const [patientId] = await addPatientsViaApi(api, [buildPatient()]);
  const { calendarBranches, studyTypes } = await api.call<{
    calendarBranches: { id: string; name: string }[];
    studyTypes: { id: string }[];
  }>('{ calendarBranches { id name } studyTypes { id } }');
  const { addStudy } = await api.call<{ addStudy: { id: string } }>(
    'mutation ($s: StudyInput!) { addStudy(newStudy: $s) { id } }',
    {
      s: {
        patient: patientId,
        studyType: studyTypes[0]!.id,
        studyDate: new Date().toISOString(),
        branch: calendarBranches.find(({ name }) => name === 'Warszawa Mokotów')!.id,
        status: 'Draft',
      },
    },
  );

  await signIn(page, 'Registration');
  await page.goto(`/studies/edit/${addStudy.id}?tab=payments`);
  await expect(
    page.getByText('Badanie nie ma jeszcze płatności. Dodaj pierwszą pozycję.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj pozycję' }).click();
  const price1 = page.getByRole('textbox', { name: 'Cena (pozycja 1)' });
  await price1.fill('-5');
  await page.getByRole('button', { name: 'Zapisz płatności' }).click();
  await expect(page.getByText('Kwota musi być dodatnia')).toBeVisible();
  await price1.fill('250');

  await page.getByRole('button', { name: 'Dodaj pozycję' }).click();
  await page.getByRole('combobox', { name: 'Rodzaj (pozycja 2)' }).click();
  await page.getByRole('option', { name: 'Opis' }).click();
  await page.getByRole('textbox', { name: 'Cena (pozycja 2)' }).fill('99,99');

  await page.getByRole('button', { name: 'Rabat', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rabat dla wszystkich pozycji' });
  await dialog.getByRole('textbox', { name: 'Rabat (%)' }).fill('10');
  await dialog.getByRole('button', { name: 'Zastosuj' }).click();
  const table = page.getByRole('table', { name: 'Płatności za badanie' });
  await expect(table.getByRole('row').nth(1)).toContainText('225,00 zł');
  // 99.99 less 10 % is 89.991: half up to the grosz.
  await expect(table.getByRole('row').nth(2)).toContainText('89,99 zł');
  await expect(page.getByRole('status').filter({ hasText: 'Razem' })).toHaveText(
    'Razem: 314,99 zł',
  );
  await expectNoAxeViolations(page, 'main');
  await screenshot(page, testInfo, 'study-payments');

  await page.getByRole('button', { name: 'Zapisz płatności' }).click();
  await expect(toasts(page, 'Płatności zostały zapisane, badanie jest opłacone')).toBeVisible();

  // What was saved is what comes back, and the study is now Paid.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Razem' })).toHaveText(
    'Razem: 314,99 zł',
  );
  await expect(table.getByRole('row').nth(1)).toContainText('10 %');
  await page.getByRole('tab', { name: 'Ogólne' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Opłacone');
});

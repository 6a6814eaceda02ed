import { signIn, toasts } from '../support/auth.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { gradientPng, simplePdf } from '../support/sample-files.js';
import { screenshot } from '../support/screenshots.js';
import { slowUplink } from '../support/slow-uplink.js';
import { performedStudy } from '../support/studies.js';

/**
 * The files of a study (issue 16 §1; spec part 2 §2, §7): the technician uploads images and a
 * description with progress shown and saves the tab, moves an image aside with a reason, and the
 * leading doctor opens the description and downloads an image.
 */

test('a technician attaches files, rejects one, and the doctor opens the description', async ({
  page,
  context,
  newBrowserPage,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const studyId = (await performedStudy(request)).id;
  await signIn(page, 'Technician');
  await page.goto(`/studies/edit/${studyId}?tab=files`);
  await expect(page.getByText('Badanie nie ma jeszcze plików. Dodaj je poniżej.')).toBeVisible();

  // A slow uplink (about 400 kB/s) so that each upload's bar, pace and time left can be seen.
  const fullSpeed = await slowUplink(context, page, 400 * 1024);
  await page.locator('input[type=file]').setInputFiles([
    { name: 'pantomogram.png', mimeType: 'image/png', buffer: gradientPng(600, 500) },
    { name: 'cefalometria.png', mimeType: 'image/png', buffer: gradientPng(500, 400) },
  ]);
  const bar = page.getByRole('progressbar', { name: 'Wysyłanie pliku pantomogram.png' });
  await expect(bar).toBeVisible();
  await expect(page.getByText(/% · .* z .* · .*\/s · zostało/).first()).toBeVisible({
    timeout: 15_000,
  });
  await fullSpeed();
  const queue = page.getByRole('list', { name: 'Wysyłane pliki' });
  await expect(queue.getByText(/Przesłano/)).toHaveCount(2, { timeout: 30_000 });

  // A description: uploading one turns the doctors' notice on (spec part 2 §4).
  await page.getByRole('combobox', { name: 'Rodzaj dodawanych plików' }).click();
  await page.getByRole('option', { name: 'Opis', exact: true }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'opis.pdf', mimeType: 'application/pdf', buffer: simplePdf('Opis') });
  await expect(queue.getByText(/Przesłano/)).toHaveCount(3);
  await expect(
    page.getByRole('switch', { name: 'Powiadom lekarzy kierujących o opisie' }),
  ).toBeChecked();
  await expect(page.getByText('Przesłane pliki pojawią się w badaniu po zapisaniu.')).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await screenshot(page, testInfo, 'study-files-uploaded');

  // A file of a name already attached is refused at the drop.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'opis.pdf', mimeType: 'application/pdf', buffer: simplePdf('Drugi') });
  await expect(toasts(page, "Plik 'opis.pdf' został już dołączony")).toBeVisible();

  await page.getByRole('button', { name: 'Zapisz pliki' }).click();
  await expect(toasts(page, 'Pliki badania zostały zapisane')).toBeVisible();
  const table = page.getByRole('table', { name: 'Pliki badania' });
  await expect(table.getByRole('row')).toHaveCount(4);

  // The blurred image goes to the rejected files, with the reason asked for.
  await table.getByRole('button', { name: 'Odrzuć plik cefalometria.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odrzucić plik cefalometria.png?' });
  await expect(dialog.getByRole('button', { name: 'Odrzuć' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Powód odrzucenia' }).fill('Poruszone zdjęcie');
  await dialog.getByRole('button', { name: 'Odrzuć' }).click();
  await expect(toasts(page, 'Plik cefalometria.png przeniesiono do odrzuconych')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Odrzucone pliki' }).click();
  const rejected = page.getByRole('table', { name: 'Odrzucone pliki' });
  await expect(
    rejected.getByRole('row', { name: /cefalometria\.png.*Poruszone zdjęcie/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await screenshot(page, testInfo, 'study-files-rejected');

  // The leading doctor sees the saved files, not the rejected one, and opens the description.
  const doctor = await newBrowserPage();
  await signIn(doctor, 'Doctor');
  await doctor.goto(`/studies/view/${studyId}`);
  const files = doctor.getByRole('table', { name: 'Pliki badania' });
  await expect(files.getByRole('button', { name: 'opis.pdf', exact: true })).toBeVisible();
  await expect(files.getByText('cefalometria.png')).toHaveCount(0);
  await expectNoAxeViolations(doctor, 'main');
  await files.getByRole('button', { name: 'opis.pdf', exact: true }).click();
  const viewer = doctor.getByRole('dialog', { name: 'opis.pdf' });
  await expect(viewer.locator('iframe[title="opis.pdf"]')).toBeVisible();
  await screenshot(doctor, testInfo, 'study-files-viewer');
  await viewer.getByRole('button', { name: 'Zamknij' }).click();

  const download = doctor.waitForEvent('download');
  await files.getByRole('button', { name: 'Pobierz plik pantomogram.png' }).click();
  expect((await download).suggestedFilename()).toBe('pantomogram.png');
});

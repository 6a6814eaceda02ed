import { signIn } from '../support/auth.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { screenshot } from '../support/screenshots.js';
import { attachFiles, performedStudy } from '../support/studies.js';
import { syntheticDicom } from '../support/synthetic-dicom.js';

/**
 * The built-in DICOM viewer (issue 16 §1): a technician's multi-frame `.dcm` of a study opens,
 * for the leading doctor, as a stack of slices to scroll with the keyboard, window and zoom.
 */

const FILE_NAME = 'tomografia-syntetyczna.dcm';

test('the leading doctor scrolls through the slices of a DICOM file', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const study = await performedStudy(request);
  await attachFiles(request, study, [
    { name: FILE_NAME, mimetype: 'application/dicom', bytes: syntheticDicom({ frames: 8 }) },
  ]);
  const studyId = study.id;
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

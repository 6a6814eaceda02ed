import { zipSync } from 'fflate';
import { signIn, toasts } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { screenshot } from '../support/screenshots.js';
import { attachFiles, performedStudy } from '../support/studies.js';
import { syntheticDicom } from '../support/synthetic-dicom.js';

/**
 * A study archive unpacked into a folder (issue 16 §1; spec part 2 §7): Chromium's folder picker
 * gives a folder, the zip is written into it as it downloads, and the user is told when it is
 * done. The test's folder is the browser's private file system (the picker itself is a native
 * dialog a test cannot click).
 */

const ARCHIVE = 'badanie-cbct.zip';
const SLICES = 60;

function archive(): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (let i = 1; i <= SLICES; i++) {
    entries[`DICOM/S1/IM${String(i).padStart(4, '0')}.dcm`] = syntheticDicom({ frames: 1 });
  }
  return Buffer.from(zipSync(entries));
}

test('the leading doctor unpacks a study archive into a folder', async ({ page, request }) => {
  test.setTimeout(90_000);
  const study = await performedStudy(request);
  await attachFiles(request, study, [
    { name: ARCHIVE, mimetype: 'application/zip', bytes: archive() },
  ]);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'showDirectoryPicker', {
      value: () => navigator.storage.getDirectory(),
    });
  });
  await signIn(page, 'Doctor');
  await page.goto(`/studies/view/${study.id}`);
  const files = page.getByRole('table', { name: 'Pliki badania' });
  await files
    .getByRole('button', { name: `Rozpakuj archiwum ${ARCHIVE} do wybranego folderu` })
    .click();
  await expect(toasts(page, 'Pliki zostały pomyślnie rozpakowane')).toBeVisible();

  const written = await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const series = await (await root.getDirectoryHandle('DICOM')).getDirectoryHandle('S1');
    const names: string[] = [];
    for await (const name of (series as unknown as { keys(): AsyncIterable<string> }).keys()) {
      names.push(name);
    }
    const first = await (await series.getFileHandle('IM0001.dcm')).getFile();
    return { count: names.length, size: first.size };
  });
  expect(written).toEqual({ count: SLICES, size: syntheticDicom({ frames: 1 }).length });
});

test('a browser without the folder picker downloads the archive and says why', async ({
  page,
  request,
}, testInfo) => {
  const study = await performedStudy(request);
  await attachFiles(request, study, [
    { name: ARCHIVE, mimetype: 'application/zip', bytes: archive() },
  ]);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'showDirectoryPicker', { value: undefined });
  });
  await signIn(page, 'Doctor');
  await page.goto(`/studies/view/${study.id}`);
  await expect(page.getByText(/działa w przeglądarkach Chrome i Edge/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Rozpakuj archiwum/ })).toHaveCount(0);
  await screenshot(page, testInfo, 'study-archive-no-picker');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Pobierz plik ${ARCHIVE}` }).click();
  expect((await download).suggestedFilename()).toBe(ARCHIVE);
});

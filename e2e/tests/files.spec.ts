import { pageHeading, signIn, toasts } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { gradientPng } from '../support/sample-files.js';
import { slowUplink } from '../support/slow-uplink.js';

/**
 * Files end to end (issue 3): a picture goes up through prepareUpload → PUT → confirmUpload with
 * a progress bar, and comes back in the viewer; the dropzone refuses what it must.
 */

test('a profile picture uploads with a progress bar and comes back in the viewer', async ({
  page,
  context,
}) => {
  await signIn(page, 'Coordinator');
  await page.goto('/profile');
  await expect(pageHeading(page, 'Mój profil')).toBeVisible();

  // A slow uplink (about 300 kB/s) so the upload takes a few seconds and its bar can be seen.
  const fullSpeed = await slowUplink(context, page, 300 * 1024);

  await page.locator('input[type=file]').setInputFiles({
    name: 'portret.png',
    mimeType: 'image/png',
    buffer: gradientPng(700, 500),
  });
  await expect(page.getByRole('list', { name: 'Wybrane pliki' })).toContainText('portret.png');
  await page.getByRole('button', { name: 'Ustaw zdjęcie' }).click();

  const bar = page.getByRole('progressbar', { name: 'Wysyłanie pliku portret.png' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await fullSpeed();

  await expect(toasts(page, 'Zdjęcie profilowe zostało ustawione')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Nie ustawiono zdjęcia profilowego.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Podgląd' }).click();
  const viewer = page.getByRole('dialog', { name: 'zdjecie-profilowe.png' });
  const image = viewer.getByRole('img', { name: 'zdjecie-profilowe.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(700);
  await viewer.getByRole('button', { name: 'Zamknij' }).click();

  // Removing asks first, then the picture is gone.
  await page.getByRole('button', { name: 'Usuń', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Potwierdź usunięcie' });
  await expect(confirm).toContainText('zdjęcie profilowe');
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(toasts(page, 'Zdjęcie profilowe zostało usunięte')).toBeVisible();
  await expect(page.getByText('Nie ustawiono zdjęcia profilowego.')).toBeVisible();
});

test('the dropzone refuses a type it does not accept and keeps nothing', async ({ page }) => {
  await signIn(page, 'HelpContact');
  await page.goto('/profile');
  await page.locator('input[type=file]').setInputFiles({
    name: 'notatki.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('nie obraz'),
  });
  await expect(toasts(page, "Typ pliku 'notatki.txt' nie jest akceptowany.")).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wybrane pliki' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ustaw zdjęcie' })).toBeDisabled();
});

test('a file whose bytes are not a picture is refused by the server', async ({ page }) => {
  await signIn(page, 'Complaints');
  await page.goto('/profile');
  // Named like a picture, but not one: the server checks the content, not the name.
  await page.locator('input[type=file]').setInputFiles({
    name: 'udawany.png',
    mimeType: 'image/png',
    buffer: Buffer.from('MZ this is not a picture at all'),
  });
  await page.getByRole('button', { name: 'Ustaw zdjęcie' }).click();
  await expect(
    toasts(
      page,
      'Zawartość pliku nie jest dozwolonym typem (png, jpg, webp). Plik został odrzucony.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Nie ustawiono zdjęcia profilowego.')).toBeVisible();
});

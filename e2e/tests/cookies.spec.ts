import type { Page } from '@playwright/test';
import { loginForm } from '../support/auth.js';
import { ALL_COOKIES_ACCEPTED, expect, test } from '../support/fixtures.js';
import { screenshot } from '../support/screenshots.js';

/** The cookie banner and dialogs (spec part 1 §2 "Shared screen elements"). */

test.use({ cookieBanner: 'undecided' });

const ONLY_NECESSARY = { necessary: true, security: false, performance: false, functional: false };

function banner(page: Page) {
  return page.getByRole('region', { name: 'Informacja o plikach cookies' });
}

async function storedCookieSettings(page: Page): Promise<unknown> {
  const raw = await page.evaluate(() => window.localStorage.getItem('cookieSettings'));
  return raw === null ? null : JSON.parse(raw);
}

/** Reloads and waits for the app to render, so an absent banner is really absent. */
async function reloadSignInPage(page: Page) {
  await page.reload();
  await expect(loginForm(page).login).toBeVisible();
}

test('Accept hides the banner for good', async ({ page }) => {
  await page.goto('/login');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button')).toHaveText([
    'Konfiguruj',
    'Dowiedz się więcej',
    'Akceptuję',
  ]);

  await banner(page).getByRole('button', { name: 'Akceptuję' }).click();

  await expect(banner(page)).toBeHidden();
  expect(await storedCookieSettings(page)).toEqual(ALL_COOKIES_ACCEPTED);
  await reloadSignInPage(page);
  await expect(banner(page)).toHaveCount(0);
});

test('Configure offers the categories with "necessary" always on; reject keeps only it', async ({
  page,
}) => {
  await page.goto('/login');
  await banner(page).getByRole('button', { name: 'Konfiguruj' }).click();

  const settings = page.getByRole('dialog', { name: 'Ustawienia plików cookies' });
  await expect(settings).toBeVisible();
  const necessary = settings.getByRole('switch', { name: 'Niezbędne' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const name of ['Bezpieczeństwo', 'Wydajność', 'Funkcjonalne']) {
    await expect(settings.getByRole('switch', { name })).not.toBeChecked();
    await expect(settings.getByRole('switch', { name })).toBeEnabled();
  }
  await expect(settings.getByRole('button', { name: 'Akceptuj wszystkie' })).toBeVisible();

  await settings.getByRole('button', { name: 'Odrzuć wszystkie poza niezbędnymi' }).click();

  await expect(settings).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await storedCookieSettings(page)).toEqual(ONLY_NECESSARY);
  await reloadSignInPage(page);
  await expect(banner(page)).toHaveCount(0);
});

test('a chosen set of categories is saved and shown again in the settings', async ({ page }) => {
  await page.goto('/login');
  await banner(page).getByRole('button', { name: 'Konfiguruj' }).click();
  const settings = page.getByRole('dialog', { name: 'Ustawienia plików cookies' });
  await settings.getByRole('switch', { name: 'Funkcjonalne' }).check();

  await settings.getByRole('button', { name: 'Zapisz wybór' }).click();

  await expect(banner(page)).toBeHidden();
  expect(await storedCookieSettings(page)).toEqual({ ...ONLY_NECESSARY, functional: true });
  // The footer link reopens the settings with the stored choice, so it can be changed.
  await reloadSignInPage(page);
  await page.getByRole('button', { name: 'Ustawienia cookies' }).click();
  await expect(settings.getByRole('switch', { name: 'Funkcjonalne' })).toBeChecked();
  await expect(settings.getByRole('switch', { name: 'Wydajność' })).not.toBeChecked();
});

test('"Find out more" explains without deciding', async ({ page }) => {
  await page.goto('/login');
  await banner(page).getByRole('button', { name: 'Dowiedz się więcej' }).click();

  const info = page.getByRole('dialog', { name: 'Pliki cookies i pamięć przeglądarki' });
  await expect(info).toBeVisible();
  await info.getByRole('button', { name: 'Zamknij' }).click();

  await expect(info).toBeHidden();
  await expect(banner(page)).toBeVisible();
  expect(await storedCookieSettings(page)).toBeNull();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the banner never covers the sign-in button', async ({ page }, testInfo) => {
    await page.goto('/login');
    const submit = loginForm(page).submit;
    await expect(banner(page)).toBeVisible();
    await expect(submit).toBeVisible();
    const bannerBox = await banner(page).boundingBox();
    const submitBox = await submit.boundingBox();
    if (!bannerBox || !submitBox) throw new Error('The banner or the sign-in button has no box');
    // The whole button is above the banner, and the banner takes less than a third of the screen.
    expect(submitBox.y + submitBox.height).toBeLessThanOrEqual(bannerBox.y);
    expect(bannerBox.height).toBeLessThan(844 / 3);
    await screenshot(page, testInfo, 'login-phone');
  });
});

test("the kiosk shows no cookie banner: it is the tablet's screen, not the patient's browsing", async ({
  page,
}) => {
  await page.goto('/kiosk');
  await expect(
    page.getByRole('form', { name: 'Parowanie danymi wklejonymi z kodu QR' }),
  ).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // The same browser on a page people browse does show it.
  await page.goto('/login');
  await expect(banner(page)).toBeVisible();
});

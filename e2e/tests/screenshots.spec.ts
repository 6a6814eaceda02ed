import type { Page } from '@playwright/test';
import { loginForm, pageHeading, signIn, submitCredentials, termsDialog } from '../support/auth.js';
import { setAcceptedTerms } from '../support/db-fixtures.js';
import { DISPLAY_NAMES } from '../support/demo-people.js';
import { expect, test } from '../support/fixtures.js';
import { DEMO_PASSWORD, demoLogin, landingHeading } from '../support/roles.js';
import { screenshot } from '../support/screenshots.js';

/**
 * Screenshots of the main screens for a person to look at (e2e/test-results/screenshots/, not
 * committed; see support/screenshots.ts).
 */

/** The page's content has arrived: nothing in it is still marked busy (skeletons, tables). */
async function expectNothingLoading(page: Page) {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('first visit', () => {
  test.use({ cookieBanner: 'undecided' });

  test('sign-in page', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(loginForm(page).submit).toBeVisible();
    await expect(page.getByRole('link', { name: 'Polityka prywatności' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Informacja o plikach cookies' })).toBeVisible();
    await screenshot(page, testInfo, 'login');
  });
});

test('sign-in page with an error', async ({ page }, testInfo) => {
  await page.goto('/login');
  await submitCredentials(page, 'nobody@example.com', 'Wrong1234');
  await expect(loginForm(page).error).toHaveText('Nieprawidłowy login lub hasło.');
  await screenshot(page, testInfo, 'login-error');
});

test('terms dialog', async ({ page }, testInfo) => {
  const login = demoLogin('DescribingDoctor');
  await setAcceptedTerms(login, false);
  await page.goto('/login');
  await submitCredentials(page, login, DEMO_PASSWORD);
  const dialog = termsDialog(page);
  await expect(dialog).toHaveAccessibleName('Regulamin portalu dla lekarzy');
  await expect(dialog.getByRole('button', { name: 'Akceptuję' })).toBeDisabled();
  await screenshot(page, testInfo, 'terms');
});

test('signed-in shell with the settings popover', async ({ page }, testInfo) => {
  await signIn(page, 'Admin');
  await expect(pageHeading(page, 'Mój profil')).toBeVisible();
  await expect(page.getByTestId('logged-in-name')).toHaveText(DISPLAY_NAMES.Admin);
  // The account card names the login (the profile's data may list it as a contact address too).
  await expect(
    page.getByRole('main').getByText(demoLogin('Admin'), { exact: true }).first(),
  ).toBeVisible();
  await screenshot(page, testInfo, 'shell');

  await page.getByRole('button', { name: 'Ustawienia', exact: true }).click();
  await expect(page.getByText(/^Wersja aplikacji: /)).toBeVisible();
  await screenshot(page, testInfo, 'shell-settings');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signed-in shell', async ({ page }, testInfo) => {
    await signIn(page, 'Doctor');
    await expect(pageHeading(page, landingHeading('Doctor'))).toBeVisible();
    await expect(page.getByTestId('logged-in-name')).toHaveText(DISPLAY_NAMES.Doctor);
    await expectNothingLoading(page);
    await screenshot(page, testInfo, 'shell-phone');

    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();
    await screenshot(page, testInfo, 'shell-phone-menu');
  });
});

test.describe('settings', () => {
  // Each list as the demo network fills it, then one edit form; the tabs are the way between them.
  const PAGES = [
    ['Filie', 'settings-branches'],
    ['Programy', 'settings-programs'],
    ['Tablety', 'settings-tablets'],
    ['Typy badań', 'settings-study-types'],
    ['Użytkownicy', 'settings-users'],
    ['Konfiguracja', 'settings-app-config'],
    ['Dziennik zdarzeń', 'settings-audit'],
  ] as const;

  test('every settings page of an Admin, and the branch form', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, 'Admin');
    await page.goto('/settings');
    const tabs = page.getByRole('navigation', { name: 'Administracja' });
    for (const [tab, name] of PAGES) {
      await tabs.getByRole('tab', { name: tab }).click();
      await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectNothingLoading(page);
      await screenshot(page, testInfo, name);
    }
    await tabs.getByRole('tab', { name: 'Filie' }).click();
    await page.getByRole('main').getByRole('row').nth(1).click();
    await expect(page.getByRole('form')).toBeVisible();
    await expectNothingLoading(page);
    await screenshot(page, testInfo, 'settings-branch-edit');
  });

  for (const lang of ['en', 'ua'] as const) {
    test(`the branches and study types in ${lang}`, async ({ page }, testInfo) => {
      await signIn(page, 'Admin');
      await page.goto(`/settings/branches?lang=${lang}`);
      await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
      await expectNothingLoading(page);
      await screenshot(page, testInfo, `settings-branches-${lang}`);
      await page.goto(`/settings/study-types?lang=${lang}`);
      await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
      await expectNothingLoading(page);
      await screenshot(page, testInfo, `settings-study-types-${lang}`);
    });
  }
});

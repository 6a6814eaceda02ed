import type { Page } from '@playwright/test';
import { pageHeading, scrollTermsToEnd, signIn } from '../support/auth.js';
import { setAcceptedTerms } from '../support/db-fixtures.js';
import { expect, test } from '../support/fixtures.js';
import { DEMO_PASSWORD, demoLogin, expectedMenuLabels } from '../support/roles.js';

/** pl / en / ua: the switcher and the `lang` query parameter; the choice survives a reload. */

async function chooseLanguage(page: Page, current: string, language: string) {
  await page.getByRole('button', { name: current }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Polski', 'English', 'Українська']);
  await menu.getByRole('menuitem', { name: language }).click();
  await expect(menu).toBeHidden();
}

async function storedLang(page: Page): Promise<unknown> {
  const raw = await page.evaluate(() => window.localStorage.getItem('lang'));
  return raw === null ? null : JSON.parse(raw);
}

/**
 * The side menu speaks the chosen language: as many entries as the role has, its profile entry
 * named in that language, none left in Polish.
 */
async function expectMenuIn(page: Page, menuName: string, profileLabel: string) {
  const menu = page.getByRole('navigation', { name: menuName });
  await expect(menu.getByRole('link')).toHaveCount(expectedMenuLabels('Manager').length);
  await expect(menu.getByRole('link', { name: profileLabel, exact: true })).toBeVisible();
  for (const polish of expectedMenuLabels('Manager')) {
    await expect(menu.getByRole('link', { name: polish, exact: true })).toHaveCount(0);
  }
}

test('the switcher changes the signed-in portal and the choice survives a reload', async ({
  page,
}) => {
  await signIn(page, 'Manager');
  // The profile page, whatever the landing: its heading names the language on screen.
  await page.goto('/profile');
  await expect(pageHeading(page, 'Mój profil')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  await chooseLanguage(page, 'Język', 'English');
  await expect(pageHeading(page, 'My profile')).toBeVisible();
  await expectMenuIn(page, 'Main menu', 'My profile');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await storedLang(page)).toBe('en');

  await page.reload();
  await expect(pageHeading(page, 'My profile')).toBeVisible();

  await chooseLanguage(page, 'Language', 'Українська');
  await expect(pageHeading(page, 'Мій профіль')).toBeVisible();
  await expectMenuIn(page, 'Головне меню', 'Мій профіль');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  expect(await storedLang(page)).toBe('ua');

  await page.reload();
  await expect(pageHeading(page, 'Мій профіль')).toBeVisible();

  await chooseLanguage(page, 'Мова', 'Polski');
  await expect(pageHeading(page, 'Mój profil')).toBeVisible();
  expect(await storedLang(page)).toBe('pl');
});

test('?lang=en shows the sign-in page in English and is remembered', async ({ page }) => {
  await page.goto('/login?lang=en');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language' })).toHaveText('EN');
  expect(await storedLang(page)).toBe('en');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');

  await page.goto('/login?lang=ua');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вхід');
});

test("the server's messages follow the chosen language", async ({ page }) => {
  await page.goto('/login?lang=en');
  // An unknown account: no demo account collects a failed attempt.
  await page.getByRole('textbox', { name: 'Login', exact: true }).fill('nobody@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText('Invalid login or password.');
});

test('a sign-in keeps the language chosen on the sign-in page', async ({ page }) => {
  const login = demoLogin('Registration');
  await setAcceptedTerms(login, false);
  await page.goto('/login?lang=ua');
  await page.getByRole('textbox', { name: 'Логін', exact: true }).fill(login);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Увійти', exact: true }).click();

  const terms = page.getByRole('dialog', { name: 'Регламент порталу', exact: true });
  await expect(terms).toBeVisible();
  await scrollTermsToEnd(page);
  await terms.getByRole('button', { name: 'Приймаю' }).click();

  // The registrar's landing, the studies list (spec part 1 §2), in Ukrainian.
  await expect(pageHeading(page, 'Дослідження')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Вийти' })).toBeVisible();
});

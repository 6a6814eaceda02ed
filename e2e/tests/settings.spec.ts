import type { Page } from '@playwright/test';
import {
  logoutButton,
  signIn,
  submitCredentials,
  acceptTermsIfAsked,
  toasts,
} from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { screenshot } from '../support/screenshots.js';
import { uniqueTag } from '../support/unique.js';

/**
 * Settings and master data (issue 13): an Admin sets up a new branch with two devices, a study
 * type one of the device types performs, and a registrar who works there; the registrar follows
 * the mailed link, sets a password, signs in and sees the branch in the top bar. Screenshots of
 * every settings page.
 */

const NEW_PASSWORD = 'Mocne-Haslo-42';

/** Picks `option` in the MUI select or autocomplete labelled `label`. */
async function choose(page: Page, label: string, option: string, index = 0) {
  await page.getByRole('combobox', { name: label }).nth(index).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The floating add button of a settings list (a button or a link to the add page). */
function addButton(page: Page, name: string) {
  return page.getByRole('button', { name }).or(page.getByRole('link', { name }));
}

/** The set-password link of the newest mail to `login`, read as its recipient would. */
async function mailedLink(page: Page, login: string): Promise<string> {
  await page.goto('/dev/mailbox');
  await page.getByRole('row').filter({ hasText: login }).first().getByRole('link').click();
  const link = page.getByRole('link', { name: /\/reset-password\?token=/ });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

test('an administrator sets up a branch, a study type and a registrar who then signs in', async ({
  page,
  browser,
}, testInfo) => {
  // Many screens, each audited by axe (the fixture does so for every page state).
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const branchName = `Filia ${tag}`;
  const login = `rejestracja.${tag.toLowerCase()}@example.com`;

  await signIn(page, 'Admin');
  await page.goto('/settings');
  await expect(page).toHaveURL('/settings/branches');
  await expect(page.getByRole('table', { name: 'Filie' })).toBeVisible();
  await screenshot(page, testInfo, 'settings-branches');

  // A branch with two devices.
  await addButton(page, 'Dodaj filię').click();
  await expect(page).toHaveURL('/settings/branches/add');
  await page.getByRole('textbox', { name: 'Nazwa', exact: true }).fill(branchName);
  await choose(page, 'Region', 'małopolskie');
  await page.getByRole('button', { name: 'Dodaj urządzenie' }).click();
  await page.getByRole('button', { name: 'Dodaj urządzenie' }).click();
  const deviceNames = page.getByRole('textbox', { name: 'Nazwa urządzenia' });
  await deviceNames.nth(0).fill(`CBCT ${tag}`);
  await choose(page, 'Typ urządzenia', 'CBCT', 0);
  await deviceNames.nth(1).fill(`Pantomograf ${tag}`);
  await choose(page, 'Typ urządzenia', 'PANTOMOGRAPH', 1);
  await screenshot(page, testInfo, 'settings-branch-form');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toasts(page, `Filia ${branchName} została dodana.`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/branches/);

  // A study type the branch's pantomograph performs.
  await page
    .getByRole('navigation', { name: 'Administracja' })
    .getByRole('tab', { name: 'Typy badań' })
    .click();
  await expect(page.getByRole('table', { name: 'Typy badań' })).toBeVisible();
  await screenshot(page, testInfo, 'settings-study-types');
  await addButton(page, 'Dodaj typ badania').click();
  await page.getByRole('textbox', { name: 'Kod' }).fill(`PAN-${tag}`);
  await page.getByRole('textbox', { name: 'Nazwa', exact: true }).fill(`Pantomogram ${tag}`);
  await page.getByRole('spinbutton', { name: 'Czas opisu' }).fill('20');
  await page.getByRole('textbox', { name: 'Cena – Standard' }).fill('0,30');
  await page.getByRole('button', { name: 'Dodaj typ urządzenia' }).click();
  await choose(page, 'Typ urządzenia', 'PANTOMOGRAPH');
  await page.getByRole('spinbutton', { name: 'Czas trwania (min)' }).fill('15');
  await screenshot(page, testInfo, 'settings-study-type-form');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toasts(page, 'Typ badania został dodany.')).toBeVisible();
  const typeRow = page.getByRole('row').filter({ hasText: `PAN-${tag}` });
  await expect(typeRow).toContainText('0,30');

  // A registrar who works in the new branch.
  await page
    .getByRole('navigation', { name: 'Administracja' })
    .getByRole('tab', { name: 'Użytkownicy' })
    .click();
  await expect(page.getByRole('table', { name: 'Użytkownicy' })).toBeVisible();
  await screenshot(page, testInfo, 'settings-users');
  await addButton(page, 'Dodaj użytkownika').click();
  await page.getByRole('textbox', { name: /Login/ }).fill(login);
  await page.getByRole('textbox', { name: 'Imię' }).fill('Ewa');
  await page.getByRole('textbox', { name: 'Nazwisko' }).fill(`Rejestracja ${tag}`);
  await page.getByRole('textbox', { name: 'Numery telefonów' }).fill('600 100 200');
  await page.getByRole('textbox', { name: 'Numery telefonów' }).press('Enter');
  await page.getByRole('checkbox', { name: 'Rejestracja' }).check();
  await choose(page, 'Regiony', 'małopolskie');
  await choose(page, 'Filie, w których pracuje', branchName);
  await screenshot(page, testInfo, 'settings-user-form');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(
    toasts(page, 'Użytkownik został utworzony. Wysłano e-mail z linkiem do ustawienia hasła.'),
  ).toBeVisible();

  // The other settings pages.
  for (const [tab, name] of [
    ['Programy', 'settings-programs'],
    ['Konfiguracja', 'settings-app-config'],
    ['Dziennik zdarzeń', 'settings-audit'],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Administracja' })
      .getByRole('tab', { name: tab })
      .click();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, testInfo, name);
  }

  // The registrar, on a device of their own, reads the mail and follows its link. (The dev
  // mailbox is a tool of this server, not a page of the portal: axe does not audit it.)
  const registrar = await (await browser.newContext()).newPage();
  const link = await mailedLink(registrar, login);
  await registrar.goto(link);
  await registrar.getByLabel('Nowe hasło').fill(NEW_PASSWORD);
  await registrar.getByLabel('Powtórz hasło').fill(NEW_PASSWORD);
  await registrar.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(
    registrar.getByText('Hasło zostało ustawione. Zaloguj się nowym hasłem.'),
  ).toBeVisible();
  await registrar.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await expect(registrar).toHaveURL(/\/login/);
  await submitCredentials(registrar, login, NEW_PASSWORD);
  await acceptTermsIfAsked(registrar);
  await expect(logoutButton(registrar)).toBeVisible();
  await expect(registrar.getByRole('banner').getByText(branchName)).toBeVisible();
  await screenshot(registrar, testInfo, 'registrar-top-bar');

  // The link works once.
  await registrar.context().close();
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await again.getByLabel('Nowe hasło').fill(NEW_PASSWORD);
  await again.getByLabel('Powtórz hasło').fill(NEW_PASSWORD);
  await again.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(again.getByRole('alert')).toBeVisible();
  await again.context().close();
});

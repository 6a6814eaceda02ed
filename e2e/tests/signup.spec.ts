import { acceptTermsIfAsked, logoutButton, signIn, submitCredentials } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { freshLicenseNumber } from '../support/license-number.js';
import { mailedLink, type MailedLinkKind } from '../support/scheduling.js';
import { screenshot } from '../support/screenshots.js';
import { uniqueTag } from '../support/unique.js';

/**
 * Signing up (issue 19 §1): a doctor signs up on /signup, confirms the address from the dev
 * mailbox, cannot sign in until an Admin verifies the account in the users list, then signs in.
 */

const CONFIRMATION: MailedLinkKind = {
  text: 'Potwierdź adres e-mail w Portalu RTG',
  path: '/login',
};
const PASSWORD = 'Nowe-Konto-2026';

test('a doctor signs up, confirms the address, is verified by the Admin and signs in', async ({
  page,
  browser,
  newBrowserPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const login = `rejestracja.${uniqueTag().toLowerCase()}@example.com`;

  await page.goto('/login');
  await page.getByRole('link', { name: /Zarejestruj się/ }).click();
  await expect(page).toHaveURL(/\/signup/);
  await page.getByLabel('Adres e-mail (login)').fill(login);
  await page.getByLabel(/^Hasło/).fill(PASSWORD);
  await page.getByLabel('Imię').fill('Marta');
  await page.getByLabel('Nazwisko').fill('Rejestrowana');
  await page.getByLabel('Telefon').fill('+48 600 700 800');
  await page.getByLabel('Numer PWZ').fill(freshLicenseNumber());
  await page.getByRole('checkbox', { name: /^Akceptuję regulamin/ }).check();
  await expect(page.getByText('Sprawdzenie zabezpieczające zakończone')).toBeVisible({
    timeout: 30_000,
  });
  await screenshot(page, testInfo, 'signup-doctor');
  await page.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
  await screenshot(page, testInfo, 'signup-sent');

  // The mailed link confirms the address on the sign-in page.
  const link = await mailedLink(browser, login, CONFIRMATION);
  await page.goto(link);
  await expect(page.getByText(/^Adres e-mail został potwierdzony/)).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await submitCredentials(page, login, PASSWORD);
  await expect(page.getByText(/^Konto czeka na weryfikację/)).toBeVisible();
  await screenshot(page, testInfo, 'signup-awaiting-verification');

  // The Admin finds the account among those waiting and verifies it.
  const admin = await newBrowserPage();
  await signIn(admin, 'Admin');
  await admin.goto('/settings/users');
  await admin.getByRole('switch', { name: 'Oczekujące na weryfikację' }).click();
  await expect(admin).toHaveURL(/awaiting=1/);
  await admin.getByRole('button', { name: `Zweryfikuj konto ${login}` }).click();
  await screenshot(admin, testInfo, 'signup-verify-dialog');
  await admin.getByRole('dialog').getByRole('button', { name: 'Zweryfikuj' }).click();
  await expect(admin.getByText('Konto zostało zweryfikowane.')).toBeVisible();

  await submitCredentials(page, login, PASSWORD);
  await acceptTermsIfAsked(page);
  await expect(logoutButton(page)).toBeVisible();
});

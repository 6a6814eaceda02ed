import { createAccountLike } from '../support/accounts.js';
import { acceptTermsIfAsked, logoutButton, submitCredentials } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { mailedLink, type MailedLinkKind } from '../support/scheduling.js';
import { screenshot } from '../support/screenshots.js';

/**
 * A forgotten password (issue 19 §2): from the sign-in page a user asks for a link, reads the
 * mail in the dev mailbox, sets a new password, and signs in with it; the old one no longer works.
 */

const RESET_MAIL: MailedLinkKind = { text: 'Zmiana hasła w Portalu RTG', path: '/reset-password' };
const NEW_PASSWORD = 'Odzyskane-Haslo-7';

test('a user who forgot the password sets a new one from the mailed link', async ({
  page,
  browser,
}, testInfo) => {
  const login = await createAccountLike('Doctor');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL('/reset-password-request');
  await expect(page.getByRole('heading', { name: 'Nie pamiętasz hasła?' })).toBeVisible();
  await page.getByLabel('Adres e-mail').fill(login);
  await screenshot(page, testInfo, 'reset-request-form');
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('status')).toContainText('Link do zmiany hasła został wysłany');
  await screenshot(page, testInfo, 'reset-request-sent');

  const link = await mailedLink(browser, login, RESET_MAIL);
  await page.goto(link);
  await page.getByLabel('Nowe hasło').fill(NEW_PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Hasło zostało ustawione. Zaloguj się nowym hasłem.',
  );
  await screenshot(page, testInfo, 'reset-password-done');
  await page.getByRole('link', { name: 'Przejdź do logowania' }).click();

  // The demo password was the old one: it is refused, the new one signs in.
  await submitCredentials(page, login, 'Demo1234');
  await expect(page.getByRole('alert')).toBeVisible();
  await submitCredentials(page, login, NEW_PASSWORD);
  await acceptTermsIfAsked(page);
  await expect(logoutButton(page)).toBeVisible();
});

test('the request page answers alike for an address no account has, in English', async ({
  page,
}) => {
  await page.goto('/reset-password-request?lang=en');
  await page.getByLabel('E-mail address').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'A link to change the password has been sent to nobody-here@example.com',
  );
});

import { createAccountLike } from '../support/accounts.js';
import { acceptTermsIfAsked, logoutButton, submitCredentials } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';

/**
 * Deleting one's own account (issue 19 §5, spec part 2 §4): from the profile, with the password
 * and a confirmation; the page signs out and the account no longer signs in.
 */

test('a user deletes their own account from the profile', async ({ page }) => {
  const login = await createAccountLike('Doctor', { ownContact: true });
  await page.goto('/login');
  await submitCredentials(page, login, 'Demo1234');
  await acceptTermsIfAsked(page);
  await expect(logoutButton(page)).toBeVisible();

  await page.goto('/profile');
  const card = page.getByRole('form', { name: 'Usunięcie konta' });
  await card.getByLabel(/^Obecne hasło/).fill('Demo1234');
  await card.getByRole('button', { name: 'Usuń konto' }).click();
  await page
    .getByRole('dialog', { name: 'Usunąć konto?' })
    .getByRole('button', { name: 'Usuń konto' })
    .click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(/^Konto zostało usunięte/)).toBeVisible();

  await submitCredentials(page, login, 'Demo1234');
  await expect(
    page.getByText('Konto jest nieaktywne. Skontaktuj się z administratorem.'),
  ).toBeVisible();
});

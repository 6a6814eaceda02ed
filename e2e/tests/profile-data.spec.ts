import { createAccountLike } from '../support/accounts.js';
import { acceptTermsIfAsked, logoutButton, submitCredentials, toasts } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { screenshot } from '../support/screenshots.js';

/**
 * The profile's own data (issue 19 §5, spec part 2 §2 "Profile": "others edit the user
 * profile"): a registrar changes their name on /profile and keeps it after a reload.
 */

test('a registrar edits their own name on the profile', async ({ page }, testInfo) => {
  const login = await createAccountLike('Registration', { ownContact: true });
  await page.goto('/login');
  await submitCredentials(page, login, 'Demo1234');
  await acceptTermsIfAsked(page);
  await expect(logoutButton(page)).toBeVisible();

  await page.goto('/profile');
  const card = page.getByRole('form', { name: 'Dane profilu' });
  await card.getByLabel(/^Nazwisko/).fill('Zmieniona-Nazwiskowa');
  await card.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toasts(page, 'Profil został zapisany')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'profile-data');

  await page.reload();
  await page.goto('/profile?lang=en');
  const english = page.getByRole('form', { name: 'Profile data' });
  await expect(english).toBeVisible();
  await english.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'profile-data-en');
  await page.goto('/profile?lang=pl');
  await expect(
    page.getByRole('form', { name: 'Dane profilu' }).getByLabel(/^Nazwisko/),
  ).toHaveValue('Zmieniona-Nazwiskowa');
});

import { createAccountLike } from '../support/accounts.js';
import { acceptTermsIfAsked, logoutButton, submitCredentials, toasts } from '../support/auth.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { withDatabase } from '../support/database.js';
import { expect, test } from '../support/fixtures.js';
import { freshLicenseNumber } from '../support/license-number.js';
import { screenshot } from '../support/screenshots.js';

/**
 * The profile's own data (issue 19 §5, spec part 2 §2 "Profile": "Doctor-type roles … edit a
 * doctor profile …; others edit the user profile"): a registrar changes their name on /profile,
 * a doctor their doctor profile, and both keep it after a reload.
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

test('a doctor edits their doctor profile: names, phones and an address', async ({
  page,
}, testInfo) => {
  const login = await createAccountLike('Doctor', { ownContact: true });
  const licenseNumber = freshLicenseNumber();
  await withDatabase((db) =>
    db.query(
      `insert into doctors (user_id, contact_id, license_number)
       select id, contact_id, $2 from users where login = $1`,
      [login, licenseNumber],
    ),
  );
  await page.goto('/login');
  await submitCredentials(page, login, 'Demo1234');
  await acceptTermsIfAsked(page);
  await expect(logoutButton(page)).toBeVisible();

  await page.goto('/profile');
  const card = page.getByRole('form', { name: 'Profil lekarza' });
  await expect(card.getByLabel(/^Numer PWZ/)).toHaveValue(licenseNumber);
  await card.getByLabel(/^Nazwisko/).fill('Profilowa');
  await card.getByRole('button', { name: 'Dodaj adres' }).click();
  await card.getByLabel(/^Ulica i numer/).fill('ul. Kwiatowa 5');
  await card.getByLabel(/^Kod pocztowy/).fill('90001');
  await card.getByLabel(/^Miejscowość/).fill('Łódź');
  await card.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toasts(page, 'Profil został zapisany')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'doctor-profile');
  await expectNoAxeViolations(page, 'form[aria-label="Profil lekarza"]');

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Profil lekarza' });
  await expect(reloaded.getByLabel(/^Nazwisko/)).toHaveValue('Profilowa');
  await expect(reloaded.getByLabel(/^Kod pocztowy/)).toHaveValue('90-001');
});

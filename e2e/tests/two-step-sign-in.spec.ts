import { createAccountLike } from '../support/accounts.js';
import { acceptTermsIfAsked, logoutButton, submitCredentials, toasts } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { screenshot } from '../support/screenshots.js';
import { totpCode } from '../support/totp.js';

/**
 * Two-step sign-in (issue 19 §4, ADR 0046): an Admin sets up an authenticator from the profile,
 * keeps the recovery codes, and from then on signs in with the password and a code; a recovery
 * code works in place of one.
 */

test('an Admin sets up an authenticator and signs in with a code', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const login = await createAccountLike('Admin');
  await page.goto('/login');
  await submitCredentials(page, login, 'Demo1234');
  await acceptTermsIfAsked(page);
  await expect(logoutButton(page)).toBeVisible();

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Weryfikacja dwuetapowa' });
  await expect(card.getByText('Wyłączona')).toBeVisible();
  await card.getByRole('button', { name: 'Włącz' }).click();
  await expect(card.getByRole('img', { name: /Kod QR/ })).toBeVisible();
  const secret = await card.getByRole('textbox', { name: 'Klucz konfiguracyjny' }).inputValue();
  await screenshot(page, testInfo, 'mfa-enrolment');
  // The previous half-minute's code (still taken), so that the current one is left for signing in.
  await card.getByLabel(/^Kod weryfikacyjny/).fill(totpCode(secret, Date.now() - 30_000));
  await card.getByRole('button', { name: 'Potwierdź' }).click();
  const codes = card.getByRole('list', { name: 'Kody odzyskiwania' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  await screenshot(page, testInfo, 'mfa-recovery-codes');
  await card.getByRole('button', { name: 'Gotowe' }).click();
  await expect(card.getByText('Włączona')).toBeVisible();

  // Signing in now asks for a code after the password.
  await logoutButton(page).click();
  await submitCredentials(page, login, 'Demo1234');
  const code = page.getByLabel(/^Kod weryfikacyjny/);
  await expect(code).toBeFocused();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Zweryfikuj' }).click();
  await expect(page.getByText(/^Nieprawidłowy kod/)).toBeVisible();
  await screenshot(page, testInfo, 'mfa-sign-in-step');
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Zweryfikuj' }).click();
  await expect(logoutButton(page)).toBeVisible();

  // A recovery code stands in for the app once.
  await logoutButton(page).click();
  await submitCredentials(page, login, 'Demo1234');
  await page.getByLabel(/^Kod weryfikacyjny/).fill(recoveryCode);
  await page.getByRole('button', { name: 'Zweryfikuj' }).click();
  await expect(logoutButton(page)).toBeVisible();
  await expect(toasts(page, 'Nieprawidłowy')).toHaveCount(0);
});

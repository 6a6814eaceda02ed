import type { Page } from '@playwright/test';
import { logoutButton, acceptTermsIfAsked } from '../support/auth.js';
import { withDatabase } from '../support/database.js';
import { expect, test } from '../support/fixtures.js';
import { freshLicenseNumber } from '../support/license-number.js';
import { screenshot } from '../support/screenshots.js';
import { uniqueTag } from '../support/unique.js';

/**
 * Social sign-in (issue 19 §3, ADR 0047) against a local OpenID provider standing in for Google
 * (scripts/oidc-test-provider.mjs, started by playwright.config.ts): an unknown Google account
 * lands on /signup prefilled, signs up without a password, and once verified signs in with Google.
 */

/** The provider's own login page (oidc-provider's): any login, any password. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a doctor signs up with Google and, once verified, signs in with it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // The provider's page asks for a web font; there is no other network here.
  await page.route('**/fonts.googleapis.com/**', (route) => route.abort());
  const login = `google-${uniqueTag().toLowerCase()}`;
  const email = `${login}@example.com`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Zaloguj przez Google' }).click();
  await signInAtProvider(page, login);

  // Unknown to the portal: /signup with what Google said, and no password to choose.
  await expect(page).toHaveURL(/\/signup/);
  await expect(page.getByLabel('Adres e-mail (login)')).toHaveValue(email);
  await expect(page.getByLabel('Imię')).toHaveValue('Jan');
  await expect(page.getByLabel('Nazwisko')).toHaveValue('Społeczny');
  await expect(page.getByLabel(/^Hasło/)).toHaveCount(0);
  await page.getByLabel('Telefon').fill('+48 600 700 800');
  await page.getByLabel('Numer PWZ').fill(freshLicenseNumber());
  await page.getByRole('checkbox', { name: /^Akceptuję regulamin/ }).check();
  await screenshot(page, testInfo, 'social-signup');
  await page.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();

  // An Admin verifies the account (the users list does it in signup.spec.ts).
  await withDatabase((db) =>
    db.query('update users set verified_at = now() where login = $1', [email]),
  );
  await page.goto('/login');
  await page.getByRole('link', { name: 'Zaloguj przez Google' }).click();
  // The provider remembers the browser: straight back, signed in.
  await acceptTermsIfAsked(page);
  await expect(logoutButton(page)).toBeVisible();
  await expect(page).not.toHaveURL(/oauth=/);
});

test('a return whose state is not the one the portal sent is ignored', async ({ page }) => {
  await page.goto('/api/auth/oauth/google/callback?code=forged&state=forged');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Invalid OAuth state')).toBeVisible();
  await expect(logoutButton(page)).toHaveCount(0);
});

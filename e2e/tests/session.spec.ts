import type { Page } from '@playwright/test';
import {
  acceptTermsIfAsked,
  currentToken,
  loginForm,
  pageHeading,
  signIn,
  storedAuth,
  submitCredentials,
  toasts,
  waitUntilSettled,
} from '../support/auth.js';
import { expireSession, revokeSession } from '../support/db-fixtures.js';
import { expect, test } from '../support/fixtures.js';
import { DEMO_PASSWORD, demoLogin, landingHeading } from '../support/roles.js';

/** The session rows of the error catalogue (spec part 1 §8). */
const EXPIRED = 'Twoja sesja wygasła. Zaloguj się ponownie.';
const INVALID = 'Sesja jest nieważna. Zaloguj się ponownie.';

/**
 * The portal is back on /login, signed out, with exactly one notice `shown` and none `absent`.
 * Every call of the page has been answered before counting, so a late duplicate would be seen.
 */
async function expectSentToLogin(page: Page, shown: string, absent: string) {
  await expect(page).toHaveURL('/login');
  await expect(loginForm(page).login).toBeVisible();
  await expect(toasts(page, shown)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(toasts(page, shown)).toHaveCount(1);
  await expect(toasts(page, absent)).toHaveCount(0);
  expect(await storedAuth(page)).toBeNull();
}

test('an expired session sends the user to /login with its notice, once', async ({ page }) => {
  await signIn(page, 'Technician');
  await waitUntilSettled(page);
  await expireSession(await currentToken(page));

  await page.reload();

  await expectSentToLogin(page, EXPIRED, INVALID);
});

test('a revoked session sends the user to /login with the invalid-session notice, once', async ({
  page,
}) => {
  await signIn(page, 'Technician');
  await waitUntilSettled(page);
  await revokeSession(await currentToken(page));

  await page.reload();

  await expectSentToLogin(page, INVALID, EXPIRED);
});

test('a session revoked meanwhile ends at the next action, without a reload', async ({ page }) => {
  await signIn(page, 'Patient');
  await page.goto('/profile');
  const notifications = page.getByRole('switch', { name: 'Powiadomienia e-mail' });
  await expect(notifications).toBeEnabled();
  // Every card of the profile has its data: no call of theirs meets the revoked session first.
  await waitUntilSettled(page);
  await revokeSession(await currentToken(page));

  await notifications.click();

  await expectSentToLogin(page, INVALID, EXPIRED);
});

test('a forged token in storage is refused like an invalid session', async ({ page }) => {
  await signIn(page, 'Complaints');
  await page.evaluate(() => {
    const auth = JSON.parse(window.localStorage.getItem('auth')!) as { token: string };
    window.localStorage.setItem('auth', JSON.stringify({ ...auth, token: 'x'.repeat(43) }));
  });

  await page.reload();

  await expectSentToLogin(page, INVALID, EXPIRED);
});

test('after signing in again, a later expiry is announced again', async ({ page }) => {
  await signIn(page, 'Registration');
  await waitUntilSettled(page);
  await expireSession(await currentToken(page));
  await page.reload();
  await expectSentToLogin(page, EXPIRED, INVALID);

  await submitCredentials(page, demoLogin('Registration'), DEMO_PASSWORD);
  await acceptTermsIfAsked(page);
  await expect(pageHeading(page, landingHeading('Registration'))).toBeVisible();
  await waitUntilSettled(page);
  await expireSession(await currentToken(page));
  await page.reload();

  await expectSentToLogin(page, EXPIRED, INVALID);
});

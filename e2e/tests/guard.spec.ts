import type { APIRequestContext } from '@playwright/test';
import {
  acceptTermsIfAsked,
  currentToken,
  loginForm,
  logoutButton,
  pageHeading,
  signIn,
  storedAuth,
  submitCredentials,
} from '../support/auth.js';
import { isSessionRevoked } from '../support/db-fixtures.js';
import { expect, test } from '../support/fixtures.js';
import {
  DEMO_PASSWORD,
  demoLogin,
  expectedRootTarget,
  rootTargetHeading,
  unbuiltMenuRoutes,
} from '../support/roles.js';
import { screenshot } from '../support/screenshots.js';

/** Route guards (spec part 1 §2) and the end of a session. */

/** Asks the API who is signed in with `token`, as any client could. */
function askCurrentUser(request: APIRequestContext, token: string) {
  return request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: '{ currentUser { login } }' },
  });
}

test('a signed-out visitor of /profile signs in and comes back to where they were', async ({
  page,
}) => {
  // The query and hash tell the way back apart from the landing page, which is /profile too.
  await page.goto('/profile?from=e2e#account');

  await expect(page).toHaveURL('/login');
  await submitCredentials(page, demoLogin('Admin'), DEMO_PASSWORD);
  await acceptTermsIfAsked(page);

  await expect(page).toHaveURL('/profile?from=e2e#account');
  await expect(pageHeading(page, 'Mój profil')).toBeVisible();
});

test('the root and unknown paths need a session too', async ({ page }) => {
  for (const path of ['/', '/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
    await expect(loginForm(page).login).toBeVisible();
  }
});

test('a signed-in user opening / goes where / leads, once it is built', async ({ page }) => {
  await signIn(page, 'Doctor');
  // Sign-in lands a doctor on their patients; / leads elsewhere (spec part 2 §2), or to the
  // profile while that page is not built.
  await page.goto('/');
  await expect(page).toHaveURL(expectedRootTarget('Doctor'));
  await expect(pageHeading(page, rootTargetHeading('Doctor'))).toBeVisible();
});

test('an unknown address is not found, inside the portal, with the way back', async ({
  page,
}, testInfo) => {
  await signIn(page, 'Doctor');
  // A menu page not built yet is an unknown address too (ADR 0026).
  for (const path of ['/no-such-page', ...unbuiltMenuRoutes('Doctor')]) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(pageHeading(page, 'Nie znaleziono strony')).toBeVisible();
    await expect(page.getByText(`Strona o adresie ${path} nie istnieje.`)).toBeVisible();
    // Inside the shell: the side menu and the top bar are there.
    await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();
  }
  await screenshot(page, testInfo, 'not-found');

  await page.getByRole('link', { name: 'Wróć do strony startowej' }).click();
  await expect(page).toHaveURL(expectedRootTarget('Doctor'));
  await expect(pageHeading(page, rootTargetHeading('Doctor'))).toBeVisible();
});

test('a page the role may not open says so inside the portal, and /login stays for others', async ({
  page,
}, testInfo) => {
  await signIn(page, 'Doctor');
  await page.goto('/settings/tablets');

  await expect(page).toHaveURL('/settings/tablets');
  await expect(pageHeading(page, 'Brak dostępu')).toBeVisible();
  await expect(page.getByText('Twoja rola (Lekarz) nie ma dostępu do tej strony.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();
  await expect(loginForm(page).login).toHaveCount(0);
  await screenshot(page, testInfo, 'no-access');

  await page.getByRole('link', { name: 'Wróć do strony startowej' }).click();
  await expect(page).toHaveURL(expectedRootTarget('Doctor'));

  // Signed in, /login has nothing to offer: it leads into the portal.
  await page.goto('/login');
  await expect(page).toHaveURL(expectedRootTarget('Doctor'));
});

test('logging out ends the session on the server too', async ({ page }) => {
  await signIn(page, 'Manager');
  const token = await currentToken(page);
  const before = await askCurrentUser(page.request, token);
  expect(before.status()).toBe(200);
  expect(await before.json()).toEqual({ data: { currentUser: { login: demoLogin('Manager') } } });

  await logoutButton(page).click();

  await expect(page).toHaveURL('/login');
  await expect(loginForm(page).login).toBeVisible();
  expect(await storedAuth(page)).toBeNull();
  expect(await isSessionRevoked(token)).toBe(true);
  const after = await askCurrentUser(page.request, token);
  expect(after.status()).toBe(401);
  // The portal's own pages are closed again.
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
});

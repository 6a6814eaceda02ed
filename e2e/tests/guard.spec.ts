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

test('a signed-in user opening / or an unknown path goes where / leads, once it is built', async ({
  page,
}) => {
  await signIn(page, 'Doctor');
  // Sign-in lands a doctor on their patients; / leads elsewhere (spec part 2 §2), or to the
  // profile while that page is not built. A menu page not built yet is an unknown path too.
  for (const path of ['/', '/no-such-page', ...unbuiltMenuRoutes('Doctor')]) {
    await page.goto(path);
    await expect(page).toHaveURL(expectedRootTarget('Doctor'));
    await expect(pageHeading(page, rootTargetHeading('Doctor'))).toBeVisible();
  }
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

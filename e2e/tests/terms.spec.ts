import {
  acceptTerms,
  currentToken,
  logoutButton,
  pageHeading,
  scrollTermsToEnd,
  signIn,
  storedAuth,
  submitCredentials,
  termsDialog,
} from '../support/auth.js';
import { hasAcceptedTerms, isSessionRevoked, setAcceptedTerms } from '../support/db-fixtures.js';
import { expect, test } from '../support/fixtures.js';
import { DEMO_PASSWORD, demoLogin, landingHeading } from '../support/roles.js';

/** Spec part 1 §2 (terms dialog), §6 (terms accepted before first use); ADR 0004. */

test('the terms block the portal until accepted, and are not asked for again', async ({ page }) => {
  const login = demoLogin('Doctor');
  await setAcceptedTerms(login, false);

  await page.goto('/login');
  await submitCredentials(page, login, DEMO_PASSWORD);
  const dialog = page.getByRole('dialog', { name: 'Regulamin portalu dla lekarzy', exact: true });
  await expect(dialog).toBeVisible();
  // No page is rendered behind it (CSS locators see aria-hidden content too), and the shell
  // around it cannot be reached.
  await expect(page.locator('main h1')).toHaveCount(0);
  await expect(page.locator('main').getByText(landingHeading('Doctor'))).toHaveCount(0);
  await expect(logoutButton(page)).toBeHidden();

  const accept = dialog.getByRole('button', { name: 'Akceptuję' });
  await expect(accept).toBeDisabled();
  await expect(
    dialog.getByText('Przewiń regulamin do końca, aby móc go zaakceptować.'),
  ).toBeVisible();
  // Escape does not get around it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await scrollTermsToEnd(page);
  await expect(accept).toBeEnabled();
  await accept.click();

  await expect(dialog).toBeHidden();
  await expect(pageHeading(page, landingHeading('Doctor'))).toBeVisible();
  expect(await hasAcceptedTerms(login)).toBe(true);
  await expect.poll(async () => (await storedAuth(page))?.acceptedTerms).toBe(true);

  // The next sign-in goes straight to the portal.
  await logoutButton(page).click();
  await expect(page).toHaveURL('/login');
  await submitCredentials(page, login, DEMO_PASSWORD);
  await expect(pageHeading(page, landingHeading('Doctor'))).toBeVisible();
  await expect(termsDialog(page)).toHaveCount(0);
});

test('closing the terms without accepting signs the user out', async ({ page }) => {
  const login = demoLogin('Patient');
  await setAcceptedTerms(login, false);

  await page.goto('/login');
  await submitCredentials(page, login, DEMO_PASSWORD);
  const dialog = page.getByRole('dialog', { name: 'Regulamin portalu', exact: true });
  await expect(dialog).toBeVisible();
  const token = await currentToken(page);

  await dialog.getByRole('button', { name: 'Zamknij' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Logowanie', level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await storedAuth(page)).toBeNull();
  expect(await isSessionRevoked(token)).toBe(true);
  expect(await hasAcceptedTerms(login)).toBe(false);

  // Still not accepted: the next sign-in asks again, and accepting lets the user in.
  await submitCredentials(page, login, DEMO_PASSWORD);
  await expect(dialog).toBeVisible();
  await acceptTerms(page);
  await expect(pageHeading(page, landingHeading('Patient'))).toBeVisible();
});

test('an account that accepted the terms earlier is not asked', async ({ page }) => {
  await setAcceptedTerms(demoLogin('Coordinator'), true);

  await signIn(page, 'Coordinator');

  await expect(pageHeading(page, landingHeading('Coordinator'))).toBeVisible();
  await expect(termsDialog(page)).toHaveCount(0);
});

test.describe('on a first visit, before any cookie decision', () => {
  test.use({ cookieBanner: 'undecided' });

  test('the terms can be accepted without touching the cookie banner', async ({ page }) => {
    const login = demoLogin('Laboratory');
    await setAcceptedTerms(login, false);
    await page.goto('/login');
    const banner = page.getByRole('region', { name: 'Informacja o plikach cookies' });
    await expect(banner).toBeVisible();

    await submitCredentials(page, login, DEMO_PASSWORD);
    const dialog = termsDialog(page);
    await expect(dialog).toBeVisible();
    await scrollTermsToEnd(page);
    // A real click: it fails if anything (e.g. the banner) lies over the button.
    await dialog.getByRole('button', { name: 'Akceptuję' }).click();

    await expect(dialog).toBeHidden();
    await expect(pageHeading(page, landingHeading('Laboratory'))).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('cookieSettings'))).toBeNull();
    await expect(banner).toBeVisible();
  });
});

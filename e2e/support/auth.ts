import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { DEMO_PASSWORD, demoLogin, expectedLanding, type Role } from './roles.js';
import { waitForQuietNetwork } from './network-quiet.js';

/** The sign-in form of /login, in Polish. */
export function loginForm(page: Page) {
  return {
    login: page.getByRole('textbox', { name: 'Login', exact: true }),
    password: page.getByRole('textbox', { name: 'Hasło', exact: true }),
    submit: page.getByRole('button', { name: 'Zaloguj się' }),
    error: page.getByRole('form', { name: 'Logowanie' }).getByRole('alert'),
  };
}

/** The terms dialog: "Regulamin portalu" or, for doctor-type roles, "… dla lekarzy". */
export function termsDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Regulamin portalu/ });
}

/** The top bar's logout button: present only in the signed-in shell, once nothing blocks it. */
export function logoutButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Wyloguj' });
}

/** Toasts (notistack snackbars) with the given text. */
export function toasts(page: Page, text: string): Locator {
  return page.locator('#notistack-snackbar').filter({ hasText: text });
}

/** Fills the sign-in form of the current page and submits it. */
export async function submitCredentials(page: Page, login: string, password: string) {
  const form = loginForm(page);
  await form.login.fill(login);
  await form.password.fill(password);
  await form.submit.click();
}

/** Scrolls the terms to their end, as a reader would, which enables Accept. */
export async function scrollTermsToEnd(page: Page): Promise<void> {
  const content = page.getByRole('dialog').getByTestId('terms-content');
  await content.hover();
  await page.mouse.wheel(0, 10_000);
}

/** Accepts the open terms dialog and waits until it has gone. */
export async function acceptTerms(page: Page): Promise<void> {
  const dialog = termsDialog(page);
  await scrollTermsToEnd(page);
  const accept = dialog.getByRole('button', { name: 'Akceptuję' });
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(dialog).toBeHidden();
}

/**
 * After a successful submit: waits for the signed-in shell and accepts the terms when the portal
 * asks for them (first sign-in of an account), so callers get the usable portal either way.
 */
export async function acceptTermsIfAsked(page: Page): Promise<void> {
  const dialog = termsDialog(page);
  await expect(dialog.or(logoutButton(page)).first()).toBeVisible();
  if (await dialog.isVisible()) await acceptTerms(page);
  await expect(logoutButton(page)).toBeVisible();
}

/**
 * Waits until the page has no call on its way (start-up queries, the refetch after accepting the
 * terms). A test that then changes the session behind the page's back (expires or revokes it)
 * meets the change at its own next step, not in a call the page had already started.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await waitForQuietNetwork(page);
}

/** Signs a demo account in through /login and waits for its landing page. */
export async function signIn(page: Page, role: Role): Promise<void> {
  await page.goto('/login');
  await submitCredentials(page, demoLogin(role), DEMO_PASSWORD);
  await acceptTermsIfAsked(page);
  await expect(page).toHaveURL(expectedLanding(role));
}

interface StoredAuth {
  token: string;
  roles: string[];
  acceptedTerms: boolean;
}

/** The `auth` record the web keeps in localStorage, or null when signed out. */
export async function storedAuth(page: Page): Promise<StoredAuth | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('auth'));
  return raw === null ? null : (JSON.parse(raw) as StoredAuth);
}

/** The bearer token of the signed-in session. */
export async function currentToken(page: Page): Promise<string> {
  const auth = await storedAuth(page);
  if (!auth) throw new Error('Nobody is signed in on this page');
  return auth.token;
}

/** The main page heading of the signed-in shell (e.g. "Mój profil"). */
export function pageHeading(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
}

import type { Page } from '@playwright/test';
import { createAccountLike } from '../support/accounts.js';
import {
  acceptTermsIfAsked,
  loginForm,
  signIn,
  storedAuth,
  submitCredentials,
} from '../support/auth.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { countSessions } from '../support/db-fixtures.js';
import { expect, test } from '../support/fixtures.js';
import { DEMO_PASSWORD, demoLogin, expectedLanding, expectedRootTarget } from '../support/roles.js';
import { screenshot } from '../support/screenshots.js';

/** /login (spec part 1 §2, §5). */

test('the sign-in page offers the form and the footer links', async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logowanie');
  await expect(form.login).toBeFocused();
  await expect(form.login).toHaveAttribute('type', 'email');
  await expect(form.password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Pokaż hasło' }).click();
  await expect(form.password).toHaveAttribute('type', 'text');
  await expect(form.submit).toBeEnabled();
  // Only the configured social sign-in (here Google, a local provider): no button that could only
  // say it is not set up (issue 12 §5).
  await expect(page.getByRole('link', { name: 'Zaloguj przez Google' })).toHaveAttribute(
    'href',
    '/api/auth/oauth/google/start',
  );
  await expect(page.getByRole('link', { name: 'Zaloguj przez Facebook' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute(
    'href',
    '/privacy-policy.html',
  );
  await page.getByRole('button', { name: 'Regulamin', exact: true }).click();
  const terms = page.getByRole('dialog', { name: 'Regulamin portalu', exact: true });
  await expect(terms).toBeVisible();
  // Read-only here: nothing to accept before signing in.
  await expect(terms.getByRole('button', { name: 'Akceptuję' })).toHaveCount(0);
  await terms.getByRole('button', { name: 'Zamknij' }).click();
  await expect(terms).toBeHidden();
});

test('a first visit gets the light sign-in page, and the portal starts in the same document', async ({
  page,
}) => {
  // ADR 0033: /login without a session loads React, the form's MUI and its texts, not the
  // portal; the portal's code comes while the user types and takes over without a reload.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(loginForm(page).submit).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Polityka prywatności' })).toBeVisible();
  expect(scripts.filter((script) => /\/(boot|router|apollo)[-.]/.test(script))).toEqual([]);
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });

  const login = demoLogin('Laboratory');
  await submitCredentials(page, login, DEMO_PASSWORD);
  await acceptTermsIfAsked(page);
  await expect(page).toHaveURL(expectedLanding('Laboratory'));
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(scripts.some((script) => script.includes('/boot-'))).toBe(true);
});

test('a wrong password is refused in the form and creates no session', async ({ page }) => {
  const login = demoLogin('HelpContact');
  const sessionsBefore = await countSessions(login);
  await page.goto('/login');

  await submitCredentials(page, login, 'Wrong1234');

  await expect(loginForm(page).error).toHaveText('Nieprawidłowy login lub hasło.');
  await expect(page).toHaveURL('/login');
  expect(await storedAuth(page)).toBeNull();
  expect(await countSessions(login)).toBe(sessionsBefore);
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await expect(loginForm(page).login).toBeVisible();
});

test('an empty form shows the field messages and sends nothing', async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('mutation Login')) {
      loginCalls += 1;
    }
  });

  await form.submit.click();

  await expect(form.login).toHaveAttribute('aria-invalid', 'true');
  await expect(form.login).toHaveAccessibleDescription('To pole jest wymagane');
  await expect(form.password).toHaveAttribute('aria-invalid', 'true');
  await expect(form.password).toHaveAccessibleDescription('To pole jest wymagane');
  await expect(form.error).toHaveCount(0);
  expect(loginCalls).toBe(0);

  await form.login.fill('not-an-email');
  await form.password.fill('x');
  await form.submit.click();
  await expect(form.login).toHaveAccessibleDescription('Niepoprawny adres e-mail');
  await expect(form.password).toHaveAttribute('aria-invalid', 'false');
  expect(loginCalls).toBe(0);
});

test('a signed-in user who opens /login is taken into the portal', async ({ page }) => {
  await signIn(page, 'Laboratory');

  await page.goto('/login');

  // Where / sends the role: the studies list (spec part 2 §2).
  await expect(page).toHaveURL(expectedRootTarget('Laboratory'));
});

/** Submits the form and waits for the server's answer to this very attempt. */
async function attemptSignIn(page: Page, login: string, password: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('mutation Login'),
  );
  await submitCredentials(page, login, password);
  await answered;
}

test('after a few wrong passwords the browser solves a security check, then signs in', async ({
  page,
}, testInfo) => {
  // An account of its own: its failures must not slow down the demo accounts of other tests.
  const login = await createAccountLike('Patient');
  const form = loginForm(page);
  await page.goto('/login');
  for (let attempt = 1; attempt <= 3; attempt++) {
    await attemptSignIn(page, login, `Wrong${attempt}234`);
    await expect(form.error).toHaveText('Nieprawidłowy login lub hasło.');
  }
  const challenge = page.getByRole('checkbox', { name: /^Sprawdzenie zabezpieczające/ });
  await expect(challenge).toHaveCount(0);

  await attemptSignIn(page, login, DEMO_PASSWORD);
  await expect(form.error).toHaveText(
    'Ze względów bezpieczeństwa przeglądarka musi najpierw wykonać krótkie sprawdzenie. Poczekaj na jego zakończenie i zaloguj się ponownie.',
  );
  // The widget fetches a challenge and solves it by itself, in web workers (CSP: 'self' only).
  await expect(challenge).toBeChecked({ timeout: 30_000 });
  await expect(challenge).toHaveAccessibleName('Sprawdzenie zabezpieczające zakończone');
  await expect(form.submit).toBeEnabled();
  await expectNoAxeViolations(page, 'form[aria-label="Logowanie"]');
  await screenshot(page, testInfo, 'login-security-check');

  await form.submit.click();
  await acceptTermsIfAsked(page);
  await expect(page).toHaveURL(expectedLanding('Patient'));
});

test('the security check speaks the page’s language', async ({ page }) => {
  const login = await createAccountLike('Patient');
  await page.goto('/login?lang=ua');
  const form = {
    login: page.getByRole('textbox', { name: 'Логін', exact: true }),
    password: page.getByRole('textbox', { name: 'Пароль', exact: true }),
    submit: page.getByRole('button', { name: 'Увійти', exact: true }),
  };
  for (let attempt = 1; attempt <= 4; attempt++) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/graphql'));
    await form.login.fill(login);
    await form.password.fill(`Wrong${attempt}234`);
    await form.submit.click();
    await answered;
  }
  await expect(page.getByRole('checkbox', { name: 'Перевірку безпеки завершено' })).toBeChecked({
    timeout: 30_000,
  });
});

test('the default privacy policy has its landmarks: language links and the main text', async ({
  page,
}) => {
  await page.goto('/privacy-policy.html');
  await expect(page.getByRole('navigation', { name: 'Język · Language · Мова' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeAttached();
});

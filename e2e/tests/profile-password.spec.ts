import type { Page } from '@playwright/test';
import { createAccountLike } from '../support/accounts.js';
import { acceptTermsIfAsked, logoutButton, submitCredentials, toasts } from '../support/auth.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { DEMO_PASSWORD } from '../support/roles.js';
import { screenshot } from '../support/screenshots.js';

/** The password form of /profile (spec part 1 §5; the current password is ADR 0018's addition). */
function passwordForm(page: Page) {
  const form = page.getByRole('form', { name: 'Zmiana hasła' });
  return {
    form,
    current: form.getByRole('textbox', { name: 'Obecne hasło', exact: true }),
    fresh: form.getByRole('textbox', { name: 'Nowe hasło', exact: true }),
    again: form.getByRole('textbox', { name: 'Powtórz nowe hasło', exact: true }),
    submit: form.getByRole('button', { name: 'Zmień hasło' }),
  };
}

async function signInAs(page: Page, login: string, password: string) {
  await page.goto('/login');
  await submitCredentials(page, login, password);
  await acceptTermsIfAsked(page);
}

test('the password form asks for the current password and refuses weak new ones', async ({
  page,
}, testInfo) => {
  // An account of its own: its password changes.
  const login = await createAccountLike('Patient');
  await signInAs(page, login, DEMO_PASSWORD);
  await page.goto('/profile');
  const form = passwordForm(page);
  await expect(form.current).toBeVisible();

  // Refused in the form, before anything is sent.
  await form.current.fill(DEMO_PASSWORD);
  for (const [password, message] of [
    ['Password1', 'Hasło jest zbyt popularne'],
    [`X${login.split('@')[0]}9`, 'Hasło nie może zawierać loginu'],
  ] as const) {
    await form.fresh.fill(password);
    await form.again.fill(password);
    await form.submit.click();
    // The message first, then the rules that are always shown beside the field.
    await expect(form.fresh).toHaveAccessibleDescription(new RegExp(`^${message}`));
  }
  await expectNoAxeViolations(page, 'form[aria-label="Zmiana hasła"]');

  // A wrong current password is the server's answer, shown under its field.
  await form.current.fill('Not-my-password-1');
  await form.fresh.fill('Radiologia2026');
  await form.again.fill('Radiologia2026');
  await form.submit.click();
  await expect(form.current).toHaveAccessibleDescription('Nieprawidłowe obecne hasło');
  await screenshot(page, testInfo, 'profile-password-wrong-current');

  await form.current.fill(DEMO_PASSWORD);
  await form.submit.click();
  await expect(toasts(page, 'Hasło zostało zmienione')).toBeVisible();

  await logoutButton(page).click();
  await signInAs(page, login, 'Radiologia2026');
  await expect(logoutButton(page)).toBeVisible();
});

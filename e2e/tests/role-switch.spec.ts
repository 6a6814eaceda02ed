import { acceptTermsIfAsked, pageHeading, submitCredentials, toasts } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { DEMO_PASSWORD } from '../support/roles.js';

/**
 * Switching the current role (spec part 1 §3, §6): Technician and DescribingDoctor switch among
 * their own roles in the settings popover; the server then authorizes with the chosen role.
 */
const TWO_ROLE_LOGIN = 'technician.describer@example.com';

test('a technician who also describes switches to the describing role and keeps it', async ({
  page,
}) => {
  await page.goto('/login');
  await submitCredentials(page, TWO_ROLE_LOGIN, DEMO_PASSWORD);
  await acceptTermsIfAsked(page);
  // A technician lands on the studies list (spec part 1 §2), which a describer may see too.
  await expect(pageHeading(page, 'Badania')).toBeVisible();

  const topBar = page.getByRole('banner');
  // Acting as Technician (the first role) shows the current branch, and the role by the name.
  await expect(topBar.getByLabel(/^Bieżąca filia: /)).toBeVisible();
  await expect(topBar.getByTestId('logged-in-name')).toHaveText('Robert Sadowski · Technik');

  await topBar.getByRole('button', { name: 'Ustawienia', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Ustawienia' });
  const roleSelect = settings.getByRole('combobox', { name: /^Bieżąca rola/ });
  await expect(roleSelect).toHaveText('Technik');
  await roleSelect.click();

  // Every call after the switch carries the new role for the server to authorize with.
  const nextCall = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') &&
      request.headers()['x-current-role'] === 'DescribingDoctor',
  );
  await page.getByRole('option', { name: 'Lekarz opisujący' }).click();
  await expect(toasts(page, 'Działasz teraz jako: Lekarz opisujący')).toBeVisible();
  await nextCall;

  // A describing doctor has no branch display in the top bar (spec part 1 §6).
  await expect(topBar.getByLabel(/^Bieżąca filia: /)).toHaveCount(0);
  await expect(topBar.getByTestId('logged-in-name')).toHaveText(
    'Robert Sadowski · Lekarz opisujący',
  );
  await expect(pageHeading(page, 'Badania')).toBeVisible();

  await page.reload();
  await topBar.getByRole('button', { name: 'Ustawienia', exact: true }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Ustawienia' })
      .getByRole('combobox', { name: /^Bieżąca rola/ }),
  ).toHaveText('Lekarz opisujący');
});

test('a user with one role sees the current role but cannot switch it', async ({ page }) => {
  await page.goto('/login');
  await submitCredentials(page, 'technician@example.com', DEMO_PASSWORD);
  await acceptTermsIfAsked(page);
  await page.getByRole('banner').getByRole('button', { name: 'Ustawienia', exact: true }).click();
  const roleSelect = page
    .getByRole('dialog', { name: 'Ustawienia' })
    .getByRole('combobox', { name: /^Bieżąca rola/ });
  await expect(roleSelect).toHaveText('Technik');
  await expect(roleSelect).toHaveAttribute('aria-disabled', 'true');
});

test('switching the current branch is confirmed, and the top bar shows the new one', async ({
  page,
}) => {
  await page.goto('/login');
  await submitCredentials(page, TWO_ROLE_LOGIN, DEMO_PASSWORD);
  await acceptTermsIfAsked(page);
  const topBar = page.getByRole('banner');
  const chip = topBar.getByLabel(/^Bieżąca filia: /);
  await expect(chip).toBeVisible();
  const before = await chip.innerText();

  await topBar.getByRole('button', { name: 'Ustawienia', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Ustawienia' })
    .getByRole('combobox', { name: /^Bieżąca filia/ })
    .click();
  const other = page.getByRole('option', { selected: false }).first();
  const branch = await other.innerText();
  expect(branch).not.toBe(before);
  await other.click();

  await expect(toasts(page, `Przełączono na filię: ${branch}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Ustawienia' })).toBeHidden();
  await expect(chip).toHaveText(branch);
});

import { logoutButton, signIn } from '../support/auth.js';
import { CURRENT_BRANCH, DISPLAY_NAMES, ROLE_NAMES, TOP_BAR } from '../support/demo-people.js';
import { expect, test } from '../support/fixtures.js';
import { expectedLanding, expectedMenuLabels, ROLES } from '../support/roles.js';

/**
 * Every demo role signs in, lands where the spec sends it (or on the profile while its landing
 * page is not built) and sees exactly its side menu and top bar (spec part 1 §2, §6; part 2 §2).
 */
for (const role of ROLES) {
  test.describe(role, () => {
    test(`lands on ${expectedLanding(role)} with exactly its menu items`, async ({ page }) => {
      await signIn(page, role);

      await expect(page).toHaveURL(expectedLanding(role));
      const menu = page.getByRole('navigation', { name: 'Menu główne' });
      await expect(menu.getByRole('link')).toHaveText(expectedMenuLabels(role));
    });

    test('top bar shows what the role may see', async ({ page }) => {
      await signIn(page, role);
      const topBar = page.getByRole('banner');

      await expect(topBar.getByRole('button', { name: 'Zamknij menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      // The name comes from the server's account: once it shows, the account (and its
      // branches) has loaded, so whatever depends on it has rendered.
      await expect(topBar.getByTestId('logged-in-name')).toHaveText(DISPLAY_NAMES[role]);
      await expect(topBar.getByRole('button', { name: 'Język' })).toBeVisible();
      await expect(logoutButton(page)).toBeVisible();

      const branchChip = topBar.getByLabel(/^Bieżąca filia: /);
      if (TOP_BAR.branchChip.has(role)) {
        await expect(branchChip).toHaveText(CURRENT_BRANCH[role]!);
      } else {
        await expect(branchChip).toHaveCount(0);
      }

      const settingsButton = topBar.getByRole('button', { name: 'Ustawienia' });
      if (!TOP_BAR.settingsPopover.has(role)) {
        await expect(settingsButton).toHaveCount(0);
        return;
      }
      await settingsButton.click();
      const settings = page.getByRole('dialog', { name: 'Ustawienia' });
      await expect(settings.getByRole('combobox', { name: /^Bieżąca filia/ })).toHaveText(
        CURRENT_BRANCH[role]!,
      );
      await expect(settings.getByRole('combobox', { name: /^Bieżąca rola/ })).toHaveText(
        ROLE_NAMES[role],
      );
      const version = settings.getByText(/^Wersja aplikacji: /);
      if (TOP_BAR.appVersion.has(role)) {
        await expect(version).toHaveText(/^Wersja aplikacji: \d+\.\d+\.\d+ \([0-9a-f]{7}\)$/);
      } else {
        await expect(version).toHaveCount(0);
      }
    });
  });
}

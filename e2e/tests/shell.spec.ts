import { loginForm, logoutButton, pageHeading, signIn } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { landingHeading } from '../support/roles.js';

/** The signed-in frame: top bar and 240 px side menu (spec part 1 §2, part 2 §2). */

test('the menu button hides and shows the side menu on a wide screen', async ({ page }) => {
  await signIn(page, 'Admin');
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  const profileLink = menu.getByRole('link', { name: 'Mój profil' });
  await expect(profileLink).toHaveAttribute('aria-current', 'page');
  // The page starts right of the 240 px menu, and takes the whole width once it is closed.
  const main = page.getByRole('main');
  await expect.poll(async () => (await main.boundingBox())?.x).toBe(240);

  await page.getByRole('button', { name: 'Zamknij menu' }).click();
  await expect(menu).toBeHidden();
  const openButton = page.getByRole('button', { name: 'Otwórz menu' });
  await expect(openButton).toHaveAttribute('aria-expanded', 'false');
  await expect(pageHeading(page, 'Mój profil')).toBeVisible();
  await expect.poll(async () => (await main.boundingBox())?.x).toBe(0);

  await openButton.click();
  await expect(menu).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu starts closed and closes again after choosing an item', async ({ page }) => {
    await signIn(page, 'Registration');
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(pageHeading(page, landingHeading('Registration'))).toBeVisible();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Mój profil' }).click();

    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/profile');
  });
});

test('signing out in one tab signs out the other tabs of the browser', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'Technician');
  const second = await context.newPage();
  await second.goto('/profile');
  await expect(pageHeading(second, 'Mój profil')).toBeVisible();

  await logoutButton(first).click();

  await expect(first).toHaveURL('/login');
  await expect(second).toHaveURL('/login');
  await expect(loginForm(second).login).toBeVisible();
});

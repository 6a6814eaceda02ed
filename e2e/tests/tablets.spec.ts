import { apiSession } from '../support/api.js';
import { signIn, toasts } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import {
  buildTablet,
  registerTabletsViaApi,
  registrationDialog,
  SETTINGS_STATUS,
  submitRegistration,
  tabletsPage,
} from '../support/tablets.js';

/**
 * Tablets in settings (issue 4 §2; spec part 2 §7 "Settings", §5, §8), Admin only: registering
 * shows the QR code and the client secret once; the list shows each tablet's status; edit and
 * delete with confirmation.
 */

const BRANCH = 'Kraków Kazimierz';

test('an administrator registers a tablet and sees its client secret only once', async ({
  page,
}) => {
  const tablet = buildTablet(BRANCH);
  await signIn(page, 'Admin');
  // Administracja (which opens on branches) → Tablety, as the side menu leads there.
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Administracja' })
    .click();
  await expect(page).toHaveURL('/settings/branches');
  await page
    .getByRole('navigation', { name: 'Administracja' })
    .getByRole('tab', { name: 'Tablety' })
    .click();
  await expect(page).toHaveURL('/settings/tablets');
  await expect(tabletsPage(page).heading).toBeVisible();

  await submitRegistration(page, tablet);
  const registration = registrationDialog(page, tablet);
  await expect(registration.dialog).toContainText('Sekret klienta jest wyświetlany tylko raz');
  await expect(registration.qrCode).toBeVisible();
  expect(
    await registration.qrCode.evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(100);
  const clientId = await registration.clientId.inputValue();
  const clientSecret = await registration.clientSecret.inputValue();
  expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
  expect(clientSecret.length).toBeGreaterThanOrEqual(32);
  await expect(registration.apiUrl).toHaveValue(new URL(page.url()).origin);
  expect(JSON.parse(await registration.payload.inputValue())).toEqual({
    apiUrl: new URL(page.url()).origin,
    clientId,
    clientSecret,
  });

  // It closes only deliberately: not by Escape, not before the data is said to be safe.
  await page.keyboard.press('Escape');
  await expect(registration.dialog).toBeVisible();
  await expect(registration.close).toBeDisabled();
  await registration.saved.check();
  await registration.close.click();
  await expect(registration.dialog).toBeHidden();

  const list = tabletsPage(page);
  await expect(list.row(tablet.name)).toContainText(tablet.tabletId);
  await expect(list.row(tablet.name)).toContainText(tablet.branch);
  await expect(list.status(tablet.name)).toHaveText(SETTINGS_STATUS.notConfigured);

  // The secret is nowhere any more: not on the page, not in the edit dialog, not after a reload.
  expect(await page.content()).not.toContain(clientSecret);
  await list.row(tablet.name).click();
  const edit = page.getByRole('dialog', { name: `Edycja tabletu ${tablet.name}` });
  await expect(edit.getByRole('textbox', { name: 'Identyfikator tabletu' })).toHaveValue(
    tablet.tabletId,
  );
  await expect(edit.getByRole('textbox', { name: 'Sekret klienta' })).toHaveCount(0);
  expect(await page.content()).not.toContain(clientSecret);
  await edit.getByRole('button', { name: 'Anuluj' }).click();
  await page.reload();
  await expect(list.status(tablet.name)).toHaveText(SETTINGS_STATUS.notConfigured);
  expect(await page.content()).not.toContain(clientSecret);
});

test('a tablet id is registered only once', async ({ page, request }) => {
  const first = buildTablet(BRANCH);
  await registerTabletsViaApi(await apiSession(request, 'Admin'), [first]);
  await signIn(page, 'Admin');
  await page.goto('/settings/tablets');

  const second = buildTablet(BRANCH, { tabletId: first.tabletId });
  await submitRegistration(page, second);
  const dialog = page.getByRole('dialog', { name: 'Rejestracja tabletu' });
  await expect(dialog.getByRole('alert')).toHaveText('Nie udało się zarejestrować tabletu.');
  await expect(
    dialog.getByRole('textbox', { name: 'Identyfikator tabletu' }),
  ).toHaveAccessibleDescription(
    `Tablet o identyfikatorze ${first.tabletId} jest już zarejestrowany`,
  );
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(tabletsPage(page).row(second.name)).toHaveCount(0);
});

test('an administrator renames a tablet', async ({ page, request }) => {
  const tablet = buildTablet(BRANCH);
  await registerTabletsViaApi(await apiSession(request, 'Admin'), [tablet]);
  await signIn(page, 'Admin');
  await page.goto('/settings/tablets');
  const list = tabletsPage(page);

  await list
    .row(tablet.name)
    .getByRole('button', { name: `Edytuj tablet ${tablet.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: `Edycja tabletu ${tablet.name}` });
  await expect(edit.getByRole('textbox', { name: 'Identyfikator tabletu' })).toBeDisabled();
  const renamed = `${tablet.name} (gabinet 2)`;
  await edit.getByRole('textbox', { name: 'Nazwa' }).fill(renamed);
  await edit.getByRole('button', { name: 'Zapisz' }).click();

  await expect(toasts(page, 'Zmiany tabletu zostały zapisane.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(list.row(renamed)).toContainText(tablet.tabletId);
  await expect(list.row(tablet.name)).toHaveCount(0);
  await page.reload();
  await expect(list.row(renamed)).toContainText(tablet.tabletId);
});

test('an administrator deletes a tablet after confirming', async ({ page, request }) => {
  const tablet = buildTablet(BRANCH);
  await registerTabletsViaApi(await apiSession(request, 'Admin'), [tablet]);
  await signIn(page, 'Admin');
  await page.goto('/settings/tablets');
  const list = tabletsPage(page);
  const remove = list.row(tablet.name).getByRole('button', { name: `Usuń tablet ${tablet.name}` });
  const confirm = page.getByRole('dialog', { name: 'Potwierdź usunięcie' });

  await remove.click();
  await expect(confirm).toContainText(
    `Czy na pewno chcesz usunąć: tablet ${tablet.name} (${tablet.tabletId})? Tej operacji nie można cofnąć.`,
  );
  await confirm.getByRole('button', { name: 'Anuluj' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.row(tablet.name)).toBeVisible();

  await remove.click();
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(toasts(page, `Tablet ${tablet.name} został usunięty.`)).toBeVisible();
  await expect(list.row(tablet.name)).toHaveCount(0);
  await page.reload();
  await expect(list.loaded).toBeVisible();
  await expect(list.row(tablet.name)).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { pageHeading, signIn, toasts } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { screenshot } from '../support/screenshots.js';
import { performedStudy } from '../support/studies.js';

/**
 * A council (issue 22 §1) in two browsers: the demo doctor gathers a study of hers and invites
 * the demo dental office, which hears of it live (toast and badge), joins and opens the study
 * it could not see before.
 */

/** Resolves once the page has subscribed to `operation` over its WebSocket. */
function subscribed(page: Page, operation: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"subscribe"') && String(payload).includes(operation)) {
          resolve();
        }
      });
    });
  });
}

test('a doctor founds a council, the invited office joins live and sees the study', async ({
  page,
  newBrowserPage,
  request,
  axe,
}, testInfo) => {
  test.setTimeout(120_000);
  const study = await performedStudy(request);
  const name = `Konsylium ${study.id}`;

  const office = await newBrowserPage();
  const live = subscribed(office, 'councilInviteAdded');
  await signIn(office, 'DentalOffice');
  await live;
  await office.goto(`/studies/view/${study.id}`);
  await expect(office.getByText(/Nie znaleziono badania/)).toBeVisible();

  await signIn(page, 'Doctor');
  await page.goto(`/councils?studyId=${study.id}`);
  const dialog = page.getByRole('dialog', { name: 'Nowe konsylium' });
  await dialog.getByRole('textbox', { name: 'Nazwa' }).fill(name);
  const emails = dialog.getByRole('textbox', { name: /Zaproszeni/ });
  await emails.fill('dentaloffice@example.com');
  await emails.press('Enter');
  await axe.check(page, 'new council dialog');
  await screenshot(page, testInfo, 'councils-create');
  await dialog.getByRole('button', { name: 'Utwórz' }).click();
  await expect(pageHeading(page, name)).toBeVisible();
  await expect(page.getByText('dentaloffice@example.com')).toBeVisible();

  // The office hears of it at once, joins from its invitations and sees the study.
  await expect(toasts(office, 'Otrzymałeś nowe zaproszenie do konsylium')).toBeVisible();
  await office.getByRole('link', { name: /^Zaproszenia do konsylium: \d+$/ }).click();
  await expect(office).toHaveURL('/councils?tab=invites');
  await axe.check(office, 'council invitations');
  await office.getByRole('button', { name: `Dołącz do konsylium „${name}”` }).click();
  await expect(pageHeading(office, name)).toBeVisible();
  await expect(toasts(page, `Przyjęto zaproszenie do konsylium „${name}”`)).toBeVisible();

  const post = office.getByRole('textbox', { name: 'Twój wpis' });
  await post.fill('Widzę resorpcję przy korzeniu dystalnym, proponuję kontrolę za 3 miesiące.');
  await office.getByRole('button', { name: 'Wyślij' }).click();
  await expect(office.getByText('proponuję kontrolę za 3 miesiące')).toBeVisible();
  await axe.check(office, 'council view');
  await screenshot(office, testInfo, 'council-view');

  await office
    .getByRole('link', { name: new RegExp(study.patient.lastName) })
    .first()
    .click();
  await expect(office).toHaveURL(`/studies/view/${study.id}`);
  await expect(office.getByText(/Nie znaleziono badania/)).toHaveCount(0);
});

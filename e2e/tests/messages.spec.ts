import type { Page } from '@playwright/test';
import { apiSession } from '../support/api.js';
import { pageHeading, signIn, toasts } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { screenshot } from '../support/screenshots.js';
import { performedStudy } from '../support/studies.js';

/**
 * Internal messages (issue 22 §2): a study shared with the demo doctor arrives live — the toast
 * and the badge — the list shows it unread, opening it marks it read and leads to the study, and
 * an important mailing is deleted only after a confirmation that says it is important.
 */

/** Resolves once the page has subscribed to `operation` over its WebSocket. */
function subscribed(page: Page, operation: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes(`"subscribe"`) && String(payload).includes(operation)) {
          resolve();
        }
      });
    });
  });
}

/** The unread count the top bar's badge names, 0 when it shows none. */
async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByRole('link', { name: /^Nieprzeczytane wiadomości: \d+$/ });
  if ((await badge.count()) === 0) return 0;
  const name = (await badge.first().getAttribute('aria-label')) ?? '';
  return Number(/(\d+)$/.exec(name)?.[1] ?? 0);
}

test('a shared study arrives live, is read from the list and leads to the study', async ({
  page,
  request,
  axe,
}, testInfo) => {
  test.setTimeout(90_000);
  const live = subscribed(page, 'messageAdded');
  await signIn(page, 'Doctor');
  await live;
  await expect(page.getByRole('link', { name: 'Wiadomości' }).first()).toBeVisible();
  const before = await unreadCount(page);

  // The technician shares a study of another doctor with the demo doctor.
  const technician = await apiSession(request, 'Technician');
  const { mine, registered } = await technician.call<{
    mine: { id: string; user: { login: string } | null }[];
    registered: { id: string }[];
  }>(`{
    mine: doctorOptions(where: { search: "Kowalczyk Magdalena", registeredOnly: true }) {
      id user { login }
    }
    registered: doctorOptions(where: { registeredOnly: true }) { id }
  }`);
  const me = mine.find((doctor) => doctor.user?.login === 'doctor@example.com')!;
  const other = registered.find((doctor) => doctor.id !== me.id)!;
  const study = await performedStudy(request, undefined, { leadingDoctorId: other.id });
  await technician.call(
    'mutation ($id: ID!, $d: [ID!]!) { shareStudy(id: $id, doctorIds: $d) { id } }',
    {
      id: study.id,
      d: [me.id],
    },
  );
  await expect(toasts(page, 'Otrzymałeś nową wiadomość')).toBeVisible();
  await expect
    .poll(() => unreadCount(page), { message: 'the badge counts the new message' })
    .toBe(before + 1);

  await page.getByRole('link', { name: /^Nieprzeczytane wiadomości/ }).click();
  await expect(pageHeading(page, 'Wiadomości')).toBeVisible();
  const table = page.getByRole('table', { name: 'Wiadomości' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Udostępniono Ci badanie');
  await expect(newest).toContainText('nieprzeczytana');
  await axe.check(page, 'messages list');
  await screenshot(page, testInfo, 'messages-list');

  await newest.getByText('Udostępniono Ci badanie').click();
  await expect(page).toHaveURL(/\/messages\/view\/\d+$/);
  await expect(page.getByText(/Udostępniono Ci badanie .* z dnia/)).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBe(before);
  await axe.check(page, 'message view');
  await screenshot(page, testInfo, 'messages-view');
  await page.getByRole('link', { name: 'Otwórz badanie' }).click();
  await expect(page).toHaveURL(`/studies/view/${study.id}`);
});

test('an important mailing is deleted only after saying it is important', async ({ page }) => {
  await signIn(page, 'Doctor');
  await page.goto('/messages');
  const table = page.getByRole('table', { name: 'Wiadomości' });
  const mailing = table.getByRole('row').filter({ hasText: 'Nowe godziny otwarcia placówki' });
  await expect(mailing.getByRole('img', { name: 'Ważna' })).toBeVisible();
  await mailing.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Usuń zaznaczone' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Ta wiadomość jest oznaczona jako ważna.');
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(toasts(page, 'Usunięte wiadomości: 1')).toBeVisible();
  await expect(table.getByText('Nowe godziny otwarcia placówki')).toHaveCount(0);
});

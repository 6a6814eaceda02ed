import { signIn, toasts } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { screenshot } from '../support/screenshots.js';

/**
 * A coordinator links their calendar (issue 21 §1, ADR 0052): the consent at the calendar
 * service (a local stand-in started by playwright.config.ts, which grants it at once), the return
 * to the portal, the first sync writing the demo diary's visits as events, a sync with nothing
 * new, and unlinking.
 */

const calendarService = `http://127.0.0.1:${process.env.E2E_CALENDAR_PORT}`;

interface StandInEvent {
  summary: string;
  source: { url: string };
}

async function calendarEvents(): Promise<StandInEvent[]> {
  const response = await fetch(`${calendarService}/stand-in/events?calendarId=primary`);
  return ((await response.json()) as { items: StandInEvent[] }).items;
}

test('a coordinator links their calendar and the visits appear in it', async ({
  page,
  axe,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, 'Coordinator');
  await page.goto('/visits');
  await page.getByRole('button', { name: 'Kalendarz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kalendarz' });
  const section = dialog.getByRole('region', { name: 'Kalendarz zewnętrzny' });
  await expect(section.getByText('Kalendarz nie jest połączony.')).toBeVisible();
  await axe.check(page, 'calendar dialog');

  // To the service's consent page and back: the portal completes the consent and syncs.
  await section.getByRole('button', { name: 'Połącz kalendarz' }).click();
  await expect(page).toHaveURL('/visits');
  await expect(toasts(page, 'Kalendarz został połączony.')).toBeVisible();
  const synced = toasts(page, 'Zsynchronizowano spotkania z kalendarzem');
  await expect(synced).toBeVisible();
  const written = Number(/zapisane: (\d+)/.exec((await synced.textContent()) ?? '')?.[1]);
  expect(written).toBeGreaterThan(0);
  const events = await calendarEvents();
  expect(events.length).toBeGreaterThanOrEqual(written);
  expect(events.every((event) => event.summary.startsWith('Spotkanie: '))).toBe(true);
  expect(events[0]!.source.url).toMatch(/\/visits\/view\/\d+$/);

  // Nothing new since: a sync now writes nothing.
  await page.getByRole('button', { name: 'Kalendarz' }).click();
  await expect(section.getByRole('status').first()).toContainText('Kalendarz połączony');
  await screenshot(page, testInfo, 'visits-calendar-dialog-connected');
  await section.getByRole('button', { name: 'Synchronizuj teraz' }).click();
  await expect(toasts(page, '(zapisane: 0, usunięte: 0)')).toBeVisible();

  await section.getByRole('button', { name: 'Odłącz kalendarz' }).click();
  const confirm = page.getByRole('dialog', { name: 'Odłączyć kalendarz?' });
  await confirm.getByRole('button', { name: 'Odłącz kalendarz' }).click();
  await expect(toasts(page, 'Kalendarz został odłączony')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Połącz kalendarz' })).toBeVisible();
});

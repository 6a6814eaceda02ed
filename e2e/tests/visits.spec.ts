import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { pageHeading, signIn, toasts } from '../support/auth.js';
import { pickOption } from '../support/calendar.js';
import { expect, test } from '../support/fixtures.js';
import { screenshot } from '../support/screenshots.js';
import { uniqueTag } from '../support/unique.js';

/**
 * Coordinators' visits (issue 21 §1): the demo coordinator plans a visit with a doctor,
 * completes it with the next meeting in 80 days (planned in the same step), and downloads the
 * visits report; a Manager finds the visits on the doctor's page.
 */

const DAY_MS = 86_400_000;
const warsawDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' });

/** yyyy-MM-dd `days` from today in Warsaw. */
function dayFromToday(days: number): string {
  return warsawDay.format(new Date(Date.now() + days * DAY_MS));
}

/** dd.MM.yyyy of a yyyy-MM-dd day, as the portal shows it. */
function shown(day: string): string {
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}.${month}.${year}`;
}

/** Types a day into a date field (day, month, year sections), as a hand does. */
async function typeDay(page: Page, field: Locator, day: string): Promise<void> {
  const [year, month, dayOfMonth] = day.split('-') as [string, string, string];
  await field.getByRole('spinbutton', { name: 'Dzień' }).click();
  await page.keyboard.type(`${dayOfMonth}${month}${year}`);
}

test('a coordinator plans a visit, completes it with the next one in 80 days and downloads the report', async ({
  page,
  axe,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const visitDay = dayFromToday(3);
  const nextDay = warsawDay.format(new Date(Date.parse(`${visitDay}T12:00:00Z`) + 80 * DAY_MS));

  await signIn(page, 'Coordinator');
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Spotkania' })
    .click();
  await expect(page).toHaveURL('/visits');
  await expect(pageHeading(page, 'Spotkania')).toBeVisible();
  const table = page.getByRole('table', { name: 'Spotkania' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  // The demo diary holds a meeting today, marked as such.
  await expect(table.getByText('Dziś', { exact: true }).first()).toBeVisible();
  await axe.check(page, 'visits page');
  await screenshot(page, testInfo, 'visits-list');

  await page.getByRole('button', { name: 'Dodaj spotkanie' }).click();
  await expect(page).toHaveURL('/visits/add');
  await expect(pageHeading(page, 'Nowe spotkanie')).toBeVisible();
  await typeDay(page, page.getByRole('group', { name: 'Data spotkania' }), visitDay);
  await page.getByLabel('Godzina').fill('11:30');
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Lekarz' }),
    'Kowalczyk',
    'Kowalczyk Magdalena',
  );
  await page.getByRole('combobox', { name: 'Powód spotkania' }).click();
  await page.getByRole('option', { name: 'Szkolenie' }).click();
  await page.getByRole('combobox', { name: 'Gadżety' }).click();
  await page.getByRole('option', { name: 'Kalendarz' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Komentarz' }).fill(`Szkolenie z portalu ${tag}`);
  await axe.check(page, 'visits page');
  await screenshot(page, testInfo, 'visits-form');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toasts(page, 'Spotkanie zostało utworzone')).toBeVisible();
  await expect(page).toHaveURL(/\/visits\/view\/\d+$/);
  const visitUrl = page.url();
  const main = page.getByRole('main');
  await expect(main.getByText(`${shown(visitDay)} 11:30`).first()).toBeVisible();
  await expect(main.getByText('Zaplanowane').first()).toBeVisible();

  // Completing asks for the next meeting, suggested 80 days on (the app config's default).
  await main.getByRole('button', { name: 'Zakończ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zakończ spotkanie' });
  const nextField = dialog.getByRole('group', { name: 'Data następnego spotkania' });
  await expect(nextField.getByRole('spinbutton')).toHaveText(shown(nextDay).split('.'));
  await axe.check(page, 'complete dialog');
  await screenshot(page, testInfo, 'visits-complete-dialog');
  await dialog.getByRole('button', { name: 'Zakończ' }).click();
  await expect(toasts(page, 'Spotkanie zakończone')).toBeVisible();
  await expect(main.getByText('Zakończone').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Edytuj' })).toHaveCount(0);
  await screenshot(page, testInfo, 'visits-view-completed');

  // The next meeting: same doctor, same time of day, reason 'Rutynowa', scheduled.
  await main.getByRole('link', { name: new RegExp(shown(nextDay).replace(/\./g, '\\.')) }).click();
  await expect(page).not.toHaveURL(visitUrl);
  await expect(main.getByText(`${shown(nextDay)} 11:30`).first()).toBeVisible();
  await expect(main.getByText('Zaplanowane').first()).toBeVisible();
  await expect(main.getByText('Rutynowa')).toBeVisible();
  await expect(main.getByRole('link', { name: /Kowalczyk/ })).toBeVisible();

  // The report: every visit of the list's filter, the one planned above among them.
  await page.goto('/visits');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^raport_wizyty_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFFData spotkania;Status;Lekarz;PWZ;Koordynator;')).toBe(true);
  expect(csv).toContain(`Szkolenie z portalu ${tag}`);
  expect(csv).toContain(`${visitDay} 11:30:00;Zakończone;Magdalena Kowalczyk;`);
});

test('a Manager sees a doctor’s visits on the doctor’s page', async ({ page, axe }, testInfo) => {
  await signIn(page, 'Manager');
  await page.goto('/visits');
  const table = page.getByRole('table', { name: 'Spotkania' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  // The desk reads every coordinator's diary but plans none.
  await expect(page.getByRole('button', { name: 'Dodaj spotkanie' })).toHaveCount(0);
  await table
    .getByRole('link', { name: /Kowalczyk/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/doctors\/view\/\d+/);
  const tab = page.getByRole('tab', { name: 'Spotkania', exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Spotkania' });
  await expect(panel.getByRole('link').first()).toBeVisible();
  await axe.check(page, 'visits page');
  await screenshot(page, testInfo, 'doctor-visits-tab');
});

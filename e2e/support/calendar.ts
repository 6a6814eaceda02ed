import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The calendar (issue 14): its day view and appointment form, in Polish. */

/**
 * A weekday about `weeksAhead` weeks from today, yyyy-MM-dd: far enough ahead that every slot is
 * in the future, different per test so tests running at once do not book the same slots.
 */
export function futureWeekday(weeksAhead: number, weekday = 3): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + weeksAhead * 7 + ((weekday - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

export function calendarPage(page: Page) {
  const grid = page.getByRole('grid');
  return {
    grid,
    /** The slot cell of a device at a time, e.g. slot('CBCT 1', '10:00'). */
    slot: (device: string, time: string) =>
      grid.getByRole('gridcell', { name: new RegExp(`^${escape(device)}, ${time},`) }),
    /** A booking block, by the text it shows (a patient's name, a holder's login). */
    block: (text: string) => grid.getByText(text, { exact: false }),
  };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens /appointments on `date` and chooses every device of the user's first branch. */
export async function openCalendar(page: Page, date: string, branch = 'Warszawa Mokotów') {
  await page.goto(`/appointments?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Wizyty', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Wybierz kalendarze' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Kalendarze' });
  await dialog.getByRole('checkbox', { name: `Wszystkie gabinety: ${branch}` }).check();
  await dialog.getByRole('button', { name: 'Zastosuj' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('grid')).toBeVisible();
}

/** Picks the first option of a combobox after typing `text`. */
export async function pickOption(page: Page, combobox: Locator, text: string, option: string) {
  await combobox.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Drags a booking block onto a slot with the mouse, in steps, as a hand does: HTML5 drag and drop
 * starts only once the pointer has moved a little with the button down.
 */
export async function dragBlock(page: Page, block: Locator, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await block.scrollIntoViewIfNeeded();
  const from = await block.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('The block or the slot is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 4, from.y + from.height / 2 + 4, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** The next Monday-to-Friday day after today, yyyy-MM-dd: the demo seed has booked it. */
export function nextWorkingDay(): string {
  const day = new Date();
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** What the scheduling-by-link tests share (issue 17 §2): the patient's phone and the mail. */

export const PHONE = { width: 390, height: 844 };

/** A Polish phone's browser: its date input and clock as the patient's. */
export const PHONE_CONTEXT = {
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  locale: 'pl-PL',
  timezoneId: 'Europe/Warsaw',
};

/** The scheduling link of the newest mail to `email`, read in the dev mailbox as sent. */
export async function mailedLink(browser: Browser, email: string): Promise<string> {
  // The dev mailbox is a tool of this server, not a page of the portal: axe does not audit it.
  const context = await browser.newContext();
  try {
    const mailbox = await context.newPage();
    await mailbox.goto('/dev/mailbox');
    await mailbox.getByRole('row').filter({ hasText: email }).first().getByRole('link').click();
    await expect(mailbox.getByText('Umów wizytę w Portalu RTG').first()).toBeVisible();
    const link = mailbox.getByRole('link', { name: /\/schedule-appointment\?token=/ });
    return (await link.getAttribute('href'))!;
  } finally {
    await context.close();
  }
}

/** Picks the option of the native select `label` whose text starts with `text`. */
export async function selectStartingWith(page: Page, label: string, text: string) {
  const select = page.getByLabel(label);
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value);
}

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

/** What tells one kind of mailed link from another: the mail's text and the link's path. */
export interface MailedLinkKind {
  text: string;
  path: string;
}

export const SCHEDULING_MAIL: MailedLinkKind = {
  text: 'Umów wizytę w Portalu RTG',
  path: '/schedule-appointment',
};

/** The link of the newest mail of `kind` to `email`, read in the dev mailbox as sent. */
export async function mailedLink(
  browser: Browser,
  email: string,
  kind: MailedLinkKind = SCHEDULING_MAIL,
): Promise<string> {
  // The dev mailbox is a tool of this server, not a page of the portal: axe does not audit it.
  const context = await browser.newContext();
  try {
    const mailbox = await context.newPage();
    await mailbox.goto('/dev/mailbox');
    await mailbox
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: kind.text })
      .first()
      .getByRole('link')
      .click();
    await expect(mailbox.getByText(kind.text).first()).toBeVisible();
    const link = mailbox.getByRole('link', { name: new RegExp(`${kind.path}\\?token=`) });
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

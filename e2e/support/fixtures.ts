import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

import { AxeAudit } from './axe-audit.js';
import { trackRequests } from './network-quiet.js';

export { expect } from '@playwright/test';

/** The cookie settings record the banner writes when the user presses "Akceptuję". */
export const ALL_COOKIES_ACCEPTED = {
  necessary: true,
  security: true,
  performance: true,
  functional: true,
} as const;

/** Stores the cookie decision before any page of `context` loads, so the banner stays away. */
async function decideCookies(context: BrowserContext): Promise<void> {
  await context.addInitScript((settings) => {
    if (window.localStorage.getItem('cookieSettings') === null) {
      window.localStorage.setItem('cookieSettings', settings);
    }
  }, JSON.stringify(ALL_COOKIES_ACCEPTED));
}

interface Options {
  /**
   * 'decided' (default): the cookie decision is already stored, so the banner stays out of the
   * way of tests about other things. 'undecided': a first visit, the banner shows.
   */
  cookieBanner: 'decided' | 'undecided';
}

interface Fixtures {
  /**
   * A page in a browser context of its own: another person's browser, or the tablet's, next to
   * the test's `page` (one context per user). Closed when the test ends.
   */
  newBrowserPage: (options?: BrowserContextOptions) => Promise<Page>;
  /**
   * Axe on every page state the test reaches (issue 12 §4), automatic for every test: serious or
   * critical findings fail it. `axe.check(page, state)` checks a state worth it (an open dialog).
   */
  axe: AxeAudit;
}

/**
 * Playwright's test with the portal's options. Every test gets its own browser context (fresh
 * localStorage and sessionStorage), so tests never depend on each other or on their order.
 */
export const test = base.extend<Options & Fixtures>({
  cookieBanner: ['decided', { option: true }],
  context: async ({ context, cookieBanner }, use) => {
    if (cookieBanner === 'decided') await decideCookies(context);
    context.on('page', trackRequests);
    await use(context);
  },
  axe: [
    async ({ page }, use) => {
      const audit = new AxeAudit();
      audit.watch(page);
      await use(audit);
      const findings = await audit.finish();
      base.expect(findings, 'serious or critical accessibility findings (axe)').toEqual([]);
    },
    { auto: true },
  ],
  newBrowserPage: async ({ browser, cookieBanner, axe }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      if (cookieBanner === 'decided') await decideCookies(context);
      context.on('page', trackRequests);
      const page = await context.newPage();
      axe.watch(page);
      return page;
    });
    // Their final states are checked while they are still open.
    await axe.finish();
    await Promise.all(contexts.map((context) => context.close()));
  },
});

import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** The cookie settings record the banner writes when the user presses "Akceptuję". */
export const ALL_COOKIES_ACCEPTED = {
  necessary: true,
  security: true,
  performance: true,
  functional: true,
} as const;

interface Options {
  /**
   * 'decided' (default): the cookie decision is already stored, so the banner stays out of the
   * way of tests about other things. 'undecided': a first visit, the banner shows.
   */
  cookieBanner: 'decided' | 'undecided';
}

/**
 * Playwright's test with the portal's options. Every test gets its own browser context (fresh
 * localStorage and sessionStorage), so tests never depend on each other or on their order.
 */
export const test = base.extend<Options>({
  cookieBanner: ['decided', { option: true }],
  context: async ({ context, cookieBanner }, use) => {
    if (cookieBanner === 'decided') {
      await context.addInitScript((settings) => {
        if (window.localStorage.getItem('cookieSettings') === null) {
          window.localStorage.setItem('cookieSettings', settings);
        }
      }, JSON.stringify(ALL_COOKIES_ACCEPTED));
    }
    await use(context);
  },
});

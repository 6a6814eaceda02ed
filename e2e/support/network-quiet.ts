import { expect, type Page } from '@playwright/test';

/** HTTP requests of a page still waiting for their answer, and when that number last changed. */
interface Traffic {
  inFlight: number;
  changedAt: number;
}

const traffic = new WeakMap<Page, Traffic>();

/**
 * Counts `page`'s requests from now on. Registered for every page a test opens (fixtures.ts):
 * Playwright's 'networkidle' is reached once per document, so after a single-page app navigates
 * (signing in does) waiting for it returns at once, even with the new page's calls under way.
 */
export function trackRequests(page: Page): void {
  const state: Traffic = { inFlight: 0, changedAt: Date.now() };
  traffic.set(page, state);
  const change = (by: number) => {
    state.inFlight += by;
    state.changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/** Waits until no request of `page` has been under way for `quietMs`. */
export async function waitForQuietNetwork(page: Page, quietMs = 500): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error('the page was not opened through the test fixtures');
  await expect
    .poll(() => state.inFlight === 0 && Date.now() - state.changedAt >= quietMs, {
      message: `no request under way for ${quietMs} ms`,
      intervals: [50],
    })
    .toBe(true);
}

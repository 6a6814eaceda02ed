import type { BrowserContext, Page } from '@playwright/test';

/**
 * Throttles the page's uplink (Chromium's network emulation) so that an upload takes a few
 * seconds and its progress can be seen; the returned function lifts the limit again.
 */
export async function slowUplink(
  context: BrowserContext,
  page: Page,
  bytesPerSecond: number,
): Promise<() => Promise<void>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const conditions = (uploadThroughput: number, latency: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await conditions(bytesPerSecond, 20);
  return async () => {
    await conditions(-1, 0);
  };
}

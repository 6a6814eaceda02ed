import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves a screenshot for a person to look at (e2e/test-results/screenshots/, not committed).
 * Take it once the screen is complete, which the test asserts first. It shows the viewport, as a
 * user sees it: full-page captures cut fixed backgrounds and drawers short.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, 'screenshots', `${name}.png`),
    animations: 'disabled',
  });
}

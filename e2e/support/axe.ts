import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { oneAxeAtATime, settled } from './axe-audit.js';
import { expect } from './fixtures.js';

/**
 * Fails with axe's list when the part of the page at `selector` has accessibility violations.
 * Checked once no transition runs: a button turning from disabled to enabled has, halfway, no
 * contrast worth measuring.
 */
export async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  await settled(page);
  const { violations } = await oneAxeAtATime(page, () =>
    new AxeBuilder({ page }).include(selector).analyze(),
  );
  expect(
    violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target) })),
  ).toEqual([]);
}

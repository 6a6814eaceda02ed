import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The consent kiosk at /kiosk, as it runs on a tablet (spec part 1 §4). */

/** A 10-inch tablet held landscape. */
export const TABLET_VIEWPORT = { width: 1280, height: 800 };

/** Pairs the kiosk by pasting the QR code's text, as on a tablet whose camera cannot be used. */
export async function pairKiosk(kiosk: Page, payload: string): Promise<void> {
  await kiosk.goto('/kiosk');
  const form = kiosk.getByRole('form', { name: 'Parowanie danymi wklejonymi z kodu QR' });
  await form.getByRole('textbox', { name: 'Dane parowania' }).fill(payload);
  await form.getByRole('button', { name: 'Sparuj tablet' }).click();
}

/**
 * Signs on the signature pad with the mouse: a wavy stroke across the pad's middle, long enough
 * to count as a signature, then a short second stroke, as a hand would.
 */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  const left = box.x + box.width * 0.15;
  const middle = box.y + box.height * 0.55;
  await page.mouse.move(left, middle);
  await page.mouse.down();
  for (let step = 1; step <= 40; step++) {
    const x = left + (box.width * 0.55 * step) / 40;
    const y = middle + Math.sin(step / 2.5) * box.height * 0.18;
    await page.mouse.move(x, y, { steps: 2 });
  }
  await page.mouse.up();
  await page.mouse.move(box.x + box.width * 0.72, box.y + box.height * 0.35);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7, { steps: 8 });
  await page.mouse.up();
  await expect(pad).toHaveAttribute('data-signed', 'true');
}

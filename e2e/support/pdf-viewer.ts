import type { Page } from '@playwright/test';

/**
 * The title Chromium's built-in PDF viewer shows in its toolbar once it has read a PDF (the PDF's
 * own title), or null while no frame of `page` shows one. The viewer runs as an extension page
 * inside the iframe, so it is reached through the page's frames, not through the iframe.
 */
export async function pdfViewerTitle(page: Page): Promise<string | null> {
  const viewer = page.frames().find((frame) => frame.url().startsWith('chrome-extension://'));
  if (!viewer) return null;
  const title = viewer.locator('#title');
  return (await title.count()) === 1 ? await title.textContent() : null;
}

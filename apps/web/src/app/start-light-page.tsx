import type { Lang } from '@portal/domain';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { showLang } from '../shared/i18n/lang';
import type { createTextStore } from './sign-in/locale-texts';

/**
 * Renders a public page a patient opens from a mail (ADR 0040, 0043) into `container`: in a
 * transition, so React works in slices and leaves a phone's main thread free. The first touch of
 * the page fetches the domain's messages its form's checks show.
 */
export function startLightPage(
  container: HTMLElement,
  lang: Lang,
  store: ReturnType<typeof createTextStore>,
  page: ReactNode,
): void {
  showLang(lang);
  const warmUp = () => void store.preload(lang, ['domain']).catch(() => undefined);
  for (const event of ['input', 'pointerdown', 'keydown'] as const) {
    document.addEventListener(event, warmUp, { once: true, capture: true });
  }
  const root = createRoot(container);
  startTransition(() => root.render(<StrictMode>{page}</StrictMode>));
}

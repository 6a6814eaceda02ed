import type { Lang } from '@portal/domain';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { showLang } from '../../shared/i18n/lang';
import { ScheduleApp } from './schedule-app';
import { SCHEDULING_NAMESPACES, schedulingTexts } from './scheduling-texts';

/**
 * Starts the public scheduling page (spec part 1 §2 /schedule-appointment; ADR 0040): a patient
 * opens it from a mailed link, usually on a phone, without an account. Like the sign-in entry
 * (ADR 0033) it carries React, the MUI of its form and its texts — no router, Apollo, i18next or
 * form kit, and never the portal: a signed-in browser gets the same page.
 */
export function startScheduling(container: HTMLElement, lang: Lang, textsLoaded: Promise<void>) {
  showLang(lang);
  const token = new URLSearchParams(window.location.search).get('token');
  // The first touch of the page fetches the domain's messages the form's checks show.
  const warmUp = () => void schedulingTexts.preload(lang, ['domain']).catch(() => undefined);
  for (const event of ['input', 'pointerdown', 'keydown'] as const) {
    document.addEventListener(event, warmUp, { once: true, capture: true });
  }
  const root = createRoot(container);
  // Rendered in a transition: React works in slices and leaves a phone's main thread free.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ScheduleApp
          initialLang={lang}
          textsLoaded={textsLoaded}
          namespaces={SCHEDULING_NAMESPACES}
          token={token}
        />
      </StrictMode>,
    ),
  );
}

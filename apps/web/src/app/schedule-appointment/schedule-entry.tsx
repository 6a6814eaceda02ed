import type { Lang } from '@portal/domain';
import { startLightPage } from '../start-light-page';
import { ScheduleApp } from './schedule-app';
import { SCHEDULING_NAMESPACES, schedulingTexts } from './scheduling-texts';

/**
 * Starts the public scheduling page (spec part 1 §2 /schedule-appointment; ADR 0040): a patient
 * opens it from a mailed link, usually on a phone, without an account. Like the sign-in entry
 * (ADR 0033) it carries React, the MUI of its form and its texts — no router, Apollo, i18next or
 * form kit, and never the portal: a signed-in browser gets the same page.
 */
export function startScheduling(container: HTMLElement, lang: Lang, textsLoaded: Promise<void>) {
  const token = new URLSearchParams(window.location.search).get('token');
  startLightPage(
    container,
    lang,
    schedulingTexts,
    <ScheduleApp
      initialLang={lang}
      textsLoaded={textsLoaded}
      namespaces={SCHEDULING_NAMESPACES}
      token={token}
    />,
  );
}

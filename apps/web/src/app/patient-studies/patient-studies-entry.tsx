import type { Lang } from '@portal/domain';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { showLang } from '../../shared/i18n/lang';
import { PatientStudiesApp, type PatientStudiesRoute } from './patient-studies-app';
import { PATIENT_STUDIES_NAMESPACES, patientStudiesTexts } from './patient-studies-texts';

/**
 * Starts the public patient results page (spec part 1 §2 /patient-studies/*,
 * /patient-studies-logout; issue 18 §1): a patient opens it from a mailed link or asks for one,
 * usually on a phone, without an account. Like the sign-in and scheduling entries (ADR 0033,
 * 0040) it carries React, the MUI of its form and its texts — no router, Apollo, i18next or form
 * kit, and never the portal: a signed-in browser gets the same page.
 */
export function startPatientStudies(
  container: HTMLElement,
  lang: Lang,
  textsLoaded: Promise<void>,
  route: PatientStudiesRoute,
) {
  showLang(lang);
  const token = new URLSearchParams(window.location.search).get('token');
  // The first touch of the page fetches the domain's messages the form's checks show.
  const warmUp = () => void patientStudiesTexts.preload(lang, ['domain']).catch(() => undefined);
  for (const event of ['input', 'pointerdown', 'keydown'] as const) {
    document.addEventListener(event, warmUp, { once: true, capture: true });
  }
  const root = createRoot(container);
  // Rendered in a transition: React works in slices and leaves a phone's main thread free.
  startTransition(() =>
    root.render(
      <StrictMode>
        <PatientStudiesApp
          initialLang={lang}
          textsLoaded={textsLoaded}
          namespaces={PATIENT_STUDIES_NAMESPACES}
          route={route}
          token={token}
        />
      </StrictMode>,
    ),
  );
}

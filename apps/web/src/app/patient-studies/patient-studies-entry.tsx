import type { Lang } from '@portal/domain';
import { startLightPage } from '../start-light-page';
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
  const token = new URLSearchParams(window.location.search).get('token');
  startLightPage(
    container,
    lang,
    patientStudiesTexts,
    <PatientStudiesApp
      initialLang={lang}
      textsLoaded={textsLoaded}
      namespaces={PATIENT_STUDIES_NAMESPACES}
      route={route}
      token={token}
    />,
  );
}

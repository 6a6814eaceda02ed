import { createTextStore } from '../sign-in/locale-texts';

/**
 * What the patient results page shows at once: its own texts, and the shared ones of the language
 * switcher, the cookie banner, the error notices and the proof-of-work widget (the sign-in page's
 * chunk, `sign-in-<lang>`, which holds `auth` as well).
 */
export const PATIENT_STUDIES_NAMESPACES: readonly string[] = [
  'patientStudies',
  'auth',
  'common',
  'cookies',
  'errors',
];

/** The results page's texts without i18next (ADR 0033); main.tsx starts their download. */
export const patientStudiesTexts = createTextStore();

import { createTextStore } from '../sign-in/locale-texts';

/**
 * What the scheduling page shows at once: its own texts, and the shared ones of the language
 * switcher, the cookie banner and the error notices (the sign-in page's chunk, `sign-in-<lang>`).
 */
export const SCHEDULING_NAMESPACES: readonly string[] = [
  'scheduling',
  'common',
  'cookies',
  'errors',
];

/** The scheduling page's texts without i18next (ADR 0033, 0040); main.tsx starts their download. */
export const schedulingTexts = createTextStore();

/**
 * The ALTCHA widget, loaded only when a sign-in needs it (proof-of-work-challenge.tsx is lazy). The
 * `external` build leaves out the bundle that starts its workers from blob: URLs and injects
 * styles: the portal's CSP allows workers and styles from 'self' only, so Vite emits the PBKDF2
 * worker and the stylesheet as files of their own.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/** The only algorithm the server issues (apps/api/src/auth/login-challenge.ts). */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';

globalThis.$altcha.algorithms.set(CHALLENGE_ALGORITHM, () => new Pbkdf2Worker());

/** The widget's texts (its `Strings`), from our locale files, under the portal's language code. */
export function registerWidgetTexts(language: string, texts: Record<string, string>): void {
  globalThis.$altcha.i18n.set(language, texts);
}

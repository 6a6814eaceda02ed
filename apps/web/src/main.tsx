import {
  SCHEDULING_NAMESPACES,
  schedulingTexts,
} from './app/schedule-appointment/scheduling-texts';
import {
  PATIENT_STUDIES_NAMESPACES,
  patientStudiesTexts,
} from './app/patient-studies/patient-studies-texts';
import { signInTexts } from './app/sign-in/locale-texts';
import { sessionStore } from './shared/auth/session-store';
import { resolveInitialLang } from './shared/i18n/lang';

/**
 * Four ways in (ADR 0033, 0040): a browser that opens /login without a session gets the light
 * sign-in entry — React, the MUI of its form and its texts, nothing else — and the portal loads
 * only once someone signs in; /schedule-appointment and the results page (/patient-studies,
 * /patient-studies/*, /patient-studies-logout), patients' pages without an account, are light
 * entries of their own whatever the session; every other address starts the portal itself.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const lang = resolveInitialLang(window.location.search);
  if (isAddress(window.location.pathname, '/schedule-appointment')) {
    const textsLoaded = schedulingTexts.preload(lang, SCHEDULING_NAMESPACES);
    const { startScheduling } = await import('./app/schedule-appointment/schedule-entry');
    startScheduling(container, lang, textsLoaded);
  } else if (isPatientStudiesAddress(window.location.pathname)) {
    const textsLoaded = patientStudiesTexts.preload(lang, PATIENT_STUDIES_NAMESPACES);
    const { startPatientStudies } = await import('./app/patient-studies/patient-studies-entry');
    const logout = isAddress(window.location.pathname, '/patient-studies-logout');
    startPatientStudies(container, lang, textsLoaded, logout ? 'logout' : 'studies');
  } else if (isAddress(window.location.pathname, '/login') && !sessionStore.get()) {
    // The texts download alongside the page's code, not after it.
    const textsLoaded = signInTexts.preload(lang);
    const { startSignIn } = await import('./app/sign-in/sign-in-entry');
    startSignIn(container, lang, textsLoaded);
  } else {
    const { preparePortal } = await import('./app/boot');
    (await preparePortal(lang))(container);
  }
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // Registration failing (e.g. a private window) only costs the worker, never the app.
    navigator.serviceWorker.register('/service-worker.js').catch(() => undefined);
  }
}

function isAddress(pathname: string, path: string): boolean {
  return pathname === path || pathname === `${path}/`;
}

/** /patient-studies, anything under it, and /patient-studies-logout. */
function isPatientStudiesAddress(pathname: string): boolean {
  return (
    isAddress(pathname, '/patient-studies') ||
    pathname.startsWith('/patient-studies/') ||
    isAddress(pathname, '/patient-studies-logout')
  );
}

void start();

import { signInTexts } from './app/sign-in/locale-texts';
import { sessionStore } from './shared/auth/session-store';
import { resolveInitialLang } from './shared/i18n/lang';

/**
 * Two ways in (ADR 0033): a browser that opens /login without a session gets the light sign-in
 * entry — React, the MUI of its form and its texts, nothing else — and the portal loads only
 * once someone signs in; every other address starts the portal itself.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const lang = resolveInitialLang(window.location.search);
  if (isSignInAddress(window.location.pathname) && !sessionStore.get()) {
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

function isSignInAddress(pathname: string): boolean {
  return pathname === '/login' || pathname === '/login/';
}

void start();

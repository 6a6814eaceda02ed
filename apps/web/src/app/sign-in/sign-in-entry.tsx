import type { Lang } from '@portal/domain';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AFTER_LOGIN_STATE } from '../../shared/auth/after-login';
import { sessionStore } from '../../shared/auth/session-store';
import { showLang, storedLang } from '../../shared/i18n/lang';
import type { Landing } from '../boot';
import { signInTexts } from './locale-texts';
import { SignInApp } from './sign-in-app';

/** The portal's code; asked for while the user types, so it is there when they sign in. */
const portalCode = () => import('../boot');

/**
 * Starts the sign-in page a first visit to /login gets (ADR 0033): React, the MUI of the form and
 * its texts, nothing else. After a sign-in — here or in another tab — the portal replaces it in
 * the same document, at the landing page of the user's role.
 */
export function startSignIn(container: HTMLElement, lang: Lang, textsLoaded: Promise<void>): void {
  // As the portal does at start: the language shown is remembered and told to the document.
  showLang(lang);
  const root = createRoot(container);
  let leaving = false;

  const openPortal = async (landing: Landing) => {
    if (leaving) return;
    leaving = true;
    stopFollowing();
    try {
      // The language chosen on this page, which changing it stored.
      const mount = await (await portalCode()).preparePortal(storedLang(), landing);
      root.unmount();
      mount(container);
    } catch {
      // The portal's code did not arrive (a dropped connection, a newer build): the session is
      // stored, so loading the address afresh starts the portal all the same.
      window.location.assign(landing.path);
    }
  };

  // Signed in in another tab: this one follows (spec part 1 §3, one user per browser).
  const stopFollowing = sessionStore.subscribe(() => {
    if (sessionStore.get()) void openPortal({ path: '/' });
  });

  // The first touch of the page: what the next steps need comes while the user types — the
  // domain's messages for the form's checks and the portal itself.
  const warmUp = () => {
    void signInTexts.preload(storedLang(), ['domain']).catch(() => undefined);
    void portalCode().catch(() => undefined);
  };
  for (const event of ['input', 'pointerdown', 'keydown'] as const) {
    document.addEventListener(event, warmUp, { once: true, capture: true });
  }

  // Rendered in a transition: React then works in slices of a few milliseconds and leaves the
  // main thread free in between, where one synchronous render would block a phone for a few
  // hundred (Lighthouse's Total Blocking Time, docs/performance.md).
  startTransition(() =>
    root.render(
      <StrictMode>
        <SignInApp
          initialLang={lang}
          textsLoaded={textsLoaded}
          onSignedIn={(auth) => {
            stopFollowing();
            sessionStore.signIn(auth);
            void openPortal({ path: '/', state: AFTER_LOGIN_STATE });
          }}
        />
      </StrictMode>,
    ),
  );
}

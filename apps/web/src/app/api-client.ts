import { enqueueSnackbar } from 'notistack';
import i18next from 'i18next';
import { createApolloClient } from '../shared/api/apollo-client';
import { appInfoFacts } from '../shared/api/use-app-info';
import { createErrorHandler } from '../shared/api/error-handler';
import type { LoginLocationState } from '../shared/auth/login-redirect';
import { sessionStore } from '../shared/auth/session-store';
import { currentLang } from '../shared/i18n/i18n';
import type { PortalRouter } from './router';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The Apollo client with the error catalogue wired to this app's router, toasts and session. */
export function createPortalClient(router: PortalRouter) {
  const errors = createErrorHandler({
    notify: (message, options) =>
      enqueueSnackbar(message, {
        variant: options.variant,
        persist: options.persist,
        autoHideDuration: options.autoHideMs,
        preventDuplicate: true,
        ...(options.key ? { key: options.key } : {}),
        ...(options.position === 'top-center'
          ? { anchorOrigin: { vertical: 'top', horizontal: 'center' } as const }
          : {}),
      }),
    t: (key, params) => i18next.t(key, { ns: 'errors', ...params }),
    signOut: () => sessionStore.signOut(),
    // Back to the same page after signing in again, as the route guards do.
    goToLogin: () => {
      const { pathname, search, hash } = router.state.location;
      const state: LoginLocationState = { from: `${pathname}${search}${hash}` };
      void router.navigate('/login', { replace: true, state });
    },
    reload: () => window.location.reload(),
    isOnLoginPage: () => window.location.pathname.startsWith('/login'),
    isLocalhost: () => LOCAL_HOSTS.has(window.location.hostname),
    hasSession: () => sessionStore.get() !== null,
    hotline: appInfoFacts.hotline,
    storage: window.sessionStorage,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  });

  // A new sign-in may show session notices again.
  let signedIn = sessionStore.get() !== null;
  sessionStore.subscribe(() => {
    const now = sessionStore.get() !== null;
    if (now && !signedIn) errors.reset();
    signedIn = now;
  });

  return createApolloClient({
    token: () => sessionStore.get()?.token ?? null,
    currentRole: () => sessionStore.get()?.currentRole ?? null,
    lang: currentLang,
    errors,
  });
}

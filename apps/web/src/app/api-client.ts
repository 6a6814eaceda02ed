import { enqueueSnackbar } from 'notistack';
import i18next from 'i18next';
import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../shared/api/apollo-client';
import { realtimeConnection } from '../shared/api/connection-state';
import {
  createRealtimeLink,
  graphqlSocketUrl,
  type RealtimeLink,
} from '../shared/api/realtime-link';
import { createReconnectionPolicy } from '../shared/api/reconnection-policy';
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

  // Whatever a dropped connection or an ended session may have hidden, the server answers again.
  const refetchActive = () => void client.refetchQueries({ include: 'active' });
  const realtime = createRealtimeLink({
    url: graphqlSocketUrl(window.location),
    connectionParams: () => {
      const session = sessionStore.get();
      return session
        ? {
            authorization: `Bearer ${session.token}`,
            acceptLanguage: currentLang(),
            currentRole: session.currentRole,
          }
        : { acceptLanguage: currentLang() };
    },
    policy: createReconnectionPolicy({
      state: realtimeConnection,
      onRestored: refetchActive,
      onSessionRefused: refetchActive,
    }),
  });
  followSession(realtime);
  window.addEventListener('offline', () => realtime.terminate());

  const client: ApolloClient = createApolloClient({
    token: () => sessionStore.get()?.token ?? null,
    currentRole: () => sessionStore.get()?.currentRole ?? null,
    lang: currentLang,
    errors,
    subscriptions: realtime.link,
  });
  return client;
}

/** The socket acts as the session does: a new token or role reconnects it, sign-out closes it. */
function followSession(realtime: RealtimeLink): void {
  let previous = sessionStore.get();
  sessionStore.subscribe(() => {
    const session = sessionStore.get();
    if (!session) realtime.close();
    else if (session.token !== previous?.token || session.currentRole !== previous?.currentRole) {
      realtime.restart();
    }
    previous = session;
  });
}

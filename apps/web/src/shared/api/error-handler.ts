import { ERROR_CODES, MAINTENANCE_NOTICE_MS, MAINTENANCE_RELOAD_DELAY_MS } from '@portal/domain';
import type { ErrorKind } from './classify-error';

/** What the handler may do to the app; the app wires these to the router, toasts and session. */
export interface ErrorHandlerDeps {
  notify: (message: string, options: NoticeOptions) => void;
  /** Translates a key of the `errors` namespace. */
  t: (key: string, params?: Record<string, string>) => string;
  signOut: () => void;
  goToLogin: () => void;
  reload: () => void;
  isOnLoginPage: () => boolean;
  isLocalhost: () => boolean;
  hasSession: () => boolean;
  hotline: () => string | null;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

export interface NoticeOptions {
  variant: 'error' | 'warning' | 'info' | 'success';
  persist?: boolean;
  autoHideMs?: number;
  position?: 'top-center';
  /** Same key twice shows once. */
  key?: string;
}

/** Session-storage flags of the spec's client (part 1 §8). */
export const ERROR_FLAGS = {
  tokenExpired: 'reloadedOnNetworkError',
  unauthenticated: 'reloadedOnAuthError',
  maintenance: 'maintenanceNoticeShown',
  networkFailedOnce: 'networkFailedOnce',
} as const;

export interface ErrorHandler {
  handle: (error: ErrorKind, options?: { silent?: boolean }) => void;
  /** A call succeeded: the network-failure flag is cleared. */
  succeeded: () => void;
  /** A new sign-in: session notices may show again. */
  reset: () => void;
}

/**
 * The error catalogue of spec part 1 §8. Session and maintenance errors end the session and are
 * shown once however many calls fail with them at the same moment; a network failure is shown
 * only when it happens twice in a row; an unreachable database is shown once until a call
 * succeeds again; other errors become one toast each unless the caller shows them itself
 * (`silent`).
 */
export function createErrorHandler(deps: ErrorHandlerDeps): ErrorHandler {
  const { storage, t } = deps;
  const once = (flag: string, action: () => void) => {
    if (storage.getItem(flag)) return;
    storage.setItem(flag, '1');
    action();
  };
  const withHotline = (message: string) => {
    const hotline = deps.hotline();
    return hotline ? `${message} ${t('hotline', { phone: hotline })}` : message;
  };

  // In memory: a page reloaded during an outage may say it once more.
  let outageShown = false;

  const endSession = (flag: string, message: string, variant: NoticeOptions['variant']) => {
    // A sign-in attempt that fails is answered by the login form, not by this catalogue.
    if (!deps.hasSession() || deps.isOnLoginPage()) {
      deps.signOut();
      return;
    }
    // Many calls fail at once when a session ends: all of them sign out, one of them says why.
    deps.signOut();
    once(flag, () => deps.notify(message, { variant, key: flag }));
    deps.goToLogin();
  };

  return {
    handle(error, { silent = false } = {}) {
      switch (error.kind) {
        case 'tokenExpired':
          endSession(ERROR_FLAGS.tokenExpired, t('tokenExpired'), 'info');
          return;
        case 'unauthenticated':
          endSession(ERROR_FLAGS.unauthenticated, t('unauthenticated'), 'warning');
          return;
        case 'maintenance':
          once(ERROR_FLAGS.maintenance, () => {
            deps.notify(t('maintenance'), {
              variant: 'warning',
              autoHideMs: MAINTENANCE_NOTICE_MS,
              position: 'top-center',
              key: ERROR_FLAGS.maintenance,
            });
            deps.signOut();
            if (!deps.isOnLoginPage()) deps.goToLogin();
            deps.setTimeout(() => {
              storage.removeItem(ERROR_FLAGS.maintenance);
              deps.reload();
            }, MAINTENANCE_RELOAD_DELAY_MS);
          });
          return;
        case 'network':
          if (deps.isLocalhost()) return;
          if (!storage.getItem(ERROR_FLAGS.networkFailedOnce)) {
            storage.setItem(ERROR_FLAGS.networkFailedOnce, '1');
            return;
          }
          deps.notify(withHotline(t('network')), { variant: 'error', key: 'network' });
          return;
        case 'validation':
          if (silent) return;
          for (const message of error.messages) deps.notify(message, { variant: 'error' });
          return;
        case 'database':
          if (silent) return;
          deps.notify(withHotline(t('database')), { variant: 'error' });
          return;
        case 'other':
          if (silent) return;
          if (error.code === ERROR_CODES.DATABASE_UNAVAILABLE) {
            // Every call fails while the database is away: one notice until a call succeeds.
            // The session and the page stay; the user tries again in a moment.
            if (outageShown) return;
            outageShown = true;
            deps.notify(withHotline(error.message), {
              variant: 'error',
              key: ERROR_CODES.DATABASE_UNAVAILABLE,
            });
            return;
          }
          deps.notify(withHotline(error.message), { variant: 'error' });
          return;
      }
    },
    succeeded() {
      storage.removeItem(ERROR_FLAGS.networkFailedOnce);
      outageShown = false;
    },
    reset() {
      storage.removeItem(ERROR_FLAGS.tokenExpired);
      storage.removeItem(ERROR_FLAGS.unauthenticated);
    },
  };
}

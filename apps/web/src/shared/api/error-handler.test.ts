import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createErrorHandler,
  ERROR_FLAGS,
  type ErrorHandlerDeps,
  type NoticeOptions,
} from './error-handler';

interface Notice {
  message: string;
  options: NoticeOptions;
}

interface Setup {
  /** Whether a session exists at the start; sign-out ends it unless `sessionSurvives`. */
  signedIn?: boolean;
  /** Keeps the session after sign-out: several calls failing before the first is handled. */
  sessionSurvives?: boolean;
  onLoginPage?: boolean;
  localhost?: boolean;
  hotline?: string | null;
}

/** The handler with recording fakes for everything it may do to the app. */
function setUp({
  signedIn = true,
  sessionSurvives = false,
  onLoginPage = false,
  localhost = false,
  hotline = null,
}: Setup = {}) {
  const flags = new Map<string, string>();
  const notices: Notice[] = [];
  let session = signedIn;
  const signOut = vi.fn(() => {
    if (!sessionSurvives) session = false;
  });
  const goToLogin = vi.fn();
  const reload = vi.fn();
  const deps: ErrorHandlerDeps = {
    notify: (message, options) => notices.push({ message, options }),
    t: (key, params) =>
      params ? `errors.${key}(${Object.values(params).join(',')})` : `errors.${key}`,
    signOut,
    goToLogin,
    reload,
    isOnLoginPage: () => onLoginPage,
    isLocalhost: () => localhost,
    hasSession: () => session,
    hotline: () => hotline,
    storage: {
      getItem: (key) => flags.get(key) ?? null,
      setItem: (key, value) => void flags.set(key, value),
      removeItem: (key) => void flags.delete(key),
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
  };
  const signIn = () => {
    session = true;
  };
  const hasSession = () => session;
  return {
    handler: createErrorHandler(deps),
    flags,
    notices,
    signOut,
    goToLogin,
    reload,
    signIn,
    hasSession,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session errors while signed in', () => {
  it.each([
    ['expired token', 'tokenExpired', 'info', 'reloadedOnNetworkError', 'reloadedOnAuthError'],
    [
      'invalid session',
      'unauthenticated',
      'warning',
      'reloadedOnAuthError',
      'reloadedOnNetworkError',
    ],
  ] as const)(
    '%s: shows a notice, signs out, goes to /login and sets its reload flag',
    (_, kind, variant, flag, otherFlag) => {
      const { handler, flags, notices, signOut, goToLogin } = setUp();
      handler.handle({ kind });

      expect(notices).toEqual([{ message: `errors.${kind}`, options: { variant, key: flag } }]);
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(goToLogin).toHaveBeenCalledTimes(1);
      expect(flags.get(flag)).toBe('1');
      expect(flags.has(otherFlag)).toBe(false);
    },
  );
});

describe('expired token', () => {
  it('shows one notice when two calls fail with it at once', () => {
    const { handler, notices, goToLogin } = setUp({ sessionSurvives: true });
    handler.handle({ kind: 'tokenExpired' });
    handler.handle({ kind: 'tokenExpired' });

    expect(notices).toHaveLength(1);
    // Every failing call still ends the session; navigating to /login twice is harmless.
    expect(goToLogin).toHaveBeenCalled();
  });

  it('is handled even when the caller shows its own errors', () => {
    const { handler, notices } = setUp();
    handler.handle({ kind: 'tokenExpired' }, { silent: true });
    expect(notices.map((notice) => notice.message)).toEqual(['errors.tokenExpired']);
  });
});

describe('invalid session', () => {
  it('is shown once, also with the session still there', () => {
    const { handler, notices } = setUp({ sessionSurvives: true });
    handler.handle({ kind: 'unauthenticated' }, { silent: true });
    handler.handle({ kind: 'unauthenticated' });
    expect(notices).toHaveLength(1);
  });
});

describe('session errors answered by the login form', () => {
  it.each([
    ['on the login page', { onLoginPage: true }],
    ['without a session', { signedIn: false }],
  ] as const)('show no notice %s', (_, setup) => {
    const { handler, flags, notices, goToLogin, signOut } = setUp(setup);
    handler.handle({ kind: 'tokenExpired' });
    handler.handle({ kind: 'unauthenticated' });

    expect(notices).toEqual([]);
    expect(goToLogin).not.toHaveBeenCalled();
    expect(flags.size).toBe(0);
    // Whatever is left of a stored session is forgotten all the same.
    expect(signOut).toHaveBeenCalled();
  });
});

describe('maintenance', () => {
  it('shows a 5 s notice at the top centre, goes to /login and reloads after 5 s', () => {
    const { handler, notices, signOut, goToLogin, reload } = setUp();
    handler.handle({ kind: 'maintenance' });

    expect(notices).toEqual([
      {
        message: 'errors.maintenance',
        options: {
          variant: 'warning',
          autoHideMs: 5_000,
          position: 'top-center',
          key: ERROR_FLAGS.maintenance,
        },
      },
    ]);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(goToLogin).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(4_999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is shown once however many calls fail, and may show again after the reload', () => {
    const { handler, flags, notices, reload } = setUp({ sessionSurvives: true });
    handler.handle({ kind: 'maintenance' });
    handler.handle({ kind: 'maintenance' }, { silent: true });
    expect(notices).toHaveLength(1);

    vi.advanceTimersByTime(5_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(flags.has(ERROR_FLAGS.maintenance)).toBe(false);
  });

  it('stays on the login page when it is already there, and still reloads', () => {
    const { handler, notices, goToLogin, reload } = setUp({ onLoginPage: true, signedIn: false });
    handler.handle({ kind: 'maintenance' });

    expect(notices).toHaveLength(1);
    expect(goToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('database unavailable', () => {
  const outage = {
    kind: 'other',
    message: 'Baza danych jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
    code: 'DATABASE_UNAVAILABLE',
  } as const;

  it('shows one error notice for a storm of failing calls and keeps the session and the page', () => {
    const { handler, notices, signOut, goToLogin, reload, hasSession } = setUp();
    for (let i = 0; i < 20; i += 1) handler.handle(outage);

    expect(notices).toEqual([
      { message: outage.message, options: { variant: 'error', key: 'DATABASE_UNAVAILABLE' } },
    ]);
    vi.advanceTimersByTime(60_000);
    expect(signOut).not.toHaveBeenCalled();
    expect(goToLogin).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(hasSession()).toBe(true);
  });

  it('shows again once a call has succeeded in between', () => {
    const { handler, notices } = setUp();
    handler.handle(outage);
    handler.handle(outage);
    handler.succeeded();
    handler.handle(outage);
    expect(notices).toHaveLength(2);
  });

  it('is left to a caller that shows its own errors, and carries the hotline', () => {
    const { handler, notices } = setUp({ hotline: '+48 22 100 20 30' });
    handler.handle(outage, { silent: true });
    expect(notices).toEqual([]);
    handler.handle(outage);
    expect(notices.map((notice) => notice.message)).toEqual([
      `${outage.message} errors.hotline(+48 22 100 20 30)`,
    ]);
  });
});

describe('network failure', () => {
  it('is silent the first time and shown the second time', () => {
    const { handler, flags, notices } = setUp();
    handler.handle({ kind: 'network' });
    expect(notices).toEqual([]);
    expect(flags.get(ERROR_FLAGS.networkFailedOnce)).toBe('1');

    handler.handle({ kind: 'network' });
    expect(notices).toEqual([
      { message: 'errors.network', options: { variant: 'error', key: 'network' } },
    ]);
  });

  it('starts over after a successful call', () => {
    const { handler, flags, notices } = setUp();
    handler.handle({ kind: 'network' });
    handler.succeeded();
    expect(flags.has(ERROR_FLAGS.networkFailedOnce)).toBe(false);

    handler.handle({ kind: 'network' });
    expect(notices).toEqual([]);
  });

  it('is never shown on localhost', () => {
    const { handler, notices } = setUp({ localhost: true });
    for (let i = 0; i < 3; i += 1) handler.handle({ kind: 'network' });
    expect(notices).toEqual([]);
  });

  it('is shown even when the caller shows its own errors', () => {
    const { handler, notices } = setUp();
    handler.handle({ kind: 'network' }, { silent: true });
    handler.handle({ kind: 'network' }, { silent: true });
    expect(notices).toHaveLength(1);
  });
});

describe('errors of one call', () => {
  it('shows each validation message as its own error notice', () => {
    const { handler, notices } = setUp();
    handler.handle({ kind: 'validation', messages: ['Nieprawidłowy PESEL.', 'Za krótkie hasło.'] });
    expect(notices).toEqual([
      { message: 'Nieprawidłowy PESEL.', options: { variant: 'error' } },
      { message: 'Za krótkie hasło.', options: { variant: 'error' } },
    ]);
  });

  it('shows the generic text for a database failure and the server message otherwise', () => {
    const { handler, notices } = setUp();
    handler.handle({ kind: 'database' });
    handler.handle({ kind: 'other', message: 'Brak uprawnień.', code: 'FORBIDDEN' });
    expect(notices).toEqual([
      { message: 'errors.database', options: { variant: 'error' } },
      { message: 'Brak uprawnień.', options: { variant: 'error' } },
    ]);
  });

  it('leaves validation, database and other errors to a caller that shows them itself', () => {
    const { handler, notices, signOut } = setUp();
    handler.handle({ kind: 'validation', messages: ['Nieprawidłowy PESEL.'] }, { silent: true });
    handler.handle({ kind: 'database' }, { silent: true });
    handler.handle(
      { kind: 'other', message: 'Błędny login lub hasło.', code: null },
      { silent: true },
    );
    expect(notices).toEqual([]);
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('hotline', () => {
  it('follows the network, database and other texts when the installation has one', () => {
    const { handler, notices } = setUp({ hotline: '+48 22 100 20 30' });
    handler.handle({ kind: 'database' });
    handler.handle({ kind: 'other', message: 'Nie znaleziono.', code: 'NOT_FOUND' });
    handler.handle({ kind: 'network' });
    handler.handle({ kind: 'network' });

    expect(notices.map((notice) => notice.message)).toEqual([
      'errors.database errors.hotline(+48 22 100 20 30)',
      'Nie znaleziono. errors.hotline(+48 22 100 20 30)',
      'errors.network errors.hotline(+48 22 100 20 30)',
    ]);
  });

  it('is not added to validation or session texts', () => {
    const { handler, notices } = setUp({ hotline: '+48 22 100 20 30' });
    handler.handle({ kind: 'validation', messages: ['Za krótkie hasło.'] });
    handler.handle({ kind: 'tokenExpired' });
    expect(notices.map((notice) => notice.message)).toEqual([
      'Za krótkie hasło.',
      'errors.tokenExpired',
    ]);
  });
});

describe('reset', () => {
  it('lets the session notices show again after a new sign-in', () => {
    const { handler, flags, notices, signIn, hasSession } = setUp();
    handler.handle({ kind: 'tokenExpired' });
    signIn();
    handler.handle({ kind: 'unauthenticated' });
    expect(notices).toHaveLength(2);

    // Until reset, the flag of the earlier notice keeps it from showing again; the session
    // still ends.
    signIn();
    handler.handle({ kind: 'tokenExpired' });
    expect(notices).toHaveLength(2);
    expect(hasSession()).toBe(false);

    handler.reset();
    signIn();
    expect(flags.has(ERROR_FLAGS.tokenExpired)).toBe(false);
    expect(flags.has(ERROR_FLAGS.unauthenticated)).toBe(false);
    handler.handle({ kind: 'tokenExpired' });
    expect(notices.map((notice) => notice.message)).toEqual([
      'errors.tokenExpired',
      'errors.unauthenticated',
      'errors.tokenExpired',
    ]);
  });
});

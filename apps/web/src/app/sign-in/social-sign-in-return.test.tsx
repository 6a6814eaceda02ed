/** The sign-in page back from a social provider (issue 19 §3, ADR 0047), as the whole sign-in app shows it. */
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInTexts } from './locale-texts';
import { SignInApp } from './sign-in-app';
import { loadPage } from '../../shared/navigation/load-page';

/** jsdom cannot load another page: the navigation is recorded instead. */
vi.mock('../../shared/navigation/load-page', () => ({ loadPage: vi.fn() }));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
  window.history.replaceState(null, '', '/');
});

const APP_INFO = {
  data: {
    appInfo: {
      version: '1',
      commit: 'c',
      hotline: null,
      privacyPolicyUrl: null,
      socialProviders: ['GOOGLE'],
    },
  },
};

const SESSION = {
  token: 'token-1',
  user: { id: '7', roles: ['Doctor'], login: 'jan@example.com', acceptedTerms: true },
};

function failure(code: string, message: string, extensions: Record<string, unknown> = {}) {
  return { errors: [{ message, extensions: { code, ...extensions } }] };
}

interface Sent {
  operation: string;
  headers: Record<string, string>;
  variables: unknown;
}

/**
 * The sign-in entry opened at `address` (the server's callback sent the browser there), with its
 * API over `fetch`: `appInfo` at start, `oauthLogin` answered by `answer`.
 */
function openAt(address: string, answer: unknown) {
  window.history.replaceState(null, '', address);
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { query: string; variables: unknown };
      const operation = /(?:mutation|query) (\w+)/.exec(body.query)?.[1] ?? '';
      sent.push({
        operation,
        headers: init.headers as Record<string, string>,
        variables: body.variables,
      });
      const reply = operation === 'AppInfo' ? APP_INFO : answer;
      return Promise.resolve(new Response(JSON.stringify(reply), { status: 200 }));
    }),
  );
  const onSignedIn = vi.fn();
  render(
    <SignInApp initialLang="pl" textsLoaded={signInTexts.preload('pl')} onSignedIn={onSignedIn} />,
  );
  return { sent, onSignedIn };
}

const oauthLogins = (sent: Sent[]) => sent.filter((each) => each.operation === 'OAuthLogin');

describe('/login back from a social provider', () => {
  it('signs in with the ticket in the headers and takes it off the address', async () => {
    const { sent, onSignedIn } = openAt('/login?oauth=ticket-1&type=google', {
      data: { oauthLogin: SESSION },
    });
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({
        token: 'token-1',
        roles: ['Doctor'],
        userId: '7',
        login: 'jan@example.com',
        acceptedTerms: true,
      }),
    );
    expect(oauthLogins(sent)).toHaveLength(1);
    expect(oauthLogins(sent)[0]?.headers).toMatchObject({
      authorization_code: 'ticket-1',
      oauth_type: 'google',
    });
    expect(window.location.pathname + window.location.search).toBe('/login');
  });

  it('goes to /signup with the social data when no account has the social one', async () => {
    const { onSignedIn } = openAt(
      '/login?oauth=ticket-2&type=facebook',
      failure('OAUTH_USER_NOT_FOUND', 'Nie znaleziono użytkownika.', {
        email: 'jan@example.com',
        firstName: 'Jan',
        lastName: 'Kowalski',
        accessToken: 'ticket-2',
        type: 'facebook',
      }),
    );
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/signup'));
    expect(JSON.parse(sessionStorage.getItem('portal.signupPrefill') ?? 'null')).toEqual({
      email: 'jan@example.com',
      firstName: 'Jan',
      lastName: 'Kowalski',
      token: 'ticket-2',
      type: 'facebook',
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the second step when the account has one', async () => {
    openAt(
      '/login?oauth=ticket-3&type=google',
      failure('MFA_REQUIRED', 'Podaj kod z aplikacji uwierzytelniającej.', { mfaToken: 'step-1' }),
    );
    expect(await screen.findByRole('textbox', { name: /^Kod weryfikacyjny/ })).toBeTruthy();
    expect(screen.getByText('Podaj kod z aplikacji uwierzytelniającej.')).toBeTruthy();
  });

  it("shows the server's words and the login form when the ticket is refused", async () => {
    const expired = 'Logowanie przez konto społecznościowe wygasło. Spróbuj ponownie.';
    openAt('/login?oauth=ticket-4&type=google', failure('BAD_REQUEST', expired));
    expect((await screen.findByRole('alert')).textContent).toBe(expired);
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
  });

  it("says 'Invalid OAuth state' for a return that failed its check, and sends nothing", async () => {
    const { sent } = openAt('/login?oauthError=state', null);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OAuth state');
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
    expect(oauthLogins(sent)).toEqual([]);
    expect(window.location.search).toBe('');
  });

  it('says the sign-in was cancelled at the provider', async () => {
    openAt('/login?oauthError=denied', null);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Logowanie przez konto społecznościowe zostało przerwane.',
    );
  });
});

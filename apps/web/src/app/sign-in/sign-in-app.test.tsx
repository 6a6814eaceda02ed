import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInTexts } from './locale-texts';
import { SignInApp } from './sign-in-app';

afterEach(() => vi.unstubAllGlobals());

const APP_INFO = {
  data: {
    appInfo: {
      version: '1',
      commit: 'c',
      hotline: null,
      privacyPolicyUrl: 'https://example.com/privacy',
      socialProviders: [],
    },
  },
};

const SIGNED_IN = {
  data: {
    login: {
      token: 'token-1',
      user: { id: '7', roles: ['Doctor'], login: 'a@example.com', acceptedTerms: false },
    },
  },
};

/** The API as the page meets it: `appInfo` at start, `login` when the form is sent. */
function stubApi() {
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    const { query } = JSON.parse(init.body as string) as { query: string };
    const answer = query.includes('appInfo') ? APP_INFO : SIGNED_IN;
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/**
 * The sign-in entry's page with the real locale files and no i18next (ADR 0033): what a first
 * visit to /login shows before the portal's code is loaded.
 */
describe('SignInApp', () => {
  it('shows the form in the chosen language and hands over the signed-in session', async () => {
    const fetch = stubApi();
    const onSignedIn = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <SignInApp
        initialLang="pl"
        textsLoaded={signInTexts.preload('pl')}
        onSignedIn={onSignedIn}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Polityka prywatności' })).toBeTruthy();
    expect(screen.getByRole('region', { name: /cookies/i })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /^Login/ }), 'a@example.com');
    await user.type(screen.getByLabelText(/^Hasło/, { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({
        token: 'token-1',
        roles: ['Doctor'],
        userId: '7',
        login: 'a@example.com',
        acceptedTerms: false,
      }),
    );
    const sentLanguage = new Headers(fetch.mock.calls[1]![1].headers).get('Accept-Language');
    expect(sentLanguage).toBe('pl');
  });

  it('switches the language and loads the terms only when they are opened', async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    render(
      <SignInApp initialLang="pl" textsLoaded={signInTexts.preload('pl')} onSignedIn={vi.fn()} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Język: PL' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Terms of service' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Terms of service')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

/** The API answering each operation by name; `sent` keeps each operation's variables. */
function stubOperations(answers: Record<string, unknown[]>) {
  const sent: { operation: string; variables: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(init.body as string) as {
        query: string;
        variables: unknown;
      };
      const operation = /^\s*(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '';
      sent.push({ operation, variables });
      const answer = operation === 'AppInfo' ? APP_INFO : answers[operation]?.shift();
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }),
  );
  return sent;
}

function refusal(code: string, message: string) {
  return { errors: [{ message, extensions: { code } }] };
}

const renderApp = () =>
  render(
    <SignInApp initialLang="pl" textsLoaded={signInTexts.preload('pl')} onSignedIn={vi.fn()} />,
  );

describe('SignInApp: confirming the address, unconfirmed and unverified accounts', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('leads to the signup page', async () => {
    stubOperations({});
    renderApp();
    const link = await screen.findByRole('link', { name: 'Nie masz konta? Zarejestruj się' });
    expect(link.getAttribute('href')).toBe('/signup');
  });

  it('confirms the address of the mailed link once and takes the token off the address', async () => {
    window.history.replaceState(null, '', '/login?token=abc&lang=pl');
    const sent = stubOperations({ ConfirmEmail: [{ data: { confirmEmail: true } }] });
    renderApp();
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Adres e-mail został potwierdzony\./,
    );
    expect(window.location.pathname + window.location.search).toBe('/login?lang=pl');
    expect(sent.filter(({ operation }) => operation === 'ConfirmEmail')).toEqual([
      { operation: 'ConfirmEmail', variables: { token: 'abc' } },
    ]);
  });

  it("says the server's refusal of a wrong, used or expired link", async () => {
    window.history.replaceState(null, '', '/login?token=used');
    const message =
      'Link potwierdzający jest nieprawidłowy, wygasł lub został już użyty. Zaloguj się, aby otrzymać nowy.';
    stubOperations({ ConfirmEmail: [refusal('BAD_USER_INPUT', message)] });
    renderApp();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers a new confirmation link when the address is not confirmed', async () => {
    const tooMany = 'Zbyt wiele prób. Spróbuj ponownie za 58 min.';
    const sent = stubOperations({
      Login: [
        refusal('USER_NOT_CONFIRMED', 'Adres e-mail nie został jeszcze potwierdzony.'),
        refusal('USER_NOT_CONFIRMED', 'Adres e-mail nie został jeszcze potwierdzony.'),
      ],
      ResendConfirmationEmail: [
        refusal('TOO_MANY_ATTEMPTS', tooMany),
        { data: { resendConfirmationEmail: true } },
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderApp();
    await user.type(await screen.findByRole('textbox', { name: /^Login/ }), 'nowy@example.com');
    await user.type(screen.getByLabelText(/^Hasło/, { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toMatch(/^Adres e-mail nie został jeszcze potwierdzony\./);

    await user.click(within(notice).getByRole('button', { name: 'Wyślij link ponownie' }));
    expect(await screen.findByText(tooMany)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Wyślij link ponownie' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Wysłaliśmy nowy link aktywacyjny na adres nowy@example.com. Sprawdź skrzynkę e-mail.',
    );
    expect(screen.queryByText(tooMany)).toBeNull();
    expect(
      sent
        .filter(({ operation }) => operation === 'ResendConfirmationEmail')
        .map((each) => each.variables),
    ).toEqual([{ login: 'nowy@example.com' }, { login: 'nowy@example.com' }]);
  });

  it("shows the server's words for an account waiting to be verified", async () => {
    const message =
      'Konto czeka na weryfikację przez administratora. Gdy zostanie zweryfikowane, otrzymasz wiadomość e-mail.';
    stubOperations({ Login: [refusal('ACCOUNT_NOT_VERIFIED', message)] });
    const user = userEvent.setup({ delay: null });
    renderApp();
    await user.type(await screen.findByRole('textbox', { name: /^Login/ }), 'nowy@example.com');
    await user.type(screen.getByLabelText(/^Hasło/, { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Wyślij link ponownie' })).toBeNull();
  });
});

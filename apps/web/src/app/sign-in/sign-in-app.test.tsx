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

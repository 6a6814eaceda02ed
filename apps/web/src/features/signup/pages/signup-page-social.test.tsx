import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAuthSignupDoctorDocument } from '../../../__generated__/social/graphql';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { SignupPage } from './signup-page';

/** A valid PWZ (signup-page.test.tsx). */
const PWZ = '5425740';

const RECORD = {
  email: 'jan@example.com',
  firstName: 'Jan',
  lastName: 'Kowalski',
  token: 'ticket-2',
  type: 'google',
};

/** The page with its Apollo client; `headers` keeps each operation's context headers. */
function renderPage(mocks: MockLink.MockedResponse[]) {
  const headers: unknown[] = [];
  const recordHeaders = new ApolloLink((operation, forward) => {
    headers.push((operation.getContext() as { headers?: unknown }).headers);
    return forward(operation);
  });
  const client = new ApolloClient({
    link: ApolloLink.from([recordHeaders, new MockLink(mocks)]),
    cache: new InMemoryCache(),
  });
  renderWithProviders(
    <ApolloProvider client={client}>
      <SignupPage />
    </ApolloProvider>,
    { route: '/signup' },
  );
  return { headers, user: userEvent.setup() };
}

const field = (label: RegExp) =>
  screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

describe('/signup after a social sign-in', { timeout: 30_000 }, () => {
  beforeAll(() => initTestI18n());
  beforeEach(() => sessionStorage.clear());

  it('signs a doctor up with the social account: its data, no password, the ticket in headers', async () => {
    sessionStorage.setItem('portal.signupPrefill', JSON.stringify(RECORD));
    const sent = vi.fn();
    const { headers, user } = renderPage([
      {
        request: {
          query: OAuthSignupDoctorDocument,
          variables: (variables: Record<string, unknown>) => {
            sent(variables);
            return true;
          },
        },
        result: {
          data: { oauthSignupDoctor: { __typename: 'SignupResult', email: 'jan@example.com' } },
        },
      },
    ]);

    expect(await screen.findByText('Konto będzie logowane przez Google, bez hasła.')).toBeTruthy();
    expect(field(/^Adres e-mail \(login\)/).value).toBe('jan@example.com');
    expect(field(/^Imię/).value).toBe('Jan');
    expect(field(/^Nazwisko/).value).toBe('Kowalski');
    expect(screen.queryByLabelText(/^Hasło/, { selector: 'input' })).toBeNull();
    // Used once: a reload or the next visit shows the ordinary form.
    expect(sessionStorage.getItem('portal.signupPrefill')).toBeNull();

    await user.type(field(/^Telefon/), '+48 600 100 200');
    await user.type(field(/^Numer PWZ/), PWZ);
    await user.click(screen.getByRole('checkbox', { name: /^Akceptuję regulamin/ }));
    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    expect(await screen.findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({
      signupData: {
        login: 'jan@example.com',
        firstName: 'Jan',
        lastName: 'Kowalski',
        phoneNumber: '+48 600 100 200',
        licenseNumber: PWZ,
        acceptTerms: true,
      },
    });
    expect(headers).toEqual([{ access_token: 'ticket-2', oauth_type: 'google' }]);
  });

  it('keeps the ordinary form without a social record', async () => {
    renderPage([]);
    expect(await screen.findByLabelText(/^Hasło/, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByText(/bez hasła/)).toBeNull();
  });
});

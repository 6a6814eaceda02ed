import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResetPasswordDocument } from '../../../__generated__/graphql';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'Q2hhbmdlLXRoaXMtdG9rZW4tb2YtdGhpcnR5LXR3by1ieXQ';
const INVALID_LINK =
  'Link do ustawienia hasła jest nieprawidłowy, wygasł lub został już użyty. Poproś o nowy link: „Nie pamiętasz hasła?” na stronie logowania.';

function renderPage(route: string, mocks: MockLink.MockedResponse[] = []) {
  const client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  return renderWithProviders(
    <ApolloProvider client={client}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/login" element={<p>strona logowania</p>} />
      </Routes>
    </ApolloProvider>,
    { route },
  );
}

async function typePasswords(password: string, repeated = password) {
  const actions = userEvent.setup();
  await actions.type(screen.getByLabelText(/^Nowe hasło/), password);
  await actions.type(screen.getByLabelText(/^Powtórz hasło/), repeated);
  await actions.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
}

describe('/reset-password', { timeout: 30_000 }, () => {
  beforeAll(() => initTestI18n());

  it('says a link without a token is incomplete and leads to a new one', () => {
    renderPage('/reset-password');
    expect(screen.getByRole('alert').textContent).toContain(
      'Link do ustawienia hasła jest niepełny.',
    );
    expect(screen.getByRole('link', { name: 'Poproś o nowy link' }).getAttribute('href')).toBe(
      '/reset-password-request',
    );
  });

  it('checks the new password by the domain rules before sending it', async () => {
    renderPage(`/reset-password?token=${TOKEN}`);
    await typePasswords('krotkie', 'inne');
    expect(
      await screen.findByText(
        'Hasło powinno składać się przynajmniej z 8 znaków, w tym małej i dużej litery oraz cyfry',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Wartość jest różna od hasła')).toBeTruthy();
  });

  it('sets the password and says so, with a button to the sign-in page', async () => {
    renderPage(`/reset-password?token=${TOKEN}`, [
      {
        request: {
          query: ResetPasswordDocument,
          variables: { token: TOKEN, newPassword: 'Nowe1234' },
        },
        result: { data: { resetPassword: true } },
      },
    ]);
    await typePasswords('Nowe1234');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Hasło zostało ustawione. Zaloguj się nowym hasłem.',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Przejdź do logowania' }));
    expect(await screen.findByText('strona logowania')).toBeTruthy();
  });

  it('says plainly that a used or expired link does not work', async () => {
    renderPage(`/reset-password?token=${TOKEN}`, [
      {
        request: { query: ResetPasswordDocument, variables: () => true },
        result: { errors: [{ message: INVALID_LINK, extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await typePasswords('Nowe1234');
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Poproś o nowy link' })).toBeTruthy();
  });
});

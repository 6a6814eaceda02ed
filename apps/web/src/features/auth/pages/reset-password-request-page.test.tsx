import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { InitPasswordResetDocument } from '../../../__generated__/graphql';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { ResetPasswordRequestPage } from './reset-password-request-page';

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  const client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  return renderWithProviders(
    <ApolloProvider client={client}>
      <Routes>
        <Route path="/reset-password-request" element={<ResetPasswordRequestPage />} />
        <Route path="/login" element={<p>strona logowania</p>} />
      </Routes>
    </ApolloProvider>,
    { route: '/reset-password-request' },
  );
}

describe('/reset-password-request', { timeout: 30_000 }, () => {
  beforeAll(() => initTestI18n());

  it('checks the address before sending it', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Adres e-mail/), 'nie-adres');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('Niepoprawny adres e-mail')).toBeTruthy();
  });

  it('answers with the neutral message and leads to the sign-in page', async () => {
    const sent = vi.fn();
    renderPage([
      {
        request: {
          query: InitPasswordResetDocument,
          variables: (variables: Record<string, unknown>) => {
            sent(variables);
            return true;
          },
        },
        result: { data: { initPasswordReset: true } },
      },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Adres e-mail/), ' lekarz@example.com ');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Link do zmiany hasła został wysłany na adres lekarz@example\.com, jeśli jest to adres konta w portalu\./,
    );
    expect(sent).toHaveBeenCalledWith({ email: 'lekarz@example.com' });
    await user.click(screen.getByRole('link', { name: 'Przejdź do logowania' }));
    expect(await screen.findByText('strona logowania')).toBeTruthy();
  });

  it("shows the server's refusal, such as too many requests, above the form", async () => {
    const message = 'Zbyt wiele prób. Spróbuj ponownie za 58 min.';
    renderPage([
      {
        request: { query: InitPasswordResetDocument, variables: () => true },
        result: {
          errors: [{ message, extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 3480 } }],
        },
      },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Adres e-mail/), 'lekarz@example.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText(/^Adres e-mail/)).toBeTruthy();
  });
});

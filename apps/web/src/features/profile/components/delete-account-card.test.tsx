import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MarkForDeleteDocument } from '../../../__generated__/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { DeleteAccountCard } from './delete-account-card';

beforeAll(initTestI18n);
afterEach(() => vi.restoreAllMocks());

function renderCard(mocks: MockLink.MockedResponse[] = []) {
  const client = new ApolloClient({
    link: new MockLink(mocks, { showWarnings: false }),
    cache: new InMemoryCache(),
  });
  renderWithProviders(
    <SnackbarProvider>
      <ApolloProvider client={client}>
        <Routes>
          <Route path="/profile" element={<DeleteAccountCard />} />
          <Route path="/login" element={<p>strona logowania</p>} />
        </Routes>
      </ApolloProvider>
    </SnackbarProvider>,
    { route: '/profile' },
  );
  return userEvent.setup({ delay: null });
}

const password = () => screen.getByLabelText(/^Obecne hasło/, { selector: 'input' });

describe('DeleteAccountCard', () => {
  it('asks for the password and a confirmation, then signs out', async () => {
    const signOut = vi.spyOn(sessionStore, 'signOut');
    const sent = vi.fn(() => true);
    const user = renderCard([
      {
        request: { query: MarkForDeleteDocument, variables: sent },
        result: { data: { markForDelete: true } },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Usuń konto' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeTruthy();

    await user.type(password(), 'Moje-haslo-1');
    await user.click(screen.getByRole('button', { name: 'Usuń konto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć konto?' });
    await user.click(dialog.querySelector('button:last-of-type')!);
    expect(await screen.findByText('strona logowania')).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({ currentPassword: 'Moje-haslo-1' });
    expect(signOut).toHaveBeenCalled();
  });

  it('shows a wrong password at its field and keeps the session', async () => {
    const signOut = vi.spyOn(sessionStore, 'signOut');
    const user = renderCard([
      {
        request: { query: MarkForDeleteDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'Nieprawidłowe dane',
              extensions: {
                code: 'BAD_USER_INPUT',
                validationErrors: [
                  { path: 'currentPassword', message: 'Nieprawidłowe obecne hasło' },
                ],
              },
            },
          ],
        },
      },
    ]);
    await user.type(password(), 'zle');
    await user.click(screen.getByRole('button', { name: 'Usuń konto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć konto?' });
    await user.click(dialog.querySelector('button:last-of-type')!);
    expect(await screen.findByText('Nieprawidłowe obecne hasło')).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
  });
});

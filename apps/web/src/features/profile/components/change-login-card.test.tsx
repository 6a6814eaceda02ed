import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ChangeLoginDocument } from '../../../__generated__/graphql';
import { createPortalTheme } from '../../../shared/theme/theme';
import { initTestI18n } from '../../../test/render-with-providers';
import { ChangeLoginCard } from './change-login-card';

beforeAll(initTestI18n);

function renderCard(mocks: MockLink.MockedResponse[] = []) {
  const client = new ApolloClient({
    link: new MockLink(mocks, { showWarnings: false }),
    cache: new InMemoryCache(),
  });
  render(
    <ThemeProvider theme={createPortalTheme('pl')}>
      <SnackbarProvider>
        <ApolloProvider client={client}>
          <ChangeLoginCard login="anna.nowak@example.com" />
        </ApolloProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
  const field = (name: string) =>
    screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
  return {
    user: userEvent.setup({ delay: null }),
    newLogin: field('Nowy login'),
    current: field('Obecne hasło'),
    submit: screen.getByRole('button', { name: 'Zmień login' }),
  };
}

describe('ChangeLoginCard', () => {
  it('changes the login and says the new address must be confirmed', async () => {
    const sent = vi.fn(() => true);
    const form = renderCard([
      {
        request: { query: ChangeLoginDocument, variables: sent },
        result: {
          data: {
            changeLogin: {
              __typename: 'User',
              id: '7',
              login: 'anna@nowy.example.com',
              emailConfirmed: false,
            },
          },
        },
      },
    ]);
    await form.user.type(form.newLogin, 'Anna@Nowy.example.com');
    await form.user.type(form.current, 'Stare-haslo-1');
    await form.user.click(form.submit);
    expect(
      await screen.findByText(
        'Login został zmieniony. Potwierdź nowy adres anna@nowy.example.com linkiem z wiadomości e-mail',
      ),
    ).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({
      newLogin: 'anna@nowy.example.com',
      currentPassword: 'Stare-haslo-1',
    });
  });

  it("shows the server's refusal at its field", async () => {
    const form = renderCard([
      {
        request: { query: ChangeLoginDocument, variables: () => true },
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
    await form.user.type(form.newLogin, 'anna@nowy.example.com');
    await form.user.type(form.current, 'zle');
    await form.user.click(form.submit);
    expect(await screen.findByText('Nieprawidłowe obecne hasło')).toBeTruthy();
  });

  it('checks the address before asking the server', async () => {
    const form = renderCard();
    await form.user.type(form.newLogin, 'nie-adres');
    await form.user.type(form.current, 'x');
    await form.user.click(form.submit);
    expect(await screen.findByText('Login musi być prawidłowym adresem e-mail')).toBeTruthy();
  });
});

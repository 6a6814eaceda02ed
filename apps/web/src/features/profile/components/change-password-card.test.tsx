import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDocument } from '../../../__generated__/graphql';
import { createPortalTheme } from '../../../shared/theme/theme';
import { initTestI18n } from '../../../test/render-with-providers';
import { ChangePasswordCard } from './change-password-card';

beforeAll(initTestI18n);

const LOGIN = 'anna.nowak@example.com';

function renderCard(mocks: MockLink.MockedResponse[] = []) {
  const client = new ApolloClient({
    link: new MockLink(mocks, { showWarnings: false }),
    cache: new InMemoryCache(),
  });
  render(
    <ThemeProvider theme={createPortalTheme('pl')}>
      <SnackbarProvider>
        <ApolloProvider client={client}>
          <ChangePasswordCard login={LOGIN} />
        </ApolloProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
  const field = (name: string) =>
    screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
  return {
    user: userEvent.setup({ delay: null }),
    current: field('Obecne hasło'),
    fresh: field('Nowe hasło'),
    again: field('Powtórz nowe hasło'),
    submit: screen.getByRole('button', { name: 'Zmień hasło' }),
  };
}

describe('ChangePasswordCard', () => {
  it.each([
    ['Password1', 'Hasło jest zbyt popularne'],
    ['AnnaNowak2026', 'Hasło nie może zawierać loginu'],
    [
      'short1A',
      'Hasło powinno składać się przynajmniej z 8 znaków, w tym małej i dużej litery oraz cyfry',
    ],
  ])('refuses %j before asking the server: %s', async (password, message) => {
    const sent = vi.fn(() => true);
    const form = renderCard([
      {
        request: { query: ChangePasswordDocument, variables: sent },
        result: { data: { changePassword: true } },
      },
    ]);
    await form.user.type(form.current, 'Old-password-1');
    await form.user.type(form.fresh, password);
    await form.user.type(form.again, password);
    await form.user.click(form.submit);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(form.fresh.getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the password rules beside the new password before any error', () => {
    const form = renderCard();
    const rules =
      'Co najmniej 8 znaków, w tym mała i duża litera oraz cyfra. Nie może zawierać loginu ani być popularnym hasłem.';
    expect(screen.getByText(rules)).toBeTruthy();
    // Read out with the field, not only seen beside it.
    const describedBy = form.fresh.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain(rules);
    expect(form.fresh.getAttribute('aria-invalid')).toBe('false');
  });

  it('asks for the current password', async () => {
    const form = renderCard();
    await form.user.type(form.fresh, 'Radiologia2026');
    await form.user.type(form.again, 'Radiologia2026');
    await form.user.click(form.submit);
    await waitFor(() => expect(form.current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('To pole jest wymagane')).toBeTruthy();
  });

  it('sends the current and the new password, and shows a wrong current one under its field', async () => {
    const sent = vi.fn(() => true);
    const form = renderCard([
      {
        request: { query: ChangePasswordDocument, variables: sent },
        result: {
          errors: [
            {
              message: 'Nieprawidłowe obecne hasło',
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
    await form.user.type(form.current, 'Not-my-password-1');
    await form.user.type(form.fresh, 'Radiologia2026');
    await form.user.type(form.again, 'Radiologia2026');
    await form.user.click(form.submit);
    expect(await screen.findByText('Nieprawidłowe obecne hasło')).toBeTruthy();
    expect(form.current.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveBeenCalledWith({
      currentPassword: 'Not-my-password-1',
      newPassword: 'Radiologia2026',
    });
  });
});

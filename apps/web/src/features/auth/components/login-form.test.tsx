import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginDocument } from '../../../__generated__/graphql';
import { createPortalTheme } from '../../../shared/theme/theme';
import { initTestI18n } from '../../../test/render-with-providers';
import { LoginForm } from './login-form';

/** The widget solves in a browser (e2e/tests/login.spec.ts); here each round is solved at once. */
vi.mock('./login-challenge', () => ({
  default: function SolvedAtOnce({
    round,
    onSolved,
  }: {
    round: number;
    onSolved: (payload: string | null) => void;
  }) {
    useEffect(() => onSolved(`solution-${round}`), [round, onSolved]);
    return <p>challenge {round}</p>;
  },
}));

beforeAll(initTestI18n);

const CHALLENGE_MESSAGE =
  'Ze względów bezpieczeństwa przeglądarka musi najpierw wykonać krótkie sprawdzenie. Poczekaj na jego zakończenie i zaloguj się ponownie.';

function failure(code: string, message: string, extensions: Record<string, unknown> = {}) {
  return { errors: [{ message, extensions: { code, ...extensions } }] };
}

function renderForm(
  answers: { proofOfWork?: string; result: MockLink.MockedResponse['result'] }[],
) {
  const sent: unknown[] = [];
  const mocks = answers.map(({ proofOfWork, result }) => ({
    request: {
      query: LoginDocument,
      variables: (variables: { loginData: { proofOfWork?: string } }) => {
        if (variables.loginData.proofOfWork !== proofOfWork) return false;
        sent.push(variables.loginData);
        return true;
      },
    },
    result,
  }));
  const client = new ApolloClient({
    link: new MockLink(mocks, { showWarnings: false }),
    cache: new InMemoryCache(),
  });
  const onSignedIn = vi.fn();
  render(
    <ThemeProvider theme={createPortalTheme('pl')}>
      <ApolloProvider client={client}>
        <LoginForm onSignedIn={onSignedIn} />
      </ApolloProvider>
    </ThemeProvider>,
  );
  return { sent, onSignedIn, user: userEvent.setup({ delay: null }) };
}

/** Clicks 'Zaloguj się' once the form lets it: it waits while a challenge is being solved. */
async function signIn(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Zaloguj się' });
  await waitFor(() => expect(button.disabled).toBe(false));
  await user.click(button);
}

describe('LoginForm', () => {
  it('shows the challenge when asked and sends a fresh solution with every attempt', async () => {
    const { sent, onSignedIn, user } = renderForm([
      { result: failure('PROOF_OF_WORK_REQUIRED', CHALLENGE_MESSAGE) },
      {
        proofOfWork: 'solution-0',
        result: failure('INVALID_CREDENTIALS', 'Nieprawidłowy login lub hasło.'),
      },
      {
        proofOfWork: 'solution-1',
        result: {
          data: {
            login: {
              __typename: 'LoginResponse',
              token: 't',
              user: {
                __typename: 'User',
                id: '1',
                roles: ['Admin'],
                login: 'a@example.com',
                acceptedTerms: true,
              },
            },
          },
        },
      },
    ]);
    await user.type(screen.getByRole('textbox', { name: /^Login/ }), 'a@example.com');
    await user.type(screen.getByLabelText(/^Hasło/, { selector: 'input' }), 'Demo1234');

    await signIn(user);
    expect(await screen.findByText(CHALLENGE_MESSAGE)).toBeTruthy();
    expect(await screen.findByText('challenge 0')).toBeTruthy();

    await signIn(user);
    expect(await screen.findByText('Nieprawidłowy login lub hasło.')).toBeTruthy();
    expect(await screen.findByText('challenge 1')).toBeTruthy();

    await signIn(user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sent).toEqual([
      { login: 'a@example.com', password: 'Demo1234' },
      { login: 'a@example.com', password: 'Demo1234', proofOfWork: 'solution-0' },
      { login: 'a@example.com', password: 'Demo1234', proofOfWork: 'solution-1' },
    ]);
  });

  it('says how long to wait when the attempts are throttled', async () => {
    const { user } = renderForm([
      {
        result: failure(
          'TOO_MANY_ATTEMPTS',
          'Zbyt wiele nieudanych prób. Spróbuj ponownie za 4 s.',
          { retryAfterSeconds: 4 },
        ),
      },
    ]);
    await user.type(screen.getByRole('textbox', { name: /^Login/ }), 'a@example.com');
    await user.type(screen.getByLabelText(/^Hasło/, { selector: 'input' }), 'Demo1234');
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zbyt wiele nieudanych prób. Spróbuj ponownie za 4 s.',
    );
    expect(screen.queryByText(/^challenge/)).toBeNull();
  });
});

import { ThemeProvider } from '@mui/material/styles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { createPortalTheme } from '../../../shared/theme/theme';
import { LoginForm } from './login-form';

/** The widget solves in a browser (e2e/tests/login.spec.ts); here each round is solved at once. */
vi.mock('../../../shared/bot-protection/proof-of-work-challenge', () => ({
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
afterEach(() => vi.unstubAllGlobals());

const CHALLENGE_MESSAGE =
  'Ze względów bezpieczeństwa przeglądarka musi najpierw wykonać krótkie sprawdzenie. Poczekaj na jego zakończenie i zaloguj się ponownie.';

function failure(code: string, message: string, extensions: Record<string, unknown> = {}) {
  return { errors: [{ message, extensions: { code, ...extensions } }] };
}

const SIGNED_IN = {
  data: {
    login: {
      token: 't',
      user: { id: '1', roles: ['Admin'], login: 'a@example.com', acceptedTerms: true },
    },
  },
};

/**
 * The form as it runs: its `login` goes out over `fetch` (ADR 0033), answered here in turn by
 * `answers`; `sent` keeps what each request carried.
 */
function renderForm(answers: unknown[], status = 200) {
  const sent: unknown[] = [];
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { query: string; variables: unknown };
      expect(body.query).toContain('mutation Login');
      sent.push((body.variables as { loginData: unknown }).loginData);
      return Promise.resolve(
        new Response(JSON.stringify(queue.shift()), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  const onSignedIn = vi.fn();
  renderWithProviders(
    <ThemeProvider theme={createPortalTheme('pl')}>
      <LoginForm onSignedIn={onSignedIn} />
    </ThemeProvider>,
  );
  return { sent, onSignedIn, user: userEvent.setup({ delay: null }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, login: string, password: string) {
  if (login) await user.type(screen.getByRole('textbox', { name: /^Login/ }), login);
  if (password) await user.type(screen.getByLabelText(/^Hasło/, { selector: 'input' }), password);
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
      failure('PROOF_OF_WORK_REQUIRED', CHALLENGE_MESSAGE),
      failure('INVALID_CREDENTIALS', 'Nieprawidłowy login lub hasło.'),
      SIGNED_IN,
    ]);
    await fillIn(user, 'a@example.com', 'Demo1234');

    await signIn(user);
    expect(await screen.findByText(CHALLENGE_MESSAGE)).toBeTruthy();
    expect(await screen.findByText('challenge 0')).toBeTruthy();

    await signIn(user);
    expect(await screen.findByText('Nieprawidłowy login lub hasło.')).toBeTruthy();
    expect(await screen.findByText('challenge 1')).toBeTruthy();

    await signIn(user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SIGNED_IN.data.login));
    expect(sent).toEqual([
      { login: 'a@example.com', password: 'Demo1234' },
      { login: 'a@example.com', password: 'Demo1234', proofOfWork: 'solution-0' },
      { login: 'a@example.com', password: 'Demo1234', proofOfWork: 'solution-1' },
    ]);
  });

  it('says how long to wait when the attempts are throttled', async () => {
    const { user } = renderForm([
      failure('TOO_MANY_ATTEMPTS', 'Zbyt wiele nieudanych prób. Spróbuj ponownie za 4 s.', {
        retryAfterSeconds: 4,
      }),
    ]);
    await fillIn(user, 'a@example.com', 'Demo1234');
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zbyt wiele nieudanych prób. Spróbuj ponownie za 4 s.',
    );
    expect(screen.queryByText(/^challenge/)).toBeNull();
  });

  it('checks the fields before sending anything, with the domain messages', async () => {
    const { sent, user } = renderForm([]);
    await signIn(user);
    expect(screen.getAllByText('To pole jest wymagane')).toHaveLength(2);
    // The first field with a problem gets the focus, for keyboard and screen-reader users.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Login/ }));

    await fillIn(user, 'jan.kowalski', 'x');
    await signIn(user);
    expect(screen.getByText('Niepoprawny adres e-mail')).toBeTruthy();
    expect(screen.queryByText('To pole jest wymagane')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('tells a dropped connection and a maintenance break apart', async () => {
    const { user } = renderForm([failure('MAINTENANCE', 'x')], 503);
    await fillIn(user, 'a@example.com', 'Demo1234');
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trwają prace serwisowe. Usługa zostanie wkrótce wznowiona.',
    );

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await signIn(user);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^Nie udało się połączyć z serwerem/),
    );
  });
});

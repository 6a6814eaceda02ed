import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { LoginForm } from './login-form';

beforeAll(initTestI18n);
afterEach(() => vi.unstubAllGlobals());

const MFA_REQUIRED = 'Podaj kod z aplikacji uwierzytelniającej.';
const ENROLMENT_REQUIRED =
  'Twoja rola wymaga weryfikacji dwuetapowej. Skonfiguruj aplikację uwierzytelniającą, aby się zalogować.';
const STEP_EXPIRED = 'Czas na podanie kodu minął. Zaloguj się ponownie.';
const WRONG_CODE = 'Nieprawidłowy kod. Podaj 6 cyfr z aplikacji lub kod odzyskiwania.';

function failure(code: string, message: string, extensions: Record<string, unknown> = {}) {
  return { errors: [{ message, extensions: { code, ...extensions } }] };
}

const SESSION = {
  token: 't',
  user: { id: '1', roles: ['Admin'], login: 'a@example.com', acceptedTerms: true },
};
const RECOVERY_CODES = [...'234567abcd'].map((last) => `abcd-efg${last}`);

/**
 * The form with its requests over `fetch` (ADR 0033), answered in turn by `answers`; `sent`
 * keeps each request's operation and variables.
 */
function renderForm(answers: unknown[]) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const operation = /(?:mutation|query) (\w+)/.exec(body.query)?.[1] ?? '';
      sent.push({ operation, variables: body.variables });
      return Promise.resolve(
        new Response(JSON.stringify(queue.shift()), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  const onSignedIn = vi.fn();
  renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
  return { sent, onSignedIn, user: userEvent.setup({ delay: null }) };
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Login/ }), 'a@example.com');
  await user.type(screen.getByLabelText(/^Hasło/, { selector: 'input' }), 'Demo1234');
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
}

const codeField = () => screen.findByRole('textbox', { name: /^Kod weryfikacyjny/ });

describe('LoginForm, the second step', () => {
  it('asks for the code after the password and signs in with it', async () => {
    const { sent, onSignedIn, user } = renderForm([
      failure('MFA_REQUIRED', MFA_REQUIRED, { mfaToken: 'step-1' }),
      {
        errors: [
          {
            message: WRONG_CODE,
            extensions: {
              code: 'BAD_USER_INPUT',
              validationErrors: [{ path: 'code', message: WRONG_CODE }],
            },
          },
        ],
      },
      { data: { loginWithMfa: SESSION } },
    ]);
    await signInWithPassword(user);

    const field = await codeField();
    expect(screen.getByRole('heading', { name: 'Weryfikacja dwuetapowa' })).toBeTruthy();
    expect(screen.getByText(MFA_REQUIRED)).toBeTruthy();
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByLabelText(/^Hasło/, { selector: 'input' })).toBeNull();

    // Checked before it goes: neither 6 digits nor a recovery code.
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Zweryfikuj' }));
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    expect(sent).toHaveLength(1);

    // The server refuses one; the next one opens the session.
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Zweryfikuj' }));
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'ABCD-EFGH');
    await user.click(screen.getByRole('button', { name: 'Zweryfikuj' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SESSION));
    expect(sent.slice(1)).toEqual([
      { operation: 'LoginWithMfa', variables: { mfaToken: 'step-1', code: '123456' } },
      { operation: 'LoginWithMfa', variables: { mfaToken: 'step-1', code: 'abcdefgh' } },
    ]);
  });

  it('goes back to the password, saying why, once the step has expired', async () => {
    const { user } = renderForm([
      failure('MFA_REQUIRED', MFA_REQUIRED, { mfaToken: 'step-1' }),
      failure('MFA_STEP_EXPIRED', STEP_EXPIRED),
    ]);
    await signInWithPassword(user);
    await user.type(await codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Zweryfikuj' }));

    expect((await screen.findByRole('alert')).textContent).toBe(STEP_EXPIRED);
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Kod weryfikacyjny/ })).toBeNull();
    // The password is asked again.
    expect(screen.getByLabelText<HTMLInputElement>(/^Hasło/, { selector: 'input' }).value).toBe('');
  });

  it('goes back to the password form when asked', async () => {
    const { user } = renderForm([failure('MFA_REQUIRED', MFA_REQUIRED, { mfaToken: 'step-1' })]);
    await signInWithPassword(user);
    await codeField();
    await user.click(screen.getByRole('button', { name: 'Wróć do logowania' }));
    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sets up an authenticator, shows the recovery codes, then signs in', async () => {
    const { sent, onSignedIn, user } = renderForm([
      failure('MFA_ENROLMENT_REQUIRED', ENROLMENT_REQUIRED, { mfaToken: 'step-2' }),
      {
        data: {
          beginMfaEnrolment: {
            secret: 'JBSWY3DPEHPK3PXP',
            qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          },
        },
      },
      { data: { confirmMfaEnrolment: { recoveryCodes: RECOVERY_CODES, session: SESSION } } },
    ]);
    await signInWithPassword(user);

    expect(await screen.findByText(ENROLMENT_REQUIRED)).toBeTruthy();
    const qr = await screen.findByRole('img', {
      name: 'Kod QR do dodania konta w aplikacji uwierzytelniającej',
    });
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(
      screen.getByLabelText<HTMLInputElement>('Klucz konfiguracyjny', { selector: 'input' }).value,
    ).toBe('JBSWY3DPEHPK3PXP');

    await user.type(await codeField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));

    const list = await screen.findByRole('list', { name: 'Kody odzyskiwania' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(screen.getByText(/są pokazywane tylko ten jeden raz/)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Zapisałem kody, przejdź dalej' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SESSION));
    expect(sent.slice(1)).toEqual([
      { operation: 'BeginSignInMfaEnrolment', variables: { mfaToken: 'step-2' } },
      { operation: 'ConfirmSignInMfaEnrolment', variables: { mfaToken: 'step-2', code: '654321' } },
    ]);
  });
});

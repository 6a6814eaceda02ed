import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SignupDoctorDocument,
  SignupOfficeOrLaboratoryDocument,
} from '../../../__generated__/graphql';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { SignupPage } from './signup-page';

/** The widget solves in a browser; here each round is solved at once. */
vi.mock('../../../shared/bot-protection/proof-of-work-challenge', () => ({
  default: function SolvedAtOnce({
    round,
    onSolved,
  }: {
    round: number;
    onSolved: (payload: string | null) => void;
  }) {
    useEffect(() => onSolved(`solution-${round}`), [round, onSolved]);
    return null;
  },
}));

/** A valid PWZ (5: 4·1 + 2·2 + 5·3 + 7·4 + 4·5 + 0·6 = 71, 71 mod 11 = 5) and NIP. */
const PWZ = '5425740';
const NIP = '5260250274';

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function renderPage(mocks: MockLink.MockedResponse[] = [], route = '/signup') {
  const client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  return renderWithProviders(
    <ApolloProvider client={client}>
      <Routes>
        <Route
          path="/signup"
          element={
            <>
              <SignupPage />
              <Address />
            </>
          }
        />
        <Route
          path="/from-social"
          element={
            <Navigate
              to="/signup"
              state={{ email: 'jan@example.com', firstName: 'Jan', lastName: 'Kowalski' }}
            />
          }
        />
        <Route path="/login" element={<p>strona logowania</p>} />
      </Routes>
    </ApolloProvider>,
    { route },
  );
}

type User = ReturnType<typeof userEvent.setup>;

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillDoctor(user: User) {
  await user.type(field(/^Adres e-mail \(login\)/), 'lekarz@example.com');
  await user.type(field(/^Hasło/), 'Tajne1234');
  await user.type(field(/^Imię/), 'Anna');
  await user.type(field(/^Nazwisko/), 'Nowak');
  await user.type(field(/^Telefon/), '+48 600 100 200');
  await user.type(field(/^Numer PWZ/), PWZ);
  await user.click(screen.getByRole('checkbox', { name: /^Akceptuję regulamin/ }));
}

describe('/signup', { timeout: 30_000 }, () => {
  beforeAll(() => initTestI18n());

  it("checks the doctor's licence number and the terms when left and on submit", async () => {
    renderPage();
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: 'Lekarz', selected: true })).toBeTruthy();
    const pwz = field(/^Numer PWZ/);
    await user.type(pwz, '1425740');
    await user.tab();
    expect(await screen.findByText('Nieprawidłowy numer prawa wykonywania zawodu')).toBeTruthy();
    expect(pwz.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    expect(await screen.findByText('Akceptacja tego pola jest wymagana')).toBeTruthy();
    expect(screen.getAllByText('To pole jest wymagane').length).toBeGreaterThan(0);
    // The first field with a problem gets the focus.
    await waitFor(() => expect(document.activeElement).toBe(field(/^Adres e-mail \(login\)/)));
  });

  it("checks a facility's NIP and asks which facility it is", async () => {
    renderPage([], '/signup?tab=facility');
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: 'Placówka', selected: true })).toBeTruthy();
    await user.type(field(/^NIP/), '5260250275');
    await user.tab();
    expect(await screen.findByText('Nieprawidłowy numer NIP')).toBeTruthy();
    await user.clear(field(/^NIP/));
    await user.type(field(/^NIP/), NIP);
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Nieprawidłowy numer NIP')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    const choice = screen.getByRole('group', { name: /^Rodzaj placówki/ });
    expect(await within(choice).findByText('To pole jest wymagane')).toBeTruthy();
  });

  it("keeps the tab in the address and clears the other tab's fields", async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(field(/^Imię/), 'Anna');
    await user.click(screen.getByRole('tab', { name: 'Placówka' }));
    expect(screen.getByTestId('address').textContent).toBe('/signup?tab=facility');
    await user.type(field(/^Nazwa placówki/), 'Gabinet Uśmiech');
    await user.click(screen.getByRole('tab', { name: 'Lekarz' }));
    expect(screen.getByTestId('address').textContent).toBe('/signup?tab=doctor');
    expect((field(/^Imię/) as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('tab', { name: 'Placówka' }));
    expect((field(/^Nazwa placówki/) as HTMLInputElement).value).toBe('');
  });

  it('signs a doctor up and says where the activation link went', async () => {
    const sent = vi.fn();
    renderPage([
      {
        request: {
          query: SignupDoctorDocument,
          variables: (variables: Record<string, unknown>) => {
            sent(variables);
            return true;
          },
        },
        result: {
          data: { signupDoctor: { __typename: 'SignupResult', email: 'lekarz@example.com' } },
        },
      },
    ]);
    const user = userEvent.setup();
    await fillDoctor(user);
    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    expect(await screen.findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(
      /^Na adres lekarz@example\.com wysłaliśmy link aktywacyjny\./,
    );
    expect(screen.getByText(/zweryfikowane przez pracownię/)).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({
      signupData: {
        login: 'lekarz@example.com',
        password: 'Tajne1234',
        firstName: 'Anna',
        lastName: 'Nowak',
        phoneNumber: '+48 600 100 200',
        licenseNumber: PWZ,
        acceptTerms: true,
      },
      proofOfWork: 'solution-0',
    });
    await user.click(screen.getByRole('link', { name: 'Przejdź do logowania' }));
    expect(await screen.findByText('strona logowania')).toBeTruthy();
  });

  it('signs a laboratory up with its role', async () => {
    const sent = vi.fn();
    renderPage(
      [
        {
          request: {
            query: SignupOfficeOrLaboratoryDocument,
            variables: (variables: Record<string, unknown>) => {
              sent(variables);
              return true;
            },
          },
          result: {
            data: {
              signupOfficeOrLaboratory: { __typename: 'SignupResult', email: 'lab@example.com' },
            },
          },
        },
      ],
      '/signup?tab=facility',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Laboratorium' }));
    await user.type(field(/^Nazwa placówki/), 'Lab-Dent');
    await user.type(field(/^NIP/), NIP);
    await user.type(field(/^Telefon/), '600100200');
    await user.type(field(/^Adres e-mail \(login\)/), 'lab@example.com');
    await user.type(field(/^Hasło/), 'Tajne1234');
    await user.click(screen.getByRole('checkbox', { name: /^Akceptuję regulamin/ }));
    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    expect(await screen.findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({
      signupData: {
        login: 'lab@example.com',
        password: 'Tajne1234',
        companyName: 'Lab-Dent',
        nip: NIP,
        phoneNumber: '600100200',
        acceptTerms: true,
      },
      role: 'Laboratory',
      proofOfWork: 'solution-0',
    });
  });

  it("puts the server's field refusal under its field and other refusals above the form", async () => {
    const refusal = 'Nieprawidłowy numer prawa wykonywania zawodu (serwer)';
    const tooMany = 'Zbyt wiele prób. Spróbuj ponownie za 58 min.';
    const sent = vi.fn();
    renderPage([
      {
        request: {
          query: SignupDoctorDocument,
          variables: (variables: Record<string, unknown>) => {
            sent(variables);
            return true;
          },
        },
        result: {
          errors: [
            {
              message: refusal,
              extensions: {
                code: 'BAD_USER_INPUT',
                validationErrors: [{ path: 'signupData.licenseNumber', message: refusal }],
              },
            },
          ],
        },
      },
      {
        request: {
          query: SignupDoctorDocument,
          variables: (variables: Record<string, unknown>) => {
            sent(variables);
            return true;
          },
        },
        result: {
          errors: [
            {
              message: tooMany,
              extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 3480 },
            },
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    await fillDoctor(user);
    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    const pwz = field(/^Numer PWZ/);
    expect(pwz.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(pwz));

    // A solution is spent by each request: the next one carries a new one.
    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    expect((await screen.findByRole('alert')).textContent).toBe(tooMany);
    expect(
      sent.mock.calls.map(([variables]) => (variables as { proofOfWork: string }).proofOfWork),
    ).toEqual(['solution-0', 'solution-1']);
  });

  it('fills in what a social sign-in brought (the navigation state)', async () => {
    renderPage([], '/from-social');
    expect(
      (await screen.findByLabelText<HTMLInputElement>(/^Imię/, { selector: 'input' })).value,
    ).toBe('Jan');
    expect((field(/^Nazwisko/) as HTMLInputElement).value).toBe('Kowalski');
    expect((field(/^Adres e-mail \(login\)/) as HTMLInputElement).value).toBe('jan@example.com');
  });
});

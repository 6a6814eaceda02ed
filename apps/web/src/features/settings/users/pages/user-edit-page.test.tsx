import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivateUserDocument,
  BlockAccountDocument,
  ResetUserMfaDocument,
  SettingsUserDocument,
  UpdateUserDocument,
  UserFormOptionsDocument,
} from '../../../../__generated__/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { initTestI18n, renderWithProviders } from '../../../../test/render-with-providers';
import { UserEditPage } from './user-edit-page';

type Mock = MockLink.MockedResponse;

const account = {
  __typename: 'User',
  id: '12',
  login: 'gabinet@example.com',
  roles: ['DentalOffice'],
  regions: ['mazowieckie'],
  active: true,
  verifiedAt: null as string | null,
  suspendedUntil: null,
  blockedAt: null,
  registrationHold: null as string | null,
  mfaEnabled: false,
  version: 1,
  vacationStart: null,
  vacationEnd: null,
  contact: {
    __typename: 'Contact',
    id: '9',
    firstName: null,
    lastName: null,
    companyName: 'Gabinet Lis',
    nip: '5260250274',
    phoneNumbers: ['600100200'],
    emailAddresses: [],
  },
  branches: [],
};

const options: Mock = {
  request: { query: UserFormOptionsDocument },
  result: {
    data: {
      appConfig: { __typename: 'AppConfig', regions: ['mazowieckie'] },
      branches: { __typename: 'BranchConnection', nodes: [] },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const loaded: Mock = {
  request: { query: SettingsUserDocument, variables: { id: '12' } },
  result: { data: { user: account } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderPage(mocks: Mock[], user: typeof account = account) {
  const load: Mock = { ...loaded, result: { data: { user } } };
  const client = new ApolloClient({
    link: new MockLink([options, load, ...mocks]),
    cache: new InMemoryCache(),
  });
  return renderWithProviders(
    <ApolloProvider client={client}>
      <SnackbarProvider>
        <Routes>
          <Route path="/settings/users/edit/:id" element={<UserEditPage />} />
          <Route path="/settings/users" element={<p>lista użytkowników</p>} />
        </Routes>
      </SnackbarProvider>
    </ApolloProvider>,
    { route: '/settings/users/edit/12' },
  );
}

const signInAs = (role: 'Admin' | 'Manager' | 'Registration') =>
  sessionStore.signIn({
    token: 'token',
    roles: [role],
    userId: '1',
    login: 'kierownik@example.com',
    acceptedTerms: true,
  });

beforeAll(() => initTestI18n());
afterEach(() => sessionStore.signOut());

describe('UserEditPage, an account awaiting verification', { timeout: 30_000 }, () => {
  it('verifies it and saves with the version the verification brought', async () => {
    signInAs('Manager');
    const actions = userEvent.setup();
    let savedVersion: unknown = null;
    renderPage([
      {
        request: {
          query: ActivateUserDocument,
          variables: { email: 'gabinet@example.com', consent: false },
        },
        result: {
          data: {
            activate: {
              __typename: 'User',
              id: '12',
              verifiedAt: '2026-11-27T12:00:00.000Z',
              registrationHold: null,
              version: 2,
            },
          },
        },
      },
      {
        request: {
          query: UpdateUserDocument,
          variables: (variables: Record<string, unknown>) => {
            savedVersion = variables.version;
            return true;
          },
        },
        result: { data: { updateUser: { ...account, version: 3 } } },
      },
    ]);
    expect(await screen.findByText(/^Oczekuje na weryfikację/)).toBeTruthy();
    await actions.click(
      screen.getByRole('button', { name: 'Zweryfikuj konto gabinet@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zweryfikować konto?' });
    await actions.click(within(dialog).getByRole('button', { name: 'Zweryfikuj' }));
    expect(await screen.findByText('Konto zostało zweryfikowane.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/^Oczekuje na weryfikację/)).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await actions.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('lista użytkowników')).toBeTruthy();
    expect(savedVersion).toBe(2);
  });

  it('shows the status without the action to a user without the permission', async () => {
    signInAs('Registration');
    renderPage([]);
    expect(await screen.findByText(/^Oczekuje na weryfikację/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Zweryfikuj/ })).toBeNull();
  });
});

describe('UserEditPage, the Admin’s steps on an account', { timeout: 30_000 }, () => {
  const verified = { ...account, verifiedAt: '2026-11-01T10:00:00.000Z' };

  it('blocks the account with a reason, and says so in the account state', async () => {
    signInAs('Admin');
    const actions = userEvent.setup();
    renderPage(
      [
        {
          request: {
            query: BlockAccountDocument,
            variables: { id: '12', reason: 'Udostępnianie konta', version: 1 },
          },
          result: {
            data: {
              blockAccount: {
                __typename: 'User',
                id: '12',
                active: true,
                suspendedUntil: null,
                blockedAt: '2026-11-27T12:00:00.000Z',
                version: 2,
              },
            },
          },
        },
      ],
      verified,
    );
    expect(await screen.findByTestId('account-state')).toHaveProperty(
      'textContent',
      'Konto aktywne',
    );
    await actions.click(screen.getByRole('button', { name: 'Zablokuj' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Zablokować konto gabinet@example.com?',
    });
    // Without a reason nothing is sent.
    await actions.click(within(dialog).getByRole('button', { name: 'Zablokuj' }));
    expect(await within(dialog).findByText('To pole jest wymagane')).toBeTruthy();

    await actions.type(within(dialog).getByLabelText(/^Powód/), 'Udostępnianie konta');
    await actions.click(within(dialog).getByRole('button', { name: 'Zablokuj' }));
    expect(await screen.findByText('Konto zostało zablokowane.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('account-state').textContent).toMatch(/^Zablokowane od 27\.11\.2026/);
    expect(screen.getByRole('button', { name: 'Przywróć' })).toBeTruthy();
  });

  it('resets the two-step verification of an account that has it, after a confirmation', async () => {
    signInAs('Admin');
    const actions = userEvent.setup();
    renderPage(
      [
        {
          request: { query: ResetUserMfaDocument, variables: { id: '12' } },
          result: { data: { resetUserMfa: { __typename: 'User', id: '12', mfaEnabled: false } } },
        },
      ],
      { ...verified, mfaEnabled: true },
    );
    await actions.click(
      await screen.findByRole('button', { name: 'Zresetuj weryfikację dwuetapową' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Zresetować weryfikację dwuetapową konta gabinet@example.com?',
    });
    await actions.click(
      within(dialog).getByRole('button', { name: 'Zresetuj weryfikację dwuetapową' }),
    );
    expect(await screen.findByText('Weryfikacja dwuetapowa została zresetowana.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The account came back without it: nothing left to reset.
    expect(screen.queryByRole('button', { name: 'Zresetuj weryfikację dwuetapową' })).toBeNull();
  });

  it('offers no reset to an account without two-step verification', async () => {
    signInAs('Admin');
    renderPage([], verified);
    expect(await screen.findByRole('heading', { name: 'Stan konta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zresetuj weryfikację dwuetapową' })).toBeNull();
  });

  it('is not offered to a Manager', async () => {
    signInAs('Manager');
    renderPage([], verified);
    expect(await screen.findByRole('button', { name: 'Zapisz' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Stan konta' })).toBeNull();
  });

  it('verifies a signup of a held address only with the Admin’s consent', async () => {
    signInAs('Admin');
    const actions = userEvent.setup();
    renderPage(
      [
        {
          request: {
            query: ActivateUserDocument,
            variables: { email: 'gabinet@example.com', consent: true },
          },
          result: {
            data: {
              activate: {
                __typename: 'User',
                id: '12',
                verifiedAt: '2026-11-27T12:00:00.000Z',
                registrationHold: null,
                version: 2,
              },
            },
          },
        },
      ],
      { ...account, registrationHold: 'blocked' },
    );
    await actions.click(
      await screen.findByRole('button', { name: 'Zweryfikuj konto gabinet@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zweryfikować konto?' });
    expect(within(dialog).getByText(/Ten adres był wcześniej zablokowany/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Zweryfikuj' });
    expect(confirm).toHaveProperty('disabled', true);
    await actions.click(within(dialog).getByLabelText(/Wyrażam zgodę/));
    await actions.click(confirm);
    expect(await screen.findByText('Konto zostało zweryfikowane.')).toBeTruthy();
  });
});

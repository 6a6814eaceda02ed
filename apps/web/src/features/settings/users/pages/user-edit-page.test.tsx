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
  verifiedAt: null,
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

function renderPage(mocks: Mock[]) {
  const client = new ApolloClient({
    link: new MockLink([options, loaded, ...mocks]),
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

const signInAs = (role: 'Manager' | 'Registration') =>
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
        request: { query: ActivateUserDocument, variables: { email: 'gabinet@example.com' } },
        result: {
          data: {
            activate: {
              __typename: 'User',
              id: '12',
              verifiedAt: '2026-11-27T12:00:00.000Z',
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

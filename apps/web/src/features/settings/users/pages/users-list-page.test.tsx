import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_FILTER_ROLES } from '@portal/domain';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivateUserDocument,
  DeleteUserDocument,
  SettingsUsersDocument,
} from '../../../../__generated__/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { initTestI18n, renderWithProviders } from '../../../../test/render-with-providers';
import { UsersListPage } from './users-list-page';

const row = (
  id: string,
  login: string,
  lastName: string,
  verifiedAt: string | null = '2026-11-01T10:00:00.000Z',
) => ({
  __typename: 'User',
  id,
  login,
  roles: ['Registration'],
  regions: ['mazowieckie'],
  active: true,
  verifiedAt,
  suspendedUntil: null as string | null,
  blockedAt: null as string | null,
  registrationHold: null,
  contact: { __typename: 'Contact', id: `c${id}`, firstName: 'Ewa', lastName, companyName: null },
});

const listed = (
  items: ReturnType<typeof row>[],
  variables: { name?: string | null; skip?: number } = {},
): MockLink.MockedResponse => ({
  request: {
    query: SettingsUsersDocument,
    variables: {
      where: { name: variables.name ?? null, roles: [...USER_FILTER_ROLES] },
      pagination: { skip: variables.skip ?? 0, take: 10 },
    },
  },
  result: {
    data: { users: { __typename: 'UsersPage', total: 12, hasMore: false, items } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The list of accounts waiting for verification: any role, so no roles condition. */
const awaiting = (items: ReturnType<typeof row>[]): MockLink.MockedResponse => ({
  request: {
    query: SettingsUsersDocument,
    variables: {
      where: { name: null, awaitingVerification: true },
      pagination: { skip: 0, take: 10 },
    },
  },
  result: {
    data: {
      users: { __typename: 'UsersPage', total: items.length, hasMore: false, items },
    },
  },
});

const signInAs = (role: 'Manager' | 'Registration') =>
  sessionStore.signIn({
    token: 'token',
    roles: [role],
    userId: '1',
    login: 'kierownik@example.com',
    acceptedTerms: true,
  });

function renderPage(mocks: MockLink.MockedResponse[], route = '/settings/users') {
  const client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  return renderWithProviders(
    <ApolloProvider client={client}>
      <SnackbarProvider>
        <UsersListPage />
      </SnackbarProvider>
    </ApolloProvider>,
    { route },
  );
}

beforeAll(() => initTestI18n());
afterEach(() => sessionStore.signOut());

describe('UsersListPage', { timeout: 30_000 }, () => {
  it('reads the filter and page from the address and shows the accounts', async () => {
    renderPage(
      [listed([row('11', 'ewa.nowak@example.com', 'Nowak')], { name: 'ewa', skip: 10 })],
      '/settings/users?name=ewa&page=1',
    );
    const table = await screen.findByRole('table', { name: 'Użytkownicy' });
    expect(within(table).getByText('ewa.nowak@example.com')).toBeTruthy();
    expect(within(table).getByText('Ewa Nowak')).toBeTruthy();
    expect(within(table).getByText('Rejestracja')).toBeTruthy();
    expect(screen.getByText('11–12 z 12')).toBeTruthy();
    // Without `settings.users` (no signed-in Admin or Manager here) there is no delete action.
    expect(screen.queryByRole('button', { name: /Usuń użytkownika/ })).toBeNull();
  });

  it('marks blocked and suspended accounts', async () => {
    renderPage([
      listed([
        { ...row('11', 'ewa.nowak@example.com', 'Nowak'), blockedAt: '2026-11-20T10:00:00.000Z' },
        { ...row('13', 'jan.lis@example.com', 'Lis'), suspendedUntil: '2026-12-04T22:59:00.000Z' },
        row('14', 'ola.kot@example.com', 'Kot'),
      ]),
    ]);
    const table = await screen.findByRole('table', { name: 'Użytkownicy' });
    const rowOf = (login: string) => within(table).getByText(login).closest('tr')!;
    expect(within(rowOf('ewa.nowak@example.com')).getByText('Zablokowane')).toBeTruthy();
    expect(within(rowOf('jan.lis@example.com')).getByText('Zawieszone')).toBeTruthy();
    expect(within(rowOf('ola.kot@example.com')).queryByText(/Zablokowane|Zawieszone/)).toBeNull();
  });

  it('asks at least one role of the filter', async () => {
    const actions = userEvent.setup();
    renderPage([listed([])], `/settings/users?roles=Admin`);
    const roles = screen.getByRole('combobox', { name: 'Role' });
    await actions.click(roles);
    await actions.keyboard('{Backspace}');
    expect(await screen.findByText('Przynajmniej jedna rola jest wymagana')).toBeTruthy();
  });

  it('deletes an account after the confirmation (Manager)', async () => {
    sessionStore.signIn({
      token: 'token',
      roles: ['Manager'],
      userId: '1',
      login: 'kierownik@example.com',
      acceptedTerms: true,
    });
    const actions = userEvent.setup();
    renderPage([
      listed([row('11', 'ewa.nowak@example.com', 'Nowak')]),
      {
        request: { query: DeleteUserDocument, variables: { id: '11' } },
        result: { data: { deleteUser: true } },
      },
    ]);
    await actions.click(
      await screen.findByRole('button', { name: 'Usuń użytkownika ewa.nowak@example.com' }),
    );
    const dialog = await screen.findByRole('dialog');
    await actions.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Użytkownik został usunięty.')).toBeTruthy();
  });

  it('lists the accounts awaiting verification, of any role, from the filter', async () => {
    const actions = userEvent.setup();
    renderPage([
      listed([row('11', 'ewa.nowak@example.com', 'Nowak')]),
      awaiting([{ ...row('12', 'lekarz@example.com', 'Lis', null), roles: ['Doctor'] }]),
    ]);
    await screen.findByText('ewa.nowak@example.com');
    await actions.click(screen.getByRole('switch', { name: 'Oczekujące na weryfikację' }));
    const table = await screen.findByRole('table', { name: 'Użytkownicy' });
    expect(await within(table).findByText('lekarz@example.com')).toBeTruthy();
    expect(within(table).queryByText('ewa.nowak@example.com')).toBeNull();
    expect(within(table).getByText('Oczekuje na weryfikację')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Role' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the filter in the address', async () => {
    renderPage(
      [awaiting([row('12', 'lekarz@example.com', 'Lis', null)])],
      '/settings/users?awaiting=1',
    );
    expect(await screen.findByText('lekarz@example.com')).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: 'Oczekujące na weryfikację' }).checked,
    ).toBe(true);
  });

  it('shows a waiting account with its status and verifies it after the confirmation', async () => {
    signInAs('Manager');
    const actions = userEvent.setup();
    let activated = false;
    let refetched = false;
    const verified = row('11', 'ewa.nowak@example.com', 'Nowak');
    const after = listed([verified, row('12', 'gabinet@example.com', 'Lis', '2026-11-27T12:00Z')]);
    renderPage([
      // Before the verification, then the refetch after it: the account no longer waits.
      { ...listed([verified, row('12', 'gabinet@example.com', 'Lis', null)]), maxUsageCount: 1 },
      {
        ...after,
        result: () => {
          refetched = true;
          return after.result as never;
        },
      },
      {
        request: {
          query: ActivateUserDocument,
          variables: { email: 'gabinet@example.com', consent: false },
        },
        result: () => {
          activated = true;
          return {
            data: {
              activate: {
                __typename: 'User',
                id: '12',
                verifiedAt: '2026-11-27T12:00:00.000Z',
                registrationHold: null,
                version: 2,
              },
            },
          };
        },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Użytkownicy' });
    // Only the waiting row has the status and the action.
    expect(within(table).getAllByText('Oczekuje na weryfikację')).toHaveLength(1);
    expect(within(table).getAllByRole('button', { name: /^Zweryfikuj konto/ })).toHaveLength(1);
    const waiting = within(table).getByText('gabinet@example.com').closest('tr')!;
    expect(within(waiting).getByText('Oczekuje na weryfikację')).toBeTruthy();

    await actions.click(
      within(waiting).getByRole('button', { name: 'Zweryfikuj konto gabinet@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zweryfikować konto?' });
    expect(
      within(dialog).getByText(/gabinet@example\.com będzie mogło się zalogować.*e-mail/),
    ).toBeTruthy();
    await actions.click(within(dialog).getByRole('button', { name: 'Zweryfikuj' }));
    expect(await screen.findByText('Konto zostało zweryfikowane.')).toBeTruthy();
    expect(activated).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Oczekuje na weryfikację')).toBeNull());
    expect(screen.queryByRole('button', { name: /^Zweryfikuj konto/ })).toBeNull();
    await waitFor(() => expect(refetched).toBe(true));
  });

  it('offers no verification to a user without the permission', async () => {
    signInAs('Registration');
    renderPage([listed([row('12', 'gabinet@example.com', 'Lis', null)])]);
    const table = await screen.findByRole('table', { name: 'Użytkownicy' });
    expect(within(table).getByText('Oczekuje na weryfikację')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Zweryfikuj/ })).toBeNull();
  });
});

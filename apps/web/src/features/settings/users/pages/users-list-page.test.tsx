import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_FILTER_ROLES } from '@portal/domain';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeleteUserDocument, SettingsUsersDocument } from '../../../../__generated__/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { initTestI18n, renderWithProviders } from '../../../../test/render-with-providers';
import { UsersListPage } from './users-list-page';

const row = (id: string, login: string, lastName: string) => ({
  __typename: 'User',
  id,
  login,
  roles: ['Registration'],
  regions: ['mazowieckie'],
  active: true,
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
});

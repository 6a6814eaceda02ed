import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OperationTypeNode } from 'graphql';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CurrentUserDocument,
  RegisterTabletDocument,
  SettingsTabletsDocument,
  UpdateTabletDocument,
} from '../../../../__generated__/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { initTestI18n, renderWithProviders } from '../../../../test/render-with-providers';
import { TabletsPage } from './tablets-page';

const BRANCH = { __typename: 'Branch', id: '1', name: 'Warszawa Mokotów', color: '#2e7d32' };

const tablet = (id: string, name: string, tabletId = `SN-${id}`) => ({
  __typename: 'Tablet',
  id,
  tabletId,
  name,
  active: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  configuredAt: null,
  lastUsedAt: null,
  branchId: '1',
  version: 1,
  branch: BRANCH,
});

const currentUser = {
  __typename: 'User',
  id: '1',
  login: 'admin@example.com',
  roles: ['Admin'],
  acceptedTerms: true,
  lastLoginDate: null,
  profilePictureURL: null,
  preferences: { __typename: 'Preferences', mailNotifications: true },
  contact: {
    __typename: 'Contact',
    id: '1',
    firstName: 'Ada',
    lastName: 'Admin',
    companyName: null,
  },
  branches: [{ ...BRANCH, ownBranch: true }],
};

type Mock = MockLink.MockedResponse;

function renderPage(mocks: Mock[], route = '/settings/tablets') {
  const client = new ApolloClient({
    link: ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      new MockSubscriptionLink(),
      new MockLink([
        {
          request: { query: CurrentUserDocument },
          result: { data: { currentUser } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        ...mocks,
      ]),
    ),
    cache: new InMemoryCache(),
  });
  return renderWithProviders(
    <ApolloProvider client={client}>
      <SnackbarProvider>
        <TabletsPage />
      </SnackbarProvider>
    </ApolloProvider>,
    { route },
  );
}

const list = (...tablets: ReturnType<typeof tablet>[]): Mock => ({
  request: { query: SettingsTabletsDocument },
  result: { data: { tablets } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  sessionStore.signOut();
});

// MUI dialogs and selects are slow to render in jsdom.
describe('TabletsPage', { timeout: 30_000 }, () => {
  it('lists the tablets with their branch and status', async () => {
    renderPage([list(tablet('1', 'Rejestracja 1'), tablet('2', 'Rejestracja 2'))]);
    const table = await screen.findByRole('table', { name: 'Tablety' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Rejestracja 1')).toBeDefined();
    expect(within(rows[1]!).getByText('Warszawa Mokotów')).toBeDefined();
    expect(within(rows[1]!).getByText('Nieskonfigurowany')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Usuń tablet Rejestracja 2' })).toBeDefined();
  });

  it('says when there are no tablets yet', async () => {
    renderPage([list()]);
    expect(await screen.findByText('Brak zarejestrowanych tabletów')).toBeDefined();
  });

  it('says loadError when the list cannot be loaded', async () => {
    renderPage([{ request: { query: SettingsTabletsDocument }, error: new Error('boom') }]);
    expect(await screen.findByText('Nie udało się załadować listy tabletów.')).toBeDefined();
  });

  it('opens the edit dialog from the address, with the tablet id read-only', async () => {
    renderPage([list(tablet('7', 'Gabinet 7', 'SN-777'))], '/settings/tablets?edit=7');
    const dialog = await screen.findByRole('dialog', { name: 'Edycja tabletu Gabinet 7' });
    const tabletId = within(dialog).getByLabelText<HTMLInputElement>('Identyfikator tabletu');
    expect(tabletId.value).toBe('SN-777');
    expect(tabletId.disabled).toBe(true);
  });

  it('keeps the input of a stale save, offers to reload, then saves the version it reloaded', async () => {
    const STALE =
      'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć zmiany.';
    const before = tablet('7', 'Gabinet 7');
    const changed = { ...tablet('7', 'Gabinet siódmy'), version: 2 };
    const save = (name: string, version: number) => ({
      query: UpdateTabletDocument,
      variables: { id: '7', version, input: { name, branchId: '1', active: true } },
    });
    renderPage(
      [
        { ...list(before), maxUsageCount: 1 },
        list(changed),
        {
          request: save('Moja zmiana', 1),
          result: {
            errors: [{ message: STALE, extensions: { code: 'STALE_VERSION', currentVersion: 2 } }],
          },
        },
        {
          request: save('Gabinet siódmy A', 2),
          result: { data: { updateTablet: { ...changed, name: 'Gabinet siódmy A', version: 3 } } },
        },
      ],
      '/settings/tablets?edit=7',
    );
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Edycja tabletu Gabinet 7' });
    const name = within(dialog).getByLabelText<HTMLInputElement>(/Nazwa/);
    await user.clear(name);
    await user.type(name, 'Moja zmiana');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(STALE);
    expect(name.value).toBe('Moja zmiana');

    await user.click(within(alert).getByRole('button', { name: 'Odśwież' }));
    await waitFor(() => expect(name.value).toBe('Gabinet siódmy'));
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.type(name, ' A');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zmiany tabletu zostały zapisane.')).toBeDefined();
  });

  it('says invalidId for an address id that cannot be a tablet’s', async () => {
    renderPage([list(tablet('1', 'Rejestracja 1'))], '/settings/tablets?edit=abc');
    expect(await screen.findByText('Nieprawidłowy identyfikator tabletu.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says notFound for an unknown tablet id', async () => {
    renderPage([list(tablet('1', 'Rejestracja 1'))], '/settings/tablets?edit=999');
    expect(await screen.findByText('Nie znaleziono tabletu o identyfikatorze 999.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('registers a tablet and shows its secret once, closing only when it is safe', async () => {
    sessionStore.signIn({
      token: 'token',
      roles: ['Admin'],
      userId: '1',
      login: 'admin@example.com',
      acceptedTerms: true,
    });
    const created = tablet('3', 'Nowy tablet', 'SN-3');
    renderPage([
      list(),
      {
        request: {
          query: RegisterTabletDocument,
          variables: { newTablet: { name: 'Nowy tablet', tabletId: 'SN-3', branchId: '1' } },
        },
        result: {
          data: {
            registerTablet: {
              __typename: 'TabletRegistration',
              tablet: created,
              clientId: 'client-3',
              clientSecret: 'secret-3',
              apiUrl: 'http://localhost:3000/graphql',
              qrCode: 'data:image/png;base64,iVBORw0KGgo=',
            },
          },
        },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Brak zarejestrowanych tabletów');
    await user.click(screen.getAllByRole('button', { name: 'Zarejestruj tablet' })[0]!);
    const form = await screen.findByRole('dialog', { name: 'Rejestracja tabletu' });
    await user.type(within(form).getByLabelText(/Nazwa/), 'Nowy tablet');
    await user.type(within(form).getByLabelText(/Identyfikator tabletu/), 'SN-3');
    await user.click(within(form).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Warszawa Mokotów' }));
    await user.click(within(form).getByRole('button', { name: 'Zarejestruj' }));

    const shown = await screen.findByRole('dialog', { name: 'Tablet Nowy tablet zarejestrowany' });
    expect(within(shown).getByRole('img', { name: /Kod QR/ })).toBeDefined();
    const secret = within(shown).getByLabelText<HTMLInputElement>('Sekret klienta');
    expect(secret.value).toBe('secret-3');
    expect(within(shown).getByText('Sekret klienta jest wyświetlany tylko raz')).toBeDefined();
    const close = within(shown).getByRole<HTMLButtonElement>('button', { name: 'Zamknij' });
    expect(close.disabled).toBe(true);
    await user.click(within(shown).getByRole('checkbox'));
    expect(close.disabled).toBe(false);
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

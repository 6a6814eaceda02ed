import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CreateOfficeUserDocument,
  CreateUserDocument,
  UserFormOptionsDocument,
} from '../../../../__generated__/graphql';
import { initTestI18n, renderWithProviders } from '../../../../test/render-with-providers';
import { UserAddPage } from '../pages/user-add-page';

type Mock = MockLink.MockedResponse;

const created = (roles: string[], contact: Record<string, unknown>) => ({
  __typename: 'User',
  id: '7',
  login: 'nowy@example.com',
  roles,
  regions: ['mazowieckie'],
  active: true,
  verifiedAt: '2026-11-27T10:00:00.000Z',
  suspendedUntil: null,
  blockedAt: null,
  registrationHold: null,
  mfaEnabled: false,
  version: 1,
  vacationStart: null,
  vacationEnd: null,
  contact: {
    __typename: 'Contact',
    id: '9',
    firstName: null,
    lastName: null,
    companyName: null,
    nip: null,
    phoneNumbers: ['600100200'],
    emailAddresses: [],
    ...contact,
  },
  branches: [],
});

/** The form's choices: the app config's regions and the branches. */
const options: Mock = {
  request: { query: UserFormOptionsDocument },
  result: {
    data: {
      appConfig: { __typename: 'AppConfig', regions: ['mazowieckie', 'małopolskie'] },
      branches: {
        __typename: 'BranchConnection',
        nodes: [{ __typename: 'Branch', id: '1', name: 'Warszawa Mokotów' }],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderAddPage(mocks: Mock[] = []) {
  const client = new ApolloClient({
    link: new MockLink([options, ...mocks]),
    cache: new InMemoryCache(),
  });
  return renderWithProviders(
    <ApolloProvider client={client}>
      <SnackbarProvider>
        <Routes>
          <Route path="/settings/users/add" element={<UserAddPage />} />
          <Route path="/settings/users" element={<p>lista użytkowników</p>} />
        </Routes>
      </SnackbarProvider>
    </ApolloProvider>,
    { route: '/settings/users/add' },
  );
}

const user = () => userEvent.setup();

async function fillCommon(actions: ReturnType<typeof user>) {
  await actions.type(screen.getByRole('textbox', { name: /Login/ }), 'nowy@example.com');
  await actions.type(screen.getByRole('textbox', { name: 'Numery telefonów' }), '600100200{Enter}');
  await actions.click(screen.getByRole('combobox', { name: /Regiony/ }));
  await actions.click(await screen.findByRole('option', { name: 'mazowieckie' }));
}

describe('the user form', { timeout: 30_000 }, () => {
  beforeAll(() => initTestI18n());

  it('shows every message of the spec under its field', async () => {
    const actions = user();
    renderAddPage();
    await actions.click(screen.getByRole('button', { name: 'Zapisz' }));
    for (const message of [
      'Login jest wymagany',
      'Imię jest wymagane',
      'Nazwisko jest wymagane',
      'Przynajmniej jeden numer telefonu jest wymagany',
      'Przynajmniej jedna rola jest wymagana',
      'Przynajmniej jeden region jest wymagany',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await actions.type(screen.getByRole('textbox', { name: /Login/ }), 'nowy');
    await actions.tab();
    expect(await screen.findByText('Login musi być prawidłowym adresem e-mail')).toBeTruthy();
  });

  it('switches to a facility for DentalOffice and creates it with the separate call', async () => {
    const actions = user();
    renderAddPage([
      {
        request: {
          query: CreateOfficeUserDocument,
          variables: {
            userData: {
              login: 'nowy@example.com',
              companyName: 'Gabinet Uśmiech',
              nip: '5260001246',
              firstName: null,
              lastName: null,
              phoneNumbers: ['600100200'],
              emailAddresses: [],
              regions: ['mazowieckie'],
              branchIds: [],
              active: true,
            },
            role: 'DentalOffice',
          },
        },
        result: {
          data: {
            createOfficeUser: created(['DentalOffice'], {
              companyName: 'Gabinet Uśmiech',
              nip: '5260001246',
            }),
          },
        },
      },
    ]);
    await actions.click(screen.getByRole('checkbox', { name: 'Rejestracja' }));
    await actions.click(screen.getByRole('checkbox', { name: 'Gabinet stomatologiczny' }));
    // A facility role stands alone, and the names give way to the company's.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Rejestracja' }).checked).toBe(
      false,
    );
    expect(screen.queryByRole('textbox', { name: /Imię/ })).toBeNull();
    await fillCommon(actions);
    await actions.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Nazwa firmy jest wymagana')).toBeTruthy();
    await actions.type(screen.getByRole('textbox', { name: /Nazwa firmy/ }), 'Gabinet Uśmiech');
    await actions.type(screen.getByRole('textbox', { name: /NIP/ }), '123');
    await actions.tab();
    expect(await screen.findByText('Nieprawidłowy numer NIP')).toBeTruthy();
    await actions.clear(screen.getByRole('textbox', { name: /NIP/ }));
    await actions.type(screen.getByRole('textbox', { name: /NIP/ }), '526-000-12-46');
    await actions.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('lista użytkowników')).toBeTruthy();
  });

  it("puts the server's refusal under its field and keeps the input", async () => {
    const actions = user();
    renderAddPage([
      {
        request: { query: CreateUserDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'Użytkownik z tym loginem już istnieje',
              extensions: {
                code: 'BAD_USER_INPUT',
                validationErrors: [
                  { path: 'login', message: 'Użytkownik z tym loginem już istnieje' },
                ],
              },
            },
          ],
        },
      },
    ]);
    await actions.click(screen.getByRole('checkbox', { name: 'Technik' }));
    await actions.type(screen.getByRole('textbox', { name: /Imię/ }), 'Ewa');
    await actions.type(screen.getByRole('textbox', { name: /Nazwisko/ }), 'Nowak');
    await fillCommon(actions);
    await actions.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Użytkownik z tym loginem już istnieje')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Login/ }).value).toBe(
        'nowy@example.com',
      ),
    );
  });
});

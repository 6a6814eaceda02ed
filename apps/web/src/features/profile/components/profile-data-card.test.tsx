import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ProfileDataDocument,
  UpdateProfileDataDocument,
  type ProfileDataFieldsFragment,
} from '../../../__generated__/graphql';
import { createPortalTheme } from '../../../shared/theme/theme';
import { initTestI18n } from '../../../test/render-with-providers';
import { ProfileDataCard } from './profile-data-card';

beforeAll(initTestI18n);

function buildProfile(
  overrides: Partial<ProfileDataFieldsFragment> = {},
): ProfileDataFieldsFragment & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: '7',
    login: 'jan.kowalski@example.com',
    roles: ['Registration'],
    regions: ['Mazowieckie'],
    active: true,
    version: 4,
    vacationStart: '2026-07-01',
    vacationEnd: '2026-07-14',
    branches: [{ __typename: 'Branch', id: '3' } as ProfileDataFieldsFragment['branches'][0]],
    contact: {
      __typename: 'Contact',
      id: '11',
      firstName: 'Jan',
      lastName: 'Kowalski',
      companyName: null,
      nip: null,
      phoneNumbers: ['+48 600 100 200'],
      emailAddresses: ['jan@example.com'],
    } as ProfileDataFieldsFragment['contact'],
    ...overrides,
  };
}

function renderCard(mocks: MockLink.MockedResponse[]) {
  const client = new ApolloClient({
    link: new MockLink(
      [
        {
          request: { query: ProfileDataDocument },
          result: { data: { currentUser: buildProfile() } },
        },
        ...mocks,
      ],
      { showWarnings: false },
    ),
    cache: new InMemoryCache(),
  });
  render(
    <ThemeProvider theme={createPortalTheme('pl')}>
      <SnackbarProvider>
        <ApolloProvider client={client}>
          <ProfileDataCard />
        </ApolloProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
  return { user: userEvent.setup({ delay: null }) };
}

const field = (name: string) =>
  screen.findByLabelText(new RegExp(`^${name}`), { selector: 'input' });

describe('ProfileDataCard', () => {
  it('saves the changed names with the unchanged fields and the version read', async () => {
    const sent = vi.fn(() => true);
    const saved = buildProfile({ version: 5 });
    const { user } = renderCard([
      {
        request: { query: UpdateProfileDataDocument, variables: sent },
        result: {
          data: {
            updateUser: {
              ...saved,
              contact: { ...saved.contact, firstName: 'Janusz', lastName: 'Nowak' },
            },
          },
        },
      },
    ]);
    const firstName = await field('Imię');
    await user.clear(firstName);
    await user.type(firstName, 'Janusz');
    const lastName = await field('Nazwisko');
    await user.clear(lastName);
    await user.type(lastName, 'Nowak');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Profil został zapisany')).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({
      id: '7',
      version: 4,
      user: {
        login: 'jan.kowalski@example.com',
        roles: ['Registration'],
        regions: ['Mazowieckie'],
        branchIds: ['3'],
        active: true,
        vacationStart: '2026-07-01',
        vacationEnd: '2026-07-14',
        firstName: 'Janusz',
        lastName: 'Nowak',
        companyName: null,
        nip: null,
        phoneNumbers: ['+48 600 100 200'],
        emailAddresses: ['jan@example.com'],
      },
    });
  });

  it('shows a field error for an empty last name without sending', async () => {
    const sent = vi.fn(() => true);
    const { user } = renderCard([
      {
        request: { query: UpdateProfileDataDocument, variables: sent },
        result: { data: { updateUser: buildProfile({ version: 5 }) } },
      },
    ]);
    await user.clear(await field('Nazwisko'));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Nazwisko jest wymagane')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });
});

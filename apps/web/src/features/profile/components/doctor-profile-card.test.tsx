import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ProfileDoctorDocument,
  UpdateCurrentDoctorDocument,
  type DoctorProfileFieldsFragment,
} from '../../../__generated__/doctor-profile/graphql';
import { createPortalTheme } from '../../../shared/theme/theme';
import { initTestI18n } from '../../../test/render-with-providers';
import { DoctorProfileCard } from './doctor-profile-card';

beforeAll(initTestI18n);

function buildDoctor(
  overrides: Partial<DoctorProfileFieldsFragment> = {},
): DoctorProfileFieldsFragment & { __typename: 'Doctor' } {
  return {
    __typename: 'Doctor',
    id: '31',
    version: 2,
    isFacility: false,
    licenseNumber: '5425740',
    specializations: ['Ortodoncja'],
    contact: {
      __typename: 'Contact',
      id: '12',
      firstName: 'Anna',
      lastName: 'Kowalczyk',
      companyName: null,
      nip: null,
      phoneNumbers: ['600100200'],
      emailAddresses: [],
      addresses: [
        {
          __typename: 'Address',
          street: 'ul. Prosta 1',
          postalCode: '00-001',
          city: 'Warszawa',
          country: 'Polska',
        },
      ],
    } as unknown as DoctorProfileFieldsFragment['contact'],
    ...overrides,
  };
}

function renderCard(doctor: DoctorProfileFieldsFragment, mocks: MockLink.MockedResponse[] = []) {
  const client = new ApolloClient({
    link: new MockLink(
      [
        { request: { query: ProfileDoctorDocument }, result: { data: { currentDoctor: doctor } } },
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
          <DoctorProfileCard />
        </ApolloProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
  return { user: userEvent.setup({ delay: null }) };
}

const field = (name: string) =>
  screen.findByLabelText(new RegExp(`^${name}`), { selector: 'input' });

describe('DoctorProfileCard', () => {
  it("saves the doctor's names and addresses with the version read, and shows the PWZ unedited", async () => {
    const sent = vi.fn((_variables: Record<string, unknown>) => true);
    const { user } = renderCard(buildDoctor(), [
      {
        request: { query: UpdateCurrentDoctorDocument, variables: sent },
        result: { data: { updateCurrentDoctor: buildDoctor({ version: 3 }) } },
      },
    ]);
    const pwz = await field('Numer PWZ');
    expect(pwz).toHaveProperty('value', '5425740');
    expect(pwz).toHaveProperty('readOnly', true);
    expect(await field('Specjalizacje')).toHaveProperty('value', 'Ortodoncja');
    const lastName = await field('Nazwisko');
    await user.clear(lastName);
    await user.type(lastName, 'Nowak');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Profil został zapisany')).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({
      version: 2,
      doctor: {
        firstName: 'Anna',
        lastName: 'Nowak',
        phoneNumbers: ['600100200'],
        emailAddresses: [],
        addresses: [
          { street: 'ul. Prosta 1', postalCode: '00-001', city: 'Warszawa', country: 'Polska' },
        ],
      },
    });
  });

  it("edits a facility's company name and NIP, and refuses an empty name before sending", async () => {
    const { user } = renderCard(
      buildDoctor({
        isFacility: true,
        licenseNumber: null,
        contact: {
          ...buildDoctor().contact,
          firstName: null,
          lastName: null,
          companyName: 'Gabinet Lis',
          nip: '5260250274',
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Profil gabinetu' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Numer PWZ/)).toBeNull();
    expect(screen.queryByLabelText(/^Imię/)).toBeNull();
    const company = await field('Nazwa firmy');
    await user.clear(company);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(company.getAttribute('aria-invalid')).toBe('true');
  });
});

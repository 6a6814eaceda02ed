import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HelpPageDocument } from '../../../__generated__/graphql';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { HelpPage } from './help-page';

const contact = {
  __typename: 'User' as const,
  id: '7',
  profilePictureURL: null,
  contact: {
    __typename: 'Contact' as const,
    id: '17',
    firstName: 'Ewa',
    lastName: 'Pomocna',
    phoneNumbers: ['+48 500 600 700'],
    emailAddresses: ['pomoc@example.com'],
  },
};
const program = {
  __typename: 'Software' as const,
  id: '3',
  name: 'TeamViewer QuickSupport',
  downloadURL: 'https://get.teamviewer.com/qs',
};

function renderPage(data: {
  helpUserContacts: (typeof contact)[];
  software: (typeof program)[];
  helpVideoPlaylistUrl: string | null;
}) {
  const client = new ApolloClient({
    link: new MockLink([
      {
        request: { query: HelpPageDocument },
        result: {
          data: {
            helpUserContacts: data.helpUserContacts,
            software: data.software,
            appConfig: {
              __typename: 'AppConfig',
              helpVideoPlaylistUrl: data.helpVideoPlaylistUrl,
            },
          },
        },
      },
    ]),
    cache: new InMemoryCache(),
  });
  return renderWithProviders(
    <ApolloProvider client={client}>
      <HelpPage />
    </ApolloProvider>,
    { route: '/help' },
  );
}

beforeAll(initTestI18n);

describe('HelpPage', () => {
  it('shows the contact cards with links to call and write, and the programs in new tabs', async () => {
    const { container } = renderPage({
      helpUserContacts: [contact],
      software: [program],
      helpVideoPlaylistUrl: null,
    });
    const contacts = await screen.findByRole('list', { name: 'Osoby do kontaktu' });
    expect(within(contacts).getByRole('heading', { name: 'Ewa Pomocna' })).toBeTruthy();
    const phone = within(contacts).getByRole('link', { name: 'Zadzwoń: +48 500 600 700' });
    expect(phone.getAttribute('href')).toBe('tel:+48500600700');
    const email = within(contacts).getByRole('link', { name: 'Napisz: pomoc@example.com' });
    expect(email.getAttribute('href')).toBe('mailto:pomoc@example.com');

    const download = screen.getByRole('link', {
      name: 'TeamViewer QuickSupport (otwiera się w nowej karcie)',
    });
    expect(download.getAttribute('href')).toBe('https://get.teamviewer.com/qs');
    expect(download.getAttribute('target')).toBe('_blank');
    expect(download.getAttribute('rel')).toBe('noopener noreferrer');

    // No playlist configured: no section, no frame, nothing fetched from a video service.
    expect(screen.queryByRole('heading', { name: 'Filmy instruktażowe' })).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('says so when there are no contacts and no programs', async () => {
    renderPage({ helpUserContacts: [], software: [], helpVideoPlaylistUrl: null });
    expect(await screen.findByText('Nie wskazano jeszcze osób do kontaktu.')).toBeTruthy();
    expect(screen.getByText('Nie dodano jeszcze programów do pobrania.')).toBeTruthy();
  });

  it('embeds a configured YouTube playlist in the privacy-enhanced player', async () => {
    renderPage({
      helpUserContacts: [],
      software: [],
      helpVideoPlaylistUrl: 'https://www.youtube.com/playlist?list=PL123',
    });
    const player = await screen.findByTitle('Playlista filmów instruktażowych');
    expect(player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/videoseries?list=PL123',
    );
    const open = screen.getByRole('link', { name: 'Otwórz playlistę w nowej karcie' });
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

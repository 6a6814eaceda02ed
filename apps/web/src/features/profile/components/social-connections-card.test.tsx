import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  OAuthConnectAccountDocument,
  ProfileSocialConnectionsDocument,
  type SocialProvider,
} from '../../../__generated__/social/graphql';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { SocialConnectionsCard } from './social-connections-card';

beforeAll(initTestI18n);

type Mock = MockLink.MockedResponse;

const connections = (
  socialConnections: SocialProvider[],
  socialProviders: SocialProvider[] = ['GOOGLE', 'FACEBOOK'],
): Mock => ({
  request: { query: ProfileSocialConnectionsDocument },
  result: {
    data: {
      currentUser: { __typename: 'User', id: '5', socialConnections },
      appInfo: { __typename: 'AppInfo', socialProviders },
    },
  },
});

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

/** Says when the card's query has answered (the same query, answered once for both). */
function Answered() {
  const { data } = useQuery(ProfileSocialConnectionsDocument);
  return data ? <p>answered</p> : null;
}

/**
 * The card at `route` (with `Answered` when `answered`); `headers` keeps each operation's context
 * headers.
 */
function renderCard(mocks: Mock[], route = '/profile', answered = false) {
  const headers: unknown[] = [];
  const recordHeaders = new ApolloLink((operation, forward) => {
    headers.push((operation.getContext() as { headers?: unknown }).headers);
    return forward(operation);
  });
  const client = new ApolloClient({
    link: ApolloLink.from([recordHeaders, new MockLink(mocks, { showWarnings: false })]),
    cache: new InMemoryCache(),
  });
  renderWithProviders(
    <SnackbarProvider>
      <ApolloProvider client={client}>
        <SocialConnectionsCard />
        <Address />
        {answered && <Answered />}
      </ApolloProvider>
    </SnackbarProvider>,
    { route },
  );
  return { headers };
}

describe('SocialConnectionsCard', () => {
  it('shows each configured provider as connected or with a link that connects it', async () => {
    renderCard([connections(['GOOGLE'])]);
    expect(await screen.findByRole('heading', { name: 'Konta społecznościowe' })).toBeTruthy();
    expect(screen.getByText('Google: Połączone')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Połącz z Facebook' }).getAttribute('href')).toBe(
      '/api/auth/oauth/facebook/start?intent=connect',
    );
    expect(screen.queryByRole('link', { name: 'Połącz z Google' })).toBeNull();
  });

  it('shows no card when no provider is configured', async () => {
    renderCard([connections([], [])], '/profile', true);
    expect(await screen.findByText('answered')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Konta społecznościowe' })).toBeNull();
  });

  it('connects the account of the ticket it was opened with, says so and shows it', async () => {
    const { headers } = renderCard(
      [
        {
          request: { query: OAuthConnectAccountDocument },
          result: { data: { oAuthConnectAccount: true } },
        },
        connections(['GOOGLE']),
      ],
      '/profile?oauth=ticket-9&type=google',
    );
    expect(screen.getByRole('status').textContent).toBe('Łączenie konta…');
    expect(await screen.findByText('Konto zostało połączone')).toBeTruthy();
    // The card asks for the connections only once the connection is through: one answer, the new one.
    expect(await screen.findByText('Google: Połączone')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/profile');
    expect(headers).toContainEqual({ authorization_code: 'ticket-9', oauth_type: 'google' });
  });

  it("shows the server's refusal of the connection", async () => {
    const taken = 'To konto społecznościowe jest już połączone z innym kontem portalu.';
    renderCard(
      [
        {
          request: { query: OAuthConnectAccountDocument },
          result: { errors: [{ message: taken, extensions: { code: 'CONFLICT' } }] },
        },
        connections([]),
      ],
      '/profile?oauth=ticket-9&type=facebook',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
  });

  it('says why when the provider sent it back with an error', async () => {
    renderCard([connections([])], '/profile?oauthError=state');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OAuth state');
    expect(screen.getByTestId('address').textContent).toBe('/profile');
  });
});

import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUserDocument, type CurrentUserQuery } from '../../__generated__/graphql';
import { sessionStore } from './session-store';
import { useCurrentUserUpdates } from './use-current-user-updates';

type User = CurrentUserQuery['currentUser'];

/** A user as the server sends it; the generated types leave the nested `__typename`s out. */
const user = (overrides: Partial<User> = {}) =>
  ({
    __typename: 'User',
    id: '7',
    login: 'jan.kowalski@example.com',
    roles: ['Registration'],
    acceptedTerms: false,
    lastLoginDate: null,
    profilePictureURL: null,
    preferences: { __typename: 'Preferences', mailNotifications: true },
    contact: {
      __typename: 'Contact',
      id: '3',
      firstName: 'Jan',
      lastName: 'Kowalski',
      companyName: null,
    },
    branches: [],
    ...overrides,
  }) as User;

function setUp() {
  sessionStore.signIn({
    token: 'token-1',
    roles: ['Registration'],
    userId: '7',
    login: 'jan.kowalski@example.com',
    acceptedTerms: false,
  });
  const link = new MockSubscriptionLink();
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  client.writeQuery({ query: CurrentUserDocument, data: { currentUser: user() } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  renderHook(() => useCurrentUserUpdates(), { wrapper });
  /** An event, once the hook has subscribed. */
  const arrive = async (next: User) => {
    await waitFor(() => expect(link.operation).toBeDefined());
    act(() => link.simulateResult({ result: { data: { currentUserUpdated: next } } }));
  };
  return { client, arrive };
}

afterEach(() => {
  sessionStore.signOut();
});

describe('useCurrentUserUpdates', () => {
  it('replaces the cached user the top bar and profile read', async () => {
    const { client, arrive } = setUp();
    await arrive(user({ preferences: { mailNotifications: false } }));
    await waitFor(() =>
      expect(
        client.readQuery({ query: CurrentUserDocument })?.currentUser.preferences.mailNotifications,
      ).toBe(false),
    );
  });

  it('closes the terms gate when the terms were accepted on another device', async () => {
    const { arrive } = setUp();
    expect(sessionStore.get()?.acceptedTerms).toBe(false);
    await arrive(user({ acceptedTerms: true }));
    await waitFor(() => expect(sessionStore.get()?.acceptedTerms).toBe(true));
  });
});

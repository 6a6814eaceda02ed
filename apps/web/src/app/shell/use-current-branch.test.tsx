import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CurrentBranchDocument,
  SetCurrentBranchDocument,
  type CurrentUserQuery,
} from '../../__generated__/graphql';
import { sessionStore } from '../../shared/auth/session-store';
import { useCurrentBranch } from './use-current-branch';

type User = CurrentUserQuery['currentUser'];

const branch = (id: string, name: string, ownBranch = true) => ({
  __typename: 'Branch' as const,
  id,
  name,
  color: '#2e7d32',
  ownBranch,
});

const user = {
  __typename: 'User',
  id: '7',
  login: 'rejestracja@example.com',
  roles: ['Registration'],
  acceptedTerms: true,
  lastLoginDate: null,
  profilePictureURL: null,
  preferences: { mailNotifications: true },
  contact: { id: '3', firstName: 'Anna', lastName: 'Nowak', companyName: null },
  branches: [branch('1', 'Kraków'), branch('2', 'Warszawa')],
} as User;

function setUp(mocks: ConstructorParameters<typeof MockLink>[0]) {
  sessionStore.signIn({
    token: 'token-1',
    roles: ['Registration'],
    userId: '7',
    login: user.login,
    acceptedTerms: true,
  });
  const client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return renderHook(() => useCurrentBranch(user), { wrapper });
}

const current = (id: string | null) => ({
  request: { query: CurrentBranchDocument },
  result: { data: { currentBranch: id ? { __typename: 'Branch', id } : null } },
});

afterEach(() => sessionStore.signOut());

describe('useCurrentBranch', () => {
  it('shows the branch the server keeps for the user and mirrors it in the app context', async () => {
    const { result } = setUp([current('2')]);
    await waitFor(() => expect(result.current.current?.name).toBe('Warszawa'));
    expect(sessionStore.get()?.currentBranch).toBe('2');
  });

  it('stores a new choice on the server and shows it once the server answers', async () => {
    const { result } = setUp([
      current('2'),
      {
        request: { query: SetCurrentBranchDocument, variables: { branchId: '1' } },
        result: { data: { setCurrentBranch: { __typename: 'Branch', id: '1', name: 'Kraków' } } },
      },
      current('1'),
    ]);
    await waitFor(() => expect(result.current.current?.id).toBe('2'));
    let name: string | null = null;
    await act(async () => {
      name = await result.current.choose('1');
    });
    expect(name).toBe('Kraków');
    await waitFor(() => expect(result.current.current?.name).toBe('Kraków'));
    expect(sessionStore.get()?.currentBranch).toBe('1');
  });
});

import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { KioskPendingConsentRequestDocument } from '../../../__generated__/graphql';
import { kioskRequest } from '../consent/kiosk-request.fixture';
import type { KioskRequest } from '../consent/kiosk-screen';
import { useKioskScreen } from './use-kiosk-screen';

/** A request as the server sends it. */
const request = (id: string, overrides: Partial<KioskRequest> = {}) => ({
  __typename: 'KioskConsentRequest' as const,
  ...kioskRequest({
    id,
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    ...overrides,
  }),
});

type ServerRequest = ReturnType<typeof request>;

/**
 * The kiosk's client against a mocked server: `pendingConsentRequest` answers whatever `server`
 * holds at the time it is asked (after `delay` ms), `consentRequested` events are pushed by hand.
 */
function setUp(initial: ServerRequest | null, delay = 0) {
  const server = { pending: initial, asked: 0 };
  const queries = new MockLink([
    {
      request: { query: KioskPendingConsentRequestDocument },
      result: () => {
        server.asked += 1;
        return { data: { pendingConsentRequest: server.pending } };
      },
      delay,
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ]);
  const live = new MockSubscriptionLink();
  const client = new ApolloClient({
    link: ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      live,
      queries,
    ),
    cache: new InMemoryCache(),
  });
  const listeners = new Set<() => void>();
  const connection = {
    onConnected: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  const hook = renderHook(() => useKioskScreen(connection), { wrapper });

  return {
    server,
    hook,
    /** A `consentRequested` event, once the hook has subscribed. */
    push: async (next: ServerRequest) => {
      await waitFor(() => expect(live.operation).toBeDefined());
      act(() => live.simulateResult({ result: { data: { consentRequested: next } } }));
    },
    /** The socket came back after a drop. */
    reconnect: () => act(() => listeners.forEach((listener) => listener())),
  };
}

const shownId = (screen: ReturnType<typeof useKioskScreen>['screen']) =>
  screen.screen === 'form' ? screen.request.id : null;

describe('useKioskScreen', () => {
  it('shows the request that is pending when the kiosk loads', async () => {
    const { hook } = setUp(request('a'));
    await waitFor(() => expect(shownId(hook.result.current.screen)).toBe('a'));
  });

  it('waits when nothing is pending', async () => {
    const { hook, server } = setUp(null);
    await waitFor(() => expect(server.asked).toBe(1));
    expect(hook.result.current.screen).toEqual({ screen: 'waiting', notice: null });
  });

  it('shows a request that arrives live, and a newer one replaces it', async () => {
    const { hook, push } = setUp(null);
    await push(request('a'));
    await waitFor(() => expect(shownId(hook.result.current.screen)).toBe('a'));
    await push(request('b', { patientFirstName: 'Ewa' }));
    await waitFor(() => expect(shownId(hook.result.current.screen)).toBe('b'));
  });

  it('asks again after every reconnection, so a request sent while offline is not lost', async () => {
    const { hook, server, reconnect } = setUp(null);
    await waitFor(() => expect(server.asked).toBe(1));
    server.pending = request('c');
    reconnect();
    await waitFor(() => expect(shownId(hook.result.current.screen)).toBe('c'));
    expect(server.asked).toBe(2);
  });

  it('drops the form when, after a reconnection, the server holds nothing open', async () => {
    const { hook, server, reconnect } = setUp(request('a'));
    await waitFor(() => expect(shownId(hook.result.current.screen)).toBe('a'));
    server.pending = null;
    reconnect();
    await waitFor(() =>
      expect(hook.result.current.screen).toEqual({
        screen: 'waiting',
        notice: { reason: 'withdrawn', message: null },
      }),
    );
  });

  it('does not let a slow answer asked before a live event undo that event', async () => {
    const { hook, server, push } = setUp(null, 150);
    // The event overtakes the answer to the question asked on load.
    await push(request('b'));
    await waitFor(() => expect(server.asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(shownId(hook.result.current.screen)).toBe('b');
  });

  it('goes back to waiting, saying so, when the request expires on screen', async () => {
    const soon = new Date(Date.now() + 200).toISOString();
    const { hook } = setUp(request('a', { expiresAt: soon }));
    await waitFor(() => expect(shownId(hook.result.current.screen)).toBe('a'));
    await waitFor(() =>
      expect(hook.result.current.screen).toEqual({
        screen: 'waiting',
        notice: { reason: 'expired', message: null },
      }),
    );
  });

  it('thanks after the patient has signed', async () => {
    const { hook } = setUp(request('a'));
    await waitFor(() => expect(shownId(hook.result.current.screen)).toBe('a'));
    act(() => hook.result.current.submitted('a'));
    expect(hook.result.current.screen).toEqual({ screen: 'thanks', requestId: 'a' });
    act(() => hook.result.current.thanksDone());
    expect(hook.result.current.screen).toEqual({ screen: 'waiting', notice: null });
  });
});

import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import type * as notistack from 'notistack';
import type { OptionsObject, SnackbarMessage } from 'notistack';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MessagesListDocument,
  UnreadMessagesCountDocument,
  type MessagesListQuery,
} from '../../../__generated__/messages/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { buildMessageRow, DEFAULT_VARIABLES, unreadCount } from '../test/message-fixtures';
import { MessagesBadge } from './messages-badge';

/** Every toast the badge asks for, with its options (notistack draws it as well). */
const toasts = vi.hoisted(() => [] as [SnackbarMessage, OptionsObject | undefined][]);
vi.mock('notistack', async (importOriginal) => {
  const actual = await importOriginal<typeof notistack>();
  return {
    ...actual,
    useSnackbar: () => {
      const snackbar = actual.useSnackbar();
      return {
        ...snackbar,
        enqueueSnackbar: (message: SnackbarMessage, options?: OptionsObject) => {
          toasts.push([message, options]);
          return snackbar.enqueueSnackbar(message, options);
        },
      };
    },
  };
});

beforeAll(initTestI18n);
afterEach(() => {
  sessionStore.signOut();
  toasts.length = 0;
});

function setUp(mocks: MockLink.MockedResponse[]) {
  return renderPage(<MessagesBadge />, {
    route: '/',
    path: '/',
    mocks,
    role: 'Doctor',
    otherRoutes: [{ path: '/messages', element: <span>messages list</span> }],
  });
}

describe('MessagesBadge', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('links the messages with the unread count in its name', async () => {
    const { router, user } = setUp([unreadCount(3)]);
    const link = await screen.findByRole('link', { name: 'Nieprzeczytane wiadomości: 3' });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(link.textContent).toBe('3');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
  });

  it('hides the count at 0 and caps it at 99', async () => {
    const first = setUp([unreadCount(0)]);
    const link = await screen.findByRole('link', { name: 'Wiadomości' });
    await waitFor(() =>
      expect(link.querySelector('.MuiBadge-badge')?.classList).toContain('MuiBadge-invisible'),
    );
    first.unmount();

    setUp([unreadCount(120)]);
    expect(
      (await screen.findByRole('link', { name: 'Nieprzeczytane wiadomości: 120' })).textContent,
    ).toBe('99+');
  });

  it('counts a new message, asks the list again and says so for 3 s', async () => {
    const { client, subscriptions } = setUp([unreadCount(2)]);
    await screen.findByRole('link', { name: 'Nieprzeczytane wiadomości: 2' });
    client.writeQuery({
      query: MessagesListDocument,
      variables: DEFAULT_VARIABLES,
      data: {
        allMessages: {
          __typename: 'MessagesPage',
          total: 1,
          hasMore: false,
          items: [buildMessageRow()],
        } as MessagesListQuery['allMessages'],
      },
    });
    await waitFor(() => expect(subscriptions.operation).toBeDefined());
    act(() =>
      subscriptions.simulateResult({
        result: {
          data: {
            messageAdded: buildMessageRow({
              id: '40',
              title: 'Udostępniono Ci badanie',
              read: false,
            }),
          },
        },
      }),
    );

    expect(await screen.findByText('Otrzymałeś nową wiadomość')).toBeTruthy();
    expect(toasts).toEqual([
      ['Otrzymałeś nową wiadomość', expect.objectContaining({ autoHideDuration: 3000 })],
    ]);
    expect(await screen.findByRole('link', { name: 'Nieprzeczytane wiadomości: 3' })).toBeTruthy();
    expect(client.readQuery({ query: UnreadMessagesCountDocument })?.unreadMessagesCount).toBe(3);
    // The list's cached pages are gone: the list on screen asks for them again.
    expect(
      client.readQuery({ query: MessagesListDocument, variables: DEFAULT_VARIABLES }),
    ).toBeNull();
  });

  it('neither asks nor listens for a role without messages', async () => {
    const { subscriptions } = renderPage(<MessagesBadge />, {
      route: '/',
      path: '/',
      role: 'Admin',
    });
    expect(await screen.findByRole('link', { name: 'Wiadomości' })).toBeTruthy();
    expect(subscriptions.operation).toBeUndefined();
  });
});

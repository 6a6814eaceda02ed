import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteMessagesDocument,
  MarkMessagesReadDocument,
  MessagesListDocument,
} from '../../../__generated__/messages/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { buildMessageRow, DEFAULT_VARIABLES, listed, unreadCount } from '../test/message-fixtures';
import { MessagesListPage } from './messages-list-page';

beforeAll(initTestI18n);
afterEach(() => {
  sessionStore.signOut();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const HOUR_MS = 60 * 60 * 1000;

function setUp(route: string, mocks: MockLink.MockedResponse[]) {
  return renderPage(<MessagesListPage />, {
    route,
    path: '/messages',
    mocks,
    role: 'Doctor',
    otherRoutes: [{ path: '/messages/view/:id', element: <span>view page</span> }],
  });
}

const rowOf = async (title: string) => {
  const table = await screen.findByRole('table', { name: 'Wiadomości' });
  return (await within(table).findByText(title)).closest('tr')!;
};

describe('MessagesListPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows unread rows bold and tinted, the important flag and the dates', async () => {
    const recent = new Date(Date.now() - 2 * HOUR_MS - 60_000).toISOString();
    setUp('/messages', [
      unreadCount(1),
      listed([
        buildMessageRow({
          id: '32',
          title: 'Pilne: zmiana cennika',
          important: true,
          read: false,
          createdAt: recent,
        }),
        buildMessageRow(),
      ]),
    ]);
    const unread = await rowOf('Pilne: zmiana cennika');
    expect(unread.getAttribute('data-unread')).toBe('true');
    expect(getComputedStyle(within(unread).getAllByRole('cell')[3]!).fontWeight).toBe('700');
    expect(within(unread).getByRole('img', { name: 'Ważna' })).toBeTruthy();
    expect(within(unread).getByText('2 godziny temu')).toBeTruthy();
    // Said in words too, not only by weight and tint.
    expect(within(unread).getByText(/nieprzeczytana/)).toBeTruthy();

    const read = await rowOf('Nowe godziny otwarcia pracowni');
    expect(read.getAttribute('data-unread')).toBeNull();
    expect(within(read).queryByRole('img', { name: 'Ważna' })).toBeNull();
    expect(within(read).getByText('10 mar 2026, 10:00')).toBeTruthy();
    expect(within(read).getByText('10 mar 2026, 10:00').getAttribute('title')).toBe(
      '10.03.2026 10:00',
    );
  });

  it('opens a message from its row', async () => {
    const { router, user } = setUp('/messages', [unreadCount(0), listed([buildMessageRow()])]);
    const row = await rowOf('Nowe godziny otwarcia pracowni');
    await user.click(within(row).getByText('10 mar 2026, 10:00'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/view/31'));
  });

  it("keeps 'Tylko nieprzeczytane' in the address and asks for unread ones only", async () => {
    const { router, user } = setUp('/messages', [
      unreadCount(1),
      listed([
        buildMessageRow(),
        buildMessageRow({ id: '32', title: 'Nieprzeczytana', read: false }),
      ]),
      listed([buildMessageRow({ id: '32', title: 'Nieprzeczytana', read: false })], {
        where: { unreadOnly: true },
      }),
    ]);
    await rowOf('Nowe godziny otwarcia pracowni');
    const toggle = screen.getByRole('button', { name: 'Tylko nieprzeczytane' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    await waitFor(() => expect(router.state.location.search).toBe('?unread=1'));
    await waitFor(() => expect(screen.queryByText('Nowe godziny otwarcia pracowni')).toBeNull());
    expect(await rowOf('Nieprzeczytana')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Tylko nieprzeczytane' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('reads the filter and the page from a shared address', async () => {
    setUp('/messages?unread=1&page=2&size=10', [
      unreadCount(11),
      listed(
        [buildMessageRow({ read: false })],
        {
          where: { unreadOnly: true },
          pagination: { skip: 10, take: 10 },
        },
        { total: 11 },
      ),
    ]);
    await rowOf('Nowe godziny otwarcia pracowni');
    expect(screen.getByText('11–11 z 11')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Tylko nieprzeczytane' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('asks before deleting the selected messages and names the important ones', async () => {
    const important = buildMessageRow({
      id: '32',
      title: 'Pilne: zmiana cennika',
      important: true,
    });
    const { user } = setUp('/messages', [
      unreadCount(0),
      listed(
        [important, buildMessageRow(), buildMessageRow({ id: '33', title: 'Zostaje' })],
        {},
        { times: 1 },
      ),
      {
        request: {
          query: DeleteMessagesDocument,
          variables: { ids: ['32', '31'], includeImportant: true },
        },
        result: { data: { deleteMessage: 2 } },
      },
      listed([buildMessageRow({ id: '33', title: 'Zostaje' })]),
    ]);
    await rowOf('Zostaje');
    await user.click(
      screen.getByRole('checkbox', { name: 'Zaznacz wiadomość: Pilne: zmiana cennika' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Zaznacz wiadomość: Nowe godziny otwarcia pracowni' }),
    );
    expect(screen.getByText('Zaznaczone: 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Usuń zaznaczone' }));

    const dialog = await screen.findByRole('dialog', { name: 'Usunąć zaznaczone wiadomości (2)?' });
    expect(within(dialog).getByText(/ważne wiadomości \(1\)/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));

    expect(await screen.findByText('Usunięte wiadomości: 2')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Pilne: zmiana cennika')).toBeNull());
    expect(screen.getByText('Zostaje')).toBeTruthy();
  });

  it('deletes without includeImportant when none is important, and cancelling sends nothing', async () => {
    const { user } = setUp('/messages', [
      unreadCount(0),
      listed(
        [buildMessageRow(), buildMessageRow({ id: '33', title: 'Zostaje' })],
        {},
        { times: 1 },
      ),
      {
        request: {
          query: DeleteMessagesDocument,
          variables: { ids: ['31'], includeImportant: false },
        },
        result: { data: { deleteMessage: 1 } },
      },
      listed([buildMessageRow({ id: '33', title: 'Zostaje' })]),
    ]);
    await rowOf('Zostaje');
    await user.click(
      screen.getByRole('checkbox', { name: 'Zaznacz wiadomość: Nowe godziny otwarcia pracowni' }),
    );
    await user.click(screen.getByRole('button', { name: 'Usuń zaznaczone' }));
    let dialog = await screen.findByRole('dialog', { name: 'Usunąć wiadomość?' });
    expect(within(dialog).queryByText(/ważn/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Nowe godziny otwarcia pracowni')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Usuń zaznaczone' }));
    dialog = await screen.findByRole('dialog', { name: 'Usunąć wiadomość?' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięte wiadomości: 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Nowe godziny otwarcia pracowni')).toBeNull());
  });

  it('marks every message read, important ones included', async () => {
    const { client, user } = setUp('/messages', [
      unreadCount(2),
      listed(
        [
          buildMessageRow({ read: false, important: true }),
          buildMessageRow({ id: '33', title: 'Druga', read: false }),
        ],
        {},
        { times: 1 },
      ),
      {
        request: { query: MarkMessagesReadDocument, variables: { includeImportant: true } },
        result: { data: { markAsRead: 2 } },
      },
      listed([buildMessageRow({ important: true }), buildMessageRow({ id: '33', title: 'Druga' })]),
    ]);
    expect((await rowOf('Druga')).getAttribute('data-unread')).toBe('true');
    const button = screen.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);
    expect(
      await screen.findByText('Wszystkie wiadomości oznaczono jako przeczytane.'),
    ).toBeTruthy();
    await waitFor(async () =>
      expect((await rowOf('Druga')).getAttribute('data-unread')).toBeNull(),
    );
    expect(
      client
        .readQuery({ query: MessagesListDocument, variables: DEFAULT_VARIABLES })
        ?.allMessages.items.every((item) => item.read),
    ).toBe(true);
    // Nothing unread is left: the badge says 0 and the button rests.
    expect(button).toHaveProperty('disabled', true);
  });

  it('says when the list cannot be read, and when it is empty', async () => {
    const { user } = setUp('/messages', [
      unreadCount(0),
      {
        request: { query: MessagesListDocument, variables: DEFAULT_VARIABLES },
        error: new Error('down'),
      },
      listed([]),
    ]);
    await screen.findByText('Nie udało się załadować wiadomości.');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Nie masz jeszcze żadnych wiadomości.')).toBeTruthy();
  });

  it('offers all messages when none is unread', async () => {
    const { router, user } = setUp('/messages?unread=1', [
      unreadCount(0),
      listed([], { where: { unreadOnly: true } }),
      listed([buildMessageRow()]),
    ]);
    expect(await screen.findByText('Nie masz nieprzeczytanych wiadomości.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pokaż wszystkie' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await rowOf('Nowe godziny otwarcia pracowni')).toBeTruthy();
  });
});

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteMessagesDocument,
  MarkMessagesReadDocument,
  MessageViewDocument,
  UnreadMessagesCountDocument,
  type MessageViewFieldsFragment,
} from '../../../__generated__/messages/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { MessageLinksContext } from '../hooks/message-links';
import { buildMessageView } from '../test/message-fixtures';
import { MessageViewPage } from './message-view-page';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

function found(message: MessageViewFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: MessageViewDocument, variables: { id: message.id } },
    result: { data: { message } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** markAsRead of message 31 on opening, counting its calls. */
function markOpened() {
  const calls = { count: 0 };
  const mock: MockLink.MockedResponse = {
    request: {
      query: MarkMessagesReadDocument,
      variables: { ids: ['31'], includeImportant: true },
    },
    result: () => {
      calls.count += 1;
      return { data: { markAsRead: 1 } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { calls, mock };
}

function setUp(mocks: MockLink.MockedResponse[], page: ReactElement = <MessageViewPage />) {
  return renderPage(page, {
    route: '/messages/view/31',
    path: '/messages/view/:id',
    mocks,
    role: 'Doctor',
    otherRoutes: [{ path: '/messages', element: <span>messages list</span> }],
  });
}

describe('MessageViewPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the message, links a shared study and marks it read once', async () => {
    const { calls, mock } = markOpened();
    const { client } = setUp([found(buildMessageView({ important: true })), mock]);
    // The badge has counted it among the unread.
    client.writeQuery({ query: UnreadMessagesCountDocument, data: { unreadMessagesCount: 3 } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Udostępniono Ci badanie' }),
    ).toBeTruthy();
    expect(screen.getByText('Ważna')).toBeTruthy();
    expect(screen.getByText('10 mar 2026, 10:00')).toBeTruthy();
    const content = screen.getByRole('article', { name: 'Treść wiadomości' });
    expect(within(content).getByText('Anna Nowak').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Otwórz badanie' }).getAttribute('href')).toBe(
      '/studies/view/77',
    );

    await waitFor(() =>
      expect(
        client.readQuery({ query: MessageViewDocument, variables: { id: '31' } })?.message.read,
      ).toBe(true),
    );
    expect(client.readQuery({ query: UnreadMessagesCountDocument })?.unreadMessagesCount).toBe(2);
    expect(calls.count).toBe(1);
  });

  it('does not mark a message read again', async () => {
    const { calls, mock } = markOpened();
    setUp([found(buildMessageView({ read: true, readAt: '2026-03-11T09:00:00.000Z' })), mock]);
    await screen.findByRole('heading', { level: 1, name: 'Udostępniono Ci badanie' });
    expect(screen.queryByText('Ważna')).toBeNull();
    expect(calls.count).toBe(0);
  });

  it('renders the content sanitized: no script, no event handler', async () => {
    const { mock } = markOpened();
    setUp([
      found(
        buildMessageView({
          messageType: 'Mailing',
          linkedEntityId: '5',
          content:
            '<p>Szanowni Państwo,</p><script>window.hacked = true</script><img src="x.png" alt="logo" onerror="window.hacked = true"><a href="https://example.com/cennik">Cennik</a>',
        }),
      ),
      mock,
    ]);
    const content = await screen.findByRole('article', { name: 'Treść wiadomości' });
    expect(within(content).getByText('Szanowni Państwo,')).toBeTruthy();
    expect(content.querySelector('script')).toBeNull();
    const image = within(content).getByRole('img', { name: 'logo' });
    expect(image.getAttribute('onerror')).toBeNull();
    expect(within(content).getByRole('link', { name: 'Cennik' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // A mailing leads nowhere.
    expect(screen.queryByRole('link', { name: 'Otwórz badanie' })).toBeNull();
  });

  it("links a council invitation's news only once the councils page exists", async () => {
    const { mock } = markOpened();
    const council = found(
      buildMessageView({ messageType: 'CouncilInviteUpdate', linkedEntityId: '9' }),
    );
    const first = setUp([council, mock]);
    await screen.findByRole('heading', { level: 1, name: 'Udostępniono Ci badanie' });
    expect(screen.queryByRole('link', { name: 'Przejdź do zaproszeń' })).toBeNull();
    first.unmount();

    setUp(
      [council, mock],
      <MessageLinksContext value={{ isBuilt: (path) => path === '/councils' }}>
        <MessageViewPage />
      </MessageLinksContext>,
    );
    expect(
      (await screen.findByRole('link', { name: 'Przejdź do zaproszeń' })).getAttribute('href'),
    ).toBe('/councils?tab=invites');
  });

  it('deletes the message after a confirmation and goes back to the list', async () => {
    const { mock } = markOpened();
    const { router, user } = setUp([
      found(buildMessageView({ important: true })),
      mock,
      {
        request: {
          query: DeleteMessagesDocument,
          variables: { ids: ['31'], includeImportant: true },
        },
        result: { data: { deleteMessage: 1 } },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Udostępniono Ci badanie' });
    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć wiadomość?' });
    expect(within(dialog).getByText('Ta wiadomość jest oznaczona jako ważna.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(await screen.findByText('Wiadomość została usunięta.')).toBeTruthy();
  });

  it('says when the message is not found', async () => {
    setUp([
      {
        request: { query: MessageViewDocument, variables: { id: '31' } },
        error: new CombinedGraphQLErrors({
          errors: [{ message: 'Nie znaleziono', extensions: { code: 'NOT_FOUND' } }],
        }),
      },
    ]);
    expect(
      await screen.findByText('Nie znaleziono wiadomości. Mogła zostać usunięta.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Wróć do listy wiadomości' }).getAttribute('href'),
    ).toBe('/messages');
  });

  it('says when the message cannot be read, with a retry', async () => {
    setUp([
      {
        request: { query: MessageViewDocument, variables: { id: '31' } },
        error: new Error('down'),
      },
    ]);
    expect(await screen.findByText('Nie udało się załadować wiadomości.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});

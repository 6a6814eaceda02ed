import type { MockLink } from '@apollo/client/testing';
import {
  MessagesListDocument,
  UnreadMessagesCountDocument,
  type MessageListRowFragment,
  type MessagesListQueryVariables,
  type MessageViewFieldsFragment,
} from '../../../__generated__/messages/graphql';

/** An object as the API answers it: with the `__typename` the cache needs. */
function typed<T extends object>(typename: string, value: T): T {
  return { __typename: typename, ...value };
}

/** Long past (more than 3 days): shown as a medium date. */
export const OLD_DATE = '2026-03-10T09:00:00.000Z';

export function buildMessageRow(
  overrides: Partial<MessageListRowFragment> = {},
): MessageListRowFragment {
  return typed('Message', {
    id: '31',
    messageType: 'Mailing',
    title: 'Nowe godziny otwarcia pracowni',
    important: false,
    read: true,
    createdAt: OLD_DATE,
    ...overrides,
  });
}

export function buildMessageView(
  overrides: Partial<MessageViewFieldsFragment> = {},
): MessageViewFieldsFragment {
  return typed('Message', {
    id: '31',
    messageType: 'SharedStudy',
    title: 'Udostępniono Ci badanie',
    content: '<p>Lekarz <strong>Anna Nowak</strong> udostępniła Ci badanie.</p>',
    linkedEntityId: '77',
    important: false,
    read: false,
    readAt: null,
    createdAt: OLD_DATE,
    ...overrides,
  });
}

export const DEFAULT_VARIABLES: MessagesListQueryVariables = {
  where: { unreadOnly: false },
  pagination: { skip: 0, take: 20 },
};

/** The list's answer for `variables` (the first page of all messages unless told). */
export function listed(
  items: MessageListRowFragment[],
  variables: Partial<MessagesListQueryVariables> = {},
  { total = items.length, times = Number.POSITIVE_INFINITY } = {},
): MockLink.MockedResponse {
  return {
    request: { query: MessagesListDocument, variables: { ...DEFAULT_VARIABLES, ...variables } },
    result: {
      data: { allMessages: { __typename: 'MessagesPage', total, hasMore: false, items } },
    },
    maxUsageCount: times,
  };
}

export function unreadCount(count: number, times = Number.POSITIVE_INFINITY) {
  return {
    request: { query: UnreadMessagesCountDocument },
    result: { data: { unreadMessagesCount: count } },
    maxUsageCount: times,
  } satisfies MockLink.MockedResponse;
}

import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';
import { MessageLinksContext, type MessageLinks } from './hooks/message-links';

const MessagesListPage = lazyPage(() => import('./pages/messages-list-page'), 'MessagesListPage');
const MessageViewPage = lazyPage(() => import('./pages/message-view-page'), 'MessageViewPage');

/**
 * The internal messages (spec part 2 §2 "Messages"; issue 22 §2): the list and one message.
 * Guards come from the domain's route access table; `links` tells the view which of the pages a
 * message leads to exist.
 */
export function messageRoutes(links: MessageLinks): FeatureRoute[] {
  return [
    { path: '/messages', element: <MessagesListPage /> },
    {
      path: '/messages/view/:id',
      element: (
        <MessageLinksContext value={links}>
          <MessageViewPage />
        </MessageLinksContext>
      ),
    },
  ];
}

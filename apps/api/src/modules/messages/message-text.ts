import { translate, type Lang, type MessageKey } from '@portal/domain';
import { escapeHtml } from './message-html.js';
import type { MessageModel } from './messages.repository.js';

/**
 * A message as its reader sees it: a mailing's subject and HTML as they were sent; the portal's
 * own messages (a shared study, a council's news) from the catalogue in the reader's language,
 * their parameters escaped into the HTML.
 */

type Own = Exclude<MessageModel['messageType'], 'Mailing'>;
const TITLES: Record<Own, MessageKey> = {
  SharedStudy: 'inbox.sharedStudy.title',
  CouncilInviteUpdate: 'inbox.councilInviteUpdate.title',
};
/** What happened to a council invitation (its message's `kind` parameter). */
export const COUNCIL_UPDATES = ['invited', 'accepted', 'rejected', 'removed'] as const;
export type CouncilUpdate = (typeof COUNCIL_UPDATES)[number];
const COUNCIL_CONTENTS: Record<CouncilUpdate, MessageKey> = {
  invited: 'inbox.councilInviteUpdate.invited',
  accepted: 'inbox.councilInviteUpdate.accepted',
  rejected: 'inbox.councilInviteUpdate.rejected',
  removed: 'inbox.councilInviteUpdate.removed',
};

function contentKey(message: MessageModel): MessageKey {
  if (message.messageType === 'SharedStudy') return 'inbox.sharedStudy.content';
  const kind = message.params?.kind as CouncilUpdate | undefined;
  return COUNCIL_CONTENTS[kind && kind in COUNCIL_CONTENTS ? kind : 'invited'];
}

export function messageTitle(lang: Lang, message: MessageModel): string {
  if (message.messageType === 'Mailing') return message.title ?? '';
  return translate(lang, TITLES[message.messageType], message.params ?? {});
}

export function messageContent(lang: Lang, message: MessageModel): string {
  if (message.messageType === 'Mailing') return message.content ?? '';
  const params = Object.fromEntries(
    Object.entries(message.params ?? {}).map(([key, value]) => [key, escapeHtml(value)]),
  );
  return `<p>${translate(lang, contentKey(message), params)}</p>`;
}

import type { TDeleteMessages, TMarkAsRead, TMessagesQuery } from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { messageAdded } from '../../platform/pubsub/events.js';
import {
  insertMessages,
  messagesOf,
  type MessageModel,
  type MessagePage,
  type NewMessage,
} from './messages.repository.js';

/**
 * Internal messages (spec part 2 §2 "Messages", §7; issue 22 §2): each user reads, marks and
 * deletes their own. Other modules deliver them (a shared study, a council's news, a mailing)
 * in their own transaction, and announce them once it committed.
 */

export const messageNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.message.notFound', { params: { id } });

export function listMessages(
  db: Executor,
  actor: Actor,
  query: TMessagesQuery,
): Promise<MessagePage> {
  return messagesOf(db, actor).page(query);
}

export async function getMessage(db: Executor, actor: Actor, id: number): Promise<MessageModel> {
  const message = await messagesOf(db, actor).byId(id);
  if (!message) throw messageNotFound(id);
  return message;
}

export function unreadMessagesCount(db: Executor, actor: Actor): Promise<number> {
  return messagesOf(db, actor).unreadCount();
}

export function markMessagesRead(db: Executor, actor: Actor, input: TMarkAsRead): Promise<number> {
  return messagesOf(db, actor).markRead(input.ids, input.includeImportant);
}

export function deleteMessages(
  db: Executor,
  actor: Actor,
  input: TDeleteMessages,
): Promise<number> {
  return messagesOf(db, actor).remove(input.ids, input.includeImportant);
}

/** A delivery written in the caller's transaction, to announce once it committed. */
export interface Delivery {
  announce(events: EventPublisher): void;
}

/** Writes messages in `tx`; call `announce` after the commit so each recipient hears of theirs. */
export async function deliverMessages(
  tx: Executor,
  rows: readonly NewMessage[],
): Promise<Delivery> {
  const delivered = await insertMessages(tx, rows);
  return {
    announce(events) {
      for (const message of delivered) {
        events.publish(messageAdded(message.id, message.recipientId));
      }
    },
  };
}

import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TMessagesQuery } from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';

export type MessageModel = typeof messages.$inferSelect;
export type NewMessage = Pick<
  typeof messages.$inferInsert,
  'recipientId' | 'messageType' | 'title' | 'content' | 'params' | 'linkedEntityId' | 'important'
>;

export interface MessagePage {
  items: MessageModel[];
  total: number;
  hasMore: boolean;
}

/**
 * The caller's own messages, and nobody else's (issue 22 §2): every read and change is bound to
 * the recipient, so another user's message id finds nothing, exactly like a missing one.
 */
export function messagesOf(db: Executor, actor: Pick<Actor, 'userId'>) {
  const own = eq(messages.recipientId, actor.userId);
  /** `ids` of the caller's (or all with none), important ones only when included. */
  const chosen = (ids: readonly number[] | undefined, includeImportant: boolean) =>
    and(
      own,
      ids ? inArray(messages.id, [...ids]) : undefined,
      includeImportant ? undefined : eq(messages.important, false),
    );

  return {
    /** Newest first, along messages_recipient_order. */
    async page({ where, pagination }: TMessagesQuery): Promise<MessagePage> {
      const filter: SQL | undefined = and(
        own,
        where.unreadOnly ? isNull(messages.readAt) : undefined,
      );
      const items = await db
        .select()
        .from(messages)
        .where(filter)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .offset(pagination.skip)
        .limit(pagination.take);
      const [counted] = await db.select({ n: count() }).from(messages).where(filter);
      const total = counted?.n ?? 0;
      return { items, total, hasMore: pagination.skip + items.length < total };
    },
    async byId(id: number): Promise<MessageModel | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(own, eq(messages.id, id)));
      return row;
    },
    async unreadCount(): Promise<number> {
      const [counted] = await db
        .select({ n: count() })
        .from(messages)
        .where(and(own, isNull(messages.readAt)));
      return counted?.n ?? 0;
    },
    /** Marks unread ones read; answers how many changed. */
    async markRead(ids: readonly number[] | undefined, includeImportant: boolean) {
      const changed = await db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(and(chosen(ids, includeImportant), isNull(messages.readAt)))
        .returning({ id: messages.id });
      return changed.length;
    },
    async remove(ids: readonly number[], includeImportant: boolean): Promise<number> {
      const removed = await db
        .delete(messages)
        .where(chosen(ids, includeImportant))
        .returning({ id: messages.id });
      return removed.length;
    },
  };
}

/** Writes messages (in the caller's transaction); answers what the `messageAdded` events need. */
export async function insertMessages(
  tx: Executor,
  rows: readonly NewMessage[],
): Promise<{ id: number; recipientId: number }[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(messages)
    .values([...rows])
    .returning({ id: messages.id, recipientId: messages.recipientId });
}

import type { MessageType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Internal messages (spec part 2 §3 Message; issue 22 §2): each row is one recipient's copy. The
 * portal's own messages (a shared study, a council invitation's news) keep a catalogue key and
 * its parameters, shown in the reader's language; a mailing keeps its subject and HTML as sent.
 * A deleted account takes its messages along.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageType: text().$type<MessageType>().notNull(),
    /** A mailing's subject; the catalogue renders the portal's own messages. */
    title: text(),
    /** A mailing's sanitized HTML. */
    content: text(),
    /** The catalogue parameters of the portal's own messages (names, a study's date). */
    params: jsonb().$type<Record<string, string>>(),
    linkedEntityId: integer(),
    important: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'messages_type',
      sql`${t.messageType} in ('CouncilInviteUpdate', 'Mailing', 'SharedStudy')`,
    ),
    // The list, newest first, and the unread filter and badge.
    index('messages_recipient_order').on(t.recipientId, t.createdAt, t.id),
    index('messages_recipient_unread')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
  ],
);

import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A coordinator's private calendar feed of their visits (issue 21 §1, ADR 0051): one per user,
 * the URL's token kept only as its hash. Creating a new one replaces (revokes) the old; revoking
 * deletes the row, and a deleted account takes its feed along.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a calendar application last read the feed. */
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token').on(t.tokenHash)],
);

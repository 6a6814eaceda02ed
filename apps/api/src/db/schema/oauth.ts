import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export type SocialProviderName = 'google' | 'facebook';

/** A social account linked to a portal account (ADR 0047): the provider's subject signs it in. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<SocialProviderName>().notNull(),
    subject: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_subject').on(t.provider, t.subject),
    index('user_identities_user').on(t.userId),
    check('user_identities_provider_known', sql`${t.provider} in ('google', 'facebook')`),
  ],
);

/**
 * What a provider said about the person who came back from it (ADR 0047), held for the browser
 * behind a random ticket (only its hash here) for 30 minutes: it signs in, connects or signs up
 * with it, once.
 */
export const oauthTickets = pgTable(
  'oauth_tickets',
  {
    tokenHash: text().primaryKey(),
    provider: text().$type<SocialProviderName>().notNull(),
    subject: text().notNull(),
    email: text(),
    emailVerified: boolean().notNull().default(false),
    firstName: text(),
    lastName: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('oauth_tickets_expiry').on(t.expiresAt)],
);

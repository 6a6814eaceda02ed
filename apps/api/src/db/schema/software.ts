import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A program users download from the help page (spec part 2 §3 Software). */
export const software = pgTable(
  'software',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** http or https only (software_download_url_http). */
    downloadUrl: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(1),
  },
  (t) => [
    index('software_name').on(sql`lower(${t.name})`, t.id),
    check('software_download_url_http', sql`${t.downloadUrl} ~* '^https?://'`),
  ],
);

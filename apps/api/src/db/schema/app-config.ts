import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The spec's AppConfig entity (part 2 §3). */
export interface AppConfigData {
  paymentTypes: string[];
  priceGroups: string[];
  radiationGroups: string[];
  /** Money as exact decimal text, e.g. "20.00" (ADR 0030). */
  carrierPrices: { Disc: string; Film: string; Pendrive: string };
  deviceTypes: string[];
  regions: string[];
  complaintTypes: string[];
  complaintResolutionTimeHours: number;
  specializations: string[];
  visitFollowUpDays: number;
  gadgets: string[];
  visitReasons: string[];
  /**
   * The help page's video playlist (an embeddable https URL); null shows none. Nothing is
   * fetched from a third party unless an Admin sets it.
   */
  helpVideoPlaylistUrl: string | null;
}

/** A single row holding the application configuration. */
export const appConfig = pgTable(
  'app_config',
  {
    id: integer().primaryKey().default(1),
    data: jsonb().$type<AppConfigData>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every save; saveAppConfig takes the version edited (ADR 0021). */
    version: integer().notNull().default(1),
  },
  (t) => [check('app_config_single_row', sql`${t.id} = 1`)],
);

import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The spec's AppConfig entity (part 2 §3). */
export interface AppConfigData {
  paymentTypes: string[];
  priceGroups: string[];
  radiationGroups: string[];
  carrierPrices: { Disc: number; Film: number; Pendrive: number };
  deviceTypes: string[];
  regions: string[];
  complaintTypes: string[];
  complaintResolutionTimeHours: number;
  specializations: string[];
  visitFollowUpDays: number;
  gadgets: string[];
  visitReasons: string[];
}

/** A single row holding the application configuration. */
export const appConfig = pgTable(
  'app_config',
  {
    id: integer().primaryKey().default(1),
    data: jsonb().$type<AppConfigData>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('app_config_single_row', sql`${t.id} = 1`)],
);

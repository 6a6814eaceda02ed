import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Money is numeric(10,2) read as text ("90.00"): exact from the form to the report, never a
 * binary float (ADR 0030).
 */
const money = () => numeric({ precision: 10, scale: 2, mode: 'string' });

export const studyTypes = pgTable(
  'study_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    onReferalOrder: integer(),
    hasRemarks: boolean().notNull().default(false),
    is3D: boolean('is_3d').notNull().default(false),
    /** Minutes a describing doctor needs for one description. */
    timeToDescribe: integer().notNull().default(0),
    comment: text(),
    descriptionPrice: money(),
    urgentDescriptionPrice: money(),
    comparisonDescriptionPrice: money(),
    urgentComparisonDescriptionPrice: money(),
    studySubTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** False once deleted while studies or referrals still name it: gone from every picker. */
    active: boolean().notNull().default(true),
    /** Raised by every save; updates take the version the client edited (ADR 0021). */
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('study_types_code').on(t.code),
    // The list's order (spec part 2 §7: onReferalOrder, then name).
    index('study_types_list_order').on(t.onReferalOrder, t.name, t.id),
    check('study_types_comment_length', sql`char_length(${t.comment}) <= 200`),
  ],
);

/** The price of a study type in one price group of the app config (`priceGroups`). */
export const studyTypePrices = pgTable(
  'study_type_prices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyTypeId: integer()
      .notNull()
      .references(() => studyTypes.id, { onDelete: 'cascade' }),
    presetName: text().notNull(),
    price: money().notNull(),
  },
  (t) => [
    uniqueIndex('study_type_prices_unique').on(t.studyTypeId, t.presetName),
    check('study_type_prices_not_negative', sql`${t.price} >= 0`),
  ],
);

/** Exposure presets of a study type (kV, mA, s, dose), e.g. "Kobieta" and "Mężczyzna". */
export const studyTypeRadiologies = pgTable(
  'study_type_radiologies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyTypeId: integer()
      .notNull()
      .references(() => studyTypes.id, { onDelete: 'cascade' }),
    presetName: text().notNull(),
    voltageKilovolts: numeric({ precision: 8, scale: 2, mode: 'string' }),
    anodeCurrentMiliamper: numeric({ precision: 8, scale: 2, mode: 'string' }),
    exposureTimeSeconds: numeric({ precision: 8, scale: 3, mode: 'string' }),
    radiationDoseMilligrayPerSquareCentimeter: numeric({ precision: 10, scale: 3, mode: 'string' }),
  },
  (t) => [uniqueIndex('study_type_radiologies_unique').on(t.studyTypeId, t.presetName)],
);

/** How long a study of this type occupies a device of a given type. */
export const studyTypeDevices = pgTable(
  'study_type_devices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyTypeId: integer()
      .notNull()
      .references(() => studyTypes.id, { onDelete: 'cascade' }),
    deviceType: text().notNull(),
    durationMinutes: integer().notNull(),
  },
  (t) => [
    index('study_type_devices_study_type').on(t.studyTypeId),
    // branchStudyTypes: the types a device type can perform.
    index('study_type_devices_device_type').on(t.deviceType, t.studyTypeId),
    uniqueIndex('study_type_devices_unique').on(t.studyTypeId, t.deviceType),
    check('study_type_devices_duration_positive', sql`${t.durationMinutes} > 0`),
  ],
);

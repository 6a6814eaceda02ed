import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export interface StudyTypePrice {
  presetName: string;
  price: number;
}

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
    descriptionPrice: numeric({ precision: 10, scale: 2, mode: 'number' }),
    urgentDescriptionPrice: numeric({ precision: 10, scale: 2, mode: 'number' }),
    comparisonDescriptionPrice: numeric({ precision: 10, scale: 2, mode: 'number' }),
    urgentComparisonDescriptionPrice: numeric({ precision: 10, scale: 2, mode: 'number' }),
    studySubTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    studyTypePrices: jsonb().$type<StudyTypePrice[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('study_types_code').on(t.code),
    check('study_types_comment_length', sql`char_length(${t.comment}) <= 200`),
  ],
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
    uniqueIndex('study_type_devices_unique').on(t.studyTypeId, t.deviceType),
    check('study_type_devices_duration_positive', sql`${t.durationMinutes} > 0`),
  ],
);

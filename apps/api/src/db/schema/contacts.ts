import type { Gender } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface AddressData {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

/** The spec's Contact entity, shared by users, doctors, facilities and patients. */
export const contacts = pgTable(
  'contacts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text(),
    middleName: text(),
    lastName: text(),
    companyName: text(),
    nip: text(),
    phoneNumbers: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailAddresses: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    primaryDescription: text(),
    secondaryDescription: text(),
    birthDate: date({ mode: 'string' }),
    /** PESEL or another identity document number. */
    ssn: text(),
    /** 'Female' or 'Male' (contacts_gender_check). */
    gender: text().$type<Gender>(),
    addresses: jsonb().$type<AddressData[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('contacts_gender_check', sql`${t.gender} in ('Female', 'Male')`)],
);

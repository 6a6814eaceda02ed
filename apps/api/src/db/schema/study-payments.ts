import { STUDY_PAYMENT_TYPES, type StudyPaymentType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { studies } from './studies.js';
import { users } from './users.js';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A study's payment lines (spec part 2 §3 StudyPayment, issue 16 §2), saved as a whole list by
 * the payments tab. `value` is what the line charges, the discount already applied by the form
 * (the domain's applyDiscount): the server keeps value and discount as sent, so the total is the
 * sum of the values. Money is numeric(10,2) read as text, exact end to end (ADR 0030).
 */
export const studyPayments = pgTable(
  'study_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    /** When the line was first entered; later saves that edit it keep it, as they keep its author. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** A payment method of the app config (`paymentTypes`), as picked. */
    method: text().notNull(),
    type: text().$type<StudyPaymentType>().notNull(),
    value: numeric({ precision: 10, scale: 2, mode: 'string' }).notNull(),
    /** Percent, exact to a hundredth ("12.50"). */
    discount: numeric({ precision: 5, scale: 2, mode: 'string' }).notNull().default('0'),
    /** A price group for study and description lines; disc, pendrive or others for a carrier. */
    group: text(),
    comment: text(),
    /** The line's place in the list as entered: the tab shows them in this order. */
    position: integer().notNull(),
  },
  (t) => [
    // A study's lines in their order: the tab's read and the save's. The value is there too, so
    // a doctor's statistics sum their studies' lines from the index alone (issue 20).
    index('study_payments_study').on(t.studyId, t.position, t.value),
    check('study_payments_type', sql`${t.type} in (${sql.raw(quoted(STUDY_PAYMENT_TYPES))})`),
    // The spec's "greater than -0.01" for an amount with two decimals.
    check('study_payments_value_not_negative', sql`${t.value} >= 0`),
    check('study_payments_discount_percent', sql`${t.discount} between 0 and 100`),
  ],
);

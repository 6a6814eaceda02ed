import { APPOINTMENT_REMINDER_HOURS } from '@portal/domain';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { AddressData } from '../../db/schema/contacts.js';
import { bookings, branches, contacts, patients } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { mailVisitTime } from '../../platform/mail/mail-dates.js';

/** Reminders per run: a run every ten minutes keeps up with any realistic day. */
const BATCH = 200;
const HOUR_MS = 3_600_000;

const addressLine = (address: AddressData | null) =>
  address ? `${address.street}, ${address.postalCode} ${address.city}` : undefined;

/**
 * The reminder job (issue 14 §4): every appointment starting within APPOINTMENT_REMINDER_HOURS
 * whose patient has an e-mail address gets one mail, with where and when and the branch's phone
 * to call to cancel; breaks and patients without e-mail get none. A moved appointment is
 * reminded again (updateAppointment clears `reminder_sent_at`). The mail, the mark and the audit
 * row commit together; the dedupe key makes a retried run mail nobody twice. The job acts for
 * nobody, so it reads the patients it needs itself: their first name and e-mail, nothing else.
 */
export async function sendAppointmentReminders(
  deps: { db: Database; mailer: Mailer },
  now: Date,
): Promise<number> {
  const due = await deps.db
    .select({
      id: bookings.id,
      startAt: bookings.startAt,
      patientId: bookings.patientId,
      firstName: contacts.firstName,
      email: sql<string>`${contacts.emailAddresses}[1]`,
      branchName: branches.name,
      address: branches.address,
      phone: sql<string | null>`${branches.phoneNumbers}[1]`,
    })
    .from(bookings)
    .innerJoin(patients, eq(patients.id, bookings.patientId))
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .innerJoin(branches, eq(branches.id, bookings.branchId))
    .where(
      and(
        eq(bookings.kind, 'appointment'),
        isNull(bookings.reminderSentAt),
        gt(bookings.startAt, now),
        lte(bookings.startAt, new Date(now.getTime() + APPOINTMENT_REMINDER_HOURS * HOUR_MS)),
        sql`cardinality(${contacts.emailAddresses}) > 0`,
      ),
    )
    .orderBy(asc(bookings.startAt))
    .limit(BATCH);
  for (const row of due) {
    await deps.db.transaction(async (tx) => {
      // Moved or reminded by another run meanwhile: this one is not the mail to send.
      const [claimed] = await tx
        .update(bookings)
        .set({ reminderSentAt: sql`now()` })
        .where(
          and(
            eq(bookings.id, row.id),
            isNull(bookings.reminderSentAt),
            eq(bookings.startAt, row.startAt),
          ),
        )
        .returning({ id: bookings.id });
      if (!claimed) return;
      const address = addressLine(row.address);
      await deps.mailer.enqueue(tx, {
        dedupeKey: `appointment-reminder:${row.id}:${row.startAt.toISOString()}`,
        to: row.email,
        lang: 'pl',
        template: 'appointment-reminder',
        params: {
          ...(row.firstName ? { name: row.firstName } : {}),
          when: mailVisitTime(row.startAt, 'pl'),
          branchName: row.branchName,
          ...(address ? { address } : {}),
          ...(row.phone ? { phone: row.phone } : {}),
        },
      });
      await recordAudit(tx, {
        action: 'appointment.reminder',
        outcome: 'success',
        entityType: 'appointment',
        entityId: row.id,
        details: { patientId: row.patientId },
      });
    });
  }
  return due.length;
}

import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { complaints, contacts, users } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { mailDateTime } from '../../platform/mail/mail-dates.js';

const DAY_MS = 24 * 3_600_000;
/** Lines one digest lists; a person with more is told the count and opens the list. */
const DIGEST_LINES_MAX = 50;

const warsawDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' });

interface DueComplaint {
  id: number;
  type: string;
  dueDate: Date;
  userId: number;
  login: string;
  firstName: string | null;
}

/**
 * The morning digest (issue 21 §2): every responsible person with open complaints due within the
 * next 24 hours or already overdue gets one mail listing them by number, type and due date,
 * soonest first. Once a day per person: the dedupe key holds the Warsaw day, so a retried run
 * mails nobody twice. Deactivated and deleted accounts get none. Reads the open complaints along
 * `complaints_open_due`.
 */
export async function sendComplaintsDigest(
  deps: { db: Database; mailer: Mailer },
  now: Date,
): Promise<number> {
  const rows: DueComplaint[] = await deps.db
    .select({
      id: complaints.id,
      type: complaints.type,
      dueDate: complaints.dueDate,
      userId: users.id,
      login: users.login,
      firstName: contacts.firstName,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.responsiblePersonId))
    .innerJoin(contacts, eq(contacts.id, users.contactId))
    .where(
      and(
        eq(complaints.status, 'InProgress'),
        lt(complaints.dueDate, new Date(now.getTime() + DAY_MS)),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(complaints.responsiblePersonId), asc(complaints.dueDate), asc(complaints.id));
  const byPerson = new Map<number, DueComplaint[]>();
  for (const row of rows) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
  const day = warsawDay.format(now);
  let sent = 0;
  for (const [userId, due] of byPerson) {
    const person = due[0]!;
    await deps.db.transaction(async (tx) => {
      const mail = await deps.mailer.enqueue(tx, {
        dedupeKey: `complaints-digest:${userId}:${day}`,
        to: person.login,
        lang: 'pl',
        template: 'complaint-notice',
        params: {
          kind: 'digest',
          ...(person.firstName ? { name: person.firstName } : {}),
          total: due.length,
          complaints: due.slice(0, DIGEST_LINES_MAX).map((complaint) => ({
            id: complaint.id,
            type: complaint.type,
            dueDate: mailDateTime(complaint.dueDate),
            overdue: complaint.dueDate.getTime() < now.getTime(),
          })),
        },
      });
      if (!mail.created) return;
      sent += 1;
      await recordAudit(tx, {
        action: 'complaint.digest',
        outcome: 'success',
        actorUserId: null,
        entityType: 'user',
        entityId: userId,
        address: null,
        details: { complaintIds: due.map((complaint) => complaint.id), day },
      });
    });
  }
  return sent;
}

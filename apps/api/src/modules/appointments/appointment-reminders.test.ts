import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, contacts, mails } from '../../db/schema/index.js';
import { createMailer } from '../../platform/mail/mailer.js';
import { auditRows } from '../../test/audit-rows.js';
import { buildCalendar, type CalendarCaller, calendarCaller } from '../../test/calendar.js';
import { buildPatient } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sendAppointmentReminders } from './appointment-reminders.js';

let t: TestApp;
let calendar: Awaited<ReturnType<typeof buildCalendar>>;
let registrar: CalendarCaller;
let remind: (now?: Date) => Promise<number>;

beforeAll(async () => {
  t = await createTestApp();
  calendar = await buildCalendar(t);
  registrar = await calendarCaller(t, 'Registration', [calendar.branch.id]);
  const mailer = createMailer(t.config, null);
  remind = (now = new Date()) => sendAppointmentReminders({ db: t.database.db, mailer }, now);
  await t.database.db.execute(
    sql`update branches set phone_numbers = '{"+48 22 100 20 30"}',
        address = '{"street":"ul. Puławska 1","postalCode":"02-515","city":"Warszawa","country":"Polska"}'
        where id = ${calendar.branch.id}`,
  );
});
afterAll(() => t.close());

/** A patient with an e-mail address (or none). */
async function patientWith(email: string | null) {
  const patient = await buildPatient(t.database.db, { firstName: 'Ewa' });
  if (email) {
    await t.database.db
      .update(contacts)
      .set({ emailAddresses: [email] })
      .where(eq(contacts.id, patient.contactId));
  }
  return patient.id;
}

/** Inserts a booking starting `hours` from now (any minute: the job does not care). */
async function bookIn(hours: number, patientId: number | null) {
  const start = new Date(Date.now() + hours * 3_600_000);
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      kind: patientId ? 'appointment' : 'break',
      branchId: calendar.branch.id,
      deviceId: calendar.pan.id,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * 60_000),
      patientId,
      studyTypeId: patientId ? calendar.pantomogram.id : null,
      createdById: registrar.id,
    })
    .returning();
  return row!;
}

const mailsTo = (email: string) =>
  t.database.db.select().from(mails).where(like(mails.recipient, email));

describe('appointment reminders', () => {
  it('mails a patient once, a day ahead, with where, when and the phone to call', async () => {
    const email = 'ewa.przypomnienie@example.com';
    const booked = await bookIn(3, await patientWith(email));
    await remind();
    await remind();
    const sent = await mailsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      template: 'appointment-reminder',
      subject: 'Przypomnienie o wizycie',
    });
    expect(sent[0]!.text).toContain('Dzień dobry, Ewa!');
    expect(sent[0]!.text).toContain('ul. Puławska 1, 02-515 Warszawa');
    expect(sent[0]!.text).toContain('+48 22 100 20 30');
    expect(
      await auditRows(t.database.db, {
        action: 'appointment.reminder',
        entityId: String(booked.id),
      }),
    ).toHaveLength(1);
  });

  it('waits for appointments more than a day ahead, and reminds again after a move', async () => {
    const email = 'ewa.pozniej@example.com';
    const booked = await bookIn(30, await patientWith(email));
    await remind();
    expect(await mailsTo(email)).toHaveLength(0);
    // A day later it is due.
    await remind(new Date(Date.now() + 8 * 3_600_000));
    expect(await mailsTo(email)).toHaveLength(1);
    // Moved (as updateAppointment does): a new time, a new reminder.
    const moved = new Date(booked.startAt.getTime() + 3_600_000);
    await t.database.db
      .update(bookings)
      .set({ startAt: moved, endAt: new Date(moved.getTime() + 15 * 60_000), reminderSentAt: null })
      .where(eq(bookings.id, booked.id));
    await remind(new Date(Date.now() + 8 * 3_600_000));
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('mails nobody for breaks or patients without e-mail', async () => {
    const reminders = async () =>
      (await t.database.db.select().from(mails).where(eq(mails.template, 'appointment-reminder')))
        .length;
    await remind();
    const before = await reminders();
    await bookIn(4, null);
    const silent = await bookIn(5, await patientWith(null));
    await remind();
    expect(await reminders()).toBe(before);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, silent.id));
    expect(row!.reminderSentAt).toBeNull();
  });
});

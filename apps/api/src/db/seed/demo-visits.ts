import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { complaints, doctors, patients, users, visits } from '../schema/index.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** 10:00 Warsaw time (winter or summer alike, within an hour) `days` from today. */
function at(days: number, hour = 10): Date {
  const day = new Date(Date.now() + days * DAY);
  day.setUTCHours(hour - 1, 0, 0, 0);
  return day;
}

/**
 * The demo coordinator's diary (issue 21 §1): visits to the demo doctors over the last months
 * and the next weeks — completed ones followed by the next, a cancelled one, one today — and a
 * few complaints in the demo Complaints user's hands, one of them overdue (issue 21 §2).
 * Synthetic only.
 */
export async function seedVisitsAndComplaints(tx: Transaction): Promise<void> {
  const userOf = async (login: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.login, login)))[0]?.id;
  const coordinator = await userOf('coordinator@example.com');
  const responsible = await userOf('complaints@example.com');
  const technician = await userOf('technician@example.com');
  const doctorIds = (
    await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(isNotNull(doctors.licenseNumber))
      .orderBy(asc(doctors.id))
      .limit(4)
  ).map((row) => row.id);
  if (!coordinator || !responsible || doctorIds.length === 0) return;
  await tx
    .update(users)
    .set({ regions: ['mazowieckie'] })
    .where(eq(users.id, coordinator));
  for (const id of doctorIds) {
    await tx
      .update(doctors)
      .set({ regions: ['mazowieckie'] })
      .where(eq(doctors.id, id));
  }
  const base = { coordinatorId: coordinator, createdById: coordinator, region: 'mazowieckie' };
  for (const [index, doctorId] of doctorIds.entries()) {
    const [done] = await tx
      .insert(visits)
      .values({
        ...base,
        doctorId,
        visitDate: at(-60 - index * 7),
        status: index === 3 ? 'Cancelled' : 'Completed',
        visitReason: index === 0 ? 'Nowy lekarz' : 'Rutynowa',
        gadgets: index % 2 === 0 ? ['Kalendarz', 'Notesy'] : ['Długopisy'],
        comment:
          index === 3
            ? 'Lekarz na urlopie — przełożone.'
            : 'Omówiono nowe badania CBCT i zasady wysyłania skierowań przez portal; lekarz prosi o cennik dla pacjentów z ubezpieczeniem prywatnym.',
      })
      .returning({ id: visits.id });
    await tx.insert(visits).values({
      ...base,
      doctorId,
      previousVisitId: done!.id,
      visitDate: index === 0 ? at(0, 14) : at(index * 5),
      visitReason: 'Rutynowa',
    });
  }
  const patientIds = (
    await tx.select({ id: patients.id }).from(patients).orderBy(asc(patients.id)).limit(2)
  ).map((row) => row.id);
  const complaint = (days: number, hoursToResolve: number) => ({
    reportDate: new Date(Date.now() - days * DAY),
    dueDate: new Date(Date.now() - days * DAY + hoursToResolve * HOUR),
    responsiblePersonId: responsible,
    createdById: technician ?? null,
  });
  await tx.insert(complaints).values([
    {
      ...complaint(20, 14 * 24),
      complainantName: 'Jan Kowalski',
      complainantPhoneNumber: '600 100 200',
      type: 'Patient',
      complaintReason: 'Termin',
      complaintDescription: 'Pacjent czekał na badanie ponad godzinę mimo umówionej wizyty.',
      patientId: patientIds[0] ?? null,
    },
    {
      ...complaint(3, 14 * 24),
      complainantName: 'dr Magdalena Kowalczyk',
      complainantEmailAddress: 'doctor@example.com',
      type: 'Doctor',
      complaintReason: 'Opis badania',
      complaintDescription: 'Opis badania CBCT nie odpowiada na pytanie ze skierowania.',
      doctorId: doctorIds[0] ?? null,
    },
    {
      ...complaint(30, 14 * 24),
      complainantName: 'Maria Nowak',
      type: 'Patient',
      complaintReason: 'Jakość obrazu',
      complaintDescription: 'Obraz pantomograficzny nieczytelny, konieczne powtórzenie.',
      patientId: patientIds[1] ?? null,
      status: 'Closed',
      complaintResolution: 'Badanie powtórzono bezpłatnie; pacjentka otrzymała wyniki.',
      closedAt: new Date(Date.now() - 25 * DAY),
    },
  ]);
}

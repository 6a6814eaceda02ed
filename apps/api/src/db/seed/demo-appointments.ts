import { addDays, businessHoursOn, warsawInstant, warsawParts } from '@portal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { bookings, devices, patients, studyTypeDevices, studyTypes } from '../schema/index.js';

/** The wall-clock starts of each device's demo appointments (shifted 5 minutes per device). */
const DAY_PLAN: readonly { hour: number; minute: number }[] = [
  { hour: 9, minute: 0 },
  { hour: 10, minute: 30 },
  { hour: 12, minute: 0 },
  { hour: 14, minute: 15 },
];

/** Days with bookings, from the seed's day on (closed days are skipped). */
const DAYS = 6;

/**
 * A calendar to look at in the demo (issue 14): the first branch's devices booked on the next
 * working days, each appointment for a study type its device performs, one break a day, and one
 * appointment a patient booked from a link. Synthetic patients only.
 */
export async function seedAppointments(tx: Transaction, branchId: number): Promise<void> {
  const branchDevices = await tx
    .select()
    .from(devices)
    .where(eq(devices.branchId, branchId))
    .orderBy(asc(devices.id));
  const performed = await tx
    .select({
      id: studyTypes.id,
      deviceType: studyTypeDevices.deviceType,
      minutes: studyTypeDevices.durationMinutes,
    })
    .from(studyTypeDevices)
    .innerJoin(studyTypes, eq(studyTypes.id, studyTypeDevices.studyTypeId))
    .where(
      inArray(
        studyTypeDevices.deviceType,
        branchDevices.map((d) => d.deviceType),
      ),
    )
    .orderBy(asc(studyTypes.id));
  const people = await tx
    .select({ id: patients.id })
    .from(patients)
    .orderBy(asc(patients.id))
    .limit(12);
  if (people.length === 0) return;
  const rows: (typeof bookings.$inferInsert)[] = [];
  let next = 0;
  for (
    let offset = 0, day = warsawParts(new Date()).date;
    offset < DAYS;
    offset++, day = addDays(day, 1)
  ) {
    if (!businessHoursOn(day)) continue;
    for (const [index, device] of branchDevices.entries()) {
      const studyType = performed.find((p) => p.deviceType === device.deviceType);
      if (!studyType) continue;
      for (const { hour, minute } of DAY_PLAN) {
        const start = warsawInstant(day, hour, minute + index * 5);
        rows.push({
          kind: 'appointment',
          branchId,
          deviceId: device.id,
          startAt: start,
          endAt: new Date(start.getTime() + studyType.minutes * 60_000),
          patientId: people[next++ % people.length]!.id,
          studyTypeId: studyType.id,
          createdByPatient: next % 9 === 0,
        });
      }
    }
    const first = branchDevices[0];
    if (first) {
      rows.push({
        kind: 'break',
        branchId,
        deviceId: first.id,
        startAt: warsawInstant(day, 13, 0),
        endAt: warsawInstant(day, 13, 30),
        comments: 'Przerwa techniczna',
      });
    }
  }
  if (rows.length > 0) await tx.insert(bookings).values(rows);
}

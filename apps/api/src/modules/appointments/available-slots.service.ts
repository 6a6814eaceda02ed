import {
  availableAppointmentSlots,
  businessHoursOn,
  type AppointmentSlot,
  type TAvailableSlotsQuery,
} from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { branchNotFound } from '../branches/branch-errors.js';
import { studyTypeNotFound } from '../study-types/study-type-errors.js';
import { findDevicesOf, findStudyType } from '../study-types/study-types.repository.js';
import { bookingsOf, busyIntervals, enabledDevices } from './bookings.repository.js';

/**
 * getAvailableAppointmentSlots (issue 14 §3): the free slots of one Warsaw day on the branch's
 * enabled devices able to perform the study type, as long as it takes there, inside business
 * hours and not in the past. The SQL reads the devices and what is booked that day; the domain's
 * availableAppointmentSlots decides. The public scheduling page (referrals issue) calls
 * `freeSlots` with its token's branch instead of a staff member's scope.
 */
export async function getAvailableSlots(
  db: Executor,
  actor: Actor,
  query: TAvailableSlotsQuery,
  now: Date,
): Promise<AppointmentSlot[]> {
  if (!(await bookingsOf(db, actor).branch(query.branchId))) throw branchNotFound(query.branchId);
  return freeSlots(db, query, now);
}

export async function freeSlots(
  db: Executor,
  { branchId, date, studyTypeId }: TAvailableSlotsQuery,
  now: Date,
): Promise<AppointmentSlot[]> {
  if (!(await findStudyType(db, studyTypeId))?.active) throw studyTypeNotFound(studyTypeId);
  const hours = businessHoursOn(date);
  if (!hours) return [];
  // How long the study type takes on each device type it is done on, in one read.
  const minutesOn = new Map(
    (await findDevicesOf(db, [studyTypeId])).map((row) => [row.deviceType, row.durationMinutes]),
  );
  const able = (await enabledDevices(db, branchId)).flatMap((device) => {
    const minutes = minutesOn.get(device.deviceType);
    return minutes === undefined ? [] : [{ id: device.id, durationMinutes: minutes }];
  });
  const busy = await busyIntervals(
    db,
    able.map(({ id }) => id),
    hours.from,
    hours.to,
  );
  return availableAppointmentSlots({
    date,
    now,
    devices: able.map(({ id, durationMinutes }) => ({
      deviceId: String(id),
      durationMinutes,
      busy: busy.filter((b) => b.deviceId === id),
    })),
  });
}

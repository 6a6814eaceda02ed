import { SLOT_MINUTES } from '../constants.js';
import { businessHoursOn } from './business-hours.js';

/** A half-open interval [start, end): one that ends at 9:15 and one that starts at 9:15 touch. */
export interface Interval {
  start: Date;
  end: Date;
}

/** A device able to perform the study type, with that study type's duration on its type. */
export interface SlotDevice {
  deviceId: string;
  durationMinutes: number;
  busy: readonly Interval[];
}

export interface AppointmentSlot {
  startTime: Date;
  endTime: Date;
  deviceId: string;
}

export interface AvailableSlotsQuery {
  /** Warsaw calendar day, yyyy-MM-dd. */
  date: string;
  now: Date;
  devices: readonly SlotDevice[];
}

const MINUTE_MS = 60_000;

/**
 * Free appointment slots of one Warsaw day, used by the calendar and by patients booking from a
 * link. A slot starts on the SLOT_MINUTES grid from opening time, starts strictly after `now`,
 * ends by closing time and overlaps none of its device's busy intervals. Sorted by start time,
 * then device id. Sundays, past days and devices without a positive duration give no slots.
 */
export function availableAppointmentSlots({
  date,
  now,
  devices,
}: AvailableSlotsQuery): AppointmentSlot[] {
  const hours = businessHoursOn(date);
  if (!hours) return [];
  const starts = gridStarts(hours.from.getTime(), hours.to.getTime());
  return devices
    .flatMap((device) => freeSlots(device, starts, hours.to.getTime(), now.getTime()))
    .sort(
      (a, b) => a.startTime.getTime() - b.startTime.getTime() || compareIds(a.deviceId, b.deviceId),
    );
}

/**
 * Steps of SLOT_MINUTES real minutes from opening. Warsaw's offsets are whole hours, so these
 * starts stay on the wall-clock quarter hours even if business hours ever spanned a DST change.
 */
function gridStarts(opening: number, closing: number): number[] {
  const starts: number[] = [];
  for (let start = opening; start < closing; start += SLOT_MINUTES * MINUTE_MS) starts.push(start);
  return starts;
}

function freeSlots(
  device: SlotDevice,
  starts: readonly number[],
  closing: number,
  now: number,
): AppointmentSlot[] {
  // `!(x > 0)` also refuses NaN.
  if (!(device.durationMinutes > 0)) return [];
  const length = device.durationMinutes * MINUTE_MS;
  return starts
    .filter((start) => start > now && start + length <= closing)
    .filter((start) => !device.busy.some((busy) => overlaps(start, start + length, busy)))
    .map((start) => ({
      startTime: new Date(start),
      endTime: new Date(start + length),
      deviceId: device.deviceId,
    }));
}

function overlaps(start: number, end: number, busy: Interval): boolean {
  return start < busy.end.getTime() && busy.start.getTime() < end;
}

/** Code-unit order, so the result does not depend on the runtime's locale. */
function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

import {
  CALENDAR_VISIBLE_FROM_HOUR,
  CALENDAR_VISIBLE_TO_HOUR,
  SLOT_LABEL_OVERRIDES,
  SLOT_MINUTES,
} from '../constants.js';
import { warsawInstant } from './warsaw-time.js';

/**
 * Start instants of the slots the calendar shows for a Warsaw day, from the first visible hour
 * (included) to the last (excluded). Walked on the wall clock, so every day has the same rows;
 * DST changes happen at 02:00–03:00, before the visible hours, so the slots stay SLOT_MINUTES
 * apart in real time too.
 */
export function calendarDaySlots(date: string): Date[] {
  const slots: Date[] = [];
  const end = CALENDAR_VISIBLE_TO_HOUR * 60;
  for (let minutes = CALENDAR_VISIBLE_FROM_HOUR * 60; minutes < end; minutes += SLOT_MINUTES) {
    slots.push(warsawInstant(date, Math.floor(minutes / 60), minutes % 60));
  }
  return slots;
}

/** 'HH:mm' of a slot, except the last slots of the day, which the spec labels differently. */
export function slotLabel(hour: number, minute: number): string {
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return SLOT_LABEL_OVERRIDES[time] ?? time;
}

import { BUSINESS_HOURS } from '../constants.js';
import { warsawInstant, warsawParts, weekdayOf } from './warsaw-time.js';

export interface BusinessHours {
  from: Date;
  to: Date;
}

/** Business hours of a Warsaw day as instants; null when the clinic is closed (Sunday). */
export function businessHoursOn(date: string): BusinessHours | null {
  // BUSINESS_HOURS is keyed by ISO weekday (7 = Sunday), weekdayOf by Date#getDay (0 = Sunday).
  const hours = BUSINESS_HOURS[weekdayOf(date) || 7];
  if (!hours) return null;
  return { from: atWallClock(date, hours.from), to: atWallClock(date, hours.to) };
}

/**
 * Whether [start, end) lies inside the business hours of the day it starts on, so an interval
 * that crosses closing time or midnight is refused. An empty or reversed interval is refused too.
 */
export function isWithinBusinessHours(start: Date, end: Date): boolean {
  if (!(start.getTime() < end.getTime())) return false;
  const hours = businessHoursOn(warsawParts(start).date);
  return (
    hours !== null && start.getTime() >= hours.from.getTime() && end.getTime() <= hours.to.getTime()
  );
}

function atWallClock(date: string, time: string): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return warsawInstant(date, hour, minute);
}

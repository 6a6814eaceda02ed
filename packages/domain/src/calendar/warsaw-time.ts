import { DISPLAY_TIME_ZONE } from '../constants.js';

/** What a wall clock in Warsaw shows at some instant. */
export interface WarsawParts {
  /** Calendar date, yyyy-MM-dd. */
  date: string;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday, as `Date#getDay`. */
  weekday: number;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Built once: creating an Intl.DateTimeFormat costs far more than using one. */
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** The Warsaw wall-clock date and time of an instant (seconds are dropped). */
export function warsawParts(instant: Date): WarsawParts {
  const { year, month, day, hour, minute } = readWallClock(instant.getTime());
  const date = formatDate({ year, month, day });
  return { date, hour, minute, weekday: weekdayOf(date) };
}

/**
 * The instant at which the Warsaw wall clock shows `date hour:minute`. Two nights a year there is
 * no single answer; we resolve them as Temporal's default ('compatible') and most calendars do:
 * - spring-forward gap (e.g. 2026-03-29 02:30 never happens): the time is read with the offset in
 *   force before the change, which gives the instant the clock shows one hour later (03:30 CEST);
 * - autumn overlap (e.g. 2026-10-25 02:30 happens twice): the first occurrence (02:30 CEST).
 */
export function warsawInstant(date: string, hour: number, minute: number): Date {
  if (!isInRange(hour, 23) || !isInRange(minute, 59)) {
    throw new RangeError(`not a wall-clock time: ${hour}:${minute}`);
  }
  // The wall-clock reading written as if it were UTC; the real instant is this minus the offset.
  const reading = utcMidnight(parseDate(date)) + (hour * 60 + minute) * MINUTE_MS;
  const offsetBefore = offsetAt(reading - DAY_MS);
  const offsetAfter = offsetAt(reading + DAY_MS);
  const matching = [reading - offsetBefore, reading - offsetAfter]
    .filter((instant) => instant + offsetAt(instant) === reading)
    .sort((a, b) => a - b);
  return new Date(matching[0] ?? reading - offsetBefore);
}

/** Calendar arithmetic on yyyy-MM-dd dates; no time zone is involved. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`not a whole number of days: ${days}`);
  return formatDate(fromUtc(utcMidnight(parseDate(date)) + days * DAY_MS));
}

/** Day of the week of a yyyy-MM-dd date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(parseDate(date))).getUTCDay();
}

/** Warsaw's UTC offset in milliseconds at an instant (3 600 000 in winter, 7 200 000 in summer). */
function offsetAt(instant: number): number {
  const { year, month, day, hour, minute } = readWallClock(instant);
  const wholeMinute = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  return utcMidnight({ year, month, day }) + (hour * 60 + minute) * MINUTE_MS - wholeMinute;
}

function readWallClock(instant: number): CalendarDate & { hour: number; minute: number } {
  const parts = wallClock.formatToParts(instant);
  const read = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
  };
}

function parseDate(date: string): CalendarDate {
  const match = DATE_PATTERN.exec(date);
  if (match) {
    const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
    const parsed = { year, month, day };
    // Round-tripping refuses dates that do not exist, such as 2026-02-30.
    if (formatDate(fromUtc(utcMidnight(parsed))) === date) return parsed;
  }
  throw new RangeError(`not a yyyy-MM-dd date: ${date}`);
}

/** setUTCFullYear rather than Date.UTC, which maps years 0–99 to 1900–1999. */
function utcMidnight({ year, month, day }: CalendarDate): number {
  return new Date(0).setUTCFullYear(year, month - 1, day);
}

function fromUtc(instant: number): CalendarDate {
  const date = new Date(instant);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function formatDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function isInRange(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}

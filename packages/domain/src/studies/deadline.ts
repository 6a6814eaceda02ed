import {
  DEADLINE_ERROR_UNDER_DAYS,
  DEADLINE_ERROR_UNDER_HOURS,
  DEADLINE_LIST_RED_UNDER_DAYS,
  DEADLINE_WARNING_UNDER_DAYS,
} from '../constants.js';

export type DeadlineSeverity = 'info' | 'warning' | 'error';

/** How the description deadline is shown (spec part 2 §4, "Description deadline display"). */
export interface DeadlineDisplay {
  /** The deadline has passed; days, hours and minutes are then 0. */
  overdue: boolean;
  days: number;
  hours: number;
  minutes: number;
  severity: DeadlineSeverity;
}

// Remaining time is an absolute duration, so a day is always 24 h, DST changes included.
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function describeDeadline(
  dueDate: Date,
  now: Date,
  hasDescription: boolean,
): DeadlineDisplay {
  const remaining = dueDate.getTime() - now.getTime();
  if (remaining <= 0) {
    return {
      overdue: true,
      days: 0,
      hours: 0,
      minutes: 0,
      severity: hasDescription ? 'info' : 'error',
    };
  }
  return {
    overdue: false,
    days: Math.floor(remaining / DAY_MS),
    hours: Math.floor((remaining % DAY_MS) / HOUR_MS),
    minutes: Math.floor((remaining % HOUR_MS) / MINUTE_MS),
    severity: hasDescription ? 'info' : severityOf(remaining),
  };
}

/** The study list paints the deadline red when the description is missing and it is close. */
export function isDeadlineRedInList(dueDate: Date, now: Date, hasDescription: boolean): boolean {
  return (
    !hasDescription && dueDate.getTime() - now.getTime() < DEADLINE_LIST_RED_UNDER_DAYS * DAY_MS
  );
}

function severityOf(remaining: number): DeadlineSeverity {
  // The spec says "error if under 1 day and under 6 hours remain". We read it as both bounds on
  // the whole remaining time, so the 6-hour bound decides: 23 h left is a warning, 5 h an error.
  if (
    remaining < DEADLINE_ERROR_UNDER_DAYS * DAY_MS &&
    remaining < DEADLINE_ERROR_UNDER_HOURS * HOUR_MS
  ) {
    return 'error';
  }
  if (remaining < DEADLINE_WARNING_UNDER_DAYS * DAY_MS) return 'warning';
  return 'info';
}

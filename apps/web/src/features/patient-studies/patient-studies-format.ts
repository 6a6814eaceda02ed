import { DISPLAY_TIME_ZONE } from '@portal/domain';

/**
 * Dates of the results page as the spec writes them (dd.MM.yyyy, dd.MM.yyyy HH:mm), in Warsaw
 * time, with the browser's Intl: the page is a light entry (ADR 0033) and carries no date
 * library. The form is the same in every language.
 */

let warsaw: Intl.DateTimeFormat | null = null;

function partsOf(instant: string): Record<string, string> {
  warsaw ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return Object.fromEntries(
    warsaw.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]),
  );
}

/** "14.01.2030 14:30": an instant in Warsaw. */
export function dateTime(instant: string): string {
  const { day, month, year, hour, minute } = partsOf(instant);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** "14.01.2030": the Warsaw day of an instant. */
export function dayOf(instant: string): string {
  const { day, month, year } = partsOf(instant);
  return `${day}.${month}.${year}`;
}

/** "1980-05-17" (a calendar date, no time zone) as "17.05.1980". */
export function calendarDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

import { DISPLAY_TIME_ZONE } from '@portal/domain';

const warsawParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd.MM.yyyy HH:mm in Warsaw, whatever the server's time zone (spec part 2 §9 date format). */
export function warsawDateTime(instant: Date): string {
  const part = Object.fromEntries(warsawParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}

/** yyyy-MM-dd → dd.MM.yyyy (the portal's date mask). */
export function displayDate(date: string | null): string | null {
  if (!date) return null;
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

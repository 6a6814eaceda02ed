import { DISPLAY_TIME_ZONE, type Lang } from '@portal/domain';

/** Intl's locale of each of our languages ('ua' is 'uk' there). */
const LOCALES: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB', ua: 'uk-UA' };

/** "03.12.2026, 14:30" in Warsaw time: when a link stops working. */
export function mailDateTime(instant: Date): string {
  return new Intl.DateTimeFormat('pl-PL', {
    timeZone: DISPLAY_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

/** "czwartek, 26.11.2026, 10:00" in the reader's language, Warsaw time: a visit's start. */
export function mailVisitTime(instant: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: DISPLAY_TIME_ZONE,
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

import { DISPLAY_TIME_ZONE, type Lang } from '@portal/domain';

/**
 * Dates and times of the scheduling page in Warsaw time, with the browser's Intl: the page is a
 * light entry (ADR 0040) and carries no date library.
 */

/** Intl's locale of each of our languages ('ua' is 'uk' there). */
const LOCALES: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB', ua: 'uk-UA' };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(lang: Lang, kind: 'time' | 'dateTime' | 'visit'): Intl.DateTimeFormat {
  const key = `${lang} ${kind}`;
  let format = formats.get(key);
  if (!format) {
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    const date = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: DISPLAY_TIME_ZONE,
      hourCycle: 'h23',
      ...time,
      ...(kind === 'time' ? {} : date),
      ...(kind === 'visit' ? { weekday: 'long' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** "10:15": a slot's start on its button. */
export const slotTime = (instant: string, lang: Lang) =>
  formatOf(lang, 'time').format(new Date(instant));

/** "03.12.2026, 14:30": until when the link works. */
export const dateTime = (instant: string, lang: Lang) =>
  formatOf(lang, 'dateTime').format(new Date(instant));

/** "środa, 09.01.2030, 10:00": the booked visit. */
export const visitTime = (instant: string, lang: Lang) =>
  formatOf(lang, 'visit').format(new Date(instant));

/** Today in Warsaw, yyyy-MM-dd: the earliest day the page offers (spec part 1 §5). */
export function warsawDay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(now);
}

import { TZDate } from '@date-fns/tz';
import {
  DATE_MASK,
  DATE_TIME_FORMAT,
  DISPLAY_TIME_ZONE,
  STORED_DATE_HOUR,
  type Lang,
} from '@portal/domain';
import { format, type Locale } from 'date-fns';
import { enGB, pl, uk } from 'date-fns/locale';

export const DATE_FNS_LOCALES: Record<Lang, Locale> = { pl, en: enGB, ua: uk };

/** Shows an instant as a Warsaw date (spec part 1 §1: Polish locale, Europe/Warsaw). */
export function formatDate(value: Date | string, lang: Lang = 'pl'): string {
  return format(new TZDate(new Date(value), DISPLAY_TIME_ZONE), DATE_MASK, {
    locale: DATE_FNS_LOCALES[lang],
  });
}

export function formatDateTime(value: Date | string, lang: Lang = 'pl'): string {
  return format(new TZDate(new Date(value), DISPLAY_TIME_ZONE), DATE_TIME_FORMAT, {
    locale: DATE_FNS_LOCALES[lang],
  });
}

/**
 * A picked calendar day as an instant at 12:00 Warsaw time (spec part 1 §5), so no time-zone
 * conversion can move it to the neighbouring day.
 */
export function atStoredHour(day: Date): Date {
  const warsaw = new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    STORED_DATE_HOUR,
    0,
    0,
    DISPLAY_TIME_ZONE,
  );
  return new Date(warsaw.getTime());
}

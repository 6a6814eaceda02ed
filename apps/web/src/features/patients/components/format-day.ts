import { DATE_MASK, type Lang } from '@portal/domain';
import { format } from 'date-fns';
import { DATE_FNS_LOCALES } from '../../../shared/format/dates';

/**
 * A calendar day (yyyy-MM-dd: a birth or registration date) as dd.MM.yyyy. It has no time of
 * day, so it is formatted as it is, never moved through a time zone.
 */
export function formatDay(day: string, lang: Lang = 'pl'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return format(date, DATE_MASK, { locale: DATE_FNS_LOCALES[lang] });
}

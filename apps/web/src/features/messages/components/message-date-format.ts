import { DISPLAY_TIME_ZONE, MESSAGE_RELATIVE_DATE_DAYS, type Lang } from '@portal/domain';

/** Intl's locale of each of our languages ('ua' is 'uk' there; English as the app's, British). */
const LOCALES: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB', ua: 'uk-UA' };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * A message's date as the list and the view show it (spec part 2 §9): under
 * MESSAGE_RELATIVE_DATE_DAYS old a relative time ('2 godziny temu'), else a medium date with its
 * time ('12 mar 2026, 10:00'), Warsaw time, both in the interface language.
 */
export function formatMessageDate(value: string, lang: Lang, now: Date = new Date()): string {
  const at = new Date(value);
  const locale = LOCALES[lang];
  // A clock a little ahead of ours still reads as just now.
  const age = Math.max(0, now.getTime() - at.getTime());
  if (age >= MESSAGE_RELATIVE_DATE_DAYS * DAY_MS) {
    return new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: DISPLAY_TIME_ZONE,
    }).format(at);
  }
  if (age < MINUTE_MS) {
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  }
  // 'always': '1 dzień temu' rather than 'wczoraj', which would name a calendar day.
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (age < HOUR_MS) return relative.format(-Math.floor(age / MINUTE_MS), 'minute');
  if (age < DAY_MS) return relative.format(-Math.floor(age / HOUR_MS), 'hour');
  return relative.format(-Math.floor(age / DAY_MS), 'day');
}

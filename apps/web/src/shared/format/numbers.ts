import type { Lang } from '@portal/domain';

const LOCALES: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB', ua: 'uk-UA' };

/** A number with at most one decimal in the user's language: "1,8" in Polish, "1.8" in English. */
export function formatTenths(value: number, lang: Lang = 'pl'): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 1 }).format(value);
}

/** Interface languages; 'ua' is the spec's code for Ukrainian (spec part 1 §1). */
export const LANGS = ['pl', 'en', 'ua'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'pl';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * Picks the interface language from an Accept-Language style header. Ukrainian arrives as
 * 'uk' from browsers and as 'ua' from our own client; both mean 'ua'.
 */
export function langFromHeader(header: string | null | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const primary = tag.split('-')[0] ?? '';
    if (primary === 'uk' || primary === 'ua') return 'ua';
    if (isLang(primary)) return primary;
  }
  return DEFAULT_LANG;
}

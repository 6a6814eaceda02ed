/** Interface languages; 'ua' is the spec's code for Ukrainian (spec part 1 §1). */
export const LANGS = ['pl', 'en', 'ua'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'pl';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * Picks the interface language from an Accept-Language style header, honouring q-weights (the
 * first of equally weighted tags wins). Ukrainian arrives as 'uk' from browsers and as 'ua' from
 * our own client; both mean 'ua'.
 */
export function langFromHeader(header: string | null | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  let best: { lang: Lang; weight: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const lang = langOfTag(tag);
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (lang && Number.isFinite(weight) && weight > 0 && (!best || weight > best.weight)) {
      best = { lang, weight };
    }
  }
  return best?.lang ?? DEFAULT_LANG;
}

function langOfTag(tag: string): Lang | null {
  const primary = tag.split('-')[0] ?? '';
  if (primary === 'uk' || primary === 'ua') return 'ua';
  return isLang(primary) ? primary : null;
}

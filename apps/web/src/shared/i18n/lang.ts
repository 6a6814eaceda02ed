import { DEFAULT_LANG, isLang, type Lang } from '@portal/domain';
import { RECORD_KEYS, readRecord, writeRecord } from '../storage/local-record';

/**
 * The interface language: the `lang` query parameter wins, then the stored language record,
 * then Polish (spec part 1 §1). Whatever is chosen is stored so it survives a reload. No i18next
 * here: the sign-in entry decides the language before it knows whether i18next will be needed.
 */
export function resolveInitialLang(search: string): Lang {
  const fromQuery = new URLSearchParams(search).get('lang');
  return isLang(fromQuery) ? fromQuery : storedLang();
}

/** The language last shown (or chosen) in this browser, Polish before any. */
export function storedLang(): Lang {
  return readRecord(RECORD_KEYS.lang, isLang) ?? DEFAULT_LANG;
}

/** BCP 47 tag for the document and Intl: our 'ua' code is 'uk' there. */
export function htmlLang(lang: Lang): string {
  return lang === 'ua' ? 'uk' : lang;
}

/** Remembers the language shown and tells the document (screen readers, hyphenation). */
export function showLang(lang: Lang): void {
  writeRecord(RECORD_KEYS.lang, lang);
  document.documentElement.lang = htmlLang(lang);
}

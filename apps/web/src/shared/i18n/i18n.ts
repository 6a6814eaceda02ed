import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@portal/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CORE_NAMESPACES } from '../../locales/core-namespaces';
import { RECORD_KEYS, readRecord, writeRecord } from '../storage/local-record';
import { localeBackend } from './locale-backend';

/**
 * The interface language: the `lang` query parameter wins, then the stored language record,
 * then Polish (spec part 1 §1). Whatever is chosen is stored so it survives a reload.
 */
export function resolveInitialLang(search: string): Lang {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLang(fromQuery)) return fromQuery;
  return readRecord(RECORD_KEYS.lang, isLang) ?? DEFAULT_LANG;
}

/** BCP 47 tag for the document and Intl: our 'ua' code is 'uk' there. */
export function htmlLang(lang: Lang): string {
  return lang === 'ua' ? 'uk' : lang;
}

/** Starts i18next with the texts of `lang`; another language is fetched when it is needed. */
export async function initI18n(lang: Lang): Promise<void> {
  writeRecord(RECORD_KEYS.lang, lang);
  document.documentElement.lang = htmlLang(lang);
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      // Every language has every key (locales.test.ts): no fallback to fetch besides the one shown.
      fallbackLng: false,
      // The rest load with the pages that use them (core-namespaces.ts).
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

export async function changeLanguage(lang: Lang): Promise<void> {
  writeRecord(RECORD_KEYS.lang, lang);
  document.documentElement.lang = htmlLang(lang);
  await i18next.changeLanguage(lang);
}

/** Fetches the texts of every language, for a screen that shows several (the kiosk's form). */
export async function loadAllLanguages(): Promise<void> {
  await i18next.loadLanguages([...LANGS]);
}

export function currentLang(): Lang {
  return isLang(i18next.language) ? i18next.language : DEFAULT_LANG;
}

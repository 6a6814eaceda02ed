import { DEFAULT_LANG, isLang, type Lang } from '@portal/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_RESOURCES, NAMESPACES } from '../../locales/resources';
import { RECORD_KEYS, readRecord, writeRecord } from '../storage/local-record';

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

export async function initI18n(lang: Lang): Promise<void> {
  writeRecord(RECORD_KEYS.lang, lang);
  document.documentElement.lang = htmlLang(lang);
  await i18next.use(initReactI18next).init({
    resources: LOCALE_RESOURCES,
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    ns: NAMESPACES,
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

export function currentLang(): Lang {
  return isLang(i18next.language) ? i18next.language : DEFAULT_LANG;
}

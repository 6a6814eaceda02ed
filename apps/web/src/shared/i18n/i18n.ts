import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@portal/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CORE_NAMESPACES } from '../../locales/core-namespaces';
import { showLang } from './lang';
import { localeBackend } from './locale-backend';

/** Starts i18next with the texts of `lang`; another language is fetched when it is needed. */
export async function initI18n(lang: Lang): Promise<void> {
  showLang(lang);
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
  showLang(lang);
  await i18next.changeLanguage(lang);
}

/** Fetches the texts of every language, for a screen that shows several (the kiosk's form). */
export async function loadAllLanguages(): Promise<void> {
  await i18next.loadLanguages([...LANGS]);
}

export function currentLang(): Lang {
  return isLang(i18next.language) ? i18next.language : DEFAULT_LANG;
}

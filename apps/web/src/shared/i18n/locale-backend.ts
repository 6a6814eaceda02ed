import { isLang } from '@portal/domain';
import type { BackendModule } from 'i18next';
import { LOCALE_FILES } from '../../locales/resources';

/**
 * Where i18next gets its texts: the locale files of a language, fetched the first time that
 * language is needed (shown, switched to, or asked for with `lng`, as the kiosk's form does).
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = isLang(language) ? LOCALE_FILES[language][namespace] : undefined;
    if (!load) return callback(new Error(`No texts for ${language}/${namespace}`), false);
    load().then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

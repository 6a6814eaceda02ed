import { isLang, type MessageParams } from '@portal/domain';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { domainText } from './domain-text';
import { changeLanguage } from './i18n';
import { TextContext, type Texts } from './text-context';

/** The portal's texts for `useText`: i18next's, re-rendered when the language changes. */
export function I18nextTexts({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const texts = useMemo<Texts>(
    () => ({
      lang,
      text: (key, values) => t(key, values ?? {}),
      textObject: <T,>(key: string) => t(key, { returnObjects: true }) as T,
      domainMessage: (message: string, params?: MessageParams) => domainText(lang, message, params),
      changeLanguage,
    }),
    [t, lang],
  );
  return <TextContext.Provider value={texts}>{children}</TextContext.Provider>;
}

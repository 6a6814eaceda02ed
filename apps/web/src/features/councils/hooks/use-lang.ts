import { isLang, type Lang } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** The language the texts are shown in (dates follow it). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : 'pl';
}

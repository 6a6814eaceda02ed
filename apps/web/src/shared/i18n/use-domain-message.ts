import { isLang, type MessageParams } from '@portal/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DOMAIN_NAMESPACE, domainText } from './domain-text';

/**
 * Texts shared with the server (validation and error messages in packages/domain), in the
 * current language. Form errors carry message keys; anything else is shown as it came.
 */
export function useDomainMessage() {
  // Subscribing to the namespace re-renders once a newly chosen language's messages arrive.
  const { i18n } = useTranslation(DOMAIN_NAMESPACE);
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  return useCallback(
    (message: string | undefined, params?: MessageParams): string | undefined =>
      message === undefined ? undefined : domainText(lang, message, params),
    [lang],
  );
}

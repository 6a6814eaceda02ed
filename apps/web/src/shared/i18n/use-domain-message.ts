import { isLang, isMessageKey, translate, type MessageParams } from '@portal/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Texts shared with the server (validation and error messages in packages/domain), in the
 * current language. Form errors carry message keys; anything else is shown as it came.
 */
export function useDomainMessage() {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  return useCallback(
    (message: string | undefined, params?: MessageParams): string | undefined => {
      if (message === undefined) return undefined;
      return isMessageKey(message) ? translate(lang, message, params) : message;
    },
    [lang],
  );
}

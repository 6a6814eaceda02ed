import {
  isLang,
  interpolate,
  type Lang,
  type MessageKey,
  type MessageParams,
} from '@portal/domain';
import i18next from 'i18next';

/** The namespace holding the domain's messages (packages/domain/src/messages), per language. */
export const DOMAIN_NAMESPACE = 'domain';

/**
 * A message of the domain's catalogue in `lang`, from the language's texts i18next has loaded
 * (src/locales/resources.ts fetches only the languages shown). Anything that is not a key of the
 * catalogue — a server's message already in words — comes back as it is.
 */
export function domainText(lang: Lang, message: string, params?: MessageParams): string {
  const template = textOf(lang, message);
  return template === undefined ? message : interpolate(template, params);
}

/** Whether `message` is a key of the domain's catalogue (every language has all its keys). */
export function isDomainMessageKey(message: string): message is MessageKey {
  return isLang(i18next.language) && textOf(i18next.language, message) !== undefined;
}

function textOf(lang: Lang, key: string): string | undefined {
  // Before i18next starts there are no texts (and no store to ask).
  if (!i18next.isInitialized) return undefined;
  const catalogue = i18next.getResourceBundle(lang, DOMAIN_NAMESPACE) as
    Record<string, string> | undefined;
  return catalogue && Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
}

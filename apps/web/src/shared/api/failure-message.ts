import { classifyError } from './classify-error';

/**
 * What went wrong, as the error catalogue words it (spec part 1 §8): the server's own localized
 * message where it sent one ('try again in …', a refused link), the catalogue's texts for the
 * network, maintenance and the database. For the light pages, whose texts come without i18next
 * (`t` of their text store, with the `errors` namespace loaded).
 */
export function failureMessage(error: unknown, t: (key: string) => string): string {
  const kind = classifyError(error);
  switch (kind.kind) {
    case 'network':
      return t('errors:network');
    case 'maintenance':
      return t('errors:maintenance');
    case 'database':
      return t('errors:database');
    case 'validation':
      return kind.messages.join(' ');
    case 'other':
      return kind.message;
    case 'tokenExpired':
    case 'unauthenticated':
      return t('errors:unauthenticated');
  }
}

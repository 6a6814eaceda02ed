import { ERROR_CODES, type ErrorCode } from '@portal/domain';
import { classifyError, errorCode } from '../../shared/api/classify-error';

/** The refusals of a link itself: the page can do nothing more with it (ADR 0040). */
const LINK_REFUSALS: readonly ErrorCode[] = [
  ERROR_CODES.LINK_INVALID,
  ERROR_CODES.LINK_EXPIRED,
  ERROR_CODES.LINK_USED,
];

export const isLinkRefusal = (error: unknown) => {
  const code = errorCode(error);
  return code !== null && LINK_REFUSALS.includes(code);
};

/** A slot someone else booked first, or a choice the link no longer allows: load slots again. */
export const isConflict = (error: unknown) => errorCode(error) === ERROR_CODES.CONFLICT;

/**
 * What went wrong, as the error catalogue words it (spec part 1 §8): the server's own localized
 * message where it sent one, the catalogue's texts for the network, maintenance and the database.
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

import { ERROR_CODES, type ErrorCode } from '@portal/domain';
import { errorCode } from '../../shared/api/classify-error';

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

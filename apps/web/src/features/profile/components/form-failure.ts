import { classifyError } from '../../../shared/api/classify-error';

/**
 * What a profile form says above itself after a failed call: messages the server gave for no
 * field of the form, or its words for anything else; null when the fields got their messages or
 * the shared handler has spoken (session, maintenance and network errors).
 */
export function formFailure(
  error: unknown,
  showServerErrors: (error: unknown) => string[] | null,
): string | null {
  const unplaced = showServerErrors(error);
  if (unplaced) return unplaced.length > 0 ? unplaced.join(' ') : null;
  const kind = classifyError(error);
  return kind.kind === 'other' ? kind.message : null;
}

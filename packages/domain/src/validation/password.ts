import { PASSWORD_MIN_LENGTH } from '../constants.js';
import type { MessageKey } from '../messages/index.js';

/** At least 8 characters with a lowercase letter, an uppercase letter and a digit (part 1 §5). */
export function validatePassword(value: string): MessageKey | null {
  const strong =
    value.length >= PASSWORD_MIN_LENGTH &&
    /\p{Ll}/u.test(value) &&
    /\p{Lu}/u.test(value) &&
    /\d/.test(value);
  return strong ? null : 'validation.password.rule';
}

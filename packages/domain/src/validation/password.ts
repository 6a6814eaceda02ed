import { PASSWORD_MIN_LENGTH } from '../constants.js';
import type { MessageKey } from '../messages/index.js';
import { COMMON_PASSWORDS } from './common-passwords.data.js';

/** A login's part before '@' shorter than this is too likely to occur by chance (e.g. "jo"). */
export const LOGIN_IN_PASSWORD_MIN_LENGTH = 3;
/** Pieces of the local part ("anna", "nowak" of anna.nowak@…) count from this length. */
const LOGIN_PIECE_MIN_LENGTH = 4;

/**
 * Characters nobody means to type into a password: control characters (CR, LF, TAB, NUL, ESC…),
 * lone surrogates (no valid UTF-8, so two different passwords would hash alike) and invisible
 * format characters (bidi overrides, zero-width spaces, BOM) that make a password impossible to
 * retype on another device.
 */
const FORBIDDEN_CHARACTERS =
  /[\p{Cc}\p{Cs}\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

/** At least 8 characters with a lowercase letter, an uppercase letter and a digit (part 1 §5). */
export function validatePassword(value: string): MessageKey | null {
  const strong =
    value.length >= PASSWORD_MIN_LENGTH &&
    /\p{Ll}/u.test(value) &&
    /\p{Lu}/u.test(value) &&
    /\d/.test(value);
  return strong ? null : 'validation.password.rule';
}

let commonPasswords: ReadonlySet<string> | undefined;

/** One of the few thousand most common passwords (common-passwords.data.ts), whatever the case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS.split('\n').filter(Boolean));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Whether the password contains the login: its local part (before '@') or one of the pieces it is
 * made of (anna.nowak → "anna", "nowak"), ignoring case.
 */
export function containsLogin(password: string, login: string | undefined): boolean {
  const localPart = login?.trim().split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length < LOGIN_IN_PASSWORD_MIN_LENGTH) return false;
  const pieces = localPart
    .split(/[._+-]+/)
    .filter((piece) => piece.length >= LOGIN_PIECE_MIN_LENGTH);
  const typed = password.toLowerCase();
  return [localPart, ...pieces].some((part) => typed.includes(part));
}

/**
 * Every reason to refuse `password` as the new password of `login`, in the order a person would
 * fix them; empty when it is acceptable. Shared by the server (changePassword) and the web form,
 * which report the first one.
 */
export function newPasswordIssues(password: string, login?: string): MessageKey[] {
  const issues: MessageKey[] = [];
  if (FORBIDDEN_CHARACTERS.test(password)) issues.push('validation.password.forbiddenCharacters');
  const rule = validatePassword(password);
  if (rule) issues.push(rule);
  if (containsLogin(password, login)) issues.push('validation.password.containsLogin');
  if (isCommonPassword(password)) issues.push('validation.password.common');
  return issues;
}

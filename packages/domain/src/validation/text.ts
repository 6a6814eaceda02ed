import type { MessageKey } from '../messages/index.js';

/**
 * The one normalizing text rule every text input goes through (ARCHITECTURE.md rule 8, ADR 0020).
 * Pure functions: the zod builders of schemas/text.ts wrap them, and the API's edge guard uses
 * `hasUnstorableCharacters` on every GraphQL string before any resolver runs.
 */

/** Most combining marks one character may carry in a row (after NFC): 'ệ' needs 2, Zalgo 90. */
export const MAX_COMBINING_MARKS = 3;

/**
 * Whether `value` holds a code point no text column can store: NUL (PostgreSQL refuses it in
 * text) or a lone half of a UTF-16 surrogate pair (not a character at all: it has no UTF-8 form).
 */
export function hasUnstorableCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    if (unit === 0) return true;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * Invisible characters that carry no meaning in plain data and come with copy and paste: soft
 * hyphen, zero-width space, word joiner, byte order mark, and the Hangul fillers that render as
 * nothing (a favourite for "blank" names). Removed wherever they are.
 */
const IGNORABLE = /[\u00AD\u200B\u2060\uFEFF\u115F\u1160\u3164\uFFA0]/g;

const VISIBLE = /^[\p{L}\p{M}\p{N}\p{S}]$/u;

/** The code point that ends just before `offset`, or '' at the start. */
function characterBefore(text: string, offset: number): string {
  return [...text.slice(Math.max(0, offset - 2), offset)].pop() ?? '';
}

/**
 * Zero-width (non-)joiners shape joined scripts and emoji when one stands between two visible
 * characters; anywhere else (at an edge, next to a space, several in a row) they only hide
 * something, and are removed. (No look-behind: older Safari cannot parse it.)
 */
function removeStrayJoiners(text: string): string {
  return text.replace(/[\u200C\u200D]+/g, (run: string, offset: number) => {
    const before = characterBefore(text, offset);
    const after = String.fromCodePoint(text.codePointAt(offset + run.length) ?? 0x20);
    return run.length === 1 && VISIBLE.test(before) && VISIBLE.test(after) ? run : '';
  });
}

/**
 * What no plain text may hold: control characters (C0, DEL, C1), format characters other than the
 * joiners kept above (among them every bidi control: U+200E/F, U+202A–U+202E, U+2066–U+2069,
 * U+061C), lone surrogates, private-use characters (drawn differently by every font) and
 * noncharacters. Line and paragraph separators count as line breaks.
 */
const FORBIDDEN_SINGLE_LINE =
  /\p{Cc}|(?![\u200C\u200D])\p{Cf}|\p{Cs}|\p{Co}|\p{Zl}|\p{Zp}|\p{Noncharacter_Code_Point}/u;
/** The same, with TAB and LF (the only line break left after normalization) allowed. */
const FORBIDDEN_MULTI_LINE =
  /(?![\t\n])\p{Cc}|(?![\u200C\u200D])\p{Cf}|\p{Cs}|\p{Co}|\p{Zl}|\p{Zp}|\p{Noncharacter_Code_Point}/u;

const TOO_MANY_MARKS = new RegExp(`\\p{M}{${MAX_COMBINING_MARKS + 1},}`, 'u');
/** Checked before NFC, so that normalizing a run of thousands of marks is never attempted. */
const FAR_TOO_MANY_MARKS = /\p{M}{32,}/u;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** A letter that is a letter of a word (not a modifier such as the apostrophe-like U+02BC). */
const LETTER = /[\p{Lu}\p{Ll}\p{Lt}\p{Lo}]/u;
const MARKUP = /[<>]/;
/**
 * A person's name: letters with their marks, spaces, apostrophes (' ’ ʼ), hyphens and dots —
 * O'Neill, Łukasz-Żółć, Müller, Іван, Mar’yana, J. R. R.
 */
const PERSON_NAME = /^[\p{L}\p{M} '\u2019\u02BC.-]+$/u;

export interface TextRules {
  /** Longest normalized value, in UTF-16 units (what a browser's `maxlength` counts). */
  max: number;
  /** TAB and line breaks allowed (descriptions); otherwise one line, inner spaces collapsed. */
  multiLine?: boolean;
  /** '<' and '>' allowed: free text and search filters, never names or addresses. */
  allowMarkup?: boolean;
  /** What the value must contain besides allowed characters. */
  content?: 'any' | 'letterOrDigit' | 'personName';
}

export type TextProblem = { key: MessageKey } | { tooLong: number };

export type TextCheck = { ok: true; value: string } | { ok: false; problem: TextProblem };

const refuse = (key: MessageKey): TextCheck => ({ ok: false, problem: { key } });

/** Raw input longer than this is refused unread: no normalization could bring it under `max`. */
function rawLimit(max: number): number {
  return max * 4 + 64;
}

/**
 * The text as it is stored, or why it cannot be: NFC; line breaks as LF (multi-line); invisible
 * characters removed; every kind of space as U+0020, runs of them as one (single line); trimmed.
 * An empty result means blank: the schema decides whether that is "required" or "not given".
 */
export function normalizeText(raw: string, rules: TextRules): TextCheck {
  if (raw.length > rawLimit(rules.max)) return { ok: false, problem: { tooLong: rules.max } };
  if (hasUnstorableCharacters(raw)) return refuse('validation.text.forbiddenCharacters');
  if (FAR_TOO_MANY_MARKS.test(raw)) return refuse('validation.text.tooManyMarks');

  let value = raw.normalize('NFC');
  if (rules.multiLine) value = value.replace(/\r\n?|\u2028|\u2029/g, '\n');
  value = removeStrayJoiners(value.replace(IGNORABLE, ''));
  value = value.replace(/\p{Zs}/gu, ' ');
  if (!rules.multiLine) value = value.replace(/ {2,}/g, ' ');
  value = value.trim();

  const forbidden = rules.multiLine ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE;
  if (forbidden.test(value)) return refuse('validation.text.forbiddenCharacters');
  if (TOO_MANY_MARKS.test(value)) return refuse('validation.text.tooManyMarks');
  if (value.length > rules.max) return { ok: false, problem: { tooLong: rules.max } };
  if (value === '') return { ok: true, value };

  if (!rules.allowMarkup && MARKUP.test(value)) return refuse('validation.text.markup');
  const content = rules.content ?? 'any';
  if (content === 'personName') {
    if (!PERSON_NAME.test(value)) return refuse('validation.name.characters');
    if (!LETTER.test(value)) return refuse('validation.name.letterRequired');
  } else if (content === 'letterOrDigit' && !LETTER_OR_DIGIT.test(value)) {
    return refuse('validation.text.letterOrDigit');
  }
  return { ok: true, value };
}

/** Dashes people type inside document numbers ("ABC 123-456"): layout, not part of the number. */
const NUMBER_LAYOUT = /[\s\-\u2010-\u2015]/g;

/**
 * An identity number (PESEL or another document's number) as it is stored and compared: the text
 * rule, then compatibility forms folded (full-width 'ＡＢ１' is 'AB1'), upper case, spaces and
 * hyphens dropped. Only letters (any script: Ukrainian passports have Cyrillic series) and the
 * digits 0–9 may remain. Two numbers are the same number when their normalized forms are equal.
 */
export function normalizeIdentityNumber(raw: string, max: number): TextCheck {
  const text = normalizeIdentityNumberPrefix(raw, max);
  if (text.ok && !/^[\p{L}0-9]*$/u.test(text.value)) return refuse('validation.ssn.characters');
  return text;
}

/**
 * The beginning of an identity number to search for, folded as numbers are stored, with any
 * character left in: a search for '%' finds nothing rather than being refused.
 */
export function normalizeIdentityNumberPrefix(raw: string, max: number): TextCheck {
  const text = normalizeText(raw, { max: max * 2, allowMarkup: true });
  if (!text.ok) return text;
  const value = text.value.normalize('NFKC').toUpperCase().replace(NUMBER_LAYOUT, '');
  return value.length > max ? { ok: false, problem: { tooLong: max } } : { ok: true, value };
}

/**
 * A token the portal issued (a tablet's client id and secret): printable ASCII without spaces.
 * Nothing is folded: a token is compared as it was issued.
 */
export function normalizeToken(raw: string, max: number): TextCheck {
  const text = normalizeText(raw, { max, allowMarkup: true });
  if (!text.ok) return text;
  if (text.value !== '' && !/^[\x21-\x7E]+$/.test(text.value)) {
    return refuse('validation.text.forbiddenCharacters');
  }
  return text;
}

import { z } from 'zod';
import type { MessageKey } from '../messages/index.js';
import {
  normalizeIdentityNumber,
  normalizeIdentityNumberPrefix,
  normalizeText,
  normalizeToken,
  type TextCheck,
  type TextProblem,
  type TextRules,
} from '../validation/text.js';

/**
 * The text type every text input of the portal is built from (ARCHITECTURE.md rule 8, ADR 0020):
 * a schema normalizes (validation/text.ts) and reports at most one problem, as a message key.
 *
 * With `required` the field must hold something once normalized (blank, or only invisible
 * characters, gets that message); without it a missing or blank value becomes null.
 */

/** A schema-level error that only names missing input; other issues keep their own messages. */
export function messageWhenMissing(key: MessageKey) {
  return (issue: { code: string; input?: unknown }) =>
    issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
      ? key
      : undefined;
}

export type RequiredText = z.ZodType<string, string>;
export type OptionalText = z.ZodType<string | null, string | null | undefined>;

/** A text rule: the stored value, or why there is none (validation/text.ts). */
export type Normalize = (raw: string) => TextCheck;

/**
 * "Too long" is raised as zod's own too_big issue, so that both the server (localizeIssues) and
 * the forms' error map give it its limit ('Dopuszczalne jest najwyżej 100 znaków').
 */
function report(ctx: z.RefinementCtx, problem: TextProblem, input: string): typeof z.NEVER {
  if ('tooLong' in problem) {
    ctx.addIssue({
      code: 'too_big',
      origin: 'string',
      maximum: problem.tooLong,
      inclusive: true,
      input,
    });
  } else {
    ctx.addIssue({ code: 'custom', message: problem.key, input });
  }
  return z.NEVER;
}

function requiredTextSchema(normalize: Normalize, required: MessageKey): RequiredText {
  return z.string({ error: messageWhenMissing(required) }).transform((raw, ctx) => {
    const checked = normalize(raw);
    if (!checked.ok) return report(ctx, checked.problem, raw);
    if (checked.value === '') {
      ctx.addIssue({ code: 'custom', message: required, input: raw });
      return z.NEVER;
    }
    return checked.value;
  });
}

function optionalTextSchema(normalize: Normalize): OptionalText {
  return z
    .string()
    .nullish()
    .transform((raw, ctx) => {
      if (raw === null || raw === undefined) return null;
      const checked = normalize(raw);
      if (!checked.ok) return report(ctx, checked.problem, raw);
      return checked.value === '' ? null : checked.value;
    });
}

interface TextOptions {
  max: number;
  /** The message of a missing or blank value; without it the field is optional (null). */
  required?: MessageKey;
}

function textSchema(normalize: Normalize, required: MessageKey | undefined) {
  return required ? requiredTextSchema(normalize, required) : optionalTextSchema(normalize);
}

/** A text field with a rule of its own, built on the text rule (e.g. a file name). */
export function normalizedText(normalize: Normalize, required: MessageKey): RequiredText {
  return requiredTextSchema(normalize, required);
}

type Built<O extends TextOptions> = O extends { required: MessageKey }
  ? RequiredText
  : OptionalText;

/**
 * One line of plain text (an address line, a company or device name): no line breaks, inner
 * spaces collapsed, no '<' or '>', at least one letter or digit.
 */
export function singleLineText<O extends TextOptions>(options: O): Built<O> {
  const rules: TextRules = { max: options.max, content: 'letterOrDigit' };
  return textSchema((raw) => normalizeText(raw, rules), options.required) as Built<O>;
}

/** A person's name or a part of it: letters, marks, spaces, apostrophes, hyphens and dots. */
export function personName<O extends TextOptions>(options: O): Built<O> {
  const rules: TextRules = { max: options.max, content: 'personName' };
  return textSchema((raw) => normalizeText(raw, rules), options.required) as Built<O>;
}

/** Free text of several lines (a description): TAB and line breaks kept, '<' and '>' allowed. */
export function multiLineText<O extends TextOptions>(options: O): Built<O> {
  const rules: TextRules = { max: options.max, multiLine: true, allowMarkup: true };
  return textSchema((raw) => normalizeText(raw, rules), options.required) as Built<O>;
}

/** A PESEL or an identity document's number, normalized (validation/text.ts). */
export function identityNumber<O extends TextOptions>(options: O): Built<O> {
  return textSchema(
    (raw) => normalizeIdentityNumber(raw, options.max),
    options.required,
  ) as Built<O>;
}

/** A token the portal issued and a client sends back (a tablet's client id or secret). */
export function identifierText<O extends TextOptions>(options: O): Built<O> {
  return textSchema((raw) => normalizeToken(raw, options.max), options.required) as Built<O>;
}

/**
 * Missing, null or empty is "not set" for a filter; so is a value blank once normalized. The key
 * of an object stays optional (an omitted filter is no filter).
 */
function filterSchema(normalize: Normalize) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    optionalTextSchema(normalize)
      .transform((value) => value ?? undefined)
      .optional(),
  );
}

/** A search or filter text, never stored: the same character rules, any content, '<' allowed. */
export function filterText(max: number) {
  const rules: TextRules = { max, allowMarkup: true };
  return filterSchema((raw) => normalizeText(raw, rules));
}

/** The beginning of an identity number to search for, normalized as stored numbers are. */
export function identityNumberFilter(max: number) {
  return filterSchema((raw) => normalizeIdentityNumberPrefix(raw, max));
}

import { z } from 'zod';
import type { MessageKey } from '../messages/index.js';
import { normalizeText, type TextProblem } from '../validation/text.js';
import { messageWhenMissing } from './text.js';

/**
 * A web address typed into a form (a program's download link, the help page's playlist): the
 * text rule (no control, bidi or invisible characters; ADR 0020), no spaces, a URL the browser
 * can parse, and one of the allowed schemes. The address is kept as typed (trimmed), not
 * rewritten by the URL parser.
 */

interface WebAddressOptions {
  max: number;
  /** Schemes allowed, with the colon as URL.protocol gives them ('https:'). */
  protocols: readonly string[];
  /** The message of an address with another scheme. */
  protocolMessage: MessageKey;
}

/** The parsed address, or null when it is none. */
export function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

type Checked = { ok: true; value: string } | { ok: false; problem: TextProblem };

function checkAddress(raw: string, options: WebAddressOptions): Checked {
  const refuse = (key: MessageKey): Checked => ({ ok: false, problem: { key } });
  const checked = normalizeText(raw, { max: options.max, allowMarkup: true });
  if (!checked.ok) return checked;
  const value = checked.value;
  if (value === '') return { ok: true, value };
  const url = /\s/.test(value) ? null : parseUrl(value);
  if (!url) return refuse('validation.url');
  if (!options.protocols.includes(url.protocol)) return refuse(options.protocolMessage);
  return { ok: true, value };
}

/** As the text type reports: "too long" as zod's too_big (with its limit), the rest by key. */
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

/** A required web address ('To pole jest wymagane' when missing or blank). */
export function requiredWebAddress(options: WebAddressOptions) {
  return z.string({ error: messageWhenMissing('validation.required') }).transform((raw, ctx) => {
    const checked = checkAddress(raw, options);
    if (!checked.ok) return report(ctx, checked.problem, raw);
    if (checked.value === '') return report(ctx, { key: 'validation.required' }, raw);
    return checked.value;
  });
}

/** An optional web address: missing, null or blank is null. */
export function optionalWebAddress(options: WebAddressOptions) {
  return z
    .string()
    .nullish()
    .transform((raw, ctx) => {
      if (raw === null || raw === undefined) return null;
      const checked = checkAddress(raw, options);
      if (!checked.ok) return report(ctx, checked.problem, raw);
      return checked.value === '' ? null : checked.value;
    });
}

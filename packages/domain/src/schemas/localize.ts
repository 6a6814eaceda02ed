import type { z } from 'zod';
import type { Lang } from '../lang.js';
import { isMessageKey, translate, type MessageKey, type MessageParams } from '../messages/index.js';

export interface LocalizedIssue {
  /** Dotted path of the field, '' for the whole input. */
  path: string;
  message: string;
}

type Issue = z.core.$ZodIssue;

/**
 * The message key and parameters our catalogue has for a zod issue. `isKey` tells the catalogue's
 * keys (a schema's own message) from zod's words: the server passes isMessageKey, the web a check
 * of the texts it has loaded, so that it need not bundle every language's texts to tell them.
 */
export function issueMessage(
  issue: Issue,
  isKey: (message: string) => message is MessageKey,
): { key: MessageKey; params?: MessageParams } {
  if (isKey(issue.message)) {
    const params =
      issue.code === 'custom' ? (issue.params as MessageParams | undefined) : undefined;
    return params ? { key: issue.message, params } : { key: issue.message };
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { key: 'validation.required' };
      if (issue.expected === 'number') return { key: 'validation.number.type' };
      if (issue.expected === 'int') return { key: 'validation.number.integer' };
      if (issue.expected === 'date') return { key: 'validation.date.invalid' };
      return { key: 'validation.invalid' };
    case 'too_small':
      // An empty text where one character is needed is the required rule, worded as such
      // ('To pole jest wymagane'), never 'Wymagane jest co najmniej 1 znaków'.
      if (issue.origin === 'string' && Number(issue.minimum) === 1) {
        return { key: 'validation.required' };
      }
      return sizeMessage('min', issue.origin, issue.minimum);
    case 'too_big':
      return sizeMessage('max', issue.origin, issue.maximum);
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      if (issue.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.invalid' };
    case 'invalid_value':
      return { key: 'validation.oneOf', params: { values: issue.values.map(String).join(', ') } };
    case 'not_multiple_of':
      return { key: 'validation.number.integer' };
    default:
      return { key: 'validation.invalid' };
  }
}

function sizeMessage(
  bound: 'min' | 'max',
  origin: string,
  limit: number | bigint | Date,
): { key: MessageKey; params: MessageParams } {
  // zod reports a date's limit as milliseconds since 1970; people read it as yyyy-MM-dd.
  const value =
    origin === 'date' || limit instanceof Date
      ? new Date(Number(limit)).toISOString().slice(0, 10)
      : Number(limit);
  const params = { [bound]: value };
  switch (origin) {
    case 'string':
      return { key: bound === 'min' ? 'validation.string.min' : 'validation.string.max', params };
    case 'array':
    case 'set':
      return { key: bound === 'min' ? 'validation.array.min' : 'validation.array.max', params };
    case 'date':
      return { key: bound === 'min' ? 'validation.date.min' : 'validation.date.max', params };
    default:
      return { key: bound === 'min' ? 'validation.number.min' : 'validation.number.max', params };
  }
}

export function localizeIssue(issue: Issue, lang: Lang): LocalizedIssue {
  const { key, params } = issueMessage(issue, isMessageKey);
  return { path: issue.path.map(String).join('.'), message: translate(lang, key, params) };
}

export function localizeIssues(issues: readonly Issue[], lang: Lang): LocalizedIssue[] {
  return issues.map((issue) => localizeIssue(issue, lang));
}

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { localizeIssues } from './localize.js';

const ZExample = z.object({ count: z.number(), name: z.string() });

function messages(input: unknown): string[] {
  const result = ZExample.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return localizeIssues(result.error.issues, 'pl').map((issue) => issue.message);
}

describe('localizeIssues', () => {
  it('says a missing value is required', () => {
    expect(messages({})).toEqual(['To pole jest wymagane', 'To pole jest wymagane']);
  });

  it('words an empty text that needs one character as the required rule', () => {
    const result = z.object({ name: z.string().min(1) }).safeParse({ name: '' });
    expect(localizeIssues(result.error!.issues, 'pl').map((issue) => issue.message)).toEqual([
      'To pole jest wymagane',
    ]);
    const longer = z.object({ name: z.string().min(3) }).safeParse({ name: 'a' });
    expect(localizeIssues(longer.error!.issues, 'pl')[0]!.message).toBe(
      'Wymagane jest co najmniej 3 znaków',
    );
  });

  it('tells a value of the wrong type from a missing one', () => {
    expect(messages({ count: 'dużo', name: 7 })).toEqual([
      'Wartość musi być liczbą',
      'Nieprawidłowa wartość',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { localizeIssues } from './localize.js';
import { accountSuspensionSchema, ZAccountWarning } from './account-moderation.js';

const now = new Date('2026-11-27T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

describe('account moderation inputs', () => {
  it('takes a suspension that ends within a year, with a reason', () => {
    const parsed = accountSuspensionSchema(now).parse({
      until: new Date(now.getTime() + 7 * day),
      reason: '  Naruszenie regulaminu  ',
      version: 3,
    });
    expect(parsed.reason).toBe('Naruszenie regulaminu');
  });

  it('refuses a suspension ending now or past a year, and a blank reason', () => {
    const schema = accountSuspensionSchema(now);
    const past = schema.safeParse({ until: now, reason: 'x', version: 1 });
    const long = schema.safeParse({
      until: new Date(now.getTime() + 366 * day),
      reason: 'x',
      version: 1,
    });
    const blank = ZAccountWarning.safeParse({ message: ' \u200b ' });
    expect(localizeIssues(past.error!.issues, 'pl')).toEqual([
      { path: 'until', message: 'Data końca zawieszenia musi być w przyszłości' },
    ]);
    expect(localizeIssues(long.error!.issues, 'pl')).toEqual([
      { path: 'until', message: 'Zawieszenie może trwać najwyżej 365 dni' },
    ]);
    expect(localizeIssues(blank.error!.issues, 'pl')).toEqual([
      { path: 'message', message: 'To pole jest wymagane' },
    ]);
  });
});

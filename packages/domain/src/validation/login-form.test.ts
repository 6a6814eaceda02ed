import { describe, expect, it } from 'vitest';
import { ZLoginInput } from '../schemas/auth.js';
import { MESSAGES } from '../messages/index.js';
import { localizeIssues } from '../schemas/localize.js';
import { loginFormProblems } from './login-form.js';

/** The first message zod gives each field, as the server would answer it. */
function serverProblems(input: { login: string; password: string }) {
  const parsed = ZLoginInput.safeParse(input);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of localizeIssues(parsed.error.issues, 'pl')) {
    problems[issue.path.split('.')[0]!] ??= issue.message;
  }
  return problems;
}

describe('loginFormProblems', () => {
  it.each([
    { login: '', password: '' },
    { login: '   ', password: 'x' },
    { login: 'jan.kowalski@example.com', password: '' },
    { login: 'jan.kowalski', password: 'secret' },
    { login: 'jan@localhost', password: 'secret' },
    { login: 'jan\u200b@example.com', password: 'secret' },
    { login: 'jan\u202e@example.com', password: 'secret' },
    { login: ' Jan.Kowalski@Example.com ', password: 'secret' },
  ])('agrees with ZLoginInput on %j', (input) => {
    const problems = loginFormProblems(input);
    const client = Object.fromEntries(
      (['login', 'password'] as const)
        .filter((field) => problems[field])
        .map((field) => [field, MESSAGES.pl[problems[field]!]]),
    );
    expect(client).toEqual(serverProblems(input));
  });
});

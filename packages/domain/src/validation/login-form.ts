import type { MessageKey } from '../messages/index.js';
import { isEmail, isPlainEmailText } from './email.js';

export interface LoginFormProblems {
  login?: MessageKey;
  password?: MessageKey;
}

/**
 * The sign-in form's own checks before it sends anything (spec part 1 §5), with the same messages
 * as `ZLoginInput`, which the server applies (login-form.test.ts keeps the two in step). The
 * sign-in page runs before the form kit and zod are loaded (ADR 0033), so it asks this instead.
 */
export function loginFormProblems(values: { login: string; password: string }): LoginFormProblems {
  const problems: LoginFormProblems = {};
  const login = values.login.trim();
  if (!login) problems.login = 'validation.required';
  else if (!isPlainEmailText(login)) problems.login = 'validation.text.forbiddenCharacters';
  else if (!isEmail(login)) problems.login = 'validation.email';
  if (!values.password) problems.password = 'validation.required';
  return problems;
}

import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ERROR_CODES } from '@portal/domain';
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { classifyError, errorCode } from './classify-error';

/** What Apollo's HttpLink makes of a 200 answer carrying GraphQL errors. */
function graphQLErrors(...errors: GraphQLFormattedError[]): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ data: null, errors });
}

/** What Apollo's HttpLink makes of a non-2xx answer. */
function serverError(status: number, bodyText = ''): ServerError {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText || null, {
      status,
      headers: { 'content-type': 'application/json' },
    }),
    bodyText,
  });
}

function withCode(code: string, message = `failed with ${code}`): GraphQLFormattedError {
  return { message, extensions: { code } };
}

describe('classifyError', () => {
  it("treats the message 'jwt expired' as an expired token", () => {
    expect(classifyError(graphQLErrors({ message: 'jwt expired' }))).toEqual({
      kind: 'tokenExpired',
    });
    expect(classifyError(graphQLErrors(withCode('UNAUTHENTICATED', 'jwt expired')))).toEqual({
      kind: 'tokenExpired',
    });
  });

  it('reads an expired token from the body of a 401 too', () => {
    // What the API answers for an expired session.
    const body = JSON.stringify({ data: null, errors: [withCode('TOKEN_EXPIRED', 'jwt expired')] });
    expect(classifyError(serverError(401, body))).toEqual({ kind: 'tokenExpired' });
  });

  it('treats code UNAUTHENTICATED as an invalid session', () => {
    expect(classifyError(graphQLErrors(withCode('UNAUTHENTICATED')))).toEqual({
      kind: 'unauthenticated',
    });
  });

  it('treats status 401 as an invalid session, with or without a JSON body', () => {
    const body = JSON.stringify({ errors: [{ message: 'Unauthorized', extensions: {} }] });
    expect(classifyError(serverError(401, body))).toEqual({ kind: 'unauthenticated' });
    expect(classifyError(serverError(401))).toEqual({ kind: 'unauthenticated' });
  });

  it('treats code MAINTENANCE and status 503 as maintenance', () => {
    expect(classifyError(graphQLErrors(withCode('MAINTENANCE')))).toEqual({ kind: 'maintenance' });
    const body = JSON.stringify({ errors: [withCode('MAINTENANCE')] });
    expect(classifyError(serverError(503, body))).toEqual({ kind: 'maintenance' });
    expect(classifyError(serverError(503))).toEqual({ kind: 'maintenance' });
    expect(classifyError(serverError(503, '<html>Service Unavailable</html>'))).toEqual({
      kind: 'maintenance',
    });
  });

  it("keeps the database outage's 503 apart from maintenance, with the server's message", () => {
    const message = 'Baza danych jest chwilowo niedostępna. Spróbuj ponownie za chwilę.';
    const body = JSON.stringify({
      data: null,
      errors: [withCode('DATABASE_UNAVAILABLE', message)],
    });
    const outage = { kind: 'other', message, code: 'DATABASE_UNAVAILABLE' };
    expect(classifyError(serverError(503, body))).toEqual(outage);
    expect(classifyError(graphQLErrors(withCode('DATABASE_UNAVAILABLE', message)))).toEqual(outage);
  });

  it('lists every message of a validation failure', () => {
    const error = graphQLErrors({
      message: 'Nieprawidłowe dane',
      extensions: {
        code: 'BAD_USER_INPUT',
        validationErrors: [
          { path: ['pesel'], message: 'Nieprawidłowy PESEL.' },
          { path: ['email'], message: 'Nieprawidłowy adres e-mail.' },
        ],
      },
    });
    expect(classifyError(error)).toEqual({
      kind: 'validation',
      messages: ['Nieprawidłowy PESEL.', 'Nieprawidłowy adres e-mail.'],
    });
  });

  it('uses the message itself for a validation failure without a list', () => {
    expect(classifyError(graphQLErrors(withCode('BAD_USER_INPUT', 'Za krótkie hasło.')))).toEqual({
      kind: 'validation',
      messages: ['Za krótkie hasło.'],
    });
  });

  it('treats code DATABASE_ERROR as a database failure', () => {
    expect(classifyError(graphQLErrors(withCode('DATABASE_ERROR')))).toEqual({ kind: 'database' });
  });

  it('passes any other server error on with its message and code', () => {
    expect(classifyError(graphQLErrors(withCode('FORBIDDEN', 'Brak uprawnień.')))).toEqual({
      kind: 'other',
      message: 'Brak uprawnień.',
      code: 'FORBIDDEN',
    });
    expect(classifyError(graphQLErrors({ message: 'Coś poszło nie tak.' }))).toEqual({
      kind: 'other',
      message: 'Coś poszło nie tak.',
      code: null,
    });
  });

  it('names the status of a failed HTTP answer without GraphQL errors', () => {
    expect(classifyError(serverError(500, 'Internal Server Error'))).toEqual({
      kind: 'other',
      message: 'HTTP 500',
      code: null,
    });
  });

  it('treats a request that never reached the server as a network failure', () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });
});

describe('errorCode', () => {
  it('reads the code of the first GraphQL error, in an answer or in a failed HTTP body', () => {
    expect(errorCode(graphQLErrors(withCode('INVALID_CREDENTIALS'), withCode('OTHER')))).toBe(
      'INVALID_CREDENTIALS',
    );
    const body = JSON.stringify({ errors: [withCode('UNAUTHENTICATED')] });
    expect(errorCode(serverError(401, body))).toBe('UNAUTHENTICATED');
  });

  it('is null when there is no code', () => {
    expect(errorCode(graphQLErrors({ message: 'no code' }))).toBeNull();
    expect(errorCode(new TypeError('Failed to fetch'))).toBeNull();
  });

  it("answers only the domain's codes, so forms compare with ERROR_CODES, never a literal", () => {
    const code = errorCode(graphQLErrors(withCode('STALE_VERSION')));
    expect(code).toBe(ERROR_CODES.STALE_VERSION);
    expect(errorCode(graphQLErrors(withCode('NOT_A_CODE')))).toBeNull();
    expect(classifyError(graphQLErrors(withCode('NOT_A_CODE', 'Coś.')))).toEqual({
      kind: 'other',
      message: 'Coś.',
      code: null,
    });
  });
});

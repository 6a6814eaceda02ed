import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markFromDatabase } from './unavailable.js';

/** What node-postgres reports for an error the server sent. */
function postgresError(code: string, message = 'server error') {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

function socketError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
}

/** Drizzle wraps every failure of a query, with the query and its parameters. */
const failedQuery = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a terminated backend (57P01)', postgresError('57P01')],
    ['a crash shutdown (57P02)', postgresError('57P02')],
    ['a server starting up (57P03)', postgresError('57P03')],
    ['a connection failure (08006)', postgresError('08006')],
    ['too many connections (53300)', postgresError('53300')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['a connection timeout', new Error('timeout exceeded when trying to connect')],
    ['a refused socket below a query', failedQuery(socketError('ECONNREFUSED'))],
    [
      'every address of localhost refused',
      failedQuery(
        Object.assign(new AggregateError([socketError('ECONNREFUSED')], ''), { code: undefined }),
      ),
    ],
  ])('recognizes %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(postgresError('23505'))],
    ['a statement timeout', failedQuery(postgresError('57014'))],
    ['a syntax error', failedQuery(postgresError('42601'))],
    ['an S3 or SMTP server that refuses', socketError('ECONNREFUSED')],
    ['an ordinary error', new Error('boom')],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('takes a refused socket for the database when the caller knows it came from there', () => {
    expect(isDatabaseUnavailable(socketError('ECONNREFUSED'), { fromDatabase: true })).toBe(true);
  });

  it('takes a refused socket for the database when the pool marked it (a failed connect)', () => {
    expect(isDatabaseUnavailable(markFromDatabase(socketError('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable({ originalError: markFromDatabase(socketError('EPIPE')) })).toBe(
      true,
    );
  });
});

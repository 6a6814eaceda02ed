import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isStaleVersion, staleVersionRefusal } from './is-stale-version';

const STALE =
  'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć zmiany.';

const answer = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ data: null, errors });

describe('staleVersionRefusal', () => {
  it('reads the server’s message and the current version of a STALE_VERSION answer', () => {
    const error = answer({
      message: STALE,
      extensions: { code: 'STALE_VERSION', currentVersion: 4 },
    });
    expect(staleVersionRefusal(error)).toEqual({ message: STALE, currentVersion: 4 });
    expect(isStaleVersion(error)).toBe(true);
  });

  it('does without the current version when the server leaves it out', () => {
    const error = answer({ message: STALE, extensions: { code: 'STALE_VERSION' } });
    expect(staleVersionRefusal(error)).toEqual({ message: STALE, currentVersion: null });
  });

  it('is null for any other answer', () => {
    expect(
      staleVersionRefusal(answer({ message: 'Zły PESEL', extensions: { code: 'BAD_USER_INPUT' } })),
    ).toBeNull();
    expect(staleVersionRefusal(answer({ message: 'bez kodu' }))).toBeNull();
    const unavailable = new ServerError('Response not successful', {
      response: new Response(null, { status: 503 }),
      bodyText: '',
    });
    expect(isStaleVersion(unavailable)).toBe(false);
    expect(isStaleVersion(new Error('network'))).toBe(false);
  });
});

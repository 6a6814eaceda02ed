import { describe, expect, it } from 'vitest';
import { parsePairingPayload } from './parse-pairing-payload';

const PAGE = 'https://portal.example.com';
const payload = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    apiUrl: 'https://portal.example.com/graphql',
    clientId: 'tab_3f9a',
    clientSecret: 's3cr3t-value',
    ...overrides,
  });

describe('parsePairingPayload', () => {
  it('reads the three texts of a registration QR code', () => {
    expect(parsePairingPayload(payload(), PAGE)).toEqual({
      ok: true,
      payload: {
        apiUrl: 'https://portal.example.com/graphql',
        clientId: 'tab_3f9a',
        clientSecret: 's3cr3t-value',
      },
    });
  });

  it('forgives whitespace around a pasted payload and around its values', () => {
    const result = parsePairingPayload(`\n  ${payload({ clientId: '  tab_3f9a ' })}  \n`, PAGE);
    expect(result).toMatchObject({ ok: true, payload: { clientId: 'tab_3f9a' } });
  });

  it('accepts an API address without a path', () => {
    const result = parsePairingPayload(payload({ apiUrl: 'https://portal.example.com' }), PAGE);
    expect(result.ok).toBe(true);
  });

  it.each([
    ['an empty paste', ''],
    ['text that is not JSON', 'hello'],
    ['a payload cut short', payload().slice(0, 40)],
    ['a JSON list', '["a","b","c"]'],
    ['a JSON string', '"tab_3f9a"'],
    ['null', 'null'],
    ['something far too long', `{"x":"${'a'.repeat(5000)}"}`],
  ])('calls %s unreadable', (_name, raw) => {
    expect(parsePairingPayload(raw, PAGE)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it.each([
    ['no client secret', { clientSecret: undefined }],
    ['an empty client id', { clientId: '' }],
    ['a blank API address', { apiUrl: '   ' }],
    ['a number for the secret', { clientSecret: 12345 }],
  ])('calls a payload with %s incomplete', (_name, overrides) => {
    expect(parsePairingPayload(payload(overrides), PAGE)).toEqual({
      ok: false,
      problem: 'incomplete',
    });
  });

  it('refuses a QR code of another installation and names its address', () => {
    expect(
      parsePairingPayload(payload({ apiUrl: 'https://evil.example.net/graphql' }), PAGE),
    ).toEqual({ ok: false, problem: 'otherInstallation', apiOrigin: 'https://evil.example.net' });
  });

  it('refuses the same host over another scheme or port', () => {
    expect(
      parsePairingPayload(payload({ apiUrl: 'http://portal.example.com/graphql' }), PAGE),
    ).toMatchObject({ ok: false, problem: 'otherInstallation' });
    expect(
      parsePairingPayload(payload({ apiUrl: 'https://portal.example.com:8443' }), PAGE),
    ).toMatchObject({ ok: false, problem: 'otherInstallation' });
  });

  it('refuses addresses that are not http(s) or not addresses at all', () => {
    expect(parsePairingPayload(payload({ apiUrl: 'javascript:alert(1)' }), PAGE)).toMatchObject({
      ok: false,
      problem: 'otherInstallation',
    });
    expect(parsePairingPayload(payload({ apiUrl: 'not a url' }), PAGE)).toMatchObject({
      ok: false,
      problem: 'otherInstallation',
    });
  });

  it('treats loopback addresses as this machine (the development server forwards the API)', () => {
    const local = payload({ apiUrl: 'http://127.0.0.1:3000/graphql' });
    expect(parsePairingPayload(local, 'http://localhost:3000').ok).toBe(true);
    expect(parsePairingPayload(local, 'http://localhost:5173').ok).toBe(true);
    expect(parsePairingPayload(local, PAGE).ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isLoginLocationState, safeReturnPath } from './login-redirect';

describe('safeReturnPath', () => {
  it.each([
    ['nothing', undefined],
    ['an empty string', ''],
    ['a protocol-relative address', '//evil.com'],
    ['a protocol-relative address with a path', '//evil.com/profile'],
    ['an absolute address', 'https://x'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['the login page', '/login'],
    ['the login page with a query', '/login?from=/profile'],
    ['a backslash the browser reads as a slash', '/\\evil.com'],
    ['a tab the browser drops', '/\t/evil.com'],
    ['a newline the browser drops', '/\n/evil.com'],
    ['a lone backslash, which no browser can resolve', '/\\'],
  ])('refuses %s', (_, from) => {
    expect(safeReturnPath(from)).toBeNull();
  });

  it.each(['/profile?x=1#y', '/patients/view/42', '/studies?tab=files', '/'])(
    'accepts %s',
    (from) => {
      expect(safeReturnPath(from)).toBe(from);
    },
  );
});

describe('isLoginLocationState', () => {
  it('accepts an object and refuses what is not one', () => {
    expect(isLoginLocationState({ from: '/profile' })).toBe(true);
    expect(isLoginLocationState(null)).toBe(false);
    expect(isLoginLocationState('/profile')).toBe(false);
  });
});

import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Unit tests never reach the network: a test that needs `fetch` passes its own fake. */
const unmockedFetch = vi.fn((input: RequestInfo | URL) =>
  Promise.reject(new Error(`Unit tests must not use the network: fetch ${urlOf(input)}`)),
);

beforeEach(() => {
  unmockedFetch.mockClear();
  vi.stubGlobal('fetch', unmockedFetch);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  // Code under test may swallow the rejection, so the test fails here instead.
  const calls = unmockedFetch.mock.calls.map(([input]) => urlOf(input));
  if (calls.length > 0) throw new Error(`Unmocked fetch in a unit test: ${calls.join(', ')}`);
});

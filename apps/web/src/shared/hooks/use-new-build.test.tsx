import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchServerCommit, useNewBuild } from './use-new-build';

const OWN_COMMIT = 'abc123';

type Answer = { commit: unknown } | 'throws' | 'not-ok' | 'not-json';

/** A fake fetch answering the build handler with each answer in turn, the last one repeated. */
function fakeFetch(...answers: Answer[]) {
  let call = 0;
  return vi.fn<typeof fetch>(() => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer === 'throws') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'not-ok') return Promise.resolve(new Response('Bad Gateway', { status: 502 }));
    if (answer === 'not-json') return Promise.resolve(new Response('<html>', { status: 200 }));
    return Promise.resolve(Response.json(answer));
  });
}

/** Moves the clock on and lets the checks it starts settle. */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderNewBuild(fetchImpl: typeof fetch) {
  return renderHook(() => useNewBuild(OWN_COMMIT, fetchImpl));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useNewBuild', () => {
  it('does not check before 10 s, checks at 10 s and then every 250 s', async () => {
    const fetchImpl = fakeFetch({ commit: OWN_COMMIT });
    const { result } = renderNewBuild(fetchImpl);

    await advance(9_999);
    expect(fetchImpl).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    await advance(249_999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await advance(250_000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(result.current).toBe(false);
  });

  it('turns true when the server runs another build, and stops checking', async () => {
    const fetchImpl = fakeFetch({ commit: OWN_COMMIT }, { commit: 'def456' });
    const { result } = renderNewBuild(fetchImpl);

    await advance(10_000);
    expect(result.current).toBe(false);
    await advance(250_000);
    expect(result.current).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    await advance(1_000_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(true);
  });

  it.each<[string, Answer]>([
    ['the request fails', 'throws'],
    ['the answer is not OK', 'not-ok'],
    ['the answer is not JSON', 'not-json'],
    ['the answer has no commit', { commit: null }],
  ])('stays false when %s, and keeps checking', async (_, answer) => {
    const fetchImpl = fakeFetch(answer);
    const { result } = renderNewBuild(fetchImpl);

    await advance(10_000 + 250_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(false);
  });

  it('lets a later check decide after a failed one', async () => {
    const fetchImpl = fakeFetch('throws', { commit: 'def456' });
    const { result } = renderNewBuild(fetchImpl);

    await advance(10_000);
    expect(result.current).toBe(false);
    await advance(250_000);
    expect(result.current).toBe(true);
  });

  it('stops checking when unmounted', async () => {
    const fetchImpl = fakeFetch({ commit: OWN_COMMIT });
    const { unmount } = renderNewBuild(fetchImpl);

    await advance(10_000);
    unmount();
    await advance(1_000_000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('fetchServerCommit', () => {
  it('asks the build handler for JSON, bypassing the cache', async () => {
    const fetchImpl = fakeFetch({ commit: 'def456' });
    await expect(fetchServerCommit(fetchImpl)).resolves.toBe('def456');
    expect(fetchImpl).toHaveBeenCalledWith('/api/build/handler', {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
  });
});

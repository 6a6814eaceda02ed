import { useCallback, useEffect, useRef } from 'react';

/**
 * A function that runs `callback` once calls have stopped for `delayMs` (the search waits for
 * the user to stop typing). `flush` runs a pending call at once, `cancel` drops it.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
) {
  const latest = useRef(callback);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<A | null>(null);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = useCallback(
    (...args: A) => {
      pending.current = args;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        pending.current = null;
        latest.current(...args);
      }, delayMs);
    },
    [delayMs],
  );

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = pending.current;
    if (args === null) return;
    window.clearTimeout(timer.current);
    pending.current = null;
    latest.current(...args);
  }, []);

  return { run, flush, cancel };
}

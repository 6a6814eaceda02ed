import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './use-debounced-callback';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedCallback', () => {
  it('runs the last call once calls stop for the delay', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 500));
    act(() => {
      result.current.run('a');
      result.current.run('ab');
      vi.advanceTimersByTime(499);
    });
    expect(callback).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(callback).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('flush runs a pending call at once and only once; with none pending it does nothing', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 500));
    act(() => result.current.flush());
    expect(callback).not.toHaveBeenCalled();
    act(() => {
      result.current.run('abc');
      result.current.flush();
    });
    expect(callback).toHaveBeenCalledExactlyOnceWith('abc');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(callback).toHaveBeenCalledOnce();
  });

  it('cancel drops a pending call', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 500));
    act(() => {
      result.current.run('x');
      result.current.cancel();
      vi.advanceTimersByTime(1000);
    });
    expect(callback).not.toHaveBeenCalled();
  });
});

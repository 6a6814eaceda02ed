import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lastPageOf, usePageInRange } from './use-page-in-range';

const answer = (total: number, totalCapped: boolean, rows: number) => ({
  total,
  totalCapped,
  items: Array.from({ length: rows }),
});

describe('lastPageOf', () => {
  it('counts pages of an exact total and knows none past a capped one', () => {
    expect(lastPageOf(answer(0, false, 0), 20)).toBe(0);
    expect(lastPageOf(answer(40, false, 20), 20)).toBe(1);
    expect(lastPageOf(answer(41, false, 1), 20)).toBe(2);
    expect(lastPageOf(answer(1000, true, 20), 20)).toBe(Number.POSITIVE_INFINITY);
    expect(lastPageOf(null, 20)).toBe(0);
  });
});

describe('usePageInRange', () => {
  it('moves a page beyond an exact count to the last one', () => {
    const setPage = vi.fn();
    renderHook(() => usePageInRange(5, 20, answer(41, false, 0), setPage));
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('steps back from an empty page past a capped count, and leaves a full one', () => {
    const setPage = vi.fn();
    renderHook(() => usePageInRange(60, 20, answer(1000, true, 0), setPage));
    expect(setPage).toHaveBeenCalledWith(59);
    const untouched = vi.fn();
    renderHook(() => usePageInRange(60, 20, answer(1000, true, 20), untouched));
    renderHook(() => usePageInRange(1, 20, undefined, untouched));
    expect(untouched).not.toHaveBeenCalled();
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, FILTERS_KEY, PAGING_KEY, storeListState } from './list-state';
import { useStudyListState } from './use-study-list-state';

/** Runs the hook on a router at `url`; returns the hook and the router to read the URL from. */
function setUp(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/studies', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useStudyListState(), { wrapper });
  const search = () => router?.state.location.search ?? '';
  return { hook, search };
}

describe('useStudyListState', () => {
  it('reads page and filters from a shared link and stores them', () => {
    const { hook } = setUp('/studies?page=4&patient=41');
    expect(hook.result.current.state).toMatchObject({ page: 3, patient: '41' });
    expect(JSON.parse(window.localStorage.getItem(PAGING_KEY) ?? 'null')).toEqual({ page: 3 });
    expect(JSON.parse(window.sessionStorage.getItem(FILTERS_KEY) ?? 'null')).toMatchObject({
      patient: '41',
    });
  });

  it('restores the stored state into the address of a plain /studies', () => {
    storeListState({ ...DEFAULT_LIST_STATE, page: 1, status: 'Draft' });
    const { hook, search } = setUp('/studies');
    expect(hook.result.current.state).toMatchObject({ page: 1, status: 'Draft' });
    expect(search()).toBe('?page=2&status=Draft');
  });

  it('starts a new filter on the first page, and clears back to an empty address', () => {
    const { hook, search } = setUp('/studies?page=3');
    act(() => hook.result.current.setFilters({ onlyOwn: true }));
    expect(search()).toBe('?onlyOwn=1');
    expect(hook.result.current.state.page).toBe(0);
    act(() => hook.result.current.setPage(1));
    expect(search()).toBe('?page=2&onlyOwn=1');
    act(() => hook.result.current.setFilters({ onlyOwn: false }));
    expect(search()).toBe('');
    expect(hook.result.current.state).toEqual(DEFAULT_LIST_STATE);
  });
});

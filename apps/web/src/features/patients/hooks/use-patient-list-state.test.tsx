import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FILTERS_KEY, PAGING_KEY, storeListState, DEFAULT_LIST_STATE } from './list-state';
import { usePatientListState } from './use-patient-list-state';

/** Runs the hook on a router at `url`; returns the hook and the router to read the URL from. */
function setUp(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/patients', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => usePatientListState(), { wrapper });
  const search = () => router?.state.location.search ?? '';
  return { hook, search };
}

describe('usePatientListState', () => {
  it('reads page and filters from a shared link and stores them', () => {
    const { hook } = setUp('/patients?page=4&name=nowak');
    expect(hook.result.current.state).toMatchObject({ page: 3, name: 'nowak' });
    expect(JSON.parse(window.localStorage.getItem(PAGING_KEY) ?? 'null')).toEqual({ page: 3 });
    expect(JSON.parse(window.sessionStorage.getItem(FILTERS_KEY) ?? 'null')).toMatchObject({
      name: 'nowak',
    });
  });

  it('restores the stored state into the address of a plain /patients', () => {
    storeListState({ ...DEFAULT_LIST_STATE, page: 1, ssn: '85' });
    const { hook, search } = setUp('/patients');
    expect(hook.result.current.state).toMatchObject({ page: 1, ssn: '85' });
    expect(search()).toBe('?page=2&ssn=85');
  });

  it('starts a new search on the first page, and clears back to an empty address', () => {
    const { hook, search } = setUp('/patients?page=3');
    act(() => hook.result.current.setFilters({ name: 'kowalska' }));
    expect(search()).toBe('?name=kowalska');
    expect(hook.result.current.state.page).toBe(0);
    act(() => hook.result.current.setPage(1));
    expect(search()).toBe('?page=2&name=kowalska');
    act(() => hook.result.current.setFilters({ name: '' }));
    act(() => hook.result.current.setPage(0));
    expect(search()).toBe('');
    expect(hook.result.current.state).toEqual(DEFAULT_LIST_STATE);
  });
});

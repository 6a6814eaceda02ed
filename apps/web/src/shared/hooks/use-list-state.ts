import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** How one list reads and writes its state: in the URL and in storage. */
export interface ListStateStore<S extends { page: number }> {
  /** Whether the URL says anything about the list (else the stored state applies). */
  hasParams(params: URLSearchParams): boolean;
  parse(params: URLSearchParams): S;
  /** The state in the URL; other parameters stay, defaults are left out. */
  write(state: S, base: URLSearchParams): URLSearchParams;
  readStored(): S;
  store(state: S): void;
}

/**
 * Page and filters of a list. The URL is the truth (a shared link or a reload shows the same
 * list); a URL without them takes the stored state: paging from localStorage, filters from this
 * session (spec part 1 §9). `store` must be a module constant.
 */
export function useListState<S extends { page: number }>(store: ListStateStore<S>) {
  const [params, setParams] = useSearchParams();
  const stateOf = useCallback(
    (current: URLSearchParams) =>
      store.hasParams(current) ? store.parse(current) : store.readStored(),
    [store],
  );
  const state = useMemo(() => stateOf(params), [stateOf, params]);

  useEffect(() => {
    store.store(state);
    // Put a restored state into the address bar, so copying the link copies the list.
    if (!store.hasParams(params)) {
      const withState = store.write(state, params);
      if (withState.toString() !== params.toString()) setParams(withState, { replace: true });
    }
  }, [store, state, params, setParams]);

  const update = useCallback(
    (change: Partial<S>) => {
      setParams(
        (current) => {
          const next = { ...stateOf(current), ...change };
          // Stored first: a default state leaves the URL empty and is then read back from here.
          store.store(next);
          return store.write(next, current);
        },
        { replace: true },
      );
    },
    [store, stateOf, setParams],
  );

  const setPage = useCallback((page: number) => update({ page } as Partial<S>), [update]);
  /** Other filters (or another page size) start again on the first page. */
  const setFilters = useCallback(
    (filters: Partial<Omit<S, 'page'>>) => update({ ...filters, page: 0 } as Partial<S>),
    [update],
  );

  return { state, setPage, setFilters };
}

import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  hasListParams,
  parseListParams,
  readStoredListState,
  storeListState,
  writeListParams,
  type PageSize,
  type ReferralFilters,
  type ReferralListState,
} from './list-state';

function stateOf(params: URLSearchParams): ReferralListState {
  return hasListParams(params) ? parseListParams(params) : readStoredListState();
}

/**
 * Page and filters of the referrals list. The URL is the truth (a shared link or a reload shows
 * the same list); a URL without them takes the stored state: paging from localStorage, filters
 * from this session (spec part 2 §9).
 */
export function useReferralListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateOf(params), [params]);

  useEffect(() => {
    storeListState(state);
    // Put a restored state into the address bar, so copying the link copies the list.
    if (!hasListParams(params)) {
      const withState = writeListParams(state, params);
      if (withState.toString() !== params.toString()) setParams(withState, { replace: true });
    }
  }, [state, params, setParams]);

  const update = useCallback(
    (change: Partial<ReferralListState>) => {
      setParams(
        (current) => {
          const next = { ...stateOf(current), ...change };
          // Stored first: a default state leaves the URL empty and is then read back from here.
          storeListState(next);
          return writeListParams(next, current);
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback((page: number) => update({ page }), [update]);
  /** Another page size starts again on the first page. */
  const setSize = useCallback((size: PageSize) => update({ size, page: 0 }), [update]);
  /** Other filters start again on the first page. */
  const setFilters = useCallback(
    (filters: Partial<ReferralFilters>) => update({ ...filters, page: 0 }),
    [update],
  );

  return { state, setPage, setSize, setFilters };
}

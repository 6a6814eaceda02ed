import { useCallback } from 'react';
import { useListState } from '../../../shared/hooks/use-list-state';
import { LIST_STATE_STORE, type PageSize } from './list-state';

/** Page, page size and filters of the referrals list, in the URL and stored (spec part 2 §9). */
export function useReferralListState() {
  const { state, setPage, setFilters } = useListState(LIST_STATE_STORE);
  /** Another page size starts again on the first page. */
  const setSize = useCallback((size: PageSize) => setFilters({ size }), [setFilters]);
  return { state, setPage, setSize, setFilters };
}

import type { TComplaintsOrderBy } from '@portal/domain';
import { useCallback } from 'react';
import type { SortDirection } from '../../../__generated__/complaints/graphql';
import { useListState } from '../../../shared/hooks/use-list-state';
import { LIST_STATE_STORE, type PageSize } from './list-state';

/**
 * Page, page size, order and filters of the complaints list, in the URL (a reload or a shared
 * link shows the same list) and stored (spec part 2 §9).
 */
export function useComplaintListState() {
  const { state, setPage, setFilters } = useListState(LIST_STATE_STORE);
  /** Another page size or order starts again on the first page. */
  const setSize = useCallback((size: PageSize) => setFilters({ size }), [setFilters]);
  const setSort = useCallback(
    (sort: TComplaintsOrderBy, direction: SortDirection) => setFilters({ sort, direction }),
    [setFilters],
  );
  return { state, setPage, setSize, setSort, setFilters };
}

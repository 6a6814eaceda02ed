import { useCallback } from 'react';
import type { DoctorKind, SortDirection } from '../../../__generated__/doctors/graphql';
import { useListState } from '../../../shared/hooks/use-list-state';
import type { TDoctorsOrderBy } from '@portal/domain';
import { LIST_STATE_STORES, type PageSize } from './list-state';

/**
 * Page, page size, order and search of the doctors or facilities list, in the URL (a reload or a
 * shared link shows the same list) and stored (spec part 2 §9).
 */
export function useDoctorListState(kind: DoctorKind) {
  const { state, setPage, setFilters } = useListState(LIST_STATE_STORES[kind]);
  /** Another page size or order starts again on the first page. */
  const setSize = useCallback((size: PageSize) => setFilters({ size }), [setFilters]);
  const setSort = useCallback(
    (sort: TDoctorsOrderBy, direction: SortDirection) => setFilters({ sort, direction }),
    [setFilters],
  );
  return { state, setPage, setSize, setSort, setFilters };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BranchSortField } from '../../../../__generated__/graphql';
import {
  parseBranchListParams,
  writeBranchListParams,
  type BranchListState,
  type OwnBranchFilter,
} from './branch-list-state';

/** Page, filters and sort of the branches list, kept in the URL. */
export function useBranchListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseBranchListParams(params), [params]);

  const update = useCallback(
    (change: Partial<BranchListState>) =>
      setParams(
        (current) =>
          writeBranchListParams({ ...parseBranchListParams(current), ...change }, current),
        { replace: true },
      ),
    [setParams],
  );

  return {
    state,
    setPage: useCallback((page: number) => update({ page }), [update]),
    /** A new filter starts on the first page. */
    setName: useCallback((name: string) => update({ name, page: 0 }), [update]),
    setOwn: useCallback((own: OwnBranchFilter) => update({ own, page: 0 }), [update]),
    /** A click on the sorted column turns its direction; on another column sorts by it. */
    sortBy: useCallback(
      (sort: BranchSortField) =>
        update({
          sort,
          direction: sort === state.sort && state.direction === 'ASC' ? 'DESC' : 'ASC',
          page: 0,
        }),
      [update, state.sort, state.direction],
    ),
  };
}

import { useCallback } from 'react';
import { useListState } from '../../../shared/hooks/use-list-state';
import { LIST_STATE_STORE, type PageSize } from './list-state';

/**
 * Page, page size and 'Tylko nieprzeczytane' of the messages list, in the URL (a reload or a
 * shared link shows the same list) and stored (spec part 1 §9).
 */
export function useMessageListState() {
  const { state, setPage, setFilters } = useListState(LIST_STATE_STORE);
  /** Another page size or filter starts again on the first page. */
  const setSize = useCallback((size: PageSize) => setFilters({ size }), [setFilters]);
  const setUnreadOnly = useCallback(
    (unreadOnly: boolean) => setFilters({ unreadOnly }),
    [setFilters],
  );
  return { state, setPage, setSize, setUnreadOnly };
}

import { useListState } from '../../../shared/hooks/use-list-state';
import { LIST_STATE_STORE } from './list-state';

/** Page and filters of the studies list, in the URL and stored (spec part 2 §9). */
export function useStudyListState() {
  return useListState(LIST_STATE_STORE);
}

import { useListState } from '../../../shared/hooks/use-list-state';
import { LIST_STATE_STORE } from './list-state';

/** Page and search of the patient list, in the URL and stored (spec part 1 §9). */
export function usePatientListState() {
  return useListState(LIST_STATE_STORE);
}

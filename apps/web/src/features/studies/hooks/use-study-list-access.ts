import { useMemo } from 'react';
import { usePermission } from '../../../shared/auth/use-permission';
import type { StudyFilterKey, StudyListColumns } from './list-state';

export interface StudyListAccess extends StudyListColumns {
  mayAdd: boolean;
  /** The filters this role's panel shows; the patient filter comes from links, for everyone. */
  filters: ReadonlySet<StudyFilterKey>;
}

/**
 * What the current role sees of the studies list (spec part 2 §2): its columns and filters, from
 * the UI capabilities of the permission catalogue. The advanced description search
 * ('studies.filter.descriptionSearch') is not offered: the API has no filter for it yet.
 */
export function useStudyListAccess(): StudyListAccess {
  const mayAdd = usePermission('studies.addButton');
  const withBranchAndDeadline = usePermission('studies.branchAndDeadlineColumns');
  const withAllDoctors = usePermission('studies.fullDoctorNames');
  const onlyOwn = usePermission('studies.filter.onlyOwn');
  const descriptionAndStatus = usePermission('studies.filter.descriptionAndStatus');
  const describer = usePermission('studies.filter.describer');
  const externalReferal = usePermission('studies.filter.externalReferal');

  const filters = useMemo(() => {
    const keys = new Set<StudyFilterKey>(['patient']);
    if (onlyOwn) keys.add('onlyOwn');
    if (descriptionAndStatus) {
      keys.add('status');
      keys.add('description');
    }
    if (describer) keys.add('describer');
    if (externalReferal) keys.add('externalReferal');
    return keys;
  }, [onlyOwn, descriptionAndStatus, describer, externalReferal]);

  return { mayAdd, withBranchAndDeadline, withAllDoctors, filters };
}

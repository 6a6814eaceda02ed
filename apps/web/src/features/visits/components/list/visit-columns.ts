import type { TVisitsOrderBy } from '@portal/domain';

/** The columns of the visits list (spec part 2 §2 "Visits"). */
export const VISIT_COLUMNS = [
  'visitDate',
  'doctor',
  'coordinator',
  'status',
  'reason',
  'region',
  'comment',
] as const;

export type VisitColumn = (typeof VISIT_COLUMNS)[number];

/** The server's order behind each sortable column (updatedAt has no column: the panel's order). */
export const SORT_OF: Partial<Record<VisitColumn, TVisitsOrderBy>> = {
  visitDate: 'visitDate',
};

import type { TComplaintsOrderBy } from '@portal/domain';

/** The columns of the complaints list (spec part 2 §2 "Complaints"), and the row's actions. */
export const COMPLAINT_COLUMNS = [
  'complainant',
  'reportDate',
  'type',
  'status',
  'dueDate',
  'reason',
  'description',
  'responsible',
  'actions',
] as const;

export type ComplaintColumn = (typeof COMPLAINT_COLUMNS)[number];

/** The server's order behind each sortable column (updatedAt has no column: the panel's order). */
export const SORT_OF: Partial<Record<ComplaintColumn, TComplaintsOrderBy>> = {
  reportDate: 'reportDate',
  dueDate: 'dueDate',
};

import type { SxProps, Theme } from '@mui/material/styles';
import type { TDoctorsOrderBy } from '@portal/domain';
import type { DoctorKind } from '../../../../__generated__/doctors/graphql';

/** The columns of the doctors list and of the facilities list (spec part 2 §2). */
const DOCTOR_COLUMNS = [
  'name',
  'email',
  'roles',
  'specializations',
  'registrationDate',
  'lastLogin',
  'logins90',
  'actions',
] as const;
const FACILITY_COLUMNS = [
  'name',
  'email',
  'registrationDate',
  'lastLogin',
  'logins90',
  'actions',
] as const;

export type DoctorColumn = (typeof DOCTOR_COLUMNS)[number];

export function columnsOf(kind: DoctorKind): readonly DoctorColumn[] {
  return kind === 'DOCTOR' ? DOCTOR_COLUMNS : FACILITY_COLUMNS;
}

/** The server's order behind each sortable column. */
export const SORT_OF: Partial<Record<DoctorColumn, TDoctorsOrderBy>> = {
  name: 'name',
  email: 'email',
  registrationDate: 'registrationDate',
  lastLogin: 'lastLoginDate',
};

/**
 * The actions column stays in view while a table wider than the screen scrolls sideways: view and
 * edit are reachable without scrolling to the end of every row.
 */
export const STICKY_ACTIONS: SxProps<Theme> = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
};

import { useLocation } from 'react-router';
import type { DoctorKind } from '../../../__generated__/doctors/graphql';

/** Which kind a page of this feature shows: its address says (/facilities… or /doctors…). */
export function useDoctorKind(): DoctorKind {
  const { pathname } = useLocation();
  return pathname.startsWith('/facilities') ? 'FACILITY' : 'DOCTOR';
}

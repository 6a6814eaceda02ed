import type { DoctorKind } from '../../../__generated__/doctors/graphql';

/** The addresses of a kind's pages (spec part 2 §2): /doctors/… or /facilities/…. */
export function doctorPaths(kind: DoctorKind) {
  const list = kind === 'DOCTOR' ? '/doctors' : '/facilities';
  return {
    list,
    add: `${list}/add`,
    view: (id: string) => `${list}/view/${id}`,
    edit: (id: string) => `${list}/edit/${id}`,
  };
}

/** The kind of a record as the lists tell them apart. */
export function kindOf(doctor: { isFacility: boolean }): DoctorKind {
  return doctor.isFacility ? 'FACILITY' : 'DOCTOR';
}

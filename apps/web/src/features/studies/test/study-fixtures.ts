import type { StudyListDoctorFragment, StudyListRowFragment } from '../../../__generated__/graphql';

type DoctorOverrides = Partial<Omit<StudyListDoctorFragment, 'contact'>> & {
  contact?: Partial<StudyListDoctorFragment['contact']>;
};

/** A doctor as the list query answers it, with the `__typename`s the cache needs. */
export function buildListDoctor(overrides: DoctorOverrides = {}): StudyListDoctorFragment {
  const { contact, ...rest } = overrides;
  return {
    __typename: 'Doctor',
    id: '21',
    isFacility: false,
    ...rest,
    contact: {
      __typename: 'Contact',
      firstName: 'Jan',
      lastName: 'Lekarski',
      companyName: null,
      ...contact,
    },
  } as StudyListDoctorFragment;
}

/**
 * A row of the studies list as the API answers it for a role that sees every column (branch,
 * deadline, supporting and describing doctors); `forRole` drops what a role does not ask for.
 */
export function buildStudyRow(overrides: Partial<StudyListRowFragment> = {}): StudyListRowFragment {
  return {
    __typename: 'Study',
    id: '101',
    studyDate: '2026-03-02T08:30:00.000Z',
    status: 'Performed',
    hasDescription: false,
    missingDescription: true,
    unassignedDescriber: false,
    ledByCaller: false,
    deadline: '2099-01-01T12:00:00.000Z',
    branch: { __typename: 'Branch', id: '1', name: 'Warszawa Mokotów' },
    patient: {
      __typename: 'Patient',
      id: '41',
      contact: { __typename: 'PatientContact', firstName: 'Anna', lastName: 'Nowak' },
    },
    studyType: { __typename: 'StudyType', id: '3', name: 'Pantomogram', is3D: false },
    leadingDoctor: buildListDoctor(),
    supportingDoctors: [
      buildListDoctor({ id: '22', contact: { firstName: 'Ewa', lastName: 'Wspierająca' } }),
    ],
    describers: [
      {
        __typename: 'StudyDescriber',
        dueDate: '2099-01-01T12:00:00.000Z',
        doctor: buildListDoctor({
          id: '23',
          contact: { firstName: 'Olga', lastName: 'Opisująca' },
        }),
      },
    ],
    ...overrides,
  } as StudyListRowFragment;
}

/** The row without the fields a role's query leaves out (`@include`). */
export function forRole(
  row: StudyListRowFragment,
  {
    withBranchAndDeadline,
    withAllDoctors,
  }: { withBranchAndDeadline: boolean; withAllDoctors: boolean },
): StudyListRowFragment {
  const { deadline, branch, supportingDoctors, describers, ...rest } = row;
  return {
    ...rest,
    ...(withBranchAndDeadline ? { deadline, branch } : {}),
    ...(withAllDoctors ? { supportingDoctors, describers } : {}),
  };
}

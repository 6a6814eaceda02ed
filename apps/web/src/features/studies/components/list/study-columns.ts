import type { StudyListColumns } from '../../hooks/list-state';

export type StudyColumn =
  | 'studyDate'
  | 'patient'
  | 'studyType'
  | 'status'
  | 'flags'
  | 'leadingDoctor'
  | 'supportingDoctors'
  | 'describers'
  | 'branch'
  | 'deadline';

/**
 * The columns a role sees (spec part 2 §2, §6): every role the date, patient, type, status, the
 * description flags and the leading doctor; Admin and Technician also the supporting and
 * describing doctors; Admin, Technician, DescribingDoctor and Manager the branch and deadline.
 */
export function studyColumns({
  withAllDoctors,
  withBranchAndDeadline,
}: StudyListColumns): StudyColumn[] {
  return [
    'studyDate',
    'patient',
    'studyType',
    'status',
    'flags',
    'leadingDoctor',
    ...(withAllDoctors ? (['supportingDoctors', 'describers'] as const) : []),
    ...(withBranchAndDeadline ? (['branch', 'deadline'] as const) : []),
  ];
}

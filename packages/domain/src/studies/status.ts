import type { Role } from '../roles.js';

/** Study statuses (spec part 2 §4). No transitions are enforced: the form may set any of them. */
export const STUDY_STATUSES = ['Draft', 'Paid', 'Performed'] as const;

export type StudyStatus = (typeof STUDY_STATUSES)[number];

export function isStudyStatus(value: unknown): value is StudyStatus {
  return typeof value === 'string' && (STUDY_STATUSES as readonly string[]).includes(value);
}

/**
 * Status a new study starts with, by the role that creates it: Registration takes the payment,
 * a Technician performs the study, anyone else only drafts it.
 */
export function defaultStudyStatus(role: Role): StudyStatus {
  switch (role) {
    case 'Registration':
      return 'Paid';
    case 'Technician':
      return 'Performed';
    default:
      return 'Draft';
  }
}

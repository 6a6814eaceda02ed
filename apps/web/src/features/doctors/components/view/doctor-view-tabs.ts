import type { DoctorViewFieldsFragment } from '../../../../__generated__/doctors/graphql';

/** The view's tabs (spec part 2 §2), in their order. */
export const DOCTOR_VIEW_TABS = [
  'info',
  'stats',
  'council',
  'comments',
  'description',
  'visits',
] as const;
export type DoctorViewTab = (typeof DOCTOR_VIEW_TABS)[number];

export function isDoctorViewTab(value: string | null): value is DoctorViewTab {
  return (DOCTOR_VIEW_TABS as readonly (string | null)[]).includes(value);
}

/** What the viewer may see, from the permission catalogue. */
export interface DoctorViewRights {
  stats: boolean;
  comments: boolean;
  /** The coordinators' visits to the doctor (Admin, Manager; issue 21 §1). */
  visits: boolean;
  /** The councils of the doctor's account (Admin: 'councils.ofDoctor'). */
  council: boolean;
}

/** A describing doctor: the server's describing load, or the role on the account. */
export function isDescriber(doctor: Pick<DoctorViewFieldsFragment, 'describerInfo' | 'user'>) {
  return doctor.describerInfo !== null || Boolean(doctor.user?.roles.includes('DescribingDoctor'));
}

/**
 * The tabs this viewer gets for this doctor: stats, comments and visits for Admin and Manager,
 * the council tab for Admin and only for a doctor with an account, the description tab only for
 * describing doctors.
 */
export function visibleDoctorTabs(
  rights: DoctorViewRights,
  doctor: Pick<DoctorViewFieldsFragment, 'describerInfo' | 'user'>,
): DoctorViewTab[] {
  return DOCTOR_VIEW_TABS.filter(
    (tab) =>
      (tab !== 'stats' || rights.stats) &&
      (tab !== 'comments' || rights.comments) &&
      (tab !== 'visits' || rights.visits) &&
      (tab !== 'council' || (rights.council && doctor.user !== null)) &&
      (tab !== 'description' || isDescriber(doctor)),
  );
}

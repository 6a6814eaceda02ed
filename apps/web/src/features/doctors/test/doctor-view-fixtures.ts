import type {
  DoctorCommentFieldsFragment,
  DoctorViewAccountFragment,
  DoctorViewFieldsFragment,
  DoctorViewStatisticsQuery,
} from '../../../__generated__/doctors/graphql';

type DoctorOverrides = Partial<Omit<DoctorViewFieldsFragment, 'contact' | 'user'>> & {
  contact?: Partial<DoctorViewFieldsFragment['contact']>;
  /** The account's fields over the default's; null: a doctor without an account. */
  user?: Partial<DoctorViewAccountFragment> | null;
};

/** An account as `Doctor.user` answers it, with the `__typename` the cache needs. */
export function buildDoctorAccount(
  overrides: Partial<DoctorViewAccountFragment> = {},
): DoctorViewAccountFragment {
  return {
    __typename: 'User',
    id: '70',
    login: 'jan.lekarz@example.com',
    roles: ['Doctor'],
    active: true,
    emailConfirmed: true,
    verifiedAt: '2026-01-02T10:00:00.000Z',
    registrationHold: null,
    lastLoginDate: '2026-03-01T08:00:00.000Z',
    vacationStart: null,
    vacationEnd: null,
    version: 3,
    ...overrides,
  } as DoctorViewAccountFragment;
}

/** A doctor as the API answers `doctor(id)` to the staff (DoctorViewFields). */
export function buildDoctorView(overrides: DoctorOverrides = {}): DoctorViewFieldsFragment {
  const { contact, user, ...rest } = overrides;
  return {
    __typename: 'Doctor',
    id: '21',
    isFacility: false,
    hasAccount: true,
    licenseNumber: '5425740',
    specializations: ['Ortodoncja'],
    regions: ['Mazowsze'],
    maxStudyHoursToDescribe: null,
    note: null,
    createdAt: '2026-01-02T09:00:00.000Z',
    updatedAt: '2026-01-02T09:00:00.000Z',
    version: 4,
    describingStudyTypes: [],
    employedInBranches: [],
    describerInfo: null,
    stampImage: null,
    ...rest,
    user: user === null ? null : buildDoctorAccount(user),
    contact: {
      __typename: 'Contact',
      id: '210',
      firstName: 'Jan',
      middleName: null,
      lastName: 'Lekarz',
      companyName: null,
      nip: null,
      phoneNumbers: ['+48 600 200 300'],
      emailAddresses: ['gabinet@example.com'],
      addresses: [],
      ...contact,
    },
  } as DoctorViewFieldsFragment;
}

type Statistics = DoctorViewStatisticsQuery['doctorStatistics'];

const period = (days7: number, days30: number, days90: number) => ({
  __typename: 'PeriodCounts' as const,
  days7,
  days30,
  days90,
});

/** Statistics with nothing in them, unless told otherwise. */
export function buildStatistics(overrides: Partial<Statistics> = {}): Statistics {
  return {
    __typename: 'DoctorStatistics',
    studiesValue: '0.00',
    studiesCount: 0,
    logins: period(0, 0, 0),
    studies2D: period(0, 0, 0),
    studies3D: period(0, 0, 0),
    lastLoginDate: null,
    ...overrides,
  } as Statistics;
}

export { period as buildPeriodCounts };

/** A comment as `doctorComments` answers it, someone else's unless told. */
export function buildComment(
  overrides: Partial<DoctorCommentFieldsFragment> = {},
): DoctorCommentFieldsFragment {
  return {
    __typename: 'DoctorComment',
    id: '501',
    doctorId: '21',
    title: 'Telefon',
    content: 'Prosi o kontakt po 15.',
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    mine: false,
    version: 1,
    createdBy: {
      __typename: 'User',
      id: '8',
      profilePictureURL: null,
      contact: {
        __typename: 'Contact',
        id: '80',
        firstName: 'Ewa',
        lastName: 'Manager',
        companyName: null,
      },
    },
    ...overrides,
  } as DoctorCommentFieldsFragment;
}

import type {
  ReferralFieldsFragment,
  ReferralIssuerFragment,
  ReferralListRowFragment,
  ReferralStudyTypesQuery,
} from '../../../__generated__/graphql';

/** Factories of what the API answers, with the `__typename`s the cache needs. */

export function buildIssuer(
  overrides: Partial<ReferralIssuerFragment> = {},
): ReferralIssuerFragment {
  return {
    __typename: 'Doctor',
    id: '21',
    isFacility: false,
    hasStamp: true,
    contact: {
      __typename: 'Contact',
      id: '210',
      firstName: 'Magdalena',
      lastName: 'Kowalczyk',
      companyName: null,
    },
    ...overrides,
  } as ReferralIssuerFragment;
}

export const STUDY_TYPES = [
  {
    __typename: 'StudyType',
    id: '1',
    name: 'Pantomogram',
    onReferalOrder: 10,
    hasRemarks: false,
    studySubTypes: ['Dorosły', 'Dziecko'],
  },
  {
    __typename: 'StudyType',
    id: '2',
    name: 'CBCT – łuk zębowy (8×8 cm)',
    onReferalOrder: 20,
    hasRemarks: true,
    studySubTypes: [],
  },
] as unknown as ReferralStudyTypesQuery['studyTypes'];

/** A row of the referrals list as the API answers it (the issuer asked for). */
export function buildReferralRow(
  overrides: Partial<ReferralListRowFragment> = {},
): ReferralListRowFragment {
  // The list's doctor is the issuer without the stamp (`__typename` stays for the cache).
  const { hasStamp: _stamp, ...issuer } = buildIssuer();
  return {
    __typename: 'Referal',
    id: '301',
    createdAt: '2026-03-02T08:30:00.000Z',
    completed: false,
    requestDescription: true,
    patient: {
      __typename: 'Patient',
      id: '41',
      contact: {
        __typename: 'PatientContact',
        firstName: 'Anna',
        lastName: 'Nowak',
        ssn: '85010112345',
        birthDate: '1985-01-01',
        gender: 'Female',
      },
    },
    issuer,
    referalToStudyTypes: [
      {
        __typename: 'ReferalStudyType',
        id: '501',
        issued: true,
        studyType: { __typename: 'StudyType', id: '1', name: 'Pantomogram' },
      },
      {
        __typename: 'ReferalStudyType',
        id: '502',
        issued: false,
        studyType: { __typename: 'StudyType', id: '2', name: 'CBCT – łuk zębowy (8×8 cm)' },
      },
    ],
    canEdit: true,
    canDelete: true,
    canComplete: true,
    canCreateStudy: true,
    ...overrides,
  } as ReferralListRowFragment;
}

/** A referral as the view and the form read it. */
export function buildReferral(
  overrides: Partial<ReferralFieldsFragment> = {},
): ReferralFieldsFragment {
  return {
    __typename: 'Referal',
    id: '301',
    createdAt: '2026-03-02T08:30:00.000Z',
    updatedAt: '2026-03-02T08:30:00.000Z',
    completed: false,
    completedAt: null,
    patient: {
      __typename: 'Patient',
      id: '41',
      contact: {
        __typename: 'PatientContact',
        firstName: 'Anna',
        lastName: 'Nowak',
        ssn: '85010112345',
        birthDate: '1985-01-01',
        gender: 'Female',
      },
    },
    issuer: buildIssuer(),
    issuerHasStamp: true,
    referalToStudyTypes: [
      {
        __typename: 'ReferalStudyType',
        id: '501',
        remarks: null,
        studySubTypes: ['Dorosły'],
        issued: false,
        studyType: STUDY_TYPES[0]!,
      },
    ],
    mediaTypes: ['Online'],
    description: 'Kontrola po leczeniu',
    remarks: null,
    requestDescription: true,
    sendSchedulingEmail: false,
    studies: [],
    canEdit: true,
    canDelete: true,
    canComplete: true,
    canCreateStudy: true,
    version: 3,
    ...overrides,
  } as ReferralFieldsFragment;
}

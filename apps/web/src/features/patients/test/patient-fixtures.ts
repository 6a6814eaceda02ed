import { encodePesel } from '@portal/domain';
import type {
  ConsentTabletFieldsFragment,
  PatientFieldsFragment,
} from '../../../__generated__/graphql';

type PatientOverrides = Partial<Omit<PatientFieldsFragment, 'contact'>> & {
  contact?: Partial<PatientFieldsFragment['contact']>;
};

/** A patient as the API answers `patient(id)`, with the `__typename`s the cache needs. */
export function buildPatient(overrides: PatientOverrides = {}): PatientFieldsFragment {
  const { contact, ...rest } = overrides;
  const birthDate = contact?.birthDate ?? '1985-04-12';
  const gender = contact?.gender ?? 'Female';
  return {
    __typename: 'Patient',
    id: '41',
    notes: null,
    registrationDate: '2026-01-10',
    ssnIsPesel: true,
    createdById: '7',
    updatedById: '7',
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    version: 1,
    files: [],
    canEdit: true,
    canEditIdentity: true,
    canDelete: true,
    consents: {
      __typename: 'PatientConsents',
      rodo: true,
      woman: false,
      dataProcessing: true,
      sending: false,
    },
    ...rest,
    contact: {
      __typename: 'PatientContact',
      firstName: 'Anna',
      middleName: null,
      lastName: 'Nowak',
      companyName: null,
      ssn: encodePesel(birthDate, 21, gender),
      gender,
      birthDate,
      phoneNumbers: ['+48 600 100 200'],
      emailAddresses: ['anna.nowak@example.com'],
      primaryDescription: null,
      secondaryDescription: null,
      addresses: [],
      ...contact,
    },
  } as PatientFieldsFragment;
}

export function buildTablet(
  overrides: Partial<ConsentTabletFieldsFragment> = {},
): ConsentTabletFieldsFragment {
  return {
    __typename: 'Tablet',
    id: '3',
    tabletId: 'TAB-01',
    name: 'Rejestracja 1',
    branchId: '1',
    active: true,
    configuredAt: '2026-01-01T08:00:00.000Z',
    lastUsedAt: new Date().toISOString(),
    ...overrides,
  } as ConsentTabletFieldsFragment;
}

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * addAppointments: one appointment per study type, back to back from `startDate`, each as long as
 * its study type takes on the device's type (spec part 1 §4 "Appointment form").
 */
export type AddAppointmentsInput = {
  branch?: string | null | undefined;
  comments?: string | null | undefined;
  device?: string | null | undefined;
  patient?: string | null | undefined;
  /** The referral booked; kept once the referrals issue lands. */
  referal?: string | null | undefined;
  startDate?: string | null | undefined;
  studyTypes?: Array<string> | null | undefined;
};

export type AddressInput = {
  city: string;
  country: string;
  postalCode: string;
  street: string;
};

export type AppConfigInput = {
  carrierPrices: CarrierPricesInput;
  complaintResolutionTimeHours: number;
  complaintTypes: Array<string>;
  deviceTypes: Array<string>;
  gadgets: Array<string>;
  helpVideoPlaylistUrl?: string | null | undefined;
  paymentTypes: Array<string>;
  priceGroups: Array<string>;
  radiationGroups: Array<string>;
  regions: Array<string>;
  specializations: Array<string>;
  visitFollowUpDays: number;
  visitReasons: Array<string>;
};

export type AppointmentsWhere = {
  branchId?: string | null | undefined;
  deviceId?: string | null | undefined;
  /** Several devices at once (the day view's columns). */
  deviceIds?: Array<string> | null | undefined;
  patientId?: string | null | undefined;
  /** Appointments starting at or after this instant. */
  startDateFrom: string;
  /** Appointments starting before this instant. */
  startDateTo: string;
};

/** All given conditions must hold; `occurredFrom` and `occurredTo` are inclusive. */
export type AuditLogWhereInput = {
  action?: string | null | undefined;
  actorUserId?: string | null | undefined;
  entityId?: string | null | undefined;
  entityType?: string | null | undefined;
  occurredFrom?: string | null | undefined;
  occurredTo?: string | null | undefined;
  outcome?: AuditOutcome | null | undefined;
};

/** How an audited action ended. */
export type AuditOutcome =
  | 'denied'
  | 'failure'
  | 'success';

export type BranchFilter = {
  ids?: Array<string> | null | undefined;
  /** Settings list deactivated branches too; pickers and calendars leave them out (default). */
  includeInactive?: boolean | null | undefined;
  /** Part of the name, in any letter case. */
  name?: string | null | undefined;
  ownBranch?: boolean | null | undefined;
  regions?: Array<string> | null | undefined;
};

/**
 * A branch as the settings form sends it: without an id it is created, with one it is updated
 * (then `version`, the Branch.version edited, is required; a stale one is refused with
 * STALE_VERSION). Devices missing from `devices` are deleted, or disabled when records name them.
 */
export type BranchInput = {
  address?: AddressInput | null | undefined;
  /** #rrggbb */
  color: string;
  devices: Array<DeviceInput>;
  emailAddresses?: Array<string> | null | undefined;
  id?: string | null | undefined;
  name: string;
  ownBranch?: boolean | null | undefined;
  phoneNumbers?: Array<string> | null | undefined;
  /** One of the app config's regions. */
  region?: string | null | undefined;
  version?: number | null | undefined;
};

/** Offset paging of `branches`: skip `offset` rows, then at most `limit` (default 10, at most 50). */
export type BranchPaging = {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
};

export type BranchSort = {
  direction?: SortDirection | null | undefined;
  field: BranchSortField;
};

export type BranchSortField =
  | 'color'
  | 'id'
  | 'name'
  | 'ownBranch'
  | 'region';

export type BreakInput = {
  branch?: string | null | undefined;
  comments?: string | null | undefined;
  device?: string | null | undefined;
  endDate?: string | null | undefined;
  startDate?: string | null | undefined;
};

export type CarrierPricesInput = {
  Disc: string;
  Film: string;
  Pendrive: string;
};

export type ConsentAnswersInput = {
  dataProcessing: boolean;
  /** The language the patient chose for the form: pl, en or ua (the PDF is rendered in it). */
  lang: string;
  requestId: string;
  rodo: boolean;
  sending: boolean;
  /** The signature as a PNG data URL drawn on the signature pad. */
  signature: string;
  /** Only when the pregnancy question was asked. */
  woman?: boolean | null | undefined;
};

export type ConsentRequestStatus =
  | 'Cancelled'
  | 'Expired'
  | 'Pending'
  | 'Submitted';

export type DeviceInput = {
  /** One of the app config's deviceTypes. */
  deviceType: string;
  enabled?: boolean | null | undefined;
  /** A saved device; omitted for a new one. */
  id?: string | null | undefined;
  name: string;
  /** A subset of the app config's radiationGroups. */
  radiationGroups?: Array<string> | null | undefined;
};

/** What a stored file is for (spec part 1 §3). */
export type FileType =
  | 'Consent'
  | 'ConsentReferal'
  | 'DoctorStamp'
  | 'ProfilePicture'
  | 'StudyDescription'
  | 'StudyDescriptionRequest'
  | 'StudyImage'
  | 'StudyReferal';

/** Gender of a patient (spec part 1 §3). */
export type Gender =
  | 'Female'
  | 'Male';

/** The guardian's basis for a minor's consent (spec part 1 §3): mother, father, legal guardian. */
export type GuardianBasis =
  | 'matka'
  | 'ojciec'
  | 'opiekun';

/** A facility's account: its contact has the company name and NIP instead of a person's name. */
export type NewOfficeUserInput = {
  active?: boolean | null | undefined;
  branchIds?: Array<string> | null | undefined;
  companyName: string;
  emailAddresses?: Array<string> | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  login: string;
  nip: string;
  phoneNumbers: Array<string>;
  regions: Array<string>;
};

export type NewTabletInput = {
  branchId: string;
  name: string;
  tabletId: string;
};

/** The fields of a person's account (spec part 2 §5 User); roles are sent beside it. */
export type NewUserInput = {
  active?: boolean | null | undefined;
  /** Branches the user works in (active ones). */
  branchIds?: Array<string> | null | undefined;
  emailAddresses?: Array<string> | null | undefined;
  firstName: string;
  lastName: string;
  login: string;
  phoneNumbers: Array<string>;
  regions: Array<string>;
  vacationEnd?: string | null | undefined;
  vacationStart?: string | null | undefined;
};

/** The roles of a facility account, created with createOfficeUser. */
export type OfficeRole =
  | 'DentalOffice'
  | 'Laboratory';

/**
 * Offset paging used by list queries: `skip` rows, then at most `take` rows. The fields are nullable
 * only because graphql-jit ignores the default of an omitted non-null input field in variables
 * (graphql-jit#142); null or omitted means the default.
 */
export type PaginationInput = {
  skip?: number | null | undefined;
  take?: number | null | undefined;
};

export type PatientConsentsInput = {
  dataProcessing: boolean;
  rodo: boolean;
  sending: boolean;
  woman: boolean;
};

export type PatientContactInput = {
  addresses?: Array<AddressInput> | null | undefined;
  birthDate: string;
  companyName?: string | null | undefined;
  emailAddresses?: Array<string> | null | undefined;
  firstName: string;
  gender: Gender;
  lastName: string;
  middleName?: string | null | undefined;
  phoneNumbers?: Array<string> | null | undefined;
  primaryDescription?: string | null | undefined;
  secondaryDescription?: string | null | undefined;
  ssn: string;
};

/** A patient as the add and edit forms send it: no ids, studies, appointments or files (spec part 1 §7). */
export type PatientInput = {
  consents?: PatientConsentsInput | null | undefined;
  contact: PatientContactInput;
  notes?: string | null | undefined;
  registrationDate: string;
  /** False switches the PESEL check off (e.g. a foreign identity document). Default true. */
  ssnIsPesel?: boolean | null | undefined;
};

export type PatientsOrderBy = {
  /** The spec orders the list by contact.lastName (then first name, then id). */
  lastName?: SortDirection | null | undefined;
};

export type PatientsWhere = {
  birthDateFrom?: string | null | undefined;
  birthDateTo?: string | null | undefined;
  /** Part of the first, middle or last name, in any letter case, with or without Polish letters. */
  name?: string | null | undefined;
  /** The beginning of a PESEL or identity document number. */
  ssn?: string | null | undefined;
};

export type PreferencesInput = {
  mailNotifications: boolean;
};

/**
 * A file as the browser describes it before uploading (spec part 2 §7). A file the dropzone
 * rejected is sent with `rejected: true` and its reason: it is recorded and never uploaded.
 * ProfilePicture and DoctorStamp belong to the signed-in user; other types need `patientId`.
 */
export type PrepareUploadInput = {
  /** Bytes the upload will carry; a Float because files reach 5e9 bytes, beyond Int. */
  fileSizeInBytes: number;
  fileType: FileType;
  filename: string;
  /** The type the browser reported (may be empty). Downloads are typed by the content instead. */
  mimetype: string;
  patientId?: string | null | undefined;
  rejected?: boolean | null | undefined;
  rejectionReason?: string | null | undefined;
  studyId?: string | null | undefined;
};

export type ReservationInput = {
  deviceId?: string | null | undefined;
  endDate?: string | null | undefined;
  startDate?: string | null | undefined;
};

/** The twelve roles of the portal (spec part 1 §6). */
export type Role =
  | 'Admin'
  | 'Complaints'
  | 'Coordinator'
  | 'DentalOffice'
  | 'DescribingDoctor'
  | 'Doctor'
  | 'HelpContact'
  | 'Laboratory'
  | 'Manager'
  | 'Patient'
  | 'Registration'
  | 'Technician';

/** An OpenID Connect provider of social sign-in (spec part 1 §2). */
export type SocialProvider =
  | 'FACEBOOK'
  | 'GOOGLE';

export type SoftwareInput = {
  downloadURL: string;
  name: string;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type StudyTypeDeviceInput = {
  deviceType: string;
  durationMinutes: number;
};

/**
 * A study type as the form saves it; the lists replace the stored ones. `active` omitted: a new
 * type is active, an edited one keeps its state.
 */
export type StudyTypeInput = {
  active?: boolean | null | undefined;
  code: string;
  comment?: string | null | undefined;
  comparisonDescriptionPrice?: string | null | undefined;
  descriptionPrice?: string | null | undefined;
  hasRemarks?: boolean | null | undefined;
  is3D?: boolean | null | undefined;
  name: string;
  onReferalOrder?: number | null | undefined;
  studySubTypes?: Array<string> | null | undefined;
  studyTypeDevices?: Array<StudyTypeDeviceInput> | null | undefined;
  studyTypePrices?: Array<StudyTypePriceInput> | null | undefined;
  studyTypeRadiologies?: Array<StudyTypeRadiologyInput> | null | undefined;
  timeToDescribe: number;
  urgentComparisonDescriptionPrice?: string | null | undefined;
  urgentDescriptionPrice?: string | null | undefined;
};

export type StudyTypePriceInput = {
  presetName: string;
  price: string;
};

/** Decimal values as text ("70", "0,5") or numbers; empty or null means not given. */
export type StudyTypeRadiologyInput = {
  anodeCurrentMiliamper?: string | null | undefined;
  exposureTimeSeconds?: string | null | undefined;
  presetName: string;
  radiationDoseMilligrayPerSquareCentimeter?: string | null | undefined;
  voltageKilovolts?: string | null | undefined;
};

/** tabletId is not sent on update (spec part 2 §5). */
export type TabletUpdateInput = {
  active: boolean;
  branchId: string;
  name: string;
};

/** updateAppointment: the booking as the form holds it; a break leaves patient and studyType out. */
export type UpdateAppointmentInput = {
  branch?: string | null | undefined;
  comments?: string | null | undefined;
  device?: string | null | undefined;
  endDate?: string | null | undefined;
  patient?: string | null | undefined;
  startDate?: string | null | undefined;
  studyType?: string | null | undefined;
  version: number;
};

/**
 * Every field of the account. Roles outside the selectable list (Doctor, DescribingDoctor, Patient,
 * DentalOffice, Laboratory) may be kept as they are but not granted or removed here.
 */
export type UserUpdateInput = {
  active: boolean;
  branchIds?: Array<string> | null | undefined;
  companyName?: string | null | undefined;
  emailAddresses?: Array<string> | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  login: string;
  nip?: string | null | undefined;
  phoneNumbers: Array<string>;
  regions: Array<string>;
  roles: Array<Role>;
  vacationEnd?: string | null | undefined;
  vacationStart?: string | null | undefined;
};

/** `users` filter; every condition given must hold. */
export type UsersFilter = {
  active?: boolean | null | undefined;
  /** Part of the first name, last name, company name or login, any letter case. */
  name?: string | null | undefined;
  /** Users holding ANY of these roles; when given, at least one. */
  roles?: Array<Role> | null | undefined;
};

export type CurrentBranchQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentBranchQuery = { currentBranch: { id: string } | null };

export type SetCurrentBranchMutationVariables = Exact<{
  branchId: string;
}>;


export type SetCurrentBranchMutation = { setCurrentBranch: { id: string, name: string } };

export type AppointmentFieldsFragment = { id: string, startDate: string, endDate: string, isBreak: boolean, comments: string | null, createdByPatient: boolean, version: number, branch: { id: string, name: string }, device: { id: string, name: string }, patient: { id: string, contact: { firstName: string, lastName: string, ssn: string, birthDate: string } } | null, studyType: { id: string, name: string, is3D: boolean } | null };

export type ReservationFieldsFragment = { id: string, deviceId: string, startDate: string, endDate: string, expiresAt: string, createdById: string | null, createdBy: string | null };

export type CalendarBranchesQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarBranchesQuery = { calendarBranches: Array<{ id: string, name: string, color: string, devices: Array<{ id: string, name: string, deviceType: string, enabled: boolean }> }> };

export type DayAppointmentsQueryVariables = Exact<{
  where: AppointmentsWhere;
  pagination?: PaginationInput | null | undefined;
}>;


export type DayAppointmentsQuery = { appointments: Array<{ id: string, startDate: string, endDate: string, isBreak: boolean, comments: string | null, createdByPatient: boolean, version: number, branch: { id: string, name: string }, device: { id: string, name: string }, patient: { id: string, contact: { firstName: string, lastName: string, ssn: string, birthDate: string } } | null, studyType: { id: string, name: string, is3D: boolean } | null }> };

export type DeviceReservationsQueryVariables = Exact<{
  deviceIds?: Array<string> | string | null | undefined;
}>;


export type DeviceReservationsQuery = { reservations: Array<{ id: string, deviceId: string, startDate: string, endDate: string, expiresAt: string, createdById: string | null, createdBy: string | null }> };

export type AppointmentQueryVariables = Exact<{
  id: string;
}>;


export type AppointmentQuery = { appointment: { id: string, startDate: string, endDate: string, isBreak: boolean, comments: string | null, createdByPatient: boolean, version: number, branch: { id: string, name: string }, device: { id: string, name: string }, patient: { id: string, contact: { firstName: string, lastName: string, ssn: string, birthDate: string } } | null, studyType: { id: string, name: string, is3D: boolean } | null } | null };

export type CalendarStudyTypesQueryVariables = Exact<{
  branchId: string;
  deviceId?: string | null | undefined;
}>;


export type CalendarStudyTypesQuery = { branchStudyTypes: Array<{ id: string, name: string, is3D: boolean, studyTypeDevices: Array<{ deviceType: string, durationMinutes: number }> }> };

export type AddAppointmentsMutationVariables = Exact<{
  data: AddAppointmentsInput;
}>;


export type AddAppointmentsMutation = { addAppointments: Array<{ id: string, startDate: string, endDate: string, isBreak: boolean, comments: string | null, createdByPatient: boolean, version: number, branch: { id: string, name: string }, device: { id: string, name: string }, patient: { id: string, contact: { firstName: string, lastName: string, ssn: string, birthDate: string } } | null, studyType: { id: string, name: string, is3D: boolean } | null }> };

export type UpdateAppointmentMutationVariables = Exact<{
  id: string;
  data: UpdateAppointmentInput;
}>;


export type UpdateAppointmentMutation = { updateAppointment: { id: string, startDate: string, endDate: string, isBreak: boolean, comments: string | null, createdByPatient: boolean, version: number, branch: { id: string, name: string }, device: { id: string, name: string }, patient: { id: string, contact: { firstName: string, lastName: string, ssn: string, birthDate: string } } | null, studyType: { id: string, name: string, is3D: boolean } | null } };

export type DeleteAppointmentMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAppointmentMutation = { deleteAppointment: boolean };

export type AddBreakMutationVariables = Exact<{
  data: BreakInput;
}>;


export type AddBreakMutation = { addBreak: { id: string, startDate: string, endDate: string, isBreak: boolean, comments: string | null, createdByPatient: boolean, version: number, branch: { id: string, name: string }, device: { id: string, name: string }, patient: { id: string, contact: { firstName: string, lastName: string, ssn: string, birthDate: string } } | null, studyType: { id: string, name: string, is3D: boolean } | null } };

export type AddReservationMutationVariables = Exact<{
  data: ReservationInput;
}>;


export type AddReservationMutation = { addReservation: { id: string, deviceId: string, startDate: string, endDate: string, expiresAt: string, createdById: string | null, createdBy: string | null } };

export type UpdateReservationMutationVariables = Exact<{
  id: string;
  data: ReservationInput;
}>;


export type UpdateReservationMutation = { updateReservation: { id: string, deviceId: string, startDate: string, endDate: string, expiresAt: string, createdById: string | null, createdBy: string | null } };

export type DeleteReservationMutationVariables = Exact<{
  id: string;
}>;


export type DeleteReservationMutation = { deleteReservation: boolean };

export type AppointmentAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AppointmentAddedSubscription = { appointmentAdded: { id: string, startDate: string, endDate: string, isBreak: boolean, comments: string | null, createdByPatient: boolean, version: number, branch: { id: string, name: string }, device: { id: string, name: string }, patient: { id: string, contact: { firstName: string, lastName: string, ssn: string, birthDate: string } } | null, studyType: { id: string, name: string, is3D: boolean } | null } };

export type AppointmentUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AppointmentUpdatedSubscription = { appointmentUpdated: { id: string, startDate: string, endDate: string, isBreak: boolean, comments: string | null, createdByPatient: boolean, version: number, branch: { id: string, name: string }, device: { id: string, name: string }, patient: { id: string, contact: { firstName: string, lastName: string, ssn: string, birthDate: string } } | null, studyType: { id: string, name: string, is3D: boolean } | null } };

export type AppointmentDeletedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AppointmentDeletedSubscription = { appointmentDeleted: { id: string, deviceId: string } };

export type ReservationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ReservationAddedSubscription = { reservationAdded: { id: string, deviceId: string, startDate: string, endDate: string, expiresAt: string, createdById: string | null, createdBy: string | null } };

export type ReservationUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ReservationUpdatedSubscription = { reservationUpdated: { id: string, deviceId: string, startDate: string, endDate: string, expiresAt: string, createdById: string | null, createdBy: string | null } };

export type ReservationDeletedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ReservationDeletedSubscription = { reservationDeleted: { id: string, deviceId: string } };

export type AcceptTermsMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptTermsMutation = { acceptTerms: { id: string, acceptedTerms: boolean } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type HelpPageQueryVariables = Exact<{ [key: string]: never; }>;


export type HelpPageQuery = { helpUserContacts: Array<{ id: string, profilePictureURL: string | null, contact: { id: string, firstName: string | null, lastName: string | null, phoneNumbers: Array<string>, emailAddresses: Array<string> } }>, software: Array<{ id: string, name: string, downloadURL: string }>, appConfig: { helpVideoPlaylistUrl: string | null } };

export type KioskConsentRequestFieldsFragment = { id: string, patientFirstName: string, patientLastName: string, askPregnancy: boolean, minor: boolean, guardianName: string | null, guardianBasis: GuardianBasis | null, expiresAt: string };

export type KioskSignInMutationVariables = Exact<{
  clientId: string;
  clientSecret: string;
}>;


export type KioskSignInMutation = { tabletSignIn: { token: string, expiresAt: string, tablet: { id: string, name: string, branchName: string } } };

export type KioskHeartbeatMutationVariables = Exact<{ [key: string]: never; }>;


export type KioskHeartbeatMutation = { tabletHeartbeat: boolean };

export type KioskPendingConsentRequestQueryVariables = Exact<{ [key: string]: never; }>;


export type KioskPendingConsentRequestQuery = { pendingConsentRequest: { id: string, patientFirstName: string, patientLastName: string, askPregnancy: boolean, minor: boolean, guardianName: string | null, guardianBasis: GuardianBasis | null, expiresAt: string } | null };

export type KioskConsentRequestedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type KioskConsentRequestedSubscription = { consentRequested: { id: string, patientFirstName: string, patientLastName: string, askPregnancy: boolean, minor: boolean, guardianName: string | null, guardianBasis: GuardianBasis | null, expiresAt: string } };

export type KioskSubmitConsentMutationVariables = Exact<{
  answers: ConsentAnswersInput;
}>;


export type KioskSubmitConsentMutation = { submitConsent: boolean };

export type ConsentTabletFieldsFragment = { id: string, tabletId: string, name: string, branchId: string, active: boolean, configuredAt: string | null, lastUsedAt: string | null };

export type PatientConsentTabletsQueryVariables = Exact<{
  branchId?: string | null | undefined;
  activeOnly?: boolean | null | undefined;
}>;


export type PatientConsentTabletsQuery = { tablets: Array<{ id: string, tabletId: string, name: string, branchId: string, active: boolean, configuredAt: string | null, lastUsedAt: string | null }> };

export type PatientTabletStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PatientTabletStatusChangedSubscription = { tabletStatusChanged: { id: string, tabletId: string, configuredAt: string | null, lastUsedAt: string | null } };

export type RequestPatientConsentMutationVariables = Exact<{
  tabletId: string;
  patientId: string;
  parentName?: string | null | undefined;
  parentType?: GuardianBasis | null | undefined;
}>;


export type RequestPatientConsentMutation = { requestConsent: { id: string, status: ConsentRequestStatus, patientId: string, expiresAt: string } };

export type PatientConsentSubmittedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PatientConsentSubmittedSubscription = { consentSubmitted: { requestId: string, patientId: string, patientName: string, rodo: boolean, woman: boolean, dataProcessing: boolean, sending: boolean, submittedAt: string, fileId: string } };

export type PatientAppointmentsQueryVariables = Exact<{
  where: AppointmentsWhere;
  pagination?: PaginationInput | null | undefined;
}>;


export type PatientAppointmentsQuery = { appointments: Array<{ id: string, startDate: string, endDate: string, comments: string | null, branch: { id: string, name: string }, device: { id: string, name: string }, studyType: { id: string, name: string } | null }> };

export type PatientContactFieldsFragment = { firstName: string, middleName: string | null, lastName: string, companyName: string | null, ssn: string, gender: Gender, birthDate: string, phoneNumbers: Array<string>, emailAddresses: Array<string>, primaryDescription: string | null, secondaryDescription: string | null, addresses: Array<{ street: string, postalCode: string, city: string, country: string }> };

export type PatientListFieldsFragment = { id: string, contact: { firstName: string, middleName: string | null, lastName: string, companyName: string | null, ssn: string, gender: Gender, birthDate: string, phoneNumbers: Array<string>, emailAddresses: Array<string>, primaryDescription: string | null, secondaryDescription: string | null, addresses: Array<{ street: string, postalCode: string, city: string, country: string }> } };

export type PatientFieldsFragment = { id: string, notes: string | null, registrationDate: string, ssnIsPesel: boolean, createdById: string | null, updatedById: string | null, createdAt: string, updatedAt: string, version: number, canEdit: boolean, canEditIdentity: boolean, canDelete: boolean, contact: { firstName: string, middleName: string | null, lastName: string, companyName: string | null, ssn: string, gender: Gender, birthDate: string, phoneNumbers: Array<string>, emailAddresses: Array<string>, primaryDescription: string | null, secondaryDescription: string | null, addresses: Array<{ street: string, postalCode: string, city: string, country: string }> }, consents: { rodo: boolean, woman: boolean, dataProcessing: boolean, sending: boolean }, files: Array<{ id: string, fileType: FileType, name: string, uri: string, createdAt: string }> };

export type PatientsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
  where?: PatientsWhere | null | undefined;
  orderBy?: PatientsOrderBy | null | undefined;
}>;


export type PatientsQuery = { patients: { total: number, totalCapped: boolean, hasMore: boolean, items: Array<{ id: string, contact: { firstName: string, middleName: string | null, lastName: string, companyName: string | null, ssn: string, gender: Gender, birthDate: string, phoneNumbers: Array<string>, emailAddresses: Array<string>, primaryDescription: string | null, secondaryDescription: string | null, addresses: Array<{ street: string, postalCode: string, city: string, country: string }> } }> } };

export type PatientQueryVariables = Exact<{
  id: string;
}>;


export type PatientQuery = { patient: { id: string, notes: string | null, registrationDate: string, ssnIsPesel: boolean, createdById: string | null, updatedById: string | null, createdAt: string, updatedAt: string, version: number, canEdit: boolean, canEditIdentity: boolean, canDelete: boolean, contact: { firstName: string, middleName: string | null, lastName: string, companyName: string | null, ssn: string, gender: Gender, birthDate: string, phoneNumbers: Array<string>, emailAddresses: Array<string>, primaryDescription: string | null, secondaryDescription: string | null, addresses: Array<{ street: string, postalCode: string, city: string, country: string }> }, consents: { rodo: boolean, woman: boolean, dataProcessing: boolean, sending: boolean }, files: Array<{ id: string, fileType: FileType, name: string, uri: string, createdAt: string }> } };

export type AddPatientMutationVariables = Exact<{
  newPatient: PatientInput;
}>;


export type AddPatientMutation = { addPatient: { id: string, notes: string | null, registrationDate: string, ssnIsPesel: boolean, createdById: string | null, updatedById: string | null, createdAt: string, updatedAt: string, version: number, canEdit: boolean, canEditIdentity: boolean, canDelete: boolean, contact: { firstName: string, middleName: string | null, lastName: string, companyName: string | null, ssn: string, gender: Gender, birthDate: string, phoneNumbers: Array<string>, emailAddresses: Array<string>, primaryDescription: string | null, secondaryDescription: string | null, addresses: Array<{ street: string, postalCode: string, city: string, country: string }> }, consents: { rodo: boolean, woman: boolean, dataProcessing: boolean, sending: boolean }, files: Array<{ id: string, fileType: FileType, name: string, uri: string, createdAt: string }> } };

export type UpdatePatientMutationVariables = Exact<{
  id: string;
  patient: PatientInput;
  version: number;
}>;


export type UpdatePatientMutation = { updatePatient: { id: string, notes: string | null, registrationDate: string, ssnIsPesel: boolean, createdById: string | null, updatedById: string | null, createdAt: string, updatedAt: string, version: number, canEdit: boolean, canEditIdentity: boolean, canDelete: boolean, contact: { firstName: string, middleName: string | null, lastName: string, companyName: string | null, ssn: string, gender: Gender, birthDate: string, phoneNumbers: Array<string>, emailAddresses: Array<string>, primaryDescription: string | null, secondaryDescription: string | null, addresses: Array<{ street: string, postalCode: string, city: string, country: string }> }, consents: { rodo: boolean, woman: boolean, dataProcessing: boolean, sending: boolean }, files: Array<{ id: string, fileType: FileType, name: string, uri: string, createdAt: string }> } };

export type DeletePatientMutationVariables = Exact<{
  id: string;
}>;


export type DeletePatientMutation = { deletePatient: boolean };

export type UpdatePreferencesMutationVariables = Exact<{
  newPreferences: PreferencesInput;
}>;


export type UpdatePreferencesMutation = { updatePreferences: { id: string, preferences: { mailNotifications: boolean } } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type UpdateProfilePictureMutationVariables = Exact<{
  fileId: string;
}>;


export type UpdateProfilePictureMutation = { updateProfilePicture: { id: string, profilePictureURL: string | null } };

export type DeleteExistingProfilePictureMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteExistingProfilePictureMutation = { deleteExistingProfilePicture: { id: string, profilePictureURL: string | null } };

export type AppConfigSettingsFieldsFragment = { paymentTypes: Array<string>, priceGroups: Array<string>, radiationGroups: Array<string>, deviceTypes: Array<string>, regions: Array<string>, complaintTypes: Array<string>, complaintResolutionTimeHours: number, specializations: Array<string>, visitFollowUpDays: number, gadgets: Array<string>, visitReasons: Array<string>, helpVideoPlaylistUrl: string | null, version: number, carrierPrices: { Disc: string, Film: string, Pendrive: string } };

export type AppConfigSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AppConfigSettingsQuery = { appConfig: { paymentTypes: Array<string>, priceGroups: Array<string>, radiationGroups: Array<string>, deviceTypes: Array<string>, regions: Array<string>, complaintTypes: Array<string>, complaintResolutionTimeHours: number, specializations: Array<string>, visitFollowUpDays: number, gadgets: Array<string>, visitReasons: Array<string>, helpVideoPlaylistUrl: string | null, version: number, carrierPrices: { Disc: string, Film: string, Pendrive: string } } };

export type SaveAppConfigMutationVariables = Exact<{
  data: AppConfigInput;
  version: number;
}>;


export type SaveAppConfigMutation = { saveAppConfig: { paymentTypes: Array<string>, priceGroups: Array<string>, radiationGroups: Array<string>, deviceTypes: Array<string>, regions: Array<string>, complaintTypes: Array<string>, complaintResolutionTimeHours: number, specializations: Array<string>, visitFollowUpDays: number, gadgets: Array<string>, visitReasons: Array<string>, helpVideoPlaylistUrl: string | null, version: number, carrierPrices: { Disc: string, Film: string, Pendrive: string } } };

export type AuditLogQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
  where?: AuditLogWhereInput | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { total: number, totalCapped: boolean, hasMore: boolean, items: Array<{ id: string, occurredAt: string, actorLogin: string | null, action: string, entityType: string | null, entityId: string | null, address: string | null, outcome: AuditOutcome, details: string | null }> } };

export type SettingsBranchFieldsFragment = { id: string, name: string, color: string, ownBranch: boolean, region: string | null, active: boolean, version: number, phoneNumbers: Array<string>, emailAddresses: Array<string>, address: { street: string, postalCode: string, city: string, country: string } | null, devices: Array<{ id: string, name: string, deviceType: string, radiationGroups: Array<string>, enabled: boolean }> };

export type SettingsBranchesQueryVariables = Exact<{
  filter?: BranchFilter | null | undefined;
  sorting?: Array<BranchSort> | BranchSort | null | undefined;
  paging?: BranchPaging | null | undefined;
}>;


export type SettingsBranchesQuery = { branches: { totalCount: number, nodes: Array<{ id: string, name: string, color: string, ownBranch: boolean, region: string | null, active: boolean, version: number, phoneNumbers: Array<string>, emailAddresses: Array<string>, address: { street: string, postalCode: string, city: string, country: string } | null, devices: Array<{ id: string, name: string, deviceType: string, radiationGroups: Array<string>, enabled: boolean }> }> } };

export type SettingsBranchQueryVariables = Exact<{
  id: string;
}>;


export type SettingsBranchQuery = { branch: { id: string, name: string, color: string, ownBranch: boolean, region: string | null, active: boolean, version: number, phoneNumbers: Array<string>, emailAddresses: Array<string>, address: { street: string, postalCode: string, city: string, country: string } | null, devices: Array<{ id: string, name: string, deviceType: string, radiationGroups: Array<string>, enabled: boolean }> } | null };

export type SaveBranchMutationVariables = Exact<{
  branch: BranchInput;
}>;


export type SaveBranchMutation = { saveBranch: { id: string, name: string, color: string, ownBranch: boolean, region: string | null, active: boolean, version: number, phoneNumbers: Array<string>, emailAddresses: Array<string>, address: { street: string, postalCode: string, city: string, country: string } | null, devices: Array<{ id: string, name: string, deviceType: string, radiationGroups: Array<string>, enabled: boolean }> } };

export type DeleteOneBranchMutationVariables = Exact<{
  branchId: string;
}>;


export type DeleteOneBranchMutation = { deleteOneBranch: { deleted: boolean, deactivated: boolean } };

export type MasterDataOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MasterDataOptionsQuery = { appConfig: { regions: Array<string>, deviceTypes: Array<string>, radiationGroups: Array<string> } };

export type SettingsProgramFieldsFragment = { id: string, name: string, downloadURL: string, version: number };

export type SettingsProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsProgramsQuery = { software: Array<{ id: string, name: string, downloadURL: string, version: number }> };

export type CreateProgramMutationVariables = Exact<{
  newSoftware: SoftwareInput;
}>;


export type CreateProgramMutation = { createSoftware: { id: string, name: string, downloadURL: string, version: number } };

export type UpdateProgramMutationVariables = Exact<{
  softwareId: string;
  software: SoftwareInput;
  version: number;
}>;


export type UpdateProgramMutation = { updateSoftware: { id: string, name: string, downloadURL: string, version: number } };

export type DeleteProgramMutationVariables = Exact<{
  softwareId: string;
}>;


export type DeleteProgramMutation = { deleteSoftware: boolean };

export type StudyTypeFieldsFragment = { id: string, code: string, name: string, onReferalOrder: number | null, hasRemarks: boolean, is3D: boolean, timeToDescribe: number, comment: string | null, descriptionPrice: string | null, urgentDescriptionPrice: string | null, comparisonDescriptionPrice: string | null, urgentComparisonDescriptionPrice: string | null, studySubTypes: Array<string>, active: boolean, version: number, studyTypePrices: Array<{ presetName: string, price: string }>, studyTypeRadiologies: Array<{ presetName: string, voltageKilovolts: string | null, anodeCurrentMiliamper: string | null, exposureTimeSeconds: string | null, radiationDoseMilligrayPerSquareCentimeter: string | null }>, studyTypeDevices: Array<{ deviceType: string, durationMinutes: number }> };

export type StudyTypeRowFieldsFragment = { id: string, code: string, name: string, onReferalOrder: number | null, is3D: boolean, timeToDescribe: number, active: boolean, studyTypePrices: Array<{ presetName: string, price: string }>, studyTypeDevices: Array<{ deviceType: string, durationMinutes: number }> };

export type SettingsStudyTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsStudyTypesQuery = { studyTypes: Array<{ id: string, code: string, name: string, onReferalOrder: number | null, is3D: boolean, timeToDescribe: number, active: boolean, studyTypePrices: Array<{ presetName: string, price: string }>, studyTypeDevices: Array<{ deviceType: string, durationMinutes: number }> }> };

export type SettingsStudyTypeQueryVariables = Exact<{
  id: string;
}>;


export type SettingsStudyTypeQuery = { studyType: { id: string, code: string, name: string, onReferalOrder: number | null, hasRemarks: boolean, is3D: boolean, timeToDescribe: number, comment: string | null, descriptionPrice: string | null, urgentDescriptionPrice: string | null, comparisonDescriptionPrice: string | null, urgentComparisonDescriptionPrice: string | null, studySubTypes: Array<string>, active: boolean, version: number, studyTypePrices: Array<{ presetName: string, price: string }>, studyTypeRadiologies: Array<{ presetName: string, voltageKilovolts: string | null, anodeCurrentMiliamper: string | null, exposureTimeSeconds: string | null, radiationDoseMilligrayPerSquareCentimeter: string | null }>, studyTypeDevices: Array<{ deviceType: string, durationMinutes: number }> } | null };

export type StudyTypeOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type StudyTypeOptionsQuery = { appConfig: { priceGroups: Array<string>, deviceTypes: Array<string> } };

export type CreateStudyTypeMutationVariables = Exact<{
  newStudyType: StudyTypeInput;
}>;


export type CreateStudyTypeMutation = { createStudyType: { id: string, code: string, name: string, onReferalOrder: number | null, hasRemarks: boolean, is3D: boolean, timeToDescribe: number, comment: string | null, descriptionPrice: string | null, urgentDescriptionPrice: string | null, comparisonDescriptionPrice: string | null, urgentComparisonDescriptionPrice: string | null, studySubTypes: Array<string>, active: boolean, version: number, studyTypePrices: Array<{ presetName: string, price: string }>, studyTypeRadiologies: Array<{ presetName: string, voltageKilovolts: string | null, anodeCurrentMiliamper: string | null, exposureTimeSeconds: string | null, radiationDoseMilligrayPerSquareCentimeter: string | null }>, studyTypeDevices: Array<{ deviceType: string, durationMinutes: number }> } };

export type UpdateStudyTypeMutationVariables = Exact<{
  studyTypeId: string;
  studyType: StudyTypeInput;
  version: number;
}>;


export type UpdateStudyTypeMutation = { updateStudyType: { id: string, code: string, name: string, onReferalOrder: number | null, hasRemarks: boolean, is3D: boolean, timeToDescribe: number, comment: string | null, descriptionPrice: string | null, urgentDescriptionPrice: string | null, comparisonDescriptionPrice: string | null, urgentComparisonDescriptionPrice: string | null, studySubTypes: Array<string>, active: boolean, version: number, studyTypePrices: Array<{ presetName: string, price: string }>, studyTypeRadiologies: Array<{ presetName: string, voltageKilovolts: string | null, anodeCurrentMiliamper: string | null, exposureTimeSeconds: string | null, radiationDoseMilligrayPerSquareCentimeter: string | null }>, studyTypeDevices: Array<{ deviceType: string, durationMinutes: number }> } };

export type DeleteStudyTypeMutationVariables = Exact<{
  studyTypeId: string;
}>;


export type DeleteStudyTypeMutation = { deleteStudyType: { deleted: boolean, deactivated: boolean } };

export type SettingsTabletFieldsFragment = { id: string, tabletId: string, name: string, active: boolean, createdAt: string, configuredAt: string | null, lastUsedAt: string | null, branchId: string, version: number, branch: { id: string, name: string, color: string } };

export type SettingsTabletsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsTabletsQuery = { tablets: Array<{ id: string, tabletId: string, name: string, active: boolean, createdAt: string, configuredAt: string | null, lastUsedAt: string | null, branchId: string, version: number, branch: { id: string, name: string, color: string } }> };

export type RegisterTabletMutationVariables = Exact<{
  newTablet: NewTabletInput;
}>;


export type RegisterTabletMutation = { registerTablet: { clientId: string, clientSecret: string, apiUrl: string, qrCode: string, tablet: { id: string, tabletId: string, name: string, active: boolean, createdAt: string, configuredAt: string | null, lastUsedAt: string | null, branchId: string, version: number, branch: { id: string, name: string, color: string } } } };

export type UpdateTabletMutationVariables = Exact<{
  id: string;
  input: TabletUpdateInput;
  version: number;
}>;


export type UpdateTabletMutation = { updateTablet: { id: string, tabletId: string, name: string, active: boolean, createdAt: string, configuredAt: string | null, lastUsedAt: string | null, branchId: string, version: number, branch: { id: string, name: string, color: string } } };

export type DeleteTabletMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTabletMutation = { deleteTablet: boolean };

export type UnpairTabletMutationVariables = Exact<{
  id: string;
}>;


export type UnpairTabletMutation = { unpairTablet: { clientId: string, clientSecret: string, apiUrl: string, qrCode: string, tablet: { id: string, tabletId: string, name: string, active: boolean, createdAt: string, configuredAt: string | null, lastUsedAt: string | null, branchId: string, version: number, branch: { id: string, name: string, color: string } } } };

export type SettingsTabletStatusChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SettingsTabletStatusChangedSubscription = { tabletStatusChanged: { id: string, tabletId: string, configuredAt: string | null, lastUsedAt: string | null } };

export type SettingsUserRowFragment = { id: string, login: string, roles: Array<Role>, regions: Array<string>, active: boolean, contact: { id: string, firstName: string | null, lastName: string | null, companyName: string | null } };

export type SettingsUserFormFragment = { id: string, login: string, roles: Array<Role>, regions: Array<string>, active: boolean, version: number, vacationStart: string | null, vacationEnd: string | null, contact: { id: string, firstName: string | null, lastName: string | null, companyName: string | null, nip: string | null, phoneNumbers: Array<string>, emailAddresses: Array<string> }, branches: Array<{ id: string, name: string }> };

export type SettingsUsersQueryVariables = Exact<{
  where?: UsersFilter | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type SettingsUsersQuery = { users: { total: number, hasMore: boolean, items: Array<{ id: string, login: string, roles: Array<Role>, regions: Array<string>, active: boolean, contact: { id: string, firstName: string | null, lastName: string | null, companyName: string | null } }> } };

export type SettingsUserQueryVariables = Exact<{
  id: string;
}>;


export type SettingsUserQuery = { user: { id: string, login: string, roles: Array<Role>, regions: Array<string>, active: boolean, version: number, vacationStart: string | null, vacationEnd: string | null, contact: { id: string, firstName: string | null, lastName: string | null, companyName: string | null, nip: string | null, phoneNumbers: Array<string>, emailAddresses: Array<string> }, branches: Array<{ id: string, name: string }> } };

export type CreateUserMutationVariables = Exact<{
  userData: NewUserInput;
  roles: Array<Role> | Role;
}>;


export type CreateUserMutation = { createUser: { id: string, login: string, roles: Array<Role>, regions: Array<string>, active: boolean, version: number, vacationStart: string | null, vacationEnd: string | null, contact: { id: string, firstName: string | null, lastName: string | null, companyName: string | null, nip: string | null, phoneNumbers: Array<string>, emailAddresses: Array<string> }, branches: Array<{ id: string, name: string }> } };

export type CreateOfficeUserMutationVariables = Exact<{
  userData: NewOfficeUserInput;
  role: OfficeRole;
}>;


export type CreateOfficeUserMutation = { createOfficeUser: { id: string, login: string, roles: Array<Role>, regions: Array<string>, active: boolean, version: number, vacationStart: string | null, vacationEnd: string | null, contact: { id: string, firstName: string | null, lastName: string | null, companyName: string | null, nip: string | null, phoneNumbers: Array<string>, emailAddresses: Array<string> }, branches: Array<{ id: string, name: string }> } };

export type UpdateUserMutationVariables = Exact<{
  id: string;
  user: UserUpdateInput;
  version: number;
}>;


export type UpdateUserMutation = { updateUser: { id: string, login: string, roles: Array<Role>, regions: Array<string>, active: boolean, version: number, vacationStart: string | null, vacationEnd: string | null, contact: { id: string, firstName: string | null, lastName: string | null, companyName: string | null, nip: string | null, phoneNumbers: Array<string>, emailAddresses: Array<string> }, branches: Array<{ id: string, name: string }> } };

export type DeleteUserMutationVariables = Exact<{
  id: string;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export type UserFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserFormOptionsQuery = { appConfig: { regions: Array<string> }, branches: { nodes: Array<{ id: string, name: string }> } };

export type AppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppInfoQuery = { appInfo: { version: string, commit: string, hotline: string | null, privacyPolicyUrl: string, socialProviders: Array<SocialProvider> } };

export type BranchPickerOptionsQueryVariables = Exact<{
  filter?: BranchFilter | null | undefined;
  paging?: BranchPaging | null | undefined;
}>;


export type BranchPickerOptionsQuery = { branches: { nodes: Array<{ id: string, name: string, color: string, ownBranch: boolean }> } };

export type DevicePickerOptionsQueryVariables = Exact<{
  branchId: string;
}>;


export type DevicePickerOptionsQuery = { branch: { id: string, devices: Array<{ id: string, name: string, deviceType: string, enabled: boolean }> } | null };

export type PatientPickerOptionsQueryVariables = Exact<{
  where?: PatientsWhere | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type PatientPickerOptionsQuery = { patients: { items: Array<{ id: string, contact: { firstName: string, lastName: string, ssn: string, birthDate: string } }> } };

export type UserPickerOptionsQueryVariables = Exact<{
  where?: UsersFilter | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type UserPickerOptionsQuery = { users: { items: Array<{ id: string, login: string, contact: { firstName: string | null, lastName: string | null, companyName: string | null } }> } };

export type CurrentUserUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserUpdatedSubscription = { currentUserUpdated: { id: string, login: string, roles: Array<Role>, acceptedTerms: boolean, lastLoginDate: string | null, profilePictureURL: string | null, preferences: { mailNotifications: boolean }, contact: { id: string, firstName: string | null, lastName: string | null, companyName: string | null }, branches: Array<{ id: string, name: string, color: string, ownBranch: boolean }> } };

export type CurrentUserFieldsFragment = { id: string, login: string, roles: Array<Role>, acceptedTerms: boolean, lastLoginDate: string | null, profilePictureURL: string | null, preferences: { mailNotifications: boolean }, contact: { id: string, firstName: string | null, lastName: string | null, companyName: string | null }, branches: Array<{ id: string, name: string, color: string, ownBranch: boolean }> };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { currentUser: { id: string, login: string, roles: Array<Role>, acceptedTerms: boolean, lastLoginDate: string | null, profilePictureURL: string | null, preferences: { mailNotifications: boolean }, contact: { id: string, firstName: string | null, lastName: string | null, companyName: string | null }, branches: Array<{ id: string, name: string, color: string, ownBranch: boolean }> } };

export type PrepareUploadMutationVariables = Exact<{
  file: PrepareUploadInput;
}>;


export type PrepareUploadMutation = { prepareUpload: { fileId: string, uploadSignedURL: string | null } };

export type ConfirmUploadMutationVariables = Exact<{
  fileId: string;
}>;


export type ConfirmUploadMutation = { confirmUpload: { id: string, uri: string, fileType: FileType, name: string, mimeType: string, size: number, createdAt: string } };

export type GetDownloadUrlQueryVariables = Exact<{
  filePath: string;
  studyId?: string | null | undefined;
}>;


export type GetDownloadUrlQuery = { getDownloadURL: string };

export const AppointmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isBreak"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"createdByPatient"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}}]}}]}}]} as unknown as DocumentNode<AppointmentFieldsFragment, unknown>;
export const ReservationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<ReservationFieldsFragment, unknown>;
export const KioskConsentRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskConsentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskConsentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"patientFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"patientLastName"}},{"kind":"Field","name":{"kind":"Name","value":"askPregnancy"}},{"kind":"Field","name":{"kind":"Name","value":"minor"}},{"kind":"Field","name":{"kind":"Name","value":"guardianName"}},{"kind":"Field","name":{"kind":"Name","value":"guardianBasis"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<KioskConsentRequestFieldsFragment, unknown>;
export const ConsentTabletFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsentTabletFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tablet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabletId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"configuredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ConsentTabletFieldsFragment, unknown>;
export const PatientContactFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<PatientContactFieldsFragment, unknown>;
export const PatientListFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientContactFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<PatientListFieldsFragment, unknown>;
export const PatientFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rodo"}},{"kind":"Field","name":{"kind":"Name","value":"woman"}},{"kind":"Field","name":{"kind":"Name","value":"dataProcessing"}},{"kind":"Field","name":{"kind":"Name","value":"sending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationDate"}},{"kind":"Field","name":{"kind":"Name","value":"ssnIsPesel"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedById"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canEditIdentity"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<PatientFieldsFragment, unknown>;
export const AppConfigSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppConfigSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroups"}},{"kind":"Field","name":{"kind":"Name","value":"radiationGroups"}},{"kind":"Field","name":{"kind":"Name","value":"carrierPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Disc"}},{"kind":"Field","name":{"kind":"Name","value":"Film"}},{"kind":"Field","name":{"kind":"Name","value":"Pendrive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceTypes"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"complaintTypes"}},{"kind":"Field","name":{"kind":"Name","value":"complaintResolutionTimeHours"}},{"kind":"Field","name":{"kind":"Name","value":"specializations"}},{"kind":"Field","name":{"kind":"Name","value":"visitFollowUpDays"}},{"kind":"Field","name":{"kind":"Name","value":"gadgets"}},{"kind":"Field","name":{"kind":"Name","value":"visitReasons"}},{"kind":"Field","name":{"kind":"Name","value":"helpVideoPlaylistUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AppConfigSettingsFieldsFragment, unknown>;
export const SettingsBranchFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsBranchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"ownBranch"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"radiationGroups"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SettingsBranchFieldsFragment, unknown>;
export const SettingsProgramFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Software"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"downloadURL"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SettingsProgramFieldsFragment, unknown>;
export const StudyTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"onReferalOrder"}},{"kind":"Field","name":{"kind":"Name","value":"hasRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}},{"kind":"Field","name":{"kind":"Name","value":"timeToDescribe"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"urgentDescriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"comparisonDescriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"urgentComparisonDescriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"studySubTypes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"studyTypePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presetName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyTypeRadiologies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presetName"}},{"kind":"Field","name":{"kind":"Name","value":"voltageKilovolts"}},{"kind":"Field","name":{"kind":"Name","value":"anodeCurrentMiliamper"}},{"kind":"Field","name":{"kind":"Name","value":"exposureTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"radiationDoseMilligrayPerSquareCentimeter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyTypeDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}}]}}]}}]} as unknown as DocumentNode<StudyTypeFieldsFragment, unknown>;
export const StudyTypeRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyTypeRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"onReferalOrder"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}},{"kind":"Field","name":{"kind":"Name","value":"timeToDescribe"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"studyTypePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presetName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyTypeDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}}]}}]}}]} as unknown as DocumentNode<StudyTypeRowFieldsFragment, unknown>;
export const SettingsTabletFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsTabletFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tablet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabletId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"configuredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<SettingsTabletFieldsFragment, unknown>;
export const SettingsUserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<SettingsUserRowFragment, unknown>;
export const SettingsUserFormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsUserForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vacationStart"}},{"kind":"Field","name":{"kind":"Name","value":"vacationEnd"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SettingsUserFormFragment, unknown>;
export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureURL"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailNotifications"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"ownBranch"}}]}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const CurrentBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentBranch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CurrentBranchQuery, CurrentBranchQueryVariables>;
export const SetCurrentBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCurrentBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCurrentBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SetCurrentBranchMutation, SetCurrentBranchMutationVariables>;
export const CalendarBranchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarBranches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<CalendarBranchesQuery, CalendarBranchesQueryVariables>;
export const DayAppointmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DayAppointments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppointmentsWhere"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isBreak"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"createdByPatient"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}}]}}]}}]} as unknown as DocumentNode<DayAppointmentsQuery, DayAppointmentsQueryVariables>;
export const DeviceReservationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeviceReservations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<DeviceReservationsQuery, DeviceReservationsQueryVariables>;
export const AppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Appointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isBreak"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"createdByPatient"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}}]}}]}}]} as unknown as DocumentNode<AppointmentQuery, AppointmentQueryVariables>;
export const CalendarStudyTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarStudyTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchStudyTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}},{"kind":"Field","name":{"kind":"Name","value":"studyTypeDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}}]}}]}}]}}]} as unknown as DocumentNode<CalendarStudyTypesQuery, CalendarStudyTypesQueryVariables>;
export const AddAppointmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAppointments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAppointmentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAppointments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isBreak"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"createdByPatient"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}}]}}]}}]} as unknown as DocumentNode<AddAppointmentsMutation, AddAppointmentsMutationVariables>;
export const UpdateAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAppointmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isBreak"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"createdByPatient"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}}]}}]}}]} as unknown as DocumentNode<UpdateAppointmentMutation, UpdateAppointmentMutationVariables>;
export const DeleteAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAppointmentMutation, DeleteAppointmentMutationVariables>;
export const AddBreakDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBreak"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BreakInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBreak"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isBreak"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"createdByPatient"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}}]}}]}}]} as unknown as DocumentNode<AddBreakMutation, AddBreakMutationVariables>;
export const AddReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<AddReservationMutation, AddReservationMutationVariables>;
export const UpdateReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReservationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<UpdateReservationMutation, UpdateReservationMutationVariables>;
export const DeleteReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteReservationMutation, DeleteReservationMutationVariables>;
export const AppointmentAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AppointmentAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointmentAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isBreak"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"createdByPatient"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}}]}}]}}]} as unknown as DocumentNode<AppointmentAddedSubscription, AppointmentAddedSubscriptionVariables>;
export const AppointmentUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AppointmentUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointmentUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isBreak"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"createdByPatient"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}}]}}]}}]} as unknown as DocumentNode<AppointmentUpdatedSubscription, AppointmentUpdatedSubscriptionVariables>;
export const AppointmentDeletedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AppointmentDeleted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointmentDeleted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}}]}}]}}]} as unknown as DocumentNode<AppointmentDeletedSubscription, AppointmentDeletedSubscriptionVariables>;
export const ReservationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReservationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<ReservationAddedSubscription, ReservationAddedSubscriptionVariables>;
export const ReservationUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReservationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReservationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<ReservationUpdatedSubscription, ReservationUpdatedSubscriptionVariables>;
export const ReservationDeletedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReservationDeleted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reservationDeleted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}}]}}]}}]} as unknown as DocumentNode<ReservationDeletedSubscription, ReservationDeletedSubscriptionVariables>;
export const AcceptTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}}]}}]}}]} as unknown as DocumentNode<AcceptTermsMutation, AcceptTermsMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const HelpPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpUserContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureURL"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"software"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"downloadURL"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpVideoPlaylistUrl"}}]}}]}}]} as unknown as DocumentNode<HelpPageQuery, HelpPageQueryVariables>;
export const KioskSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientSecret"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tabletSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientSecret"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientSecret"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"tablet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}}]}}]}}]}}]} as unknown as DocumentNode<KioskSignInMutation, KioskSignInMutationVariables>;
export const KioskHeartbeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskHeartbeat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tabletHeartbeat"}}]}}]} as unknown as DocumentNode<KioskHeartbeatMutation, KioskHeartbeatMutationVariables>;
export const KioskPendingConsentRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskPendingConsentRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingConsentRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskConsentRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskConsentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskConsentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"patientFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"patientLastName"}},{"kind":"Field","name":{"kind":"Name","value":"askPregnancy"}},{"kind":"Field","name":{"kind":"Name","value":"minor"}},{"kind":"Field","name":{"kind":"Name","value":"guardianName"}},{"kind":"Field","name":{"kind":"Name","value":"guardianBasis"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<KioskPendingConsentRequestQuery, KioskPendingConsentRequestQueryVariables>;
export const KioskConsentRequestedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"KioskConsentRequested"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consentRequested"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskConsentRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskConsentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskConsentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"patientFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"patientLastName"}},{"kind":"Field","name":{"kind":"Name","value":"askPregnancy"}},{"kind":"Field","name":{"kind":"Name","value":"minor"}},{"kind":"Field","name":{"kind":"Name","value":"guardianName"}},{"kind":"Field","name":{"kind":"Name","value":"guardianBasis"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<KioskConsentRequestedSubscription, KioskConsentRequestedSubscriptionVariables>;
export const KioskSubmitConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskSubmitConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}]}]}}]} as unknown as DocumentNode<KioskSubmitConsentMutation, KioskSubmitConsentMutationVariables>;
export const PatientConsentTabletsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientConsentTablets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activeOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tablets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activeOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsentTabletFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsentTabletFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tablet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabletId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"configuredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<PatientConsentTabletsQuery, PatientConsentTabletsQueryVariables>;
export const PatientTabletStatusChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PatientTabletStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tabletStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabletId"}},{"kind":"Field","name":{"kind":"Name","value":"configuredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<PatientTabletStatusChangedSubscription, PatientTabletStatusChangedSubscriptionVariables>;
export const RequestPatientConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPatientConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabletId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GuardianBasis"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tabletId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabletId"}}},{"kind":"Argument","name":{"kind":"Name","value":"patientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentName"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RequestPatientConsentMutation, RequestPatientConsentMutationVariables>;
export const PatientConsentSubmittedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PatientConsentSubmitted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consentSubmitted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"rodo"}},{"kind":"Field","name":{"kind":"Name","value":"woman"}},{"kind":"Field","name":{"kind":"Name","value":"dataProcessing"}},{"kind":"Field","name":{"kind":"Name","value":"sending"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}}]}}]}}]} as unknown as DocumentNode<PatientConsentSubmittedSubscription, PatientConsentSubmittedSubscriptionVariables>;
export const PatientAppointmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientAppointments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppointmentsWhere"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PatientAppointmentsQuery, PatientAppointmentsQueryVariables>;
export const PatientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Patients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PatientsWhere"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PatientsOrderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientListFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientContactFields"}}]}}]}}]} as unknown as DocumentNode<PatientsQuery, PatientsQueryVariables>;
export const PatientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Patient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rodo"}},{"kind":"Field","name":{"kind":"Name","value":"woman"}},{"kind":"Field","name":{"kind":"Name","value":"dataProcessing"}},{"kind":"Field","name":{"kind":"Name","value":"sending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationDate"}},{"kind":"Field","name":{"kind":"Name","value":"ssnIsPesel"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedById"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canEditIdentity"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<PatientQuery, PatientQueryVariables>;
export const AddPatientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPatient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPatient"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PatientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPatient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"newPatient"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPatient"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rodo"}},{"kind":"Field","name":{"kind":"Name","value":"woman"}},{"kind":"Field","name":{"kind":"Name","value":"dataProcessing"}},{"kind":"Field","name":{"kind":"Name","value":"sending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationDate"}},{"kind":"Field","name":{"kind":"Name","value":"ssnIsPesel"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedById"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canEditIdentity"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<AddPatientMutation, AddPatientMutationVariables>;
export const UpdatePatientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePatient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patient"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PatientInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePatient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patient"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patient"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatientContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDescription"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Patient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rodo"}},{"kind":"Field","name":{"kind":"Name","value":"woman"}},{"kind":"Field","name":{"kind":"Name","value":"dataProcessing"}},{"kind":"Field","name":{"kind":"Name","value":"sending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationDate"}},{"kind":"Field","name":{"kind":"Name","value":"ssnIsPesel"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedById"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canEditIdentity"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<UpdatePatientMutation, UpdatePatientMutationVariables>;
export const DeletePatientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePatient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePatient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePatientMutation, DeletePatientMutationVariables>;
export const UpdatePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPreferences"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"newPreferences"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPreferences"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailNotifications"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePreferencesMutation, UpdatePreferencesMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateProfilePictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfilePicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfilePicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureURL"}}]}}]}}]} as unknown as DocumentNode<UpdateProfilePictureMutation, UpdateProfilePictureMutationVariables>;
export const DeleteExistingProfilePictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteExistingProfilePicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExistingProfilePicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureURL"}}]}}]}}]} as unknown as DocumentNode<DeleteExistingProfilePictureMutation, DeleteExistingProfilePictureMutationVariables>;
export const AppConfigSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppConfigSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppConfigSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppConfigSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroups"}},{"kind":"Field","name":{"kind":"Name","value":"radiationGroups"}},{"kind":"Field","name":{"kind":"Name","value":"carrierPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Disc"}},{"kind":"Field","name":{"kind":"Name","value":"Film"}},{"kind":"Field","name":{"kind":"Name","value":"Pendrive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceTypes"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"complaintTypes"}},{"kind":"Field","name":{"kind":"Name","value":"complaintResolutionTimeHours"}},{"kind":"Field","name":{"kind":"Name","value":"specializations"}},{"kind":"Field","name":{"kind":"Name","value":"visitFollowUpDays"}},{"kind":"Field","name":{"kind":"Name","value":"gadgets"}},{"kind":"Field","name":{"kind":"Name","value":"visitReasons"}},{"kind":"Field","name":{"kind":"Name","value":"helpVideoPlaylistUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AppConfigSettingsQuery, AppConfigSettingsQueryVariables>;
export const SaveAppConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAppConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppConfigInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAppConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppConfigSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppConfigSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroups"}},{"kind":"Field","name":{"kind":"Name","value":"radiationGroups"}},{"kind":"Field","name":{"kind":"Name","value":"carrierPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Disc"}},{"kind":"Field","name":{"kind":"Name","value":"Film"}},{"kind":"Field","name":{"kind":"Name","value":"Pendrive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceTypes"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"complaintTypes"}},{"kind":"Field","name":{"kind":"Name","value":"complaintResolutionTimeHours"}},{"kind":"Field","name":{"kind":"Name","value":"specializations"}},{"kind":"Field","name":{"kind":"Name","value":"visitFollowUpDays"}},{"kind":"Field","name":{"kind":"Name","value":"gadgets"}},{"kind":"Field","name":{"kind":"Name","value":"visitReasons"}},{"kind":"Field","name":{"kind":"Name","value":"helpVideoPlaylistUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SaveAppConfigMutation, SaveAppConfigMutationVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogWhereInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalCapped"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actorLogin"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const SettingsBranchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsBranches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchPaging"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}}},{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsBranchFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsBranchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"ownBranch"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"radiationGroups"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SettingsBranchesQuery, SettingsBranchesQueryVariables>;
export const SettingsBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsBranchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsBranchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"ownBranch"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"radiationGroups"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SettingsBranchQuery, SettingsBranchQueryVariables>;
export const SaveBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsBranchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsBranchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"ownBranch"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"radiationGroups"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SaveBranchMutation, SaveBranchMutationVariables>;
export const DeleteOneBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOneBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOneBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}}]}}]}}]} as unknown as DocumentNode<DeleteOneBranchMutation, DeleteOneBranchMutationVariables>;
export const MasterDataOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterDataOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"deviceTypes"}},{"kind":"Field","name":{"kind":"Name","value":"radiationGroups"}}]}}]}}]} as unknown as DocumentNode<MasterDataOptionsQuery, MasterDataOptionsQueryVariables>;
export const SettingsProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"software"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsProgramFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Software"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"downloadURL"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SettingsProgramsQuery, SettingsProgramsQueryVariables>;
export const CreateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newSoftware"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SoftwareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSoftware"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"newSoftware"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newSoftware"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsProgramFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Software"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"downloadURL"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateProgramMutation, CreateProgramMutationVariables>;
export const UpdateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"softwareId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"software"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SoftwareInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSoftware"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"softwareId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"softwareId"}}},{"kind":"Argument","name":{"kind":"Name","value":"software"},"value":{"kind":"Variable","name":{"kind":"Name","value":"software"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsProgramFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Software"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"downloadURL"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateProgramMutation, UpdateProgramMutationVariables>;
export const DeleteProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"softwareId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSoftware"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"softwareId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"softwareId"}}}]}]}}]} as unknown as DocumentNode<DeleteProgramMutation, DeleteProgramMutationVariables>;
export const SettingsStudyTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsStudyTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyTypeRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyTypeRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"onReferalOrder"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}},{"kind":"Field","name":{"kind":"Name","value":"timeToDescribe"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"studyTypePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presetName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyTypeDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}}]}}]}}]} as unknown as DocumentNode<SettingsStudyTypesQuery, SettingsStudyTypesQueryVariables>;
export const SettingsStudyTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsStudyType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"onReferalOrder"}},{"kind":"Field","name":{"kind":"Name","value":"hasRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}},{"kind":"Field","name":{"kind":"Name","value":"timeToDescribe"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"urgentDescriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"comparisonDescriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"urgentComparisonDescriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"studySubTypes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"studyTypePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presetName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyTypeRadiologies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presetName"}},{"kind":"Field","name":{"kind":"Name","value":"voltageKilovolts"}},{"kind":"Field","name":{"kind":"Name","value":"anodeCurrentMiliamper"}},{"kind":"Field","name":{"kind":"Name","value":"exposureTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"radiationDoseMilligrayPerSquareCentimeter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyTypeDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}}]}}]}}]} as unknown as DocumentNode<SettingsStudyTypeQuery, SettingsStudyTypeQueryVariables>;
export const StudyTypeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyTypeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroups"}},{"kind":"Field","name":{"kind":"Name","value":"deviceTypes"}}]}}]}}]} as unknown as DocumentNode<StudyTypeOptionsQuery, StudyTypeOptionsQueryVariables>;
export const CreateStudyTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStudyType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newStudyType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStudyType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"newStudyType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newStudyType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"onReferalOrder"}},{"kind":"Field","name":{"kind":"Name","value":"hasRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}},{"kind":"Field","name":{"kind":"Name","value":"timeToDescribe"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"urgentDescriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"comparisonDescriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"urgentComparisonDescriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"studySubTypes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"studyTypePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presetName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyTypeRadiologies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presetName"}},{"kind":"Field","name":{"kind":"Name","value":"voltageKilovolts"}},{"kind":"Field","name":{"kind":"Name","value":"anodeCurrentMiliamper"}},{"kind":"Field","name":{"kind":"Name","value":"exposureTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"radiationDoseMilligrayPerSquareCentimeter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyTypeDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}}]}}]}}]} as unknown as DocumentNode<CreateStudyTypeMutation, CreateStudyTypeMutationVariables>;
export const UpdateStudyTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudyType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studyTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studyType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyTypeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudyType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studyTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studyTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studyType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studyType"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"onReferalOrder"}},{"kind":"Field","name":{"kind":"Name","value":"hasRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"is3D"}},{"kind":"Field","name":{"kind":"Name","value":"timeToDescribe"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"urgentDescriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"comparisonDescriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"urgentComparisonDescriptionPrice"}},{"kind":"Field","name":{"kind":"Name","value":"studySubTypes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"studyTypePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presetName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyTypeRadiologies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presetName"}},{"kind":"Field","name":{"kind":"Name","value":"voltageKilovolts"}},{"kind":"Field","name":{"kind":"Name","value":"anodeCurrentMiliamper"}},{"kind":"Field","name":{"kind":"Name","value":"exposureTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"radiationDoseMilligrayPerSquareCentimeter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studyTypeDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}}]}}]}}]} as unknown as DocumentNode<UpdateStudyTypeMutation, UpdateStudyTypeMutationVariables>;
export const DeleteStudyTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStudyType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studyTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStudyType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studyTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studyTypeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}}]}}]}}]} as unknown as DocumentNode<DeleteStudyTypeMutation, DeleteStudyTypeMutationVariables>;
export const SettingsTabletsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsTablets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tablets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsTabletFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsTabletFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tablet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabletId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"configuredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<SettingsTabletsQuery, SettingsTabletsQueryVariables>;
export const RegisterTabletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterTablet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newTablet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewTabletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerTablet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"newTablet"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newTablet"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tablet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsTabletFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"apiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsTabletFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tablet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabletId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"configuredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<RegisterTabletMutation, RegisterTabletMutationVariables>;
export const UpdateTabletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTablet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TabletUpdateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTablet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsTabletFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsTabletFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tablet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabletId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"configuredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<UpdateTabletMutation, UpdateTabletMutationVariables>;
export const DeleteTabletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTablet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTablet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTabletMutation, DeleteTabletMutationVariables>;
export const UnpairTabletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpairTablet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpairTablet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tablet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsTabletFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"apiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsTabletFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tablet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabletId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"configuredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<UnpairTabletMutation, UnpairTabletMutationVariables>;
export const SettingsTabletStatusChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SettingsTabletStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tabletStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tabletId"}},{"kind":"Field","name":{"kind":"Name","value":"configuredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<SettingsTabletStatusChangedSubscription, SettingsTabletStatusChangedSubscriptionVariables>;
export const SettingsUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"login"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsUserRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<SettingsUsersQuery, SettingsUsersQueryVariables>;
export const SettingsUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsUserForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsUserForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vacationStart"}},{"kind":"Field","name":{"kind":"Name","value":"vacationEnd"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SettingsUserQuery, SettingsUserQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userData"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewUserInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userData"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsUserForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsUserForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vacationStart"}},{"kind":"Field","name":{"kind":"Name","value":"vacationEnd"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const CreateOfficeUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOfficeUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userData"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewOfficeUserInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfficeRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOfficeUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userData"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsUserForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsUserForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vacationStart"}},{"kind":"Field","name":{"kind":"Name","value":"vacationEnd"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateOfficeUserMutation, CreateOfficeUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserUpdateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"user"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsUserForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsUserForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vacationStart"}},{"kind":"Field","name":{"kind":"Name","value":"vacationEnd"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const UserFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"name"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UserFormOptionsQuery, UserFormOptionsQueryVariables>;
export const AppInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"commit"}},{"kind":"Field","name":{"kind":"Name","value":"hotline"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"socialProviders"}}]}}]}}]} as unknown as DocumentNode<AppInfoQuery, AppInfoQueryVariables>;
export const BranchPickerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchPickerOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchPaging"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"name"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"ownBranch"}}]}}]}}]}}]} as unknown as DocumentNode<BranchPickerOptionsQuery, BranchPickerOptionsQueryVariables>;
export const DevicePickerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevicePickerOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deviceType"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<DevicePickerOptionsQuery, DevicePickerOptionsQueryVariables>;
export const PatientPickerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientPickerOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PatientsWhere"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"ssn"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PatientPickerOptionsQuery, PatientPickerOptionsQueryVariables>;
export const UserPickerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPickerOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"lastName"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserPickerOptionsQuery, UserPickerOptionsQueryVariables>;
export const CurrentUserUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CurrentUserUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureURL"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailNotifications"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"ownBranch"}}]}}]}}]} as unknown as DocumentNode<CurrentUserUpdatedSubscription, CurrentUserUpdatedSubscriptionVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerms"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureURL"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailNotifications"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"ownBranch"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const PrepareUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PrepareUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrepareUploadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prepareUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"uploadSignedURL"}}]}}]}}]} as unknown as DocumentNode<PrepareUploadMutation, PrepareUploadMutationVariables>;
export const ConfirmUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConfirmUploadMutation, ConfirmUploadMutationVariables>;
export const GetDownloadUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDownloadURL"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getDownloadURL"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filePath"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}}},{"kind":"Argument","name":{"kind":"Name","value":"studyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studyId"}}}]}]}}]} as unknown as DocumentNode<GetDownloadUrlQuery, GetDownloadUrlQueryVariables>;
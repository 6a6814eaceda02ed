import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AppointmentModel as AppointmentModelModel, ReservationModel as ReservationModelModel } from '../../modules/appointments/booking-rows.js';
import type { AppointmentSlot as AppointmentSlotModel } from '@portal/domain';
import type { BookingChanged as BookingChangedModel } from '../../platform/pubsub/events.js';
import type { AppConfigModel as AppConfigModelModel } from '../../modules/app-config/app-config.repository.js';
import type { AuditLogRow as AuditLogRowModel, AuditLogPage as AuditLogPageModel } from '../../modules/audit-log/audit-log.service.js';
import type { BranchRow as BranchRowModel, BranchPage as BranchPageModel } from '../../modules/branches/branches.repository.js';
import type { BranchDeletion as BranchDeletionModel } from '../../modules/branches/branches.service.js';
import type { ConsentRequestRow as ConsentRequestRowModel } from '../../modules/consents/consent-requests.repository.js';
import type { ConsentSubmittedEventModel as ConsentSubmittedEventModelModel } from '../../modules/consents/consent-submitted-event.js';
import type { ComplaintModel as ComplaintModelModel, ComplaintPage as ComplaintPageModel } from '../../modules/complaints/complaints.repository.js';
import type { ContactModel as ContactModelModel, UserModel as UserModelModel } from '../../modules/auth/users.repository.js';
import type { CouncilModel as CouncilModelModel, CouncilInviteModel as CouncilInviteModelModel, CouncilPostModel as CouncilPostModelModel, CouncilPostPage as CouncilPostPageModel } from '../../modules/councils/councils.repository.js';
import type { CouncilMemberView as CouncilMemberViewModel } from '../../modules/councils/councils.loaders.js';
import type { DeviceRow as DeviceRowModel } from '../../modules/common/common.loaders.js';
import type { DoctorModel as DoctorModelModel } from '../../modules/doctors/doctors.repository.js';
import type { DoctorCommentRow as DoctorCommentRowModel } from '../../modules/doctor-comments/doctor-comments.repository.js';
import type { DoctorsPage as DoctorsPageModel } from '../../modules/doctors/doctors-list.js';
import type { DoctorStatisticsModel as DoctorStatisticsModelModel } from '../../modules/doctors/doctor-statistics.js';
import type { KioskConsentRequestModel as KioskConsentRequestModelModel } from '../../modules/consents/kiosk-request.js';
import type { PatientRow as PatientRowModel, PatientContactRow as PatientContactRowModel, PatientPage as PatientPageModel } from '../../modules/patients/patients.repository.js';
import type { FileRow as FileRowModel } from '../../modules/files/files.repository.js';
import type { PatientStudiesResult as PatientStudiesResultModel, PatientStudyView as PatientStudyViewModel, PatientStudyFileView as PatientStudyFileViewModel } from '../../modules/patient-studies/patient-session.service.js';
import type { ActiveStudyLinkRow as ActiveStudyLinkRowModel } from '../../modules/patient-studies/study-links.repository.js';
import type { StudiesLinkSent as StudiesLinkSentModel } from '../../modules/patient-studies/study-links.service.js';
import type { StudyModel as StudyModelModel } from '../../modules/studies/study-rows.js';
import type { StudyPage as StudyPageModel } from '../../modules/studies/studies.repository.js';
import type { StudyDescriberModel as StudyDescriberModelModel, StudyPersonModel as StudyPersonModelModel } from '../../modules/studies/studies.loaders.js';
import type { DescriberWorkloadModel as DescriberWorkloadModelModel, OverdueDescriptionModel as OverdueDescriptionModelModel } from '../../modules/studies/describer-workload.js';
import type { StudyTypeRow as StudyTypeRowModel } from '../../modules/study-types/study-types.repository.js';
import type { ReferalModel as ReferalModelModel } from '../../modules/referals/referal-rows.js';
import type { ReferalPage as ReferalPageModel } from '../../modules/referals/referals.repository.js';
import type { ReferalStudyTypeModel as ReferalStudyTypeModelModel, ReferalStudyModel as ReferalStudyModelModel } from '../../modules/referals/referals.loaders.js';
import type { SoftwareModel as SoftwareModelModel } from '../../modules/software/software.repository.js';
import type { TabletModel as TabletModelModel } from '../../modules/tablets/tablets.repository.js';
import type { UsersPage as UsersPageModel } from '../../modules/users/user-page.js';
import type { MessageModel as MessageModelModel, MessagePage as MessagePageModel } from '../../modules/messages/messages.repository.js';
import type { VisitModel as VisitModelModel, VisitPage as VisitPageModel } from '../../modules/visits/visits.repository.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date without time, yyyy-MM-dd. */
  Date: { input: string; output: string; }
  /** An instant in time, ISO 8601 with offset (e.g. 2026-11-22T12:00:00.000Z). */
  DateTime: { input: Date | string; output: Date | string; }
  /**
   * An exact amount in PLN as decimal text with two decimals, e.g. "90.00" (ADR 0030). Inputs take
   * text ("90", "90,5", "90.50") or a number with at most two decimals.
   */
  Money: { input: string; output: string; }
};

/**
 * addAppointments: one appointment per study type, back to back from `startDate`, each as long as
 * its study type takes on the device's type (spec part 1 §4 "Appointment form").
 */
export type AddAppointmentsInput = {
  branch?: InputMaybe<Scalars['ID']['input']>;
  comments?: InputMaybe<Scalars['String']['input']>;
  device?: InputMaybe<Scalars['ID']['input']>;
  patient?: InputMaybe<Scalars['ID']['input']>;
  /** The referral booked; kept once the referrals issue lands. */
  referal?: InputMaybe<Scalars['ID']['input']>;
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
  studyTypes?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type Address = {
  __typename?: 'Address';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

export type AddressInput = {
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

/**
 * The application configuration (spec part 2 §3 AppConfig): one record, versioned. Other forms
 * choose from its lists (priceGroups, deviceTypes, regions, radiationGroups, …).
 */
export type AppConfig = {
  __typename?: 'AppConfig';
  carrierPrices: CarrierPrices;
  /** Hours a complaint may stay open. */
  complaintResolutionTimeHours: Scalars['Int']['output'];
  complaintTypes: Array<Scalars['String']['output']>;
  deviceTypes: Array<Scalars['String']['output']>;
  gadgets: Array<Scalars['String']['output']>;
  /** A YouTube or Vimeo playlist the help page embeds; null shows none (ADR 0031). */
  helpVideoPlaylistUrl: Maybe<Scalars['String']['output']>;
  paymentTypes: Array<Scalars['String']['output']>;
  priceGroups: Array<Scalars['String']['output']>;
  radiationGroups: Array<Scalars['String']['output']>;
  regions: Array<Scalars['String']['output']>;
  specializations: Array<Scalars['String']['output']>;
  /** Raised by every save; saveAppConfig takes the version the client edited (ADR 0021). */
  version: Scalars['Int']['output'];
  /** Days after a visit when the next one is due (default 80). */
  visitFollowUpDays: Scalars['Int']['output'];
  visitReasons: Array<Scalars['String']['output']>;
};

export type AppConfigInput = {
  carrierPrices: CarrierPricesInput;
  complaintResolutionTimeHours: Scalars['Int']['input'];
  complaintTypes: Array<Scalars['String']['input']>;
  deviceTypes: Array<Scalars['String']['input']>;
  gadgets: Array<Scalars['String']['input']>;
  helpVideoPlaylistUrl?: InputMaybe<Scalars['String']['input']>;
  paymentTypes: Array<Scalars['String']['input']>;
  priceGroups: Array<Scalars['String']['input']>;
  radiationGroups: Array<Scalars['String']['input']>;
  regions: Array<Scalars['String']['input']>;
  specializations: Array<Scalars['String']['input']>;
  visitFollowUpDays: Scalars['Int']['input'];
  visitReasons: Array<Scalars['String']['input']>;
};

/** Facts about this installation the sign-in page and error texts need; readable without signing in. */
export type AppInfo = {
  __typename?: 'AppInfo';
  /** Git commit of the running build (same as GET /api/build/handler). */
  commit: Scalars['String']['output'];
  /** Help hotline shown in error texts; null when not configured. */
  hotline: Maybe<Scalars['String']['output']>;
  /** Address of an external OHIF viewer that DICOM files can be opened in (with the file's URL as its `url` parameter); null when not configured. */
  ohifViewerUrl: Maybe<Scalars['String']['output']>;
  /** Address of the privacy policy linked from the sign-in page. */
  privacyPolicyUrl: Scalars['String']['output'];
  /** Social sign-in this installation has configured; the sign-in page shows only these buttons. */
  socialProviders: Array<SocialProvider>;
  /** Package version of the running build. */
  version: Scalars['String']['output'];
};

/**
 * A device's booked time (spec part 1 §3 Appointment): an appointment of a patient for one study
 * type, or a break (`isBreak`, no patient). Times are instants; the calendar shows them in
 * Europe/Warsaw. The referral and the study it became join when those issues land.
 */
export type Appointment = {
  __typename?: 'Appointment';
  branch: Branch;
  comments: Maybe<Scalars['String']['output']>;
  /** Booked by the patient from a scheduling link: the calendar marks it. */
  createdByPatient: Scalars['Boolean']['output'];
  device: Device;
  endDate: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isBreak: Scalars['Boolean']['output'];
  /** None for a break. */
  patient: Maybe<Patient>;
  startDate: Scalars['DateTime']['output'];
  /** The study issued at this appointment; it then neither moves nor goes. */
  studyId: Maybe<Scalars['ID']['output']>;
  /** None for a break. */
  studyType: Maybe<StudyType>;
  /** Raised by every save; updateAppointment takes the version the client edited (ADR 0021). */
  version: Scalars['Int']['output'];
};

/** A free slot of getAvailableAppointmentSlots (spec part 1 §3 Appointment slot). */
export type AppointmentSlot = {
  __typename?: 'AppointmentSlot';
  deviceId: Scalars['ID']['output'];
  endTime: Scalars['DateTime']['output'];
  startTime: Scalars['DateTime']['output'];
};

export type AppointmentsWhere = {
  branchId?: InputMaybe<Scalars['ID']['input']>;
  deviceId?: InputMaybe<Scalars['ID']['input']>;
  /** Several devices at once (the day view's columns). */
  deviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  patientId?: InputMaybe<Scalars['ID']['input']>;
  /** Appointments starting at or after this instant. */
  startDateFrom: Scalars['DateTime']['input'];
  /** Appointments starting before this instant. */
  startDateTo: Scalars['DateTime']['input'];
};

/** One entry of the append-only audit trail: who did what to which object, when and from where. */
export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  /** What was done, e.g. `auth.login` or `auditLog.list`. */
  action: Scalars['String']['output'];
  /** Login of that user at the time of reading. */
  actorLogin: Maybe<Scalars['String']['output']>;
  /** The signed-in user who acted; null for anonymous attempts (e.g. a failed sign-in). */
  actorUserId: Maybe<Scalars['ID']['output']>;
  /** Client address as the API saw it. */
  address: Maybe<Scalars['String']['output']>;
  /** Facts explaining the outcome, as JSON text. */
  details: Maybe<Scalars['String']['output']>;
  entityId: Maybe<Scalars['String']['output']>;
  entityType: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  occurredAt: Scalars['DateTime']['output'];
  outcome: AuditOutcome;
};

export type AuditLogList = {
  __typename?: 'AuditLogList';
  hasMore: Scalars['Boolean']['output'];
  items: Array<AuditLogEntry>;
  /** Entries matching `where`, all pages together; at most 1000 when `totalCapped`. */
  total: Scalars['Int']['output'];
  /** More than 1000 entries match: `total` says 1000, `hasMore` whether a next page exists. */
  totalCapped: Scalars['Boolean']['output'];
};

export type AuditLogOrderByInput = {
  occurredAt?: InputMaybe<SortDirection>;
};

/** All given conditions must hold; `occurredFrom` and `occurredTo` are inclusive. */
export type AuditLogWhereInput = {
  action?: InputMaybe<Scalars['String']['input']>;
  actorUserId?: InputMaybe<Scalars['ID']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  occurredFrom?: InputMaybe<Scalars['DateTime']['input']>;
  occurredTo?: InputMaybe<Scalars['DateTime']['input']>;
  outcome?: InputMaybe<AuditOutcome>;
};

/** How an audited action ended. */
export type AuditOutcome =
  | 'denied'
  | 'failure'
  | 'success';

/** What a subscriber learns of a deleted appointment or reservation: which one, and where. */
export type BookingDeleted = {
  __typename?: 'BookingDeleted';
  branchId: Scalars['ID']['output'];
  deviceId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
};

export type Branch = {
  __typename?: 'Branch';
  /** False once deleted while records still name it: kept for history, left out of pickers. */
  active: Scalars['Boolean']['output'];
  address: Maybe<Address>;
  color: Scalars['String']['output'];
  devices: Array<Device>;
  emailAddresses: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  ownBranch: Scalars['Boolean']['output'];
  phoneNumbers: Array<Scalars['String']['output']>;
  region: Maybe<Scalars['String']['output']>;
  /** Raised by every save; saveBranch takes the version the client edited (ADR 0021). */
  version: Scalars['Int']['output'];
};

/** A page of branches and how many match (spec part 2 §7 Settings and master data). */
export type BranchConnection = {
  __typename?: 'BranchConnection';
  nodes: Array<Branch>;
  totalCount: Scalars['Int']['output'];
};

/** The answer to deleteOneBranch: deleted, or deactivated because records still name the branch. */
export type BranchDeletion = {
  __typename?: 'BranchDeletion';
  deactivated: Scalars['Boolean']['output'];
  deleted: Scalars['Boolean']['output'];
};

export type BranchFilter = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Settings list deactivated branches too; pickers and calendars leave them out (default). */
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the name, in any letter case. */
  name?: InputMaybe<Scalars['String']['input']>;
  ownBranch?: InputMaybe<Scalars['Boolean']['input']>;
  regions?: InputMaybe<Array<Scalars['String']['input']>>;
};

/**
 * A branch as the settings form sends it: without an id it is created, with one it is updated
 * (then `version`, the Branch.version edited, is required; a stale one is refused with
 * STALE_VERSION). Devices missing from `devices` are deleted, or disabled when records name them.
 */
export type BranchInput = {
  address?: InputMaybe<AddressInput>;
  /** #rrggbb */
  color: Scalars['String']['input'];
  devices: Array<DeviceInput>;
  emailAddresses?: InputMaybe<Array<Scalars['String']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  ownBranch?: InputMaybe<Scalars['Boolean']['input']>;
  phoneNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  /** One of the app config's regions. */
  region?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** Offset paging of `branches`: skip `offset` rows, then at most `limit` (default 10, at most 50). */
export type BranchPaging = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type BranchSort = {
  direction?: InputMaybe<SortDirection>;
  field: BranchSortField;
};

export type BranchSortField =
  | 'color'
  | 'id'
  | 'name'
  | 'ownBranch'
  | 'region';

export type BreakInput = {
  branch?: InputMaybe<Scalars['ID']['input']>;
  comments?: InputMaybe<Scalars['String']['input']>;
  device?: InputMaybe<Scalars['ID']['input']>;
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
};

/** What stopped the last push to the external calendar. */
export type CalendarSyncError =
  /** The service refused to write to the calendar. */
  | 'ACCESS'
  /** The service refused the consent (expired or revoked): connect the calendar again. */
  | 'AUTH'
  /** The service did not answer; the next push tries again. */
  | 'SYNC';

/** The outcome of syncVisitsToCalendar (part 2 §7). */
export type CalendarSyncResult = {
  __typename?: 'CalendarSyncResult';
  /** A message catalogue key (calendarSync.*), shown in the user's language with the counts. */
  message: Scalars['String']['output'];
  /** Events deleted (visits cancelled, removed or handed to another coordinator). */
  removed: Scalars['Int']['output'];
  success: Scalars['Boolean']['output'];
  /** Events written (created or updated). */
  written: Scalars['Int']['output'];
};

/** Prices of the carriers a study is handed over on (spec part 2 §3 AppConfig), exact (ADR 0030). */
export type CarrierPrices = {
  __typename?: 'CarrierPrices';
  Disc: Scalars['Money']['output'];
  Film: Scalars['Money']['output'];
  Pendrive: Scalars['Money']['output'];
};

export type CarrierPricesInput = {
  Disc: Scalars['Money']['input'];
  Film: Scalars['Money']['input'];
  Pendrive: Scalars['Money']['input'];
};

/** A comment's text; the content must not be empty (part 2 §5). */
export type CommentInput = {
  content: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A complaint (spec part 2 §3 Complaint). The desk (Admin, Technician, Manager, Registration) sees
 * every complaint; a user of the Complaints role the ones they are responsible for.
 */
export type Complaint = {
  __typename?: 'Complaint';
  closedAt: Maybe<Scalars['DateTime']['output']>;
  complainantEmailAddress: Maybe<Scalars['String']['output']>;
  complainantName: Scalars['String']['output'];
  complainantPhoneNumber: Maybe<Scalars['String']['output']>;
  complaintDescription: Maybe<Scalars['String']['output']>;
  /** One of the app config's complaintTypes when saved. */
  complaintReason: Maybe<Scalars['String']['output']>;
  /** How it was resolved; set when closing. */
  complaintResolution: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdById: Maybe<Scalars['ID']['output']>;
  doctor: Maybe<Doctor>;
  /** The report date plus the app config's complaintResolutionTimeHours (as of the save). */
  dueDate: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Past its due date and not Closed: the list tints it red. */
  overdue: Scalars['Boolean']['output'];
  patient: Maybe<Patient>;
  /** When the complaint was made; the due date counts from it. */
  reportDate: Scalars['DateTime']['output'];
  /** A user with the Complaints role. */
  responsiblePerson: User;
  status: ComplaintStatus;
  study: Maybe<Study>;
  type: ComplaintType;
  updatedAt: Scalars['DateTime']['output'];
  updatedById: Maybe<Scalars['ID']['output']>;
  /** Raised by every save; updateComplaint takes the version edited. */
  version: Scalars['Int']['output'];
};

/**
 * The complaint form (spec part 2 §5). Fields are optional here so that a missing one is answered
 * with the localized message of its field.
 */
export type ComplaintInput = {
  complainantEmailAddress?: InputMaybe<Scalars['String']['input']>;
  complainantName?: InputMaybe<Scalars['String']['input']>;
  complainantPhoneNumber?: InputMaybe<Scalars['String']['input']>;
  complaintDescription?: InputMaybe<Scalars['String']['input']>;
  complaintReason?: InputMaybe<Scalars['String']['input']>;
  /** Required to close; changed only when the complaint is (or becomes) Closed. */
  complaintResolution?: InputMaybe<Scalars['String']['input']>;
  doctorId?: InputMaybe<Scalars['ID']['input']>;
  patientId?: InputMaybe<Scalars['ID']['input']>;
  reportDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** A user with the Complaints role; a Complaints user cannot hand their complaint to another. */
  responsiblePersonId?: InputMaybe<Scalars['ID']['input']>;
  /** InProgress unless given. */
  status?: InputMaybe<ComplaintStatus>;
  studyId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<ComplaintType>;
};

/** A complaint's state (spec part 2 §4): InProgress until Closed with a resolution. */
export type ComplaintStatus =
  | 'Closed'
  | 'InProgress';

/** Who complains (spec part 2 §3 Complaint). */
export type ComplaintType =
  | 'Doctor'
  | 'Patient';

/** The complaints list's filter (spec part 2 §2); every condition given must hold. */
export type ComplaintsFilter = {
  /** Words of the complainant's name; letter case and diacritics do not matter. */
  complainantName?: InputMaybe<Scalars['String']['input']>;
  /** One of the app config's complaintTypes. */
  complaintReason?: InputMaybe<Scalars['String']['input']>;
  doctorId?: InputMaybe<Scalars['ID']['input']>;
  /** true: only complaints past their due date and not Closed; false: the others. */
  overdue?: InputMaybe<Scalars['Boolean']['input']>;
  patientId?: InputMaybe<Scalars['ID']['input']>;
  /** Reported on or after this day. */
  reportDateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Reported on or before this day. */
  reportDateTo?: InputMaybe<Scalars['Date']['input']>;
  responsiblePersonId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<ComplaintStatus>;
};

export type ComplaintsOrder = {
  by: ComplaintsOrderBy;
  direction: SortDirection;
};

export type ComplaintsOrderBy =
  | 'dueDate'
  | 'reportDate'
  | 'updatedAt';

export type ComplaintsPage = {
  __typename?: 'ComplaintsPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Complaint>;
  /** How many complaints match; counting stops at 1000 (then totalCapped). */
  total: Scalars['Int']['output'];
  totalCapped: Scalars['Boolean']['output'];
};

export type ConsentAnswersInput = {
  dataProcessing: Scalars['Boolean']['input'];
  /** The language the patient chose for the form: pl, en or ua (the PDF is rendered in it). */
  lang: Scalars['String']['input'];
  requestId: Scalars['ID']['input'];
  rodo: Scalars['Boolean']['input'];
  sending: Scalars['Boolean']['input'];
  /** The signature as a PNG data URL drawn on the signature pad. */
  signature: Scalars['String']['input'];
  /** Only when the pregnancy question was asked. */
  woman?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A request, sent by staff to a tablet, that a patient sign the consent form. */
export type ConsentRequest = {
  __typename?: 'ConsentRequest';
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  patientId: Scalars['ID']['output'];
  status: ConsentRequestStatus;
  tablet: Tablet;
};

export type ConsentRequestStatus =
  | 'Cancelled'
  | 'Expired'
  | 'Pending'
  | 'Submitted';

/** What staff receive when a patient has signed (spec part 1 §3 consent submission event). */
export type ConsentSubmittedEvent = {
  __typename?: 'ConsentSubmittedEvent';
  dataProcessing: Scalars['Boolean']['output'];
  /** The signed consent PDF, attached to the patient as a Consent file. */
  fileId: Scalars['ID']['output'];
  patientId: Scalars['ID']['output'];
  patientName: Scalars['String']['output'];
  requestId: Scalars['ID']['output'];
  rodo: Scalars['Boolean']['output'];
  sending: Scalars['Boolean']['output'];
  submittedAt: Scalars['DateTime']['output'];
  woman: Scalars['Boolean']['output'];
};

export type Contact = {
  __typename?: 'Contact';
  /** Postal addresses; doctors and facilities may have several, others none. */
  addresses: Array<Address>;
  companyName: Maybe<Scalars['String']['output']>;
  emailAddresses: Array<Scalars['String']['output']>;
  firstName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName: Maybe<Scalars['String']['output']>;
  middleName: Maybe<Scalars['String']['output']>;
  nip: Maybe<Scalars['String']['output']>;
  phoneNumbers: Array<Scalars['String']['output']>;
};

/**
 * A council (konsylium; spec part 2 §3 Council; issue 22 §1): referring doctors discuss a case around
 * studies its founder shared. Only its members read it.
 */
export type Council = {
  __typename?: 'Council';
  councilMembers: Array<CouncilMember>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Addresses invited and not yet answered; the founder's to see, [] for other members. */
  invitedMemberEmail: Array<Scalars['String']['output']>;
  /** Whether the caller founded it (may invite, withdraw and remove members). */
  isOwner: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The council's studies (every member sees them through the study scope). */
  studies: Array<Study>;
};

/** An invitation to a council as its invitee sees it. */
export type CouncilInvite = {
  __typename?: 'CouncilInvite';
  councilId: Scalars['ID']['output'];
  councilName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Who invited (the council's founder). */
  invitedBy: Maybe<Doctor>;
};

/** A member of a council (spec part 2 §3 Council: councilMembers). */
export type CouncilMember = {
  __typename?: 'CouncilMember';
  doctor: Doctor;
  /** Whether this member is the caller (their own doctor id resigns with removeDoctorFromCouncil). */
  isCaller: Scalars['Boolean']['output'];
  joinedAt: Scalars['DateTime']['output'];
  /** Whether this member founded the council. */
  owner: Scalars['Boolean']['output'];
};

/** A post of a council's discussion. */
export type CouncilPost = {
  __typename?: 'CouncilPost';
  author: Maybe<Doctor>;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

export type CouncilPostsPage = {
  __typename?: 'CouncilPostsPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<CouncilPost>;
  total: Scalars['Int']['output'];
};

export type CreateCouncilInput = {
  /** Addresses to invite right away. */
  doctorEmails?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  /** Studies the creator may see (1–20). */
  studyIds: Array<Scalars['ID']['input']>;
};

/**
 * The caller's own doctor record as the profile edits it (spec part 2 §2 "Profile"): a doctor's
 * first and last name, a facility's company name and NIP, phones, e-mail and postal addresses.
 */
export type CurrentDoctorInput = {
  addresses?: InputMaybe<Array<AddressInput>>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  emailAddresses?: InputMaybe<Array<Scalars['String']['input']>>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  nip?: InputMaybe<Scalars['String']['input']>;
  phoneNumbers: Array<Scalars['String']['input']>;
};

/**
 * What the describer picker needs to disable a doctor (spec part 2 §5): on vacation, or the study's
 * timeToDescribe/60 on top of descriptionOccupancyHours would exceed maxStudyHoursToDescribe.
 */
export type DescriberInfo = {
  __typename?: 'DescriberInfo';
  /**
   * Hours of description work assigned and not yet described: the sum of timeToDescribe/60 of the
   * study types of studies this doctor describes that have no ready StudyDescription file.
   */
  descriptionOccupancyHours: Scalars['Float']['output'];
  /** Null: no limit. */
  maxStudyHoursToDescribe: Maybe<Scalars['Int']['output']>;
  /** How many studies those hours come from. */
  openStudies: Scalars['Int']['output'];
  /** Last vacation day. */
  vacationEnd: Maybe<Scalars['Date']['output']>;
  /** First vacation day; a bound alone also counts (vacation from, vacation until). */
  vacationStart: Maybe<Scalars['Date']['output']>;
};

/**
 * A describing doctor's open descriptions — assigned studies without a ready description (beyond
 * the spec; Admin and Manager). The hours against their maximum are `doctor.describerInfo`.
 */
export type DescriberWorkload = {
  __typename?: 'DescriberWorkload';
  doctor: Doctor;
  /** The nearest deadline of their open descriptions. */
  nearestDeadline: Maybe<Scalars['DateTime']['output']>;
  /** The first 20 of those, most overdue first. */
  overdue: Array<OverdueDescription>;
  /** How many of them are past their deadline. */
  overdueCount: Scalars['Int']['output'];
};

export type Device = {
  __typename?: 'Device';
  deviceType: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  radiationGroups: Array<Scalars['String']['output']>;
};

export type DeviceInput = {
  /** One of the app config's deviceTypes. */
  deviceType: Scalars['String']['input'];
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** A saved device; omitted for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  /** A subset of the app config's radiationGroups. */
  radiationGroups?: InputMaybe<Array<Scalars['String']['input']>>;
};

/**
 * A referring or describing doctor, or a facility (spec part 2 §3 Doctor), as the pickers of the
 * study form and of sharing a study show it.
 */
export type Doctor = {
  __typename?: 'Doctor';
  contact: Contact;
  /** The registration date: when the record was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The describing load, for doctors whose active account holds DescribingDoctor; else null. */
  describerInfo: Maybe<DescriberInfo>;
  /** Study types the doctor describes (describing doctors). */
  describingStudyTypes: Array<StudyType>;
  /** Branches of the network the doctor is employed in. */
  employedInBranches: Array<Branch>;
  /** Has a portal account (login not starting with NO_USER, active). */
  hasAccount: Scalars['Boolean']['output'];
  /** Whether the doctor has a stamp image: a referral cannot be issued without one (part 2 §5). */
  hasStamp: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** A facility (dental office, laboratory): company name and NIP, no licence number. */
  isFacility: Scalars['Boolean']['output'];
  /** PWZ; null for a facility. */
  licenseNumber: Maybe<Scalars['String']['output']>;
  /**
   * Completed sign-ins of the account in the last 90 days (as DoctorStatistics.logins), 0 without
   * an account. Only Admin, Technician and Manager read it, others get null.
   */
  loginsIn90Days: Maybe<Scalars['Int']['output']>;
  /** Null: no describing limit. */
  maxStudyHoursToDescribe: Maybe<Scalars['Int']['output']>;
  /** The staff's note; only Admin, Technician and Manager read it, others get null. */
  note: Maybe<Scalars['String']['output']>;
  /** Regions of the app config the doctor belongs to. */
  regions: Array<Scalars['String']['output']>;
  /** Specializations of the app config's list. */
  specializations: Array<Scalars['String']['output']>;
  /**
   * The doctor's stamp image (spec part 2 §3), or null when there is none. Only the doctor, Admin,
   * Manager, Technician and Registration see it (it is printed on referrals); others get null.
   */
  stampImage: Maybe<StampImage>;
  updatedAt: Scalars['DateTime']['output'];
  /**
   * The portal account; null when the doctor has none (the spec's NO_USER login) or it was deleted.
   * Only Admin, Technician and Manager read it, others get null.
   */
  user: Maybe<User>;
  /** Raised by every save; updateDoctor and updateDoctorNote take the version edited (ADR 0021). */
  version: Scalars['Int']['output'];
};

/** What the staff noted about a doctor (spec part 2 §3 Comment). */
export type DoctorComment = {
  __typename?: 'DoctorComment';
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The author (names and profile picture), also once their account is deleted. */
  createdBy: User;
  doctorId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** The caller wrote it: only the author edits or deletes a comment (part 2 §6). */
  mine: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Raised by every save; updateComment takes the version edited (ADR 0021). */
  version: Scalars['Int']['output'];
};

/**
 * A doctor's or facility's record (spec part 2 §5 'Doctor and facility form'). A doctor needs a valid
 * PWZ, first and last name; a facility a company name and NIP and no PWZ; both at least one phone.
 * Fields some roles may not change (part 2 §6) are refused with FORBIDDEN when they differ from the
 * record's, never silently dropped: roles, active and specializations and regions (Admin);
 * employedInBranchIds (Admin, Manager); note (Admin, Technician, Manager).
 */
export type DoctorInput = {
  /** Whether the account may sign in (Admin); ignored without an account. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  addresses?: InputMaybe<Array<AddressInput>>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  describingStudyTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  emailAddresses?: InputMaybe<Array<Scalars['String']['input']>>;
  employedInBranchIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  kind: DoctorKind;
  lastName?: InputMaybe<Scalars['String']['input']>;
  licenseNumber?: InputMaybe<Scalars['String']['input']>;
  maxStudyHoursToDescribe?: InputMaybe<Scalars['Int']['input']>;
  nip?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  phoneNumbers: Array<Scalars['String']['input']>;
  regions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The account's roles (Admin): Doctor and DescribingDoctor, or DentalOffice or Laboratory. */
  roles?: InputMaybe<Array<Role>>;
  specializations?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Which records a doctors list holds (spec part 2 §2): doctors (a licence number) or facilities. */
export type DoctorKind =
  | 'DOCTOR'
  | 'FACILITY';

export type DoctorOptionsWhere = {
  /** Only doctors whose active account holds DescribingDoctor. */
  describersOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only doctors with an active portal account (login not starting with NO_USER). */
  registeredOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Words of the first, last or company name; letter case and diacritics do not matter. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The doctor tab of /signup (spec part 1 §3 "Signup data, doctor"): the login is the account's
 * e-mail address; the password follows the new-password rules.
 */
export type DoctorSignupInput = {
  acceptTerms: Scalars['Boolean']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** The licence to practise (PWZ): 7 digits with their check digit. */
  licenseNumber: Scalars['String']['input'];
  login: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};

/**
 * What a doctor brings the network (spec part 2 §3 Doctor statistics): the studies they led (the
 * referring doctor of a study) and how often their account signs in.
 */
export type DoctorStatistics = {
  __typename?: 'DoctorStatistics';
  /** The live account's last sign-in; null without one. */
  lastLoginDate: Maybe<Scalars['DateTime']['output']>;
  /**
   * Completed sign-ins of the doctor's live account (password, authenticator or social; an
   * authenticator's sign-in counts once); zeros without one.
   */
  logins: PeriodCounts;
  /** Studies led whose study type is not 3D, dated from that many days ago up to now. */
  studies2D: PeriodCounts;
  /** Studies led whose study type is 3D, dated from that many days ago up to now. */
  studies3D: PeriodCounts;
  /** The studies the doctor led (their leading doctor), all time, whatever their status. */
  studiesCount: Scalars['Int']['output'];
  /**
   * The sum of the payment lines (the amount charged, discount applied) of every study the doctor
   * led, all time, whatever its status; shown without decimals (§9).
   */
  studiesValue: Scalars['Money']['output'];
};

/** `doctors` filter, the lists' search panel (issue 20 §1); every condition given must hold. */
export type DoctorsFilter = {
  /** Part of the account's login or of a contact e-mail address, any letter case. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** true: only doctors with a live account; false: only those without one. */
  hasAccount?: InputMaybe<Scalars['Boolean']['input']>;
  /** The start of the PWZ (doctors) or of the NIP (facilities). */
  identifier?: InputMaybe<Scalars['String']['input']>;
  kind: DoctorKind;
  /** Words of the first, last or company name; letter case and diacritics do not matter. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Belongs to this region of the app config. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Holds this specialization of the app config. */
  specialization?: InputMaybe<Scalars['String']['input']>;
};

export type DoctorsOrder = {
  by: DoctorsOrderBy;
  direction: SortDirection;
};

export type DoctorsOrderBy =
  /** The account's login; doctors without an account last. */
  | 'email'
  /** The account's last sign-in; never signed in last. */
  | 'lastLoginDate'
  /** Last name, first name, then company name (Polish alphabetical order). */
  | 'name'
  /** When the record was made. */
  | 'registrationDate';

export type DoctorsPage = {
  __typename?: 'DoctorsPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Doctor>;
  total: Scalars['Int']['output'];
};

/** The facility tab of /signup (spec part 1 §3 "Signup data, facility"). */
export type FacilitySignupInput = {
  acceptTerms: Scalars['Boolean']['input'];
  companyName: Scalars['String']['input'];
  login: Scalars['String']['input'];
  nip: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
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

/** What the tablet needs to show the form, and nothing more of the patient. */
export type KioskConsentRequest = {
  __typename?: 'KioskConsentRequest';
  /** Ask the pregnancy question: a woman aged 12 to 55. */
  askPregnancy: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTime']['output'];
  guardianBasis: Maybe<GuardianBasis>;
  guardianName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Under 18: the guardian signs. */
  minor: Scalars['Boolean']['output'];
  patientFirstName: Scalars['String']['output'];
  patientLastName: Scalars['String']['output'];
};

export type KioskTablet = {
  __typename?: 'KioskTablet';
  branchName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Either `login` or `email` carries the account's e-mail address (spec part 1 §7). */
export type LoginInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  login?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  /**
   * A solved `loginChallenge`: the payload the ALTCHA widget gives (base64). Needed after a few
   * failed sign-ins with the login or from the address; until then it may be left out.
   */
  proofOfWork?: InputMaybe<Scalars['String']['input']>;
};

export type LoginResponse = {
  __typename?: 'LoginResponse';
  expiresAt: Scalars['DateTime']['output'];
  /** Bearer token for the Authorization header; valid until `expiresAt` unless revoked. */
  token: Scalars['String']['output'];
  user: User;
};

/** How the study's images reach the doctor (spec part 2 §3): Online ('Portal lekarza') always. */
export type MediaType =
  | 'Disc'
  | 'Film'
  | 'Online'
  | 'Pendrive';

/**
 * An internal message to one user (spec part 2 §2 "Messages", §3 Message; issue 22 §2): only its
 * recipient ever reads it. The content is HTML, sanitized on the server.
 */
export type Message = {
  __typename?: 'Message';
  /** Sanitized HTML. */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  important: Scalars['Boolean']['output'];
  /** The council, mailing or study the message is about. */
  linkedEntityId: Maybe<Scalars['ID']['output']>;
  messageType: MessageType;
  read: Scalars['Boolean']['output'];
  readAt: Maybe<Scalars['DateTime']['output']>;
  /** In the caller's language for the portal's own messages; as written for a mailing. */
  title: Scalars['String']['output'];
};

/** What a message is about (spec part 2 §3 Message). */
export type MessageType =
  /** A council invitation was sent, accepted, rejected or withdrawn; linkedEntityId is the council. */
  | 'CouncilInviteUpdate'
  /** An administrator's mailing sent as an internal message; linkedEntityId is the mailing. */
  | 'Mailing'
  /** A study was shared with the recipient; linkedEntityId is the study (/studies/view/{id}). */
  | 'SharedStudy';

export type MessagesFilter = {
  /** true: only unread messages. */
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MessagesPage = {
  __typename?: 'MessagesPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Message>;
  total: Scalars['Int']['output'];
};

/**
 * A new authenticator for the account (ADR 0046): the secret to type in, the otpauth:// URI and the
 * same URI as a QR code (an SVG data URL). The account's MFA starts once a code from it is
 * confirmed with confirmMfaEnrolment.
 */
export type MfaEnrolment = {
  __typename?: 'MfaEnrolment';
  qrCode: Scalars['String']['output'];
  /** The secret in base32, for apps that cannot scan the code. */
  secret: Scalars['String']['output'];
  uri: Scalars['String']['output'];
};

/**
 * What confirming an authenticator gives: the 10 single-use recovery codes, shown this once, and,
 * when the enrolment was the sign-in's step, the session it opened.
 */
export type MfaEnrolmentResult = {
  __typename?: 'MfaEnrolmentResult';
  recoveryCodes: Array<Scalars['String']['output']>;
  session: Maybe<LoginResponse>;
};

/** How a file is split for a multipart upload. */
export type MultipartUpload = {
  __typename?: 'MultipartUpload';
  /** Parts numbered 1 to partCount, in the order of the file's bytes. */
  partCount: Scalars['Int']['output'];
  /** Bytes of every part but the last, which holds the rest. */
  partSize: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** The invitee joins: the council's studies become visible to them. */
  acceptInviteToCouncil: Council;
  /** Records that the signed-in user accepted the terms of service. */
  acceptTerms: User;
  /**
   * Verifies an account that signed up (spec part 2 §7 `activate(email)`): it may sign in once its
   * address is confirmed. The account's owner is mailed. Admin and Manager. An account whose
   * `registrationHold` is set (its address was blocked or deleted before) needs `consent: true`,
   * which frees the address; without it the answer is CONFLICT.
   */
  activate: User;
  /** Books one appointment per study type; all or none (a taken slot refuses the whole booking). */
  addAppointments: Array<Appointment>;
  addBreak: Appointment;
  /** Adds a post to the council's discussion (members). */
  addCouncilPost: CouncilPost;
  /**
   * A doctor or facility. With `login` (an e-mail) it gets an account (Doctor, or DentalOffice for a
   * facility, unless `doctor.roles` says otherwise), mailed a link to set its password; without, a
   * doctor without an account.
   */
  addDoctor: Doctor;
  addPatient: Patient;
  /** Issues a referral: 'Skierowanie utworzone pomyślnie!'. */
  addReferal: Referal;
  /** Holds a slot for the caller; replaces the caller's other holds on that device. */
  addReservation: Reservation;
  addStudy: Study;
  /**
   * Starts setting up an authenticator: signed in, from the profile; or, with the `mfaToken` that
   * `login` answered with MFA_ENROLMENT_REQUIRED, as the sign-in's step. Refused when the account
   * already has one.
   */
  beginMfaEnrolment: MfaEnrolment;
  /** The account cannot sign in until restored; its sessions end and its owner is mailed the reason. */
  blockAccount: User;
  /** 'Spotkanie anulowane': as completeVisit, the visit becoming Cancelled. */
  cancelVisit: Visit;
  /**
   * Sets the login of the doctor's account and mails an activation link to the new address (spec
   * part 2 §4); a doctor without an account gets one this way.
   */
  changeDoctorLogin: Doctor;
  /**
   * Changes the signed-in user's login to another e-mail address (spec part 2 §2 "Profile"). The new
   * address gets a confirmation link and must be confirmed before the next sign-in; the old one is
   * told. `currentPassword` is our addition, as for changePassword. The caller's session stays,
   * the account's other sessions end.
   */
  changeLogin: User;
  /**
   * Sets a new password for the signed-in user and ends their other sessions. `currentPassword`
   * is our addition to the spec's operation: a wrong one counts as a failed sign-in.
   */
  changePassword: Scalars['Boolean']['output'];
  /** 'Zrealizuj': marks a referral completed (Admin, Technician). */
  completeReferal: Referal;
  /**
   * 'Spotkanie zakończone': a Scheduled visit becomes Completed; with followUpDate (a day after it)
   * the next visit is planned at the same time of day, in the same transaction.
   */
  completeVisit: Visit;
  /**
   * Confirms the address a mailed link (/login?token=…) was sent to. A link works once, for 7 days;
   * a wrong, used or expired one is refused alike.
   */
  confirmEmail: Scalars['Boolean']['output'];
  /** Confirms the authenticator with one of its codes; the same `mfaToken`, if any, as beginMfaEnrolment. */
  confirmMfaEnrolment: MfaEnrolmentResult;
  /**
   * Checks the uploaded bytes (size, type by content), records their SHA-256, marks the file ready.
   * A file sent in parts is joined from its parts first; with parts missing it is refused and can
   * be resumed.
   */
  confirmUpload: StoredFile;
  createComment: DoctorComment;
  /**
   * Records a complaint (Admin, Registration, Technician; the list's add button Admin and
   * Technician); the responsible person is mailed.
   */
  createComplaint: Complaint;
  /** A new council of studies the caller may see, its founder a member, invitations sent. */
  createCouncil: Council;
  /** A DentalOffice or Laboratory account with its facility record, and the same mail. */
  createOfficeUser: User;
  createSoftware: Software;
  createStudyType: StudyType;
  /**
   * A person's account with roles from the selectable list; it gets a mail with a link to set its
   * password (valid 7 days). Only an Admin may grant Admin.
   */
  createUser: User;
  /**
   * Plans a visit, Scheduled: 'Spotkanie zostało utworzone'. previousVisitId: the completed or
   * cancelled visit it follows up.
   */
  createVisit: Visit;
  /**
   * A private iCalendar URL of the caller's visits that any calendar application subscribes to
   * (Coordinator); an earlier URL stops working.
   */
  createVisitsCalendarFeed: VisitsCalendarFeedLink;
  deleteAppointment: Scalars['Boolean']['output'];
  /** Deletes the caller's own comments; any id of another author refuses all (FORBIDDEN). */
  deleteComments: Scalars['Int']['output'];
  /**
   * Deletes the record and its account, if any. Its studies, referrals and shares move to
   * `assignStudiesTo` in the same transaction; without it, a doctor who has any is refused
   * (DOCTOR_HAS_STUDIES).
   */
  deleteDoctor: Scalars['Boolean']['output'];
  deleteExistingProfilePicture: User;
  /** Removes a doctor's stamp, if any (same doctors as updateStampPicture): 'Pieczątka została usunięta'. */
  deleteExistingStampPicture: Doctor;
  /** Deletes files and their bytes: all of them or none. Returns how many were deleted. */
  deleteFile: Scalars['Int']['output'];
  /**
   * Deletes the caller's messages among `ids`; important ones only with includeImportant. Answers
   * how many were deleted.
   */
  deleteMessage: Scalars['Int']['output'];
  /** A branch that records still name (tablets, later appointments and studies) is deactivated. */
  deleteOneBranch: BranchDeletion;
  /** Refused with a clear message while studies or referrals depend on the patient. */
  deletePatient: Scalars['Boolean']['output'];
  /** Deletes a referral not yet completed and without studies (Admin; a Doctor their own). */
  deleteReferal: Scalars['ID']['output'];
  /** Releases the caller's own hold; true also when it had already expired. */
  deleteReservation: Scalars['Boolean']['output'];
  deleteSoftware: Scalars['Boolean']['output'];
  deleteStudy: Scalars['Boolean']['output'];
  /** Deletes a type nothing names; one that records name is deactivated instead (ADR 0030). */
  deleteStudyType: StudyTypeDeletion;
  deleteTablet: Scalars['Boolean']['output'];
  /**
   * Deletes the account: it never signs in again, its sessions end and its login is free; what it
   * did keeps naming it (ADR 0030). Nobody deletes themselves or the last active Admin.
   */
  deleteUser: Scalars['Boolean']['output'];
  /** Turns the second factor off, unless the account's roles require it; the current password is required. */
  disableMfa: User;
  /** Forgets the link; events already written stay in the calendar. */
  disconnectCalendar: VisitsCalendarSync;
  /** PUBLIC: ends this browser's patient session (/patient-studies-logout). True also when there was none. */
  endPatientStudiesSession: Scalars['Boolean']['output'];
  /**
   * The study's description request as a PDF in the caller's language (study, patient, doctors,
   * deadlines, CITO, the request comment), kept as its StudyDescriptionRequest file and shown at
   * once to staff and describers; the version edited.
   */
  fileDescriptionRequest: Study;
  /**
   * Mails a link to /reset-password to the account of this address, if there is an active one, in
   * the caller's language; the link works once, for 60 minutes, and replaces the account's earlier
   * reset links. Always true, whether or not an account has the address; limited per client address
   * and per address asked for (TOO_MANY_ATTEMPTS with `retryAfterSeconds`).
   */
  initPasswordReset: Scalars['Boolean']['output'];
  /**
   * Invites addresses (the founder): a registered doctor hears at once; an unknown address is
   * mailed an invitation to sign up, and the invitation waits for them. userId: invite that
   * account's address as well.
   */
  inviteDoctorsToCouncil: Council;
  /**
   * Signs in with e-mail and password. Throttled per login and per address with growing delays
   * (TOO_MANY_ATTEMPTS with `retryAfterSeconds`) and, after a few failures, a proof of work
   * (PROOF_OF_WORK_REQUIRED); unknown and existing logins are answered alike.
   */
  login: LoginResponse;
  /**
   * The second step of signing in (ADR 0046): `mfaToken` is the one `login` answered with
   * MFA_REQUIRED; `code` a 6-digit code of the authenticator or one of the recovery codes. A token
   * lives 5 minutes and takes 5 codes; wrong codes are limited per account too.
   */
  loginWithMfa: LoginResponse;
  /** Ends the current session; its token stops working at once. */
  logout: Scalars['Boolean']['output'];
  /**
   * Marks the caller's messages read: those among `ids`, or with none all of them ('Oznacz wszystkie
   * jako przeczytane'); important ones only with includeImportant (opening one passes it). Answers
   * how many changed.
   */
  markAsRead: Scalars['Int']['output'];
  /**
   * Deletes the signed-in user's own account (spec part 2 §4 "Account deletion"): inactive at once,
   * every session ended; a scheduled task then removes its personal data and mails the owner.
   * `currentPassword` is our addition. The last active Admin is refused.
   */
  markForDelete: Scalars['Boolean']['output'];
  /**
   * Merges a duplicate record into the survivor (Admin): studies, referrals, shares and comments
   * move, the survivor takes the duplicate's account if it has none, and the duplicate is deleted,
   * in one transaction, audited.
   */
  mergeDoctors: Doctor;
  /**
   * Connects the social account of the ticket (headers as oauthLogin; the profile's button started
   * the flow) to the signed-in account: 'Konto zostało połączone'.
   */
  oAuthConnectAccount: Scalars['Boolean']['output'];
  /**
   * Signs in with a social account (spec part 1 §7; ADR 0047). Headers: `authorization_code` (or
   * `access_token`), the ticket the portal's callback put in the /login address after the provider
   * (`?oauth=`), and `oauth_type` (google or facebook). Answers as `login` does, the second step of
   * ADR 0046 included. A social account no portal account has: OAUTH_USER_NOT_FOUND with
   * `extensions.email`, `firstName`, `lastName`, `accessToken` (the ticket, for oauthSignupDoctor)
   * and `type`.
   */
  oauthLogin: LoginResponse;
  /**
   * A doctor's account made from a social account (headers `access_token`: the ticket of
   * OAUTH_USER_NOT_FOUND, and `oauth_type`): no password; the address is confirmed when the provider
   * vouches for it, else mailed a link; an Admin verifies the account as any signup.
   */
  oauthSignupDoctor: SignupResult;
  /**
   * PUBLIC: opens a mailed link — its token and the patient's PESEL (or document number), which
   * must be the link's patient's — and starts this browser's session (an HttpOnly cookie) until the
   * link expires. LINK_INVALID, LINK_EXPIRED, LINK_REVOKED; a wrong number is refused, and the
   * fifth wrong one revokes the link.
   */
  openPatientStudies: PatientStudies;
  /** Records a file about to be uploaded and returns where to PUT it. */
  prepareUpload: PreparedUpload;
  /**
   * Moves a study's description from one describer to another with its deadline (the workload
   * view): the new one must be a describer with room for it, and is mailed as newly assigned.
   */
  reassignDescription: Study;
  /** Ten new recovery codes in place of the old ones; the current password is required. */
  regenerateMfaRecoveryCodes: Array<Scalars['String']['output']>;
  registerTablet: TabletRegistration;
  rejectInviteToCouncil: Scalars['Boolean']['output'];
  /**
   * Removes a member (the founder), or the caller resigns (their own doctor id); the council's
   * studies are no longer theirs to see.
   */
  removeDoctorFromCouncil: Scalars['Boolean']['output'];
  /** Deletes a Scheduled visit: 'Tylko zaplanowane spotkanie może zostać usunięte' otherwise. */
  removeVisit: Scalars['ID']['output'];
  /**
   * The calendar service's consent page (calendar scope) to send the browser to; it comes back to
   * /visits/calendar-connected with a code for storeCalendarToken (Coordinator).
   */
  requestCalendarAccess: Scalars['String']['output'];
  /** Sends a consent form for the patient to a tablet; for a minor the guardian's name and basis. */
  requestConsent: ConsentRequest;
  /**
   * Mails a new confirmation link to an account that signed up and has not confirmed its address.
   * Always true, whatever the login; limited per client address and per login.
   */
  resendConfirmationEmail: Scalars['Boolean']['output'];
  /**
   * PUBLIC (spec resendStudiesLink): mails a fresh link to the address the link (the token, or the
   * link of this browser's session, expired or not) went to. Refused for a revoked link; limited
   * like sendStudiesLink.
   */
  resendStudiesLink: StudiesLinkSent;
  /**
   * Sets the password of the account a mailed link names (`/reset-password?token=…`) and ends its
   * sessions. A link works once, for 7 days; a wrong, used or expired one is refused alike.
   */
  resetPassword: Scalars['Boolean']['output'];
  /** Removes an account's authenticator (it lost its phone): the Admin's, audited; it sets one up again. */
  resetUserMfa: User;
  /** Lifts a suspension or a block; the owner is mailed that the account is active again. */
  restoreAccount: User;
  /** Revokes a studies link: it and the sessions opened with it stop working at once. */
  revokePatientStudyLink: Scalars['Boolean']['output'];
  /** Stops the caller's calendar feed: its URL answers 404 from now on. */
  revokeVisitsCalendarFeed: VisitsCalendarFeed;
  /**
   * Replaces the configuration. version: the AppConfig.version the client edited; a stale one is
   * refused with STALE_VERSION. Removing an item that live records still use (a region of a branch
   * or user, a device type of a device or study type, a price group of a study type's price, a
   * radiation group of a device) is refused with a message naming the record.
   */
  saveAppConfig: AppConfig;
  saveBranch: Branch;
  /**
   * PUBLIC: books the slot for the link's patient and spends the link, in one transaction. A slot
   * taken meanwhile is refused ('no longer free'); the page then shows fresh slots.
   */
  scheduleAppointmentFromLink: ScheduledAppointment;
  /** Mails the doctor's account a password-reset link (the admin-triggered reset). */
  sendDoctorPasswordReset: Scalars['Boolean']['output'];
  /**
   * Mails the patient a studies link (spec sendPatientStudiesLink(id)): 'Link z badaniami został
   * wysłany do pacjenta'. Refused when the patient has no e-mail address or no consent to results by
   * e-mail.
   */
  sendPatientStudiesLink: StudiesLinkSent;
  /**
   * Mails the referral's patient a single-use link to book the referred study (spec part 1 §7,
   * part 2 §7): 'Link do umówienia wizyty wysłany do pacjenta.'
   */
  sendReferralSchedulingLink: SchedulingLinkSent;
  /**
   * PUBLIC (spec part 1 §7 sendStudiesLink): the patient access page's request. Always true when
   * the request itself is valid, whether or not the PESEL (or document number) and the e-mail match a
   * patient — a match with the patient's consent to results by e-mail mails a link. `proofOfWork`
   * is a solved `loginChallenge` (ALTCHA); the terms must be accepted. Limited per address and per
   * number ('try again in …').
   */
  sendStudiesLink: Scalars['Boolean']['output'];
  /** Chooses the current branch among the branches the signed-in user works in. */
  setCurrentBranch: Branch;
  /** Shares a Performed, not hidden study with registered doctors. */
  shareStudy: Study;
  /**
   * Presigned URLs of parts of a multipart upload (the uploader only): 1 to 100 part numbers per
   * call; the browser asks for a few ahead at a time and again for a part whose PUT failed.
   */
  signUploadParts: Array<UploadPartUrl>;
  /**
   * A doctor's account of their own (issue 19 §1): it signs in once its address is confirmed from
   * the mailed link and an Admin has verified it. `proofOfWork` is a solved `loginChallenge`. An
   * address that already has an account is answered alike; its owner gets a mail saying so.
   */
  signupDoctor: SignupResult;
  /** A dental office's or a laboratory's account, as signupDoctor. */
  signupOfficeOrLaboratory: SignupResult;
  /** Completes the consent: the service's tokens are kept, sealed, for the pushes. */
  storeCalendarToken: VisitsCalendarSync;
  submitConsent: Scalars['Boolean']['output'];
  /**
   * The account cannot sign in until `until` (future, at most 365 days); its sessions end and its
   * owner is mailed the reason. `version`: the User.version the Admin saw.
   */
  suspendAccount: User;
  /**
   * Pushes the caller's visits to their calendar now: the given ones, or with none every change
   * not yet pushed (changes are also pushed within a minute on their own).
   */
  syncVisitsToCalendar: CalendarSyncResult;
  /** Keeps lastUsedAt current while the kiosk waits (about once a minute). */
  tabletHeartbeat: Scalars['Boolean']['output'];
  /** Pairs a kiosk: client credentials from the registration QR code → a tablet session. */
  tabletSignIn: TabletSession;
  /**
   * Unpairs the tablet (ADR 0026): new client credentials replace the old ones, so the kiosk holding
   * them is signed out for good and shows its pairing screen; its pending request is cancelled. The
   * answer carries the new credentials and QR code to pair a device again.
   */
  unpairTablet: TabletRegistration;
  /**
   * Unregisters the account at its owner's request: inactive at once, its personal data removed
   * within minutes and the owner mailed; signing up again with the address needs consent.
   */
  unregisterAccount: User;
  updateAppointment: Appointment;
  /** Only the author (else FORBIDDEN); a stale version is refused with STALE_VERSION. */
  updateComment: DoctorComment;
  /** Edits, closes or reopens a complaint, with the version edited. */
  updateComplaint: Complaint;
  /**
   * Saves the caller's own doctor profile (Doctor, DescribingDoctor, DentalOffice, Laboratory). The
   * PWZ and what the staff keep (specializations, regions, branches, described study types, note,
   * the account) stay as stored. NOT_FOUND when the account has no doctor record; a stale version
   * is refused with STALE_VERSION.
   */
  updateCurrentDoctor: Doctor;
  /** version: the Doctor.version edited; a stale one is refused with STALE_VERSION. */
  updateDoctor: Doctor;
  /** The staff's note alone (Admin, Technician, Manager). */
  updateDoctorNote: Doctor;
  /**
   * version: the Patient.version the client edited. A stale one is refused with STALE_VERSION
   * (ADR 0021): reload the patient and edit again.
   */
  updatePatient: Patient;
  updatePreferences: User;
  /** Makes an uploaded ProfilePicture the signed-in user's picture, replacing the previous one. */
  updateProfilePicture: User;
  /** Edits a referral not yet completed (Admin; a Doctor their own), with the version edited. */
  updateReferal: Referal;
  /** Moves (and renews) the caller's own hold. */
  updateReservation: Reservation;
  /** version: the Software.version the client edited; a stale one is refused with STALE_VERSION. */
  updateSoftware: Software;
  /**
   * Makes an uploaded DoctorStamp image (prepareUpload → PUT → confirmUpload, confirmed here if the
   * client has not) the stamp of a doctor, replacing and deleting the previous one: 'Pieczątka
   * została ustawiona'. Without `doctorId` the caller's own doctor profile; another doctor's only
   * for Admin and Manager.
   */
  updateStampPicture: Doctor;
  updateStudy: Study;
  /** 'Zmień datę' (Admin, Manager): a describer's new deadline, optionally CITO. */
  updateStudyDescriptionDate: Study;
  /**
   * The files tab's save: the files the study shows from now on (its own checked uploads added, an
   * attached file left out deleted — Admin and Technician), and whether the referring doctors are
   * told about descriptions; the version edited. Due mails go at once.
   */
  updateStudyFiles: Study;
  /**
   * The payments tab's save: the study's payment lines from now on (lines with an id are kept and
   * edited, lines without one are added, saved lines left out are deleted), with the version of the
   * study edited. A Draft study becomes Paid when at least one line is saved.
   */
  updateStudyPayments: Study;
  /**
   * The study's rejected files from now on: shown files named here move aside with `reason`
   * (required for them), rejected ones left out come back; the version edited.
   */
  updateStudyRejectedFiles: Study;
  /** version: the StudyType.version the client edited; a stale one is refused with STALE_VERSION. */
  updateStudyType: StudyType;
  /** version: the Tablet.version the client edited; a stale one is refused with STALE_VERSION. */
  updateTablet: Tablet;
  /** version: the User.version the client edited; a stale one is refused with STALE_VERSION. */
  updateUser: User;
  /** Edits a Scheduled visit, with the version edited. */
  updateVisit: Visit;
  /**
   * Mails the account's owner the Admin's warning (spec part 1 §4 "Doctor account lifecycle");
   * the account stays as it is. Admin; not one's own account.
   */
  warnAccount: User;
  /** Withdraws a pending invitation (the founder). */
  withdrawCouncilInvite: Council;
};


export type MutationAcceptInviteToCouncilArgs = {
  councilId: Scalars['ID']['input'];
};


export type MutationActivateArgs = {
  consent?: InputMaybe<Scalars['Boolean']['input']>;
  email: Scalars['String']['input'];
};


export type MutationAddAppointmentsArgs = {
  data: AddAppointmentsInput;
};


export type MutationAddBreakArgs = {
  data: BreakInput;
};


export type MutationAddCouncilPostArgs = {
  content: Scalars['String']['input'];
  councilId: Scalars['ID']['input'];
};


export type MutationAddDoctorArgs = {
  doctor: DoctorInput;
  login?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddPatientArgs = {
  newPatient: PatientInput;
};


export type MutationAddReferalArgs = {
  newReferal: ReferalInput;
};


export type MutationAddReservationArgs = {
  data: ReservationInput;
};


export type MutationAddStudyArgs = {
  newStudy: StudyInput;
};


export type MutationBeginMfaEnrolmentArgs = {
  mfaToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationBlockAccountArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationCancelVisitArgs = {
  followUpDate?: InputMaybe<Scalars['Date']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationChangeDoctorLoginArgs = {
  id: Scalars['ID']['input'];
  newLogin: Scalars['String']['input'];
};


export type MutationChangeLoginArgs = {
  currentPassword: Scalars['String']['input'];
  newLogin: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCompleteReferalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCompleteVisitArgs = {
  followUpDate?: InputMaybe<Scalars['Date']['input']>;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationConfirmEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmMfaEnrolmentArgs = {
  code: Scalars['String']['input'];
  mfaToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationConfirmUploadArgs = {
  fileId: Scalars['ID']['input'];
};


export type MutationCreateCommentArgs = {
  comment: CommentInput;
  doctorId: Scalars['ID']['input'];
};


export type MutationCreateComplaintArgs = {
  complaint: ComplaintInput;
};


export type MutationCreateCouncilArgs = {
  council: CreateCouncilInput;
};


export type MutationCreateOfficeUserArgs = {
  role: OfficeRole;
  userData: NewOfficeUserInput;
};


export type MutationCreateSoftwareArgs = {
  newSoftware: SoftwareInput;
};


export type MutationCreateStudyTypeArgs = {
  newStudyType: StudyTypeInput;
};


export type MutationCreateUserArgs = {
  roles: Array<Role>;
  userData: NewUserInput;
};


export type MutationCreateVisitArgs = {
  previousVisitId?: InputMaybe<Scalars['ID']['input']>;
  visit: VisitInput;
};


export type MutationDeleteAppointmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCommentsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteDoctorArgs = {
  assignStudiesTo?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteExistingStampPictureArgs = {
  doctorId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDeleteFileArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteMessageArgs = {
  ids: Array<Scalars['ID']['input']>;
  includeImportant?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteOneBranchArgs = {
  branchId: Scalars['ID']['input'];
};


export type MutationDeletePatientArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteReferalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteReservationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSoftwareArgs = {
  softwareId: Scalars['ID']['input'];
};


export type MutationDeleteStudyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteStudyTypeArgs = {
  studyTypeId: Scalars['ID']['input'];
};


export type MutationDeleteTabletArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableMfaArgs = {
  currentPassword: Scalars['String']['input'];
};


export type MutationFileDescriptionRequestArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationInitPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationInviteDoctorsToCouncilArgs = {
  councilId: Scalars['ID']['input'];
  doctorEmail: Array<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationLoginArgs = {
  loginData: LoginInput;
};


export type MutationLoginWithMfaArgs = {
  code: Scalars['String']['input'];
  mfaToken: Scalars['String']['input'];
};


export type MutationMarkAsReadArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  includeImportant?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationMarkForDeleteArgs = {
  currentPassword: Scalars['String']['input'];
};


export type MutationMergeDoctorsArgs = {
  duplicateId: Scalars['ID']['input'];
  survivorId: Scalars['ID']['input'];
};


export type MutationOauthSignupDoctorArgs = {
  signupData: OAuthDoctorSignupInput;
};


export type MutationOpenPatientStudiesArgs = {
  acceptTerms: Scalars['Boolean']['input'];
  ssn: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationPrepareUploadArgs = {
  file: PrepareUploadInput;
};


export type MutationReassignDescriptionArgs = {
  from: Scalars['ID']['input'];
  studyId: Scalars['ID']['input'];
  to: Scalars['ID']['input'];
};


export type MutationRegenerateMfaRecoveryCodesArgs = {
  currentPassword: Scalars['String']['input'];
};


export type MutationRegisterTabletArgs = {
  newTablet: NewTabletInput;
};


export type MutationRejectInviteToCouncilArgs = {
  councilId: Scalars['ID']['input'];
};


export type MutationRemoveDoctorFromCouncilArgs = {
  councilId: Scalars['ID']['input'];
  doctorId: Scalars['ID']['input'];
};


export type MutationRemoveVisitArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestConsentArgs = {
  parentName?: InputMaybe<Scalars['String']['input']>;
  parentType?: InputMaybe<GuardianBasis>;
  patientId: Scalars['ID']['input'];
  tabletId: Scalars['ID']['input'];
};


export type MutationResendConfirmationEmailArgs = {
  login: Scalars['String']['input'];
};


export type MutationResendStudiesLinkArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationResetUserMfaArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreAccountArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRevokePatientStudyLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveAppConfigArgs = {
  data: AppConfigInput;
  version: Scalars['Int']['input'];
};


export type MutationSaveBranchArgs = {
  branch: BranchInput;
};


export type MutationScheduleAppointmentFromLinkArgs = {
  branchId: Scalars['ID']['input'];
  deviceId: Scalars['ID']['input'];
  endTime: Scalars['DateTime']['input'];
  startTime: Scalars['DateTime']['input'];
  studyTypeId: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type MutationSendDoctorPasswordResetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendPatientStudiesLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendReferralSchedulingLinkArgs = {
  referralId: Scalars['ID']['input'];
};


export type MutationSendStudiesLinkArgs = {
  acceptTerms: Scalars['Boolean']['input'];
  email: Scalars['String']['input'];
  proofOfWork: Scalars['String']['input'];
  ssn: Scalars['String']['input'];
};


export type MutationSetCurrentBranchArgs = {
  branchId: Scalars['ID']['input'];
};


export type MutationShareStudyArgs = {
  doctorIds: Array<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationSignUploadPartsArgs = {
  fileId: Scalars['ID']['input'];
  partNumbers: Array<Scalars['Int']['input']>;
};


export type MutationSignupDoctorArgs = {
  proofOfWork: Scalars['String']['input'];
  signupData: DoctorSignupInput;
};


export type MutationSignupOfficeOrLaboratoryArgs = {
  proofOfWork: Scalars['String']['input'];
  role: OfficeRole;
  signupData: FacilitySignupInput;
};


export type MutationStoreCalendarTokenArgs = {
  code: Scalars['String']['input'];
  state: Scalars['String']['input'];
};


export type MutationSubmitConsentArgs = {
  answers: ConsentAnswersInput;
};


export type MutationSuspendAccountArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  until: Scalars['DateTime']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSyncVisitsToCalendarArgs = {
  visitIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationTabletSignInArgs = {
  clientId: Scalars['String']['input'];
  clientSecret: Scalars['String']['input'];
};


export type MutationUnpairTabletArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnregisterAccountArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUpdateAppointmentArgs = {
  data: UpdateAppointmentInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateCommentArgs = {
  comment: CommentInput;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUpdateComplaintArgs = {
  complaint: ComplaintInput;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUpdateCurrentDoctorArgs = {
  doctor: CurrentDoctorInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateDoctorArgs = {
  doctor: DoctorInput;
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUpdateDoctorNoteArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationUpdatePatientArgs = {
  id: Scalars['ID']['input'];
  patient: PatientInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdatePreferencesArgs = {
  newPreferences: PreferencesInput;
};


export type MutationUpdateProfilePictureArgs = {
  fileId: Scalars['ID']['input'];
};


export type MutationUpdateReferalArgs = {
  id: Scalars['ID']['input'];
  referal: ReferalInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateReservationArgs = {
  data: ReservationInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateSoftwareArgs = {
  software: SoftwareInput;
  softwareId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUpdateStampPictureArgs = {
  doctorId?: InputMaybe<Scalars['ID']['input']>;
  fileId: Scalars['ID']['input'];
};


export type MutationUpdateStudyArgs = {
  data: StudyInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateStudyDescriptionDateArgs = {
  data: StudyDescriptionDateInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateStudyFilesArgs = {
  fileIds: Array<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  notifyDoctorsAboutDescription: Scalars['Boolean']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUpdateStudyPaymentsArgs = {
  id: Scalars['ID']['input'];
  payments: Array<StudyPaymentInput>;
  version: Scalars['Int']['input'];
};


export type MutationUpdateStudyRejectedFilesArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  rejectedFileIds: Array<Scalars['ID']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationUpdateStudyTypeArgs = {
  studyType: StudyTypeInput;
  studyTypeId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUpdateTabletArgs = {
  id: Scalars['ID']['input'];
  input: TabletUpdateInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  user: UserUpdateInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateVisitArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
  visit: VisitInput;
};


export type MutationWarnAccountArgs = {
  id: Scalars['ID']['input'];
  message: Scalars['String']['input'];
};


export type MutationWithdrawCouncilInviteArgs = {
  councilId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
};

/** A facility's account: its contact has the company name and NIP instead of a person's name. */
export type NewOfficeUserInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  branchIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  companyName: Scalars['String']['input'];
  emailAddresses?: InputMaybe<Array<Scalars['String']['input']>>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  login: Scalars['String']['input'];
  nip: Scalars['String']['input'];
  phoneNumbers: Array<Scalars['String']['input']>;
  regions: Array<Scalars['String']['input']>;
};

export type NewTabletInput = {
  branchId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  tabletId: Scalars['String']['input'];
};

/** The fields of a person's account (spec part 2 §5 User); roles are sent beside it. */
export type NewUserInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Branches the user works in (active ones). */
  branchIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  emailAddresses?: InputMaybe<Array<Scalars['String']['input']>>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  login: Scalars['String']['input'];
  phoneNumbers: Array<Scalars['String']['input']>;
  regions: Array<Scalars['String']['input']>;
  vacationEnd?: InputMaybe<Scalars['Date']['input']>;
  vacationStart?: InputMaybe<Scalars['Date']['input']>;
};

/**
 * The doctor tab of /signup after a social sign-in of an unknown person (spec part 1 §4 "Signup":
 * social-account signup needs no password). The login is the account's e-mail address.
 */
export type OAuthDoctorSignupInput = {
  acceptTerms: Scalars['Boolean']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** The licence to practise (PWZ): 7 digits with their check digit. */
  licenseNumber: Scalars['String']['input'];
  login: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};

/** The roles of a facility account, created with createOfficeUser. */
export type OfficeRole =
  | 'DentalOffice'
  | 'Laboratory';

/** An open description past its deadline (the describers' workload). */
export type OverdueDescription = {
  __typename?: 'OverdueDescription';
  dueDate: Scalars['DateTime']['output'];
  /** The study type's timeToDescribe, for the describer picker's load check. */
  minutesToDescribe: Scalars['Int']['output'];
  studyDate: Scalars['DateTime']['output'];
  studyId: Scalars['ID']['output'];
  studyType: Scalars['String']['output'];
  /** CITO. */
  urgent: Scalars['Boolean']['output'];
};

/**
 * Offset paging used by list queries: `skip` rows, then at most `take` rows. The fields are nullable
 * only because graphql-jit ignores the default of an omitted non-null input field in variables
 * (graphql-jit#142); null or omitted means the default.
 */
export type PaginationInput = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};

export type Patient = {
  __typename?: 'Patient';
  /** Studies links that still work (not expired, not revoked), newest first. Admin, Registration, Technician, Manager. */
  activeStudyLinks: Array<PatientStudyLink>;
  /** Whether the signed-in user may delete this patient. */
  canDelete: Scalars['Boolean']['output'];
  /** Whether the signed-in user may edit this patient (spec part 1 §6, edit from the view). */
  canEdit: Scalars['Boolean']['output'];
  /** Whether the signed-in user may change the identity number (ssn, ssnIsPesel): staff only (ADR 0021). */
  canEditIdentity: Scalars['Boolean']['output'];
  consents: PatientConsents;
  contact: PatientContact;
  createdAt: Scalars['DateTime']['output'];
  createdById: Maybe<Scalars['ID']['output']>;
  /** Newest first. */
  files: Array<PatientFile>;
  id: Scalars['ID']['output'];
  /** Rich-text note (HTML), at most 1000 characters of text. */
  notes: Maybe<Scalars['String']['output']>;
  registrationDate: Scalars['Date']['output'];
  /** False when the identity number was entered with the PESEL check switched off. */
  ssnIsPesel: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedById: Maybe<Scalars['ID']['output']>;
  /** Raised by every change; updatePatient takes the version the client edited (ADR 0021). */
  version: Scalars['Int']['output'];
};

export type PatientConsents = {
  __typename?: 'PatientConsents';
  dataProcessing: Scalars['Boolean']['output'];
  rodo: Scalars['Boolean']['output'];
  sending: Scalars['Boolean']['output'];
  /** The pregnancy declaration, asked of women aged 12 to 55. */
  woman: Scalars['Boolean']['output'];
};

export type PatientConsentsInput = {
  dataProcessing: Scalars['Boolean']['input'];
  rodo: Scalars['Boolean']['input'];
  sending: Scalars['Boolean']['input'];
  woman: Scalars['Boolean']['input'];
};

export type PatientContact = {
  __typename?: 'PatientContact';
  addresses: Array<Address>;
  birthDate: Scalars['Date']['output'];
  companyName: Maybe<Scalars['String']['output']>;
  emailAddresses: Array<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  gender: Gender;
  lastName: Scalars['String']['output'];
  middleName: Maybe<Scalars['String']['output']>;
  phoneNumbers: Array<Scalars['String']['output']>;
  /** A rich-text note (HTML) of at most 1000 characters of text. */
  primaryDescription: Maybe<Scalars['String']['output']>;
  secondaryDescription: Maybe<Scalars['String']['output']>;
  /** PESEL, or another identity document number when the PESEL check is off. */
  ssn: Scalars['String']['output'];
};

export type PatientContactInput = {
  addresses?: InputMaybe<Array<AddressInput>>;
  birthDate: Scalars['Date']['input'];
  companyName?: InputMaybe<Scalars['String']['input']>;
  emailAddresses?: InputMaybe<Array<Scalars['String']['input']>>;
  firstName: Scalars['String']['input'];
  gender: Gender;
  lastName: Scalars['String']['input'];
  middleName?: InputMaybe<Scalars['String']['input']>;
  phoneNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  primaryDescription?: InputMaybe<Scalars['String']['input']>;
  secondaryDescription?: InputMaybe<Scalars['String']['input']>;
  ssn: Scalars['String']['input'];
};

/** A file of the patient (consents today; study files later). */
export type PatientFile = {
  __typename?: 'PatientFile';
  createdAt: Scalars['DateTime']['output'];
  fileType: FileType;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** What getDownloadURL takes as `filePath`. */
  uri: Scalars['String']['output'];
};

/** A patient as the add and edit forms send it: no ids, studies, appointments or files (spec part 1 §7). */
export type PatientInput = {
  consents?: InputMaybe<PatientConsentsInput>;
  contact: PatientContactInput;
  notes?: InputMaybe<Scalars['String']['input']>;
  registrationDate: Scalars['Date']['input'];
  /** False switches the PESEL check off (e.g. a foreign identity document). Default true. */
  ssnIsPesel?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * The patient's studies (spec part 1 §3 Patient studies result), with until when this access works
 * and the address its link went to, masked.
 */
export type PatientStudies = {
  __typename?: 'PatientStudies';
  expiresAt: Scalars['DateTime']['output'];
  patientBirthDate: Maybe<Scalars['Date']['output']>;
  patientName: Scalars['String']['output'];
  sentTo: Scalars['String']['output'];
  studies: Array<PatientStudy>;
};

/**
 * A study as the patient's page lists it (spec part 1 §3 Patient studies result): only studies not
 * hidden, with at least one saved image or description.
 */
export type PatientStudy = {
  __typename?: 'PatientStudy';
  /** The whole study as one zip, streamed: every file above. */
  archiveUrl: Scalars['String']['output'];
  branchName: Scalars['String']['output'];
  /** URLs of the description files (the spec's field). */
  descriptionFileURLs: Array<Scalars['String']['output']>;
  /** Every file, descriptions first, with what the page needs to offer it. */
  files: Array<PatientStudyFile>;
  id: Scalars['ID']['output'];
  is3D: Scalars['Boolean']['output'];
  studyDate: Scalars['DateTime']['output'];
  /** URLs of the image files (the spec's field). */
  studyFileURLs: Array<Scalars['String']['output']>;
  /** The first image a browser can show, for a thumbnail; null when there is none. */
  studyImageFileURL: Maybe<Scalars['String']['output']>;
  /** The study type's name. */
  studyType: Scalars['String']['output'];
};

/**
 * A file the patient may download (issue 18 §1). `url` is this API's address of the file, readable
 * with the patient's session cookie only; `previewUrl` the same, shown in the browser instead of
 * saved.
 */
export type PatientStudyFile = {
  __typename?: 'PatientStudyFile';
  id: Scalars['ID']['output'];
  kind: PatientStudyFileKind;
  /** The checked content's type (image/png, application/pdf, application/dicom, application/zip…). */
  mimeType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  previewUrl: Scalars['String']['output'];
  size: Scalars['Float']['output'];
  url: Scalars['String']['output'];
  /**
   * Where a DICOM file opens in the installation's external OHIF viewer (a redirect carrying the
   * file's short-lived signed URL); null for other files or when no viewer is configured.
   */
  viewerUrl: Maybe<Scalars['String']['output']>;
};

/** What a file of a patient's study is to the patient: the description or the images. */
export type PatientStudyFileKind =
  | 'Description'
  | 'Image';

/** A studies link as staff see it on the patient view (issue 18 §3): active links with their last use. */
export type PatientStudyLink = {
  __typename?: 'PatientStudyLink';
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** When the patient last opened or downloaded through it; null when never. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** Who sent it (staff links); null otherwise. */
  sentBy: Maybe<Scalars['String']['output']>;
  /** The address the link went to. */
  sentTo: Scalars['String']['output'];
  source: PatientStudyLinkSource;
};

/** How a studies link came to be: asked for on the public page, sent by staff, or sent on its own when a description was saved. */
export type PatientStudyLinkSource =
  | 'Description'
  | 'Patient'
  | 'Staff';

export type PatientsOrderBy = {
  /** The spec orders the list by contact.lastName (then first name, then id). */
  lastName?: InputMaybe<SortDirection>;
};

export type PatientsPage = {
  __typename?: 'PatientsPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Patient>;
  /** How many patients match; a search stops counting at 1000 (then totalCapped). */
  total: Scalars['Int']['output'];
  /** More patients match than total says: show it as '1000+'. */
  totalCapped: Scalars['Boolean']['output'];
};

export type PatientsWhere = {
  birthDateFrom?: InputMaybe<Scalars['Date']['input']>;
  birthDateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Part of the first, middle or last name, in any letter case, with or without Polish letters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The beginning of a PESEL or identity document number. */
  ssn?: InputMaybe<Scalars['String']['input']>;
};

/** Counts over the last 7, 30 and 90 days. */
export type PeriodCounts = {
  __typename?: 'PeriodCounts';
  days7: Scalars['Int']['output'];
  days30: Scalars['Int']['output'];
  days90: Scalars['Int']['output'];
};

export type Preferences = {
  __typename?: 'Preferences';
  mailNotifications: Scalars['Boolean']['output'];
};

export type PreferencesInput = {
  mailNotifications: Scalars['Boolean']['input'];
};

/**
 * A file as the browser describes it before uploading (spec part 2 §7). A file the dropzone
 * rejected is sent with `rejected: true` and its reason: it is recorded and never uploaded.
 * ProfilePicture and DoctorStamp belong to the signed-in user; other types need `patientId`.
 */
export type PrepareUploadInput = {
  /** Bytes the upload will carry; a Float because files reach 5e9 bytes, beyond Int. */
  fileSizeInBytes: Scalars['Float']['input'];
  fileType: FileType;
  filename: Scalars['String']['input'];
  /** The type the browser reported (may be empty). Downloads are typed by the content instead. */
  mimetype: Scalars['String']['input'];
  patientId?: InputMaybe<Scalars['ID']['input']>;
  rejected?: InputMaybe<Scalars['Boolean']['input']>;
  rejectionReason?: InputMaybe<Scalars['String']['input']>;
  studyId?: InputMaybe<Scalars['ID']['input']>;
};

export type PreparedUpload = {
  __typename?: 'PreparedUpload';
  fileId: Scalars['ID']['output'];
  /**
   * Set when the file goes in parts (S3, large files; ADR 0039): PUT each part to a URL from
   * signUploadParts, then call confirmUpload. Null: one PUT to `uploadSignedURL`.
   */
  multipart: Maybe<MultipartUpload>;
  /**
   * Where to PUT the bytes (a relative URL of this API for the local storage, an absolute one for
   * S3). Valid for 15 minutes; null for a rejected file and for a file that goes in parts.
   */
  uploadSignedURL: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** The caller's messages, newest first (Doctor, DentalOffice, Laboratory). */
  allMessages: MessagesPage;
  appConfig: AppConfig;
  appInfo: AppInfo;
  /** The appointment, or null for an id that names none in the caller's branches. */
  appointment: Maybe<Appointment>;
  /**
   * The appointments and breaks starting in [startDateFrom, startDateTo) in the caller's branches,
   * by start; at most `take` (100).
   */
  appointments: Array<Appointment>;
  /** The audit trail, newest first unless `orderBy` says otherwise (Admin). Reading it is audited. */
  auditLog: AuditLogList;
  /** The branch, or null for an id that names none. */
  branch: Maybe<Branch>;
  /**
   * The active study types a branch can perform: those its enabled devices' types can do (only
   * the given device's type with deviceId; a device of another branch gives none). Same order as
   * studyTypes.
   */
  branchStudyTypes: Array<StudyType>;
  /** Branches in the order asked (name by default), ties broken by id; 10 per page by default. */
  branches: BranchConnection;
  /**
   * The branches whose calendars the caller may show (spec part 1 §2: own branches, up to 30): the
   * active own (not partner) branches they work in — every one for an Admin —, by name.
   */
  calendarBranches: Array<Branch>;
  /** One complaint: NOT_FOUND outside the caller's view. */
  complaint: Complaint;
  /** Complaints the caller sees, last changed first unless told otherwise, 20 a page, at most 50 (§9). */
  complaints: ComplaintsPage;
  /** One council the caller is a member of; any other is NOT_FOUND. */
  council: Council;
  /** A council's discussion, oldest first (members). */
  councilPosts: CouncilPostsPage;
  /**
   * The branch the signed-in user works in now (shown in the top bar): the one they chose, while
   * they still work there and it is active; else the first of their own branches, else the first
   * of their branches; null for someone who works in none. Kept per user, on every device.
   */
  currentBranch: Maybe<Branch>;
  /**
   * The caller's own doctor profile (spec part 2 §7 currentDoctor): the issuer of the referrals they
   * issue; null when the account has none.
   */
  currentDoctor: Maybe<Doctor>;
  /** The signed-in user. */
  currentUser: User;
  /** Every describing doctor's open descriptions, most overdue first, then by name. */
  describerWorkload: Array<DescriberWorkload>;
  /**
   * One doctor or facility; NOT_FOUND ('Nie znaleziono lekarza.') for an unknown id. Staff outside
   * Admin, Technician and Manager, and the referring roles, read only its contact card.
   */
  doctor: Doctor;
  /** The comments on a doctor, newest first (Admin, Manager); NOT_FOUND for an unknown doctor. */
  doctorComments: Array<DoctorComment>;
  /**
   * The first DOCTOR_PICKER_LIMIT (20) doctors and facilities that match, by last name, then
   * company name (Polish alphabetical order), then id. Doctors of deleted accounts never appear.
   */
  doctorOptions: Array<Doctor>;
  /** The doctor's statistics (Admin, Manager); NOT_FOUND for an unknown id. */
  doctorStatistics: DoctorStatistics;
  /**
   * Doctors or facilities, 10 by name unless told otherwise, at most 100 (spec part 2 §2). Records
   * whose account was deleted stay listed, without the account.
   */
  doctors: DoctorsPage;
  /**
   * The free slots of a day (yyyy-MM-dd, Europe/Warsaw) on the branch's devices able to perform the
   * study type: inside business hours, as long as the study type takes, not in the past.
   */
  getAvailableAppointmentSlots: Array<AppointmentSlot>;
  /**
   * PUBLIC: the free slots of a day (yyyy-MM-dd, Europe/Warsaw) for one of the link's study types at
   * a branch offering it — the calendar's own free-slot search, only in the future and within
   * business hours. The spec lists getAvailableAppointmentSlots without a token; the public page
   * asks this one, so that nobody without a link can read the calendar (ADR 0040).
   */
  getAvailableAppointmentSlotsByToken: Array<AppointmentSlot>;
  /** The councils of a doctor's account (the doctor view's council tab; Admin). */
  getCouncils: Array<Council>;
  /** A signed URL (5 minutes) of a confirmed file; `filePath` is the file's id. */
  getDownloadURL: Scalars['String']['output'];
  /** Invitations to the caller's address not yet answered ('Zaproszenia'; the top bar's badge). */
  getMyCouncilInvites: Array<CouncilInvite>;
  /** Councils the caller joined by accepting an invitation. */
  getMyCouncilParticipations: Array<Council>;
  /** Councils the caller founded ('Istniejące' with getMyCouncilParticipations; 'Oczekujące'). */
  getMyCouncils: Array<Council>;
  /**
   * PUBLIC: what the scheduling page shows for a mailed link's token. An unknown or malformed token
   * is refused with LINK_INVALID, an expired one with LINK_EXPIRED, a used one with LINK_USED.
   */
  getSchedulingDataByToken: SchedulingData;
  /**
   * The help page's contact cards (spec part 2 §7 helpUserContacts): active users holding the
   * HelpContact role, by last name; `count` is capped at HELP_CONTACTS_COUNT (16).
   */
  helpUserContacts: Array<User>;
  /**
   * A new proof-of-work challenge for the sign-in form: the JSON the ALTCHA widget takes
   * (`{ parameters, signature }`), valid for 10 minutes and accepted once. Readable without
   * signing in; `login` asks for one with PROOF_OF_WORK_REQUIRED.
   */
  loginChallenge: Scalars['String']['output'];
  /** One of the caller's messages; anybody else's is NOT_FOUND exactly like a missing one. */
  message: Message;
  patient: Patient;
  /**
   * PUBLIC: the studies of the patient whose session this browser holds (the cookie set by
   * openPatientStudies). PATIENT_SESSION_REQUIRED without one; LINK_EXPIRED once it expired (the
   * page then offers resendStudiesLink); LINK_REVOKED when staff revoked the link.
   */
  patientStudies: PatientStudies;
  /** Patients the signed-in user may see (referring roles: only their own), 15 per page by default. */
  patients: PatientsPage;
  /** The open request for this tablet, if any (the kiosk asks after a reload or reconnect). */
  pendingConsentRequest: Maybe<KioskConsentRequest>;
  referal: Referal;
  /** Referrals the caller sees, newest first (spec part 2 §9). */
  referals: ReferalsPage;
  /** The live holds on a device, or on several (the day view's columns); the caller's branches only. */
  reservations: Array<Reservation>;
  /** The programs in name order, at most SOFTWARE_PAGE_SIZE (50); for the help page and settings. */
  software: Array<Software>;
  /** Studies the caller sees, most recently changed first (20 a page). */
  studies: StudiesPage;
  study: Study;
  /** The general tab's data of a study (spec part 2 §7): the same study, scoped and audited alike. */
  studyGeneralInfo: Study;
  /** The payments tab of a study the caller sees: its lines in the order entered, and their total. */
  studyPayments: StudyPaymentsResult;
  /** The files moved to the rejected ones, with their reasons, newest first (the rejected tab). */
  studyRejectedFiles: Array<StoredFile>;
  /** A study type, or null when no type has this id. */
  studyType: Maybe<StudyType>;
  /** The first STUDY_TYPES_PAGE_SIZE (100) types by onReferalOrder (nulls last), then name. */
  studyTypes: Array<StudyType>;
  /** Tablets of all branches (settings) or of one branch (consent requests); name order. */
  tablets: Array<Tablet>;
  /** How many of the caller's messages are unread: the top bar's badge. */
  unreadMessagesCount: Scalars['Int']['output'];
  /**
   * The parts of a multipart upload stored so far (the uploader only), so that a resumed upload
   * sends only the others.
   */
  uploadedParts: Array<UploadedPart>;
  /** One live account, for the edit form; NOT_FOUND for an unknown or deleted id. */
  user: User;
  /** Live accounts (never deleted ones); 10 by login unless told otherwise, at most 100. */
  users: UsersPage;
  /** One visit: 'Nie znaleziono spotkania' (NOT_FOUND) outside the caller's view. */
  visit: Visit;
  /** Visits the caller sees, newest first unless told otherwise, 20 a page, at most 50 (spec §9). */
  visits: VisitsPage;
  /** A coordinator's visits, newest first. */
  visitsByCoordinator: VisitsPage;
  /** A doctor's visits (the doctor view's visits tab), newest first. */
  visitsByDoctor: VisitsPage;
  /** The caller's visits calendar feed (Coordinator). */
  visitsCalendarFeed: VisitsCalendarFeed;
  /** The caller's link to an external calendar (Coordinator). */
  visitsCalendarSync: VisitsCalendarSync;
};


export type QueryAllMessagesArgs = {
  pagination?: InputMaybe<PaginationInput>;
  where?: InputMaybe<MessagesFilter>;
};


export type QueryAppointmentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppointmentsArgs = {
  pagination?: InputMaybe<PaginationInput>;
  where: AppointmentsWhere;
};


export type QueryAuditLogArgs = {
  orderBy?: InputMaybe<AuditLogOrderByInput>;
  pagination?: InputMaybe<PaginationInput>;
  where?: InputMaybe<AuditLogWhereInput>;
};


export type QueryBranchArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBranchStudyTypesArgs = {
  branchId: Scalars['ID']['input'];
  deviceId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBranchesArgs = {
  filter?: InputMaybe<BranchFilter>;
  paging?: InputMaybe<BranchPaging>;
  sorting?: InputMaybe<Array<BranchSort>>;
};


export type QueryComplaintArgs = {
  id: Scalars['ID']['input'];
};


export type QueryComplaintsArgs = {
  orderBy?: InputMaybe<ComplaintsOrder>;
  pagination?: InputMaybe<PaginationInput>;
  where?: InputMaybe<ComplaintsFilter>;
};


export type QueryCouncilArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCouncilPostsArgs = {
  councilId: Scalars['ID']['input'];
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryDoctorArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDoctorCommentsArgs = {
  doctorId: Scalars['ID']['input'];
};


export type QueryDoctorOptionsArgs = {
  where?: InputMaybe<DoctorOptionsWhere>;
};


export type QueryDoctorStatisticsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDoctorsArgs = {
  orderBy?: InputMaybe<DoctorsOrder>;
  pagination?: InputMaybe<PaginationInput>;
  where: DoctorsFilter;
};


export type QueryGetAvailableAppointmentSlotsArgs = {
  branchId: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
  studyTypeId: Scalars['ID']['input'];
};


export type QueryGetAvailableAppointmentSlotsByTokenArgs = {
  branchId: Scalars['ID']['input'];
  date: Scalars['Date']['input'];
  studyTypeId: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type QueryGetCouncilsArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryGetDownloadUrlArgs = {
  filePath: Scalars['String']['input'];
  studyId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetSchedulingDataByTokenArgs = {
  token: Scalars['String']['input'];
};


export type QueryHelpUserContactsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPatientArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPatientsArgs = {
  orderBy?: InputMaybe<PatientsOrderBy>;
  pagination?: InputMaybe<PaginationInput>;
  where?: InputMaybe<PatientsWhere>;
};


export type QueryReferalArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReferalsArgs = {
  pagination?: InputMaybe<PaginationInput>;
  where?: InputMaybe<ReferalsWhere>;
};


export type QueryReservationsArgs = {
  deviceId?: InputMaybe<Scalars['ID']['input']>;
  deviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type QueryStudiesArgs = {
  pagination?: InputMaybe<PaginationInput>;
  where?: InputMaybe<StudiesWhere>;
};


export type QueryStudyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStudyGeneralInfoArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStudyPaymentsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStudyRejectedFilesArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStudyTypeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStudyTypesArgs = {
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryTabletsArgs = {
  activeOnly?: InputMaybe<Scalars['Boolean']['input']>;
  branchId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryUploadedPartsArgs = {
  fileId: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  orderBy?: InputMaybe<UsersOrderBy>;
  pagination?: InputMaybe<PaginationInput>;
  where?: InputMaybe<UsersFilter>;
};


export type QueryVisitArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVisitsArgs = {
  orderBy?: InputMaybe<VisitsOrder>;
  pagination?: InputMaybe<PaginationInput>;
  where?: InputMaybe<VisitsFilter>;
};


export type QueryVisitsByCoordinatorArgs = {
  coordinatorId: Scalars['ID']['input'];
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryVisitsByDoctorArgs = {
  doctorId: Scalars['ID']['input'];
  pagination?: InputMaybe<PaginationInput>;
};

/**
 * A referral (spec part 2 §3 Referal). Referring doctors see the referrals they issued; the desk and
 * the clinic's staff every referral; DentalOffice none.
 */
export type Referal = {
  __typename?: 'Referal';
  canComplete: Scalars['Boolean']['output'];
  canCreateStudy: Scalars['Boolean']['output'];
  canDelete: Scalars['Boolean']['output'];
  /** What the caller may do with it now (the server checks again on every call). */
  canEdit: Scalars['Boolean']['output'];
  completed: Scalars['Boolean']['output'];
  completedAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The purpose of the study ('Cel badania'). */
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  issuer: Doctor;
  /** Whether the issuer has a stamp image (needed to save and print). */
  issuerHasStamp: Scalars['Boolean']['output'];
  mediaTypes: Array<MediaType>;
  patient: Patient;
  referalToStudyTypes: Array<ReferalStudyType>;
  remarks: Maybe<Scalars['String']['output']>;
  requestDescription: Scalars['Boolean']['output'];
  sendSchedulingEmail: Scalars['Boolean']['output'];
  /** The studies created from it, in the order created. */
  studies: Array<ReferalStudy>;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

/**
 * The referral form. Fields are optional here so that a missing one is answered with the localized
 * message of its field. Online is added to mediaTypes when missing.
 */
export type ReferalInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Admin, Technician and Registration pick it; anyone else issues as their own doctor profile. */
  issuer?: InputMaybe<Scalars['ID']['input']>;
  mediaTypes?: InputMaybe<Array<MediaType>>;
  /** A patient entered on the form (with the PESEL check); add only. */
  newPatient?: InputMaybe<PatientInput>;
  /** An existing patient the caller sees; or newPatient (add only). */
  patient?: InputMaybe<Scalars['ID']['input']>;
  referalToStudyTypes?: InputMaybe<Array<ReferalStudyTypeInput>>;
  remarks?: InputMaybe<Scalars['String']['input']>;
  requestDescription?: InputMaybe<Scalars['Boolean']['input']>;
  /** Mail the patient a link to book the study once the referral is saved. */
  sendSchedulingEmail?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A study created from a referral, as the referral shows it. */
export type ReferalStudy = {
  __typename?: 'ReferalStudy';
  id: Scalars['ID']['output'];
  status: StudyStatus;
  studyDate: Scalars['DateTime']['output'];
  studyTypeId: Scalars['ID']['output'];
};

/** One study type of a referral, with the doctor's remarks and the subtypes picked. */
export type ReferalStudyType = {
  __typename?: 'ReferalStudyType';
  id: Scalars['ID']['output'];
  /** A study of this type was created from the referral. */
  issued: Scalars['Boolean']['output'];
  remarks: Maybe<Scalars['String']['output']>;
  studySubTypes: Array<Scalars['String']['output']>;
  studyType: StudyType;
};

export type ReferalStudyTypeInput = {
  remarks?: InputMaybe<Scalars['String']['input']>;
  studySubTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  studyType?: InputMaybe<Scalars['ID']['input']>;
};

export type ReferalsPage = {
  __typename?: 'ReferalsPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Referal>;
  /** How many referrals match; counting stops at 1000 (then totalCapped). */
  total: Scalars['Int']['output'];
  totalCapped: Scalars['Boolean']['output'];
};

export type ReferalsWhere = {
  completed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Admin, Technician and Registration only. */
  issuerId?: InputMaybe<Scalars['ID']['input']>;
  patient?: InputMaybe<Scalars['ID']['input']>;
  /** Referrals with at least one of these study types. */
  studyTypes?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Why a signup waits for the Admin's consent: its address was blocked or deleted before (ADR 0045). */
export type RegistrationHold =
  | 'blocked'
  | 'deleted';

/**
 * A hold on a slot while a registrar fills in the appointment form (spec part 1 §3 Reservation):
 * nobody else can book over it until it expires, RESERVATION_TIMER_SECONDS after its last change.
 */
export type Reservation = {
  __typename?: 'Reservation';
  /** The holder's name, for the calendar's 'held by' note. */
  createdBy: Maybe<Scalars['String']['output']>;
  createdById: Maybe<Scalars['ID']['output']>;
  deviceId: Scalars['ID']['output'];
  endDate: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  startDate: Scalars['DateTime']['output'];
};

export type ReservationInput = {
  deviceId?: InputMaybe<Scalars['ID']['input']>;
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
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

/** The appointment a patient booked from a link, as the page confirms it. */
export type ScheduledAppointment = {
  __typename?: 'ScheduledAppointment';
  branchAddress: Maybe<Scalars['String']['output']>;
  branchName: Scalars['String']['output'];
  endTime: Scalars['DateTime']['output'];
  startTime: Scalars['DateTime']['output'];
  studyTypeName: Scalars['String']['output'];
};

/** A branch offering at least one of the link's study types, with what a patient needs to go there. */
export type SchedulingBranch = {
  __typename?: 'SchedulingBranch';
  /** Street, postal code and city, when the branch has an address. */
  address: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Which of the link's study types a device of the branch performs. */
  studyTypeIds: Array<Scalars['ID']['output']>;
};

/**
 * Scheduling data by token (spec part 1 §3): the patient, the referred study types not yet booked
 * or performed (`studyType` is the first of them, as the spec's single field), the branches that
 * perform them and when the link expires. Nothing else about the patient or the referral.
 */
export type SchedulingData = {
  __typename?: 'SchedulingData';
  branches: Array<SchedulingBranch>;
  expiresAt: Scalars['DateTime']['output'];
  patient: SchedulingPatient;
  studyType: Maybe<SchedulingStudyType>;
  studyTypes: Array<SchedulingStudyType>;
};

/**
 * What a staff member is told after a scheduling link was mailed (issue 17 §2): where to (masked,
 * 'j***@example.com') and until when it works.
 */
export type SchedulingLinkSent = {
  __typename?: 'SchedulingLinkSent';
  expiresAt: Scalars['DateTime']['output'];
  sentTo: Scalars['String']['output'];
};

/** The patient as the scheduling page greets them (spec part 1 §3 Scheduling data by token). */
export type SchedulingPatient = {
  __typename?: 'SchedulingPatient';
  /** The address the link was mailed to. */
  email: Scalars['String']['output'];
  firstName: Maybe<Scalars['String']['output']>;
  lastName: Maybe<Scalars['String']['output']>;
};

/** A referred study type the link may book: its id and name, nothing else of the catalogue. */
export type SchedulingStudyType = {
  __typename?: 'SchedulingStudyType';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** What /signup says after a signup: where the confirmation mail went. */
export type SignupResult = {
  __typename?: 'SignupResult';
  email: Scalars['String']['output'];
};

/** An OpenID Connect provider of social sign-in (spec part 1 §2). */
export type SocialProvider =
  | 'FACEBOOK'
  | 'GOOGLE';

/** A program of the help page's download grid (spec part 2 §3 Software). */
export type Software = {
  __typename?: 'Software';
  /** An http or https link, opened in a new tab. */
  downloadURL: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Raised by every edit; updateSoftware takes the version the client edited (ADR 0021). */
  version: Scalars['Int']['output'];
};

export type SoftwareInput = {
  downloadURL: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** A doctor's stamp image (spec part 2 §3 Doctor.stampImage), printed on the referrals they issue. */
export type StampImage = {
  __typename?: 'StampImage';
  /** The stored file's id. */
  id: Scalars['ID']['output'];
  /** A signed URL of the image, valid for 5 minutes (like User.profilePictureURL). */
  uri: Scalars['String']['output'];
};

/** A stored file (spec part 2 §3, study file). */
export type StoredFile = {
  __typename?: 'StoredFile';
  confirmed: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  fileType: FileType;
  id: Scalars['ID']['output'];
  /** The type of the checked content once confirmed, else the type the browser reported. */
  mimeType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  rejected: Scalars['Boolean']['output'];
  rejectionReason: Maybe<Scalars['String']['output']>;
  /** Hex SHA-256 of the stored bytes; null until confirmed. */
  sha256: Maybe<Scalars['String']['output']>;
  size: Scalars['Float']['output'];
  /** What getDownloadURL takes as `filePath`: the file's id. */
  uri: Scalars['String']['output'];
};

/** What staff are told after a studies link was mailed: where to (masked) and until when it works. */
export type StudiesLinkSent = {
  __typename?: 'StudiesLinkSent';
  expiresAt: Scalars['DateTime']['output'];
  sentTo: Scalars['String']['output'];
};

export type StudiesPage = {
  __typename?: 'StudiesPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Study>;
  /** How many studies match; counting stops at 1000 (then totalCapped). */
  total: Scalars['Int']['output'];
  /** More studies match than total says: show it as '1000+'. */
  totalCapped: Scalars['Boolean']['output'];
};

export type StudiesWhere = {
  describer?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<StudyDescriptionFilter>;
  externalReferal?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only studies the caller leads (Doctor, DentalOffice, Laboratory). */
  onlyOwn?: InputMaybe<Scalars['Boolean']['input']>;
  patient?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<StudyStatus>;
  studyTypeId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * An imaging examination (spec part 2 §3 Study). Referring roles see a study they lead, support
 * or that was shared with them, never a hidden one; describing doctors the ones they describe.
 */
export type Study = {
  __typename?: 'Study';
  appointmentId: Maybe<Scalars['ID']['output']>;
  branch: Branch;
  /** Whether the caller may delete it (Registration only while Draft or Paid). */
  canDelete: Scalars['Boolean']['output'];
  /** Whether the caller may edit it (studies.edit). */
  canEdit: Scalars['Boolean']['output'];
  /** Whether the caller may share it: Performed, not hidden, and a role that shares. */
  canShare: Scalars['Boolean']['output'];
  comparisonDescription: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy: Maybe<StudyPerson>;
  /** The nearest due date of its describers. */
  deadline: Maybe<Scalars['DateTime']['output']>;
  describers: Array<StudyDescriber>;
  /** Null for referring roles when the description is incognito (part 2 §6). */
  descriptionRequestComment: Maybe<Scalars['String']['output']>;
  externalReferal: Scalars['Boolean']['output'];
  /**
   * The files it shows (the files tab), oldest first: checked, saved to it and not rejected. A
   * description request only for the roles that read patient files.
   */
  files: Array<StoredFile>;
  /** A ready description file is attached. */
  hasDescription: Scalars['Boolean']['output'];
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  importantInformation: Maybe<Scalars['String']['output']>;
  incognitoDescription: Scalars['Boolean']['output'];
  /** Null for roles without the internal fields (Admin, Technician, DescribingDoctor, Manager). */
  internalInformation: Maybe<Scalars['String']['output']>;
  leadingDoctor: Maybe<Doctor>;
  leadingDoctorBranch: Maybe<Branch>;
  /** The caller is its leading doctor (the list tints the others' studies for doctors). */
  ledByCaller: Scalars['Boolean']['output'];
  /** Describers are assigned and none has attached a description yet. */
  missingDescription: Scalars['Boolean']['output'];
  notifyDescribers: Scalars['Boolean']['output'];
  notifyDoctorsAboutDescription: Scalars['Boolean']['output'];
  notifyLeaderAndSupportingDoctors: Scalars['Boolean']['output'];
  patient: Patient;
  performer: Maybe<StudyPerson>;
  /** Null for roles without the internal fields. */
  radiology: Maybe<StudyRadiology>;
  referalId: Maybe<Scalars['ID']['output']>;
  status: StudyStatus;
  studyDate: Scalars['DateTime']['output'];
  studyType: StudyType;
  supportingDoctors: Array<Doctor>;
  /** No describer is assigned. */
  unassignedDescriber: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy: Maybe<StudyPerson>;
  urgentDescription: Scalars['Boolean']['output'];
  /** Raised by every save; updateStudy takes the version the client edited (ADR 0021). */
  version: Scalars['Int']['output'];
};

/** A describing doctor of a study and the date the description is due. */
export type StudyDescriber = {
  __typename?: 'StudyDescriber';
  assignedAt: Scalars['DateTime']['output'];
  doctor: Doctor;
  dueDate: Scalars['DateTime']['output'];
};

export type StudyDescriberInput = {
  doctor?: InputMaybe<Scalars['ID']['input']>;
  dueDate?: InputMaybe<Scalars['DateTime']['input']>;
};

export type StudyDescriptionDateInput = {
  doctor?: InputMaybe<Scalars['ID']['input']>;
  newDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** CITO: the description becomes urgent. */
  urgent?: InputMaybe<Scalars['Boolean']['input']>;
};

export type StudyDescriptionFilter =
  | 'withDescription'
  | 'withoutDescription';

/**
 * The general tab as the form saves it. Fields a role may not set (internal information, flags,
 * radiology; the notification switches) keep their stored values when that role saves.
 */
export type StudyInput = {
  /** addStudy only: the calendar appointment it is performed at (one study each). */
  appointment?: InputMaybe<Scalars['ID']['input']>;
  branch?: InputMaybe<Scalars['ID']['input']>;
  comparisonDescription?: InputMaybe<Scalars['Boolean']['input']>;
  describers?: InputMaybe<Array<StudyDescriberInput>>;
  descriptionRequestComment?: InputMaybe<Scalars['String']['input']>;
  externalReferal?: InputMaybe<Scalars['Boolean']['input']>;
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
  importantInformation?: InputMaybe<Scalars['String']['input']>;
  incognitoDescription?: InputMaybe<Scalars['Boolean']['input']>;
  internalInformation?: InputMaybe<Scalars['String']['input']>;
  leadingDoctor?: InputMaybe<Scalars['ID']['input']>;
  leadingDoctorBranch?: InputMaybe<Scalars['ID']['input']>;
  notifyDescribers?: InputMaybe<Scalars['Boolean']['input']>;
  notifyDoctorsAboutDescription?: InputMaybe<Scalars['Boolean']['input']>;
  notifyLeaderAndSupportingDoctors?: InputMaybe<Scalars['Boolean']['input']>;
  patient?: InputMaybe<Scalars['ID']['input']>;
  performer?: InputMaybe<Scalars['ID']['input']>;
  radiology?: InputMaybe<StudyRadiologyInput>;
  /** addStudy only: the referral it is issued from. */
  referal?: InputMaybe<Scalars['ID']['input']>;
  /** Omitted on add: Registration → Paid, Technician → Performed, others Draft. */
  status?: InputMaybe<StudyStatus>;
  studyDate?: InputMaybe<Scalars['DateTime']['input']>;
  studyType?: InputMaybe<Scalars['ID']['input']>;
  supportingDoctors?: InputMaybe<Array<Scalars['ID']['input']>>;
  urgentDescription?: InputMaybe<Scalars['Boolean']['input']>;
  /** updateStudy only: the version edited. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * One payment line of a study (the payments tab). `value` is what the line charges with its
 * discount already applied: the form works it out from the base price with the domain's
 * applyDiscount, and the server stores value and discount exactly as sent.
 */
export type StudyPayment = {
  __typename?: 'StudyPayment';
  comment: Maybe<Scalars['String']['output']>;
  /** When the line was first entered; saves that edit it keep it. */
  createdAt: Scalars['DateTime']['output'];
  /** Who first entered the line; saves that edit it keep them. Null once the account is removed. */
  createdBy: Maybe<StudyPerson>;
  /**
   * The percent taken off the base price, as exact decimal text from "0.00" to "100.00" (text like
   * Money, so that it is never a binary float); "0.00" when none.
   */
  discount: Scalars['String']['output'];
  /** A price group (study and description lines) or the carrier: disc, pendrive, others. */
  group: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** A payment method of the app config, as picked. */
  method: Scalars['String']['output'];
  type: StudyPaymentType;
  value: Scalars['Money']['output'];
};

/**
 * A payment line as the tab saves it. Fields are optional here so that a missing one is answered
 * with the localized message of its field.
 */
export type StudyPaymentInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Percent from 0 to 100, as typed ("12,5" or "12.5"); blank or omitted is none. */
  discount?: InputMaybe<Scalars['String']['input']>;
  group?: InputMaybe<Scalars['String']['input']>;
  /** A saved line's id: the line keeps its createdAt and createdBy. Omitted (or null) for a new line. */
  id?: InputMaybe<Scalars['ID']['input']>;
  method?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<StudyPaymentType>;
  /** At least 0, two decimals at most; the discount already applied. */
  value?: InputMaybe<Scalars['Money']['input']>;
};

/** What a payment line is for (spec part 2 §3 StudyPayment). */
export type StudyPaymentType =
  | 'DataCarrier'
  | 'Description'
  | 'Study';

/** A study's payment lines and what they add up to. */
export type StudyPaymentsResult = {
  __typename?: 'StudyPaymentsResult';
  /** In the order they were entered. */
  items: Array<StudyPayment>;
  /** The sum of the lines' values, exact to the grosz. */
  total: Scalars['Money']['output'];
};

/** A staff member named on a study (performer, creator, last editor). */
export type StudyPerson = {
  __typename?: 'StudyPerson';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * Exposure values of the metadata tab as exact decimal text ("70.00"), like the study type's
 * presets. Only for Admin, Technician, DescribingDoctor and Manager (part 2 §6).
 */
export type StudyRadiology = {
  __typename?: 'StudyRadiology';
  anodeCurrentMiliamper: Maybe<Scalars['String']['output']>;
  exposureTimeSeconds: Maybe<Scalars['String']['output']>;
  presetName: Maybe<Scalars['String']['output']>;
  radiationDoseMilligrayPerSquareCentimeter: Maybe<Scalars['String']['output']>;
  voltageKilovolts: Maybe<Scalars['String']['output']>;
};

export type StudyRadiologyInput = {
  anodeCurrentMiliamper?: InputMaybe<Scalars['String']['input']>;
  exposureTimeSeconds?: InputMaybe<Scalars['String']['input']>;
  presetName?: InputMaybe<Scalars['String']['input']>;
  radiationDoseMilligrayPerSquareCentimeter?: InputMaybe<Scalars['String']['input']>;
  voltageKilovolts?: InputMaybe<Scalars['String']['input']>;
};

export type StudyStatus =
  | 'Draft'
  | 'Paid'
  | 'Performed';

/**
 * A kind of study the network performs (spec part 2 §3 StudyType): its prices per price group,
 * exposure presets and how long it occupies each device type. Money is exact text (ADR 0030).
 */
export type StudyType = {
  __typename?: 'StudyType';
  /** False once deleted while records still name it: it leaves every picker (ADR 0030). */
  active: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  comment: Maybe<Scalars['String']['output']>;
  comparisonDescriptionPrice: Maybe<Scalars['Money']['output']>;
  descriptionPrice: Maybe<Scalars['Money']['output']>;
  hasRemarks: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  is3D: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Position on the referral form and in lists; null sorts last. */
  onReferalOrder: Maybe<Scalars['Int']['output']>;
  studySubTypes: Array<Scalars['String']['output']>;
  studyTypeDevices: Array<StudyTypeDevice>;
  studyTypePrices: Array<StudyTypePrice>;
  studyTypeRadiologies: Array<StudyTypeRadiology>;
  /** Minutes a describing doctor needs for one description. */
  timeToDescribe: Scalars['Int']['output'];
  urgentComparisonDescriptionPrice: Maybe<Scalars['Money']['output']>;
  urgentDescriptionPrice: Maybe<Scalars['Money']['output']>;
  /** Raised by every save; updateStudyType takes the version the client edited (ADR 0021). */
  version: Scalars['Int']['output'];
};

/** The answer to deleteStudyType: deleted, or only deactivated because records still name it. */
export type StudyTypeDeletion = {
  __typename?: 'StudyTypeDeletion';
  deactivated: Scalars['Boolean']['output'];
  deleted: Scalars['Boolean']['output'];
};

/** How long a study of this type occupies a device of the given type (app config deviceTypes). */
export type StudyTypeDevice = {
  __typename?: 'StudyTypeDevice';
  deviceType: Scalars['String']['output'];
  durationMinutes: Scalars['Int']['output'];
};

export type StudyTypeDeviceInput = {
  deviceType: Scalars['String']['input'];
  durationMinutes: Scalars['Int']['input'];
};

/**
 * A study type as the form saves it; the lists replace the stored ones. `active` omitted: a new
 * type is active, an edited one keeps its state.
 */
export type StudyTypeInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  code: Scalars['String']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  comparisonDescriptionPrice?: InputMaybe<Scalars['Money']['input']>;
  descriptionPrice?: InputMaybe<Scalars['Money']['input']>;
  hasRemarks?: InputMaybe<Scalars['Boolean']['input']>;
  is3D?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  onReferalOrder?: InputMaybe<Scalars['Int']['input']>;
  studySubTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  studyTypeDevices?: InputMaybe<Array<StudyTypeDeviceInput>>;
  studyTypePrices?: InputMaybe<Array<StudyTypePriceInput>>;
  studyTypeRadiologies?: InputMaybe<Array<StudyTypeRadiologyInput>>;
  timeToDescribe: Scalars['Int']['input'];
  urgentComparisonDescriptionPrice?: InputMaybe<Scalars['Money']['input']>;
  urgentDescriptionPrice?: InputMaybe<Scalars['Money']['input']>;
};

/** The price of a study type in one price group of the app config (priceGroups). */
export type StudyTypePrice = {
  __typename?: 'StudyTypePrice';
  presetName: Scalars['String']['output'];
  price: Scalars['Money']['output'];
};

export type StudyTypePriceInput = {
  presetName: Scalars['String']['input'];
  price: Scalars['Money']['input'];
};

/**
 * An exposure preset (e.g. "Kobieta", "Mężczyzna"). The values are exact decimal text as stored
 * ("70.00", "0.500"): like Money, never a binary float. Inputs take "70", "0,5" or a number.
 */
export type StudyTypeRadiology = {
  __typename?: 'StudyTypeRadiology';
  anodeCurrentMiliamper: Maybe<Scalars['String']['output']>;
  exposureTimeSeconds: Maybe<Scalars['String']['output']>;
  presetName: Scalars['String']['output'];
  radiationDoseMilligrayPerSquareCentimeter: Maybe<Scalars['String']['output']>;
  voltageKilovolts: Maybe<Scalars['String']['output']>;
};

/** Decimal values as text ("70", "0,5") or numbers; empty or null means not given. */
export type StudyTypeRadiologyInput = {
  anodeCurrentMiliamper?: InputMaybe<Scalars['String']['input']>;
  exposureTimeSeconds?: InputMaybe<Scalars['String']['input']>;
  presetName: Scalars['String']['input'];
  radiationDoseMilligrayPerSquareCentimeter?: InputMaybe<Scalars['String']['input']>;
  voltageKilovolts?: InputMaybe<Scalars['String']['input']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Appointments and breaks booked in the subscriber's branches. */
  appointmentAdded: Appointment;
  appointmentDeleted: BookingDeleted;
  appointmentUpdated: Appointment;
  /** Consent requests sent to this tablet. */
  consentRequested: KioskConsentRequest;
  /** Consents signed in answer to the signed-in user's requests. */
  consentSubmitted: ConsentSubmittedEvent;
  /** An invitation to the caller's council was accepted (the founder hears). */
  councilInviteAccepted: Council;
  /** An invitation to the caller arrived ('Otrzymałeś nowe zaproszenie do konsylium', 3 s). */
  councilInviteAdded: CouncilInvite;
  /** An invitation to the caller's council was rejected (the founder hears). */
  councilInviteRejected: CouncilInvite;
  /** The signed-in user's own account changed (terms, preferences, password), e.g. in another tab. */
  currentUserUpdated: User;
  /** A message arrived for the caller: the list and the badge follow, a toast tells (3 s). */
  messageAdded: Message;
  /** Holds taken, moved and released in the subscriber's branches. */
  reservationAdded: Reservation;
  reservationDeleted: BookingDeleted;
  reservationUpdated: Reservation;
  tabletStatusChanged: TabletStatusEvent;
};

/** A tablet registered for consent signing at a branch (spec part 1 §3, part 2 §7 Settings). */
export type Tablet = {
  __typename?: 'Tablet';
  active: Scalars['Boolean']['output'];
  branch: Branch;
  branchId: Scalars['ID']['output'];
  clientId: Scalars['String']['output'];
  /** When the kiosk first paired with its client credentials; null = not configured. */
  configuredAt: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Last request of the paired kiosk; online when within 2 minutes. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The device's own identifier, entered at registration. */
  tabletId: Scalars['String']['output'];
  /** Raised by every edit; updateTablet takes the version the client edited (ADR 0021). */
  version: Scalars['Int']['output'];
};

/** The answer to registerTablet: the secret is shown this once and stored only as a hash. */
export type TabletRegistration = {
  __typename?: 'TabletRegistration';
  /** The API address the kiosk talks to. */
  apiUrl: Scalars['String']['output'];
  clientId: Scalars['String']['output'];
  clientSecret: Scalars['String']['output'];
  /** A PNG data URL of the QR code holding apiUrl, clientId and clientSecret (JSON). */
  qrCode: Scalars['String']['output'];
  tablet: Tablet;
};

export type TabletSession = {
  __typename?: 'TabletSession';
  expiresAt: Scalars['DateTime']['output'];
  tablet: KioskTablet;
  /** Bearer token of the tablet's session (sent like a user's token). */
  token: Scalars['String']['output'];
};

/** Live status of a tablet (spec part 1 §4 Tablet status). */
export type TabletStatusEvent = {
  __typename?: 'TabletStatusEvent';
  configuredAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  tabletId: Scalars['String']['output'];
};

/** tabletId is not sent on update (spec part 2 §5). */
export type TabletUpdateInput = {
  active: Scalars['Boolean']['input'];
  branchId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

/** updateAppointment: the booking as the form holds it; a break leaves patient and studyType out. */
export type UpdateAppointmentInput = {
  branch?: InputMaybe<Scalars['ID']['input']>;
  comments?: InputMaybe<Scalars['String']['input']>;
  device?: InputMaybe<Scalars['ID']['input']>;
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  patient?: InputMaybe<Scalars['ID']['input']>;
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
  studyType?: InputMaybe<Scalars['ID']['input']>;
  version: Scalars['Int']['input'];
};

/** Where to PUT one part: valid for 15 minutes to start; a started PUT runs to its end. */
export type UploadPartUrl = {
  __typename?: 'UploadPartURL';
  partNumber: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

/** A part the storage holds already. */
export type UploadedPart = {
  __typename?: 'UploadedPart';
  partNumber: Scalars['Int']['output'];
  size: Scalars['Float']['output'];
};

export type User = {
  __typename?: 'User';
  acceptedTerms: Scalars['Boolean']['output'];
  active: Scalars['Boolean']['output'];
  /** When an Admin blocked the account; null when it is not blocked. */
  blockedAt: Maybe<Scalars['DateTime']['output']>;
  /** Branches the user works in; the top bar's current branch is chosen among them. */
  branches: Array<Branch>;
  contact: Contact;
  emailConfirmed: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastLoginDate: Maybe<Scalars['DateTime']['output']>;
  /** The account's e-mail address. */
  login: Scalars['String']['output'];
  /** Whether the account signs in with a second factor (an authenticator app's codes). */
  mfaEnabled: Scalars['Boolean']['output'];
  /** Whether the account's roles must use a second factor (MFA_REQUIRED_ROLES): it cannot turn it off. */
  mfaRequired: Scalars['Boolean']['output'];
  preferences: Preferences;
  /** A short-lived (5 minutes) URL of the user's profile picture; null when there is none. */
  profilePictureURL: Maybe<Scalars['String']['output']>;
  /** Regions of the app config the user works in (spec part 2 §3). */
  regions: Array<Scalars['String']['output']>;
  /**
   * The account signed up with an address an Admin had blocked or deleted: `activate` needs
   * `consent: true`. Null for any other account.
   */
  registrationHold: Maybe<RegistrationHold>;
  roles: Array<Role>;
  /** The social accounts that sign this account in. */
  socialConnections: Array<SocialProvider>;
  /** The end of the account's suspension while it lasts; null when it is not suspended. */
  suspendedUntil: Maybe<Scalars['DateTime']['output']>;
  vacationEnd: Maybe<Scalars['Date']['output']>;
  vacationStart: Maybe<Scalars['Date']['output']>;
  /** When an Admin verified the account (self-signups wait for it); null while waiting. */
  verifiedAt: Maybe<Scalars['DateTime']['output']>;
  /** Raised by every save in settings; updateUser takes the version edited (ADR 0021). */
  version: Scalars['Int']['output'];
};

/**
 * Every field of the account. Roles outside the selectable list (Doctor, DescribingDoctor, Patient,
 * DentalOffice, Laboratory) may be kept as they are but not granted or removed here.
 */
export type UserUpdateInput = {
  active: Scalars['Boolean']['input'];
  branchIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  emailAddresses?: InputMaybe<Array<Scalars['String']['input']>>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  login: Scalars['String']['input'];
  nip?: InputMaybe<Scalars['String']['input']>;
  phoneNumbers: Array<Scalars['String']['input']>;
  regions: Array<Scalars['String']['input']>;
  roles: Array<Role>;
  vacationEnd?: InputMaybe<Scalars['Date']['input']>;
  vacationStart?: InputMaybe<Scalars['Date']['input']>;
};

/** `users` filter; every condition given must hold. */
export type UsersFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: accounts that signed up and wait for an Admin's verification; false: verified ones. */
  awaitingVerification?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the first name, last name, company name or login, any letter case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Users holding ANY of these roles; when given, at least one. */
  roles?: InputMaybe<Array<Role>>;
};

/** login: the settings list (default); lastName: the staff pickers (spec part 2 §7). */
export type UsersOrderBy =
  | 'lastName'
  | 'login';

export type UsersPage = {
  __typename?: 'UsersPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<User>;
  total: Scalars['Int']['output'];
};

/**
 * A coordinator's meeting with a doctor (spec part 2 §3 Visit). The desk (Admin, Technician,
 * Manager, Registration) sees every visit; a Coordinator their own.
 */
export type Visit = {
  __typename?: 'Visit';
  /** What the caller may do with it now (the server checks again on every call). */
  canEdit: Scalars['Boolean']['output'];
  /** Planning the next visit from a completed or cancelled one. */
  canPlanFollowUp: Scalars['Boolean']['output'];
  comment: Maybe<Scalars['String']['output']>;
  /** A user with the Coordinator role; read like the doctor. */
  coordinator: User;
  createdAt: Scalars['DateTime']['output'];
  /** Read for a whole page by primary key in one statement (visits.loaders.ts). */
  doctor: Doctor;
  gadgets: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The visit planned when this one was completed or cancelled, if the caller sees it. */
  nextVisit: Maybe<Visit>;
  /** The visit this one follows up. */
  previousVisitId: Maybe<Scalars['ID']['output']>;
  /** The doctor's first region the coordinator covers, else the doctor's first (as of the last save). */
  region: Maybe<Scalars['String']['output']>;
  status: VisitStatus;
  updatedAt: Scalars['DateTime']['output'];
  /** Raised by every save; updateVisit, completeVisit and cancelVisit take the version edited. */
  version: Scalars['Int']['output'];
  visitDate: Scalars['DateTime']['output'];
  /** One of the app config's visitReasons when saved. */
  visitReason: Maybe<Scalars['String']['output']>;
};

/**
 * The visit form (spec part 2 §5). Fields are optional here so that a missing one is answered with
 * the localized message of its field.
 */
export type VisitInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  /** A user with the Coordinator role; a Coordinator can only name themselves. */
  coordinatorId?: InputMaybe<Scalars['ID']['input']>;
  doctorId?: InputMaybe<Scalars['ID']['input']>;
  /** Names of the app config's gadgets. */
  gadgets?: InputMaybe<Array<Scalars['String']['input']>>;
  visitDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** One of the app config's visitReasons. */
  visitReason?: InputMaybe<Scalars['String']['input']>;
};

/** A visit's state (spec part 2 §4): Scheduled, then Completed or Cancelled, which are read-only. */
export type VisitStatus =
  | 'Cancelled'
  | 'Completed'
  | 'Scheduled';

/** A coordinator's calendar feed of their visits (issue 21 §1): whether it is on, never its URL. */
export type VisitsCalendarFeed = {
  __typename?: 'VisitsCalendarFeed';
  active: Scalars['Boolean']['output'];
  createdAt: Maybe<Scalars['DateTime']['output']>;
  /** When a calendar application last read it. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
};

/** A new feed URL, shown once: the server keeps only its hash. */
export type VisitsCalendarFeedLink = {
  __typename?: 'VisitsCalendarFeedLink';
  createdAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

/** The caller's link to an external calendar (issue 21 §1, ADR 0052). */
export type VisitsCalendarSync = {
  __typename?: 'VisitsCalendarSync';
  /** Whether this installation offers the sync at all; without it the action is hidden. */
  configured: Scalars['Boolean']['output'];
  connected: Scalars['Boolean']['output'];
  connectedAt: Maybe<Scalars['DateTime']['output']>;
  lastError: Maybe<CalendarSyncError>;
  /** When the last push went through. */
  lastSyncAt: Maybe<Scalars['DateTime']['output']>;
};

/** The visits list's filter (spec part 2 §2, §7); every condition given must hold. */
export type VisitsFilter = {
  /** Words of the comment; letter case and diacritics do not matter. */
  comment?: InputMaybe<Scalars['String']['input']>;
  coordinatorId?: InputMaybe<Scalars['ID']['input']>;
  doctorId?: InputMaybe<Scalars['ID']['input']>;
  /** A region of the app config. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Any of these states; all when empty. */
  statuses?: InputMaybe<Array<VisitStatus>>;
  /** At or after this instant ('Today': now). */
  visitDateFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** At or before this instant ('Today': now plus one day). */
  visitDateTo?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VisitsOrder = {
  by: VisitsOrderBy;
  direction: SortDirection;
};

export type VisitsOrderBy =
  | 'updatedAt'
  | 'visitDate';

export type VisitsPage = {
  __typename?: 'VisitsPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Visit>;
  /** How many visits match; counting stops at 1000 (then totalCapped). */
  total: Scalars['Int']['output'];
  totalCapped: Scalars['Boolean']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddAppointmentsInput: AddAppointmentsInput;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AppConfig: ResolverTypeWrapper<AppConfigModelModel>;
  AppConfigInput: AppConfigInput;
  AppInfo: ResolverTypeWrapper<AppInfo>;
  Appointment: ResolverTypeWrapper<AppointmentModelModel>;
  AppointmentSlot: ResolverTypeWrapper<AppointmentSlotModel>;
  AppointmentsWhere: AppointmentsWhere;
  AuditLogEntry: ResolverTypeWrapper<AuditLogRowModel>;
  AuditLogList: ResolverTypeWrapper<AuditLogPageModel>;
  AuditLogOrderByInput: AuditLogOrderByInput;
  AuditLogWhereInput: AuditLogWhereInput;
  AuditOutcome: AuditOutcome;
  BookingDeleted: ResolverTypeWrapper<BookingChangedModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branch: ResolverTypeWrapper<BranchRowModel>;
  BranchConnection: ResolverTypeWrapper<BranchPageModel>;
  BranchDeletion: ResolverTypeWrapper<BranchDeletionModel>;
  BranchFilter: BranchFilter;
  BranchInput: BranchInput;
  BranchPaging: BranchPaging;
  BranchSort: BranchSort;
  BranchSortField: BranchSortField;
  BreakInput: BreakInput;
  CalendarSyncError: CalendarSyncError;
  CalendarSyncResult: ResolverTypeWrapper<CalendarSyncResult>;
  CarrierPrices: ResolverTypeWrapper<CarrierPrices>;
  CarrierPricesInput: CarrierPricesInput;
  CommentInput: CommentInput;
  Complaint: ResolverTypeWrapper<ComplaintModelModel>;
  ComplaintInput: ComplaintInput;
  ComplaintStatus: ComplaintStatus;
  ComplaintType: ComplaintType;
  ComplaintsFilter: ComplaintsFilter;
  ComplaintsOrder: ComplaintsOrder;
  ComplaintsOrderBy: ComplaintsOrderBy;
  ComplaintsPage: ResolverTypeWrapper<ComplaintPageModel>;
  ConsentAnswersInput: ConsentAnswersInput;
  ConsentRequest: ResolverTypeWrapper<ConsentRequestRowModel>;
  ConsentRequestStatus: ConsentRequestStatus;
  ConsentSubmittedEvent: ResolverTypeWrapper<ConsentSubmittedEventModelModel>;
  Contact: ResolverTypeWrapper<ContactModelModel>;
  Council: ResolverTypeWrapper<CouncilModelModel>;
  CouncilInvite: ResolverTypeWrapper<CouncilInviteModelModel>;
  CouncilMember: ResolverTypeWrapper<CouncilMemberViewModel>;
  CouncilPost: ResolverTypeWrapper<CouncilPostModelModel>;
  CouncilPostsPage: ResolverTypeWrapper<CouncilPostPageModel>;
  CreateCouncilInput: CreateCouncilInput;
  CurrentDoctorInput: CurrentDoctorInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DescriberInfo: ResolverTypeWrapper<DescriberInfo>;
  DescriberWorkload: ResolverTypeWrapper<DescriberWorkloadModelModel>;
  Device: ResolverTypeWrapper<DeviceRowModel>;
  DeviceInput: DeviceInput;
  Doctor: ResolverTypeWrapper<DoctorModelModel>;
  DoctorComment: ResolverTypeWrapper<DoctorCommentRowModel>;
  DoctorInput: DoctorInput;
  DoctorKind: DoctorKind;
  DoctorOptionsWhere: DoctorOptionsWhere;
  DoctorSignupInput: DoctorSignupInput;
  DoctorStatistics: ResolverTypeWrapper<DoctorStatisticsModelModel>;
  DoctorsFilter: DoctorsFilter;
  DoctorsOrder: DoctorsOrder;
  DoctorsOrderBy: DoctorsOrderBy;
  DoctorsPage: ResolverTypeWrapper<DoctorsPageModel>;
  FacilitySignupInput: FacilitySignupInput;
  FileType: FileType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gender: Gender;
  GuardianBasis: GuardianBasis;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KioskConsentRequest: ResolverTypeWrapper<KioskConsentRequestModelModel>;
  KioskTablet: ResolverTypeWrapper<KioskTablet>;
  LoginInput: LoginInput;
  LoginResponse: ResolverTypeWrapper<Omit<LoginResponse, 'user'> & { user: ResolversTypes['User'] }>;
  MediaType: MediaType;
  Message: ResolverTypeWrapper<MessageModelModel>;
  MessageType: MessageType;
  MessagesFilter: MessagesFilter;
  MessagesPage: ResolverTypeWrapper<MessagePageModel>;
  MfaEnrolment: ResolverTypeWrapper<MfaEnrolment>;
  MfaEnrolmentResult: ResolverTypeWrapper<Omit<MfaEnrolmentResult, 'session'> & { session?: Maybe<ResolversTypes['LoginResponse']> }>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  MultipartUpload: ResolverTypeWrapper<MultipartUpload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewOfficeUserInput: NewOfficeUserInput;
  NewTabletInput: NewTabletInput;
  NewUserInput: NewUserInput;
  OAuthDoctorSignupInput: OAuthDoctorSignupInput;
  OfficeRole: OfficeRole;
  OverdueDescription: ResolverTypeWrapper<OverdueDescriptionModelModel>;
  PaginationInput: PaginationInput;
  Patient: ResolverTypeWrapper<PatientRowModel>;
  PatientConsents: ResolverTypeWrapper<PatientConsents>;
  PatientConsentsInput: PatientConsentsInput;
  PatientContact: ResolverTypeWrapper<PatientContactRowModel>;
  PatientContactInput: PatientContactInput;
  PatientFile: ResolverTypeWrapper<FileRowModel>;
  PatientInput: PatientInput;
  PatientStudies: ResolverTypeWrapper<PatientStudiesResultModel>;
  PatientStudy: ResolverTypeWrapper<PatientStudyViewModel>;
  PatientStudyFile: ResolverTypeWrapper<PatientStudyFileViewModel>;
  PatientStudyFileKind: PatientStudyFileKind;
  PatientStudyLink: ResolverTypeWrapper<ActiveStudyLinkRowModel>;
  PatientStudyLinkSource: PatientStudyLinkSource;
  PatientsOrderBy: PatientsOrderBy;
  PatientsPage: ResolverTypeWrapper<PatientPageModel>;
  PatientsWhere: PatientsWhere;
  PeriodCounts: ResolverTypeWrapper<PeriodCounts>;
  Preferences: ResolverTypeWrapper<Preferences>;
  PreferencesInput: PreferencesInput;
  PrepareUploadInput: PrepareUploadInput;
  PreparedUpload: ResolverTypeWrapper<PreparedUpload>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Referal: ResolverTypeWrapper<ReferalModelModel>;
  ReferalInput: ReferalInput;
  ReferalStudy: ResolverTypeWrapper<ReferalStudyModelModel>;
  ReferalStudyType: ResolverTypeWrapper<ReferalStudyTypeModelModel>;
  ReferalStudyTypeInput: ReferalStudyTypeInput;
  ReferalsPage: ResolverTypeWrapper<ReferalPageModel>;
  ReferalsWhere: ReferalsWhere;
  RegistrationHold: RegistrationHold;
  Reservation: ResolverTypeWrapper<ReservationModelModel>;
  ReservationInput: ReservationInput;
  Role: Role;
  ScheduledAppointment: ResolverTypeWrapper<ScheduledAppointment>;
  SchedulingBranch: ResolverTypeWrapper<SchedulingBranch>;
  SchedulingData: ResolverTypeWrapper<SchedulingData>;
  SchedulingLinkSent: ResolverTypeWrapper<SchedulingLinkSent>;
  SchedulingPatient: ResolverTypeWrapper<SchedulingPatient>;
  SchedulingStudyType: ResolverTypeWrapper<SchedulingStudyType>;
  SignupResult: ResolverTypeWrapper<SignupResult>;
  SocialProvider: SocialProvider;
  Software: ResolverTypeWrapper<SoftwareModelModel>;
  SoftwareInput: SoftwareInput;
  SortDirection: SortDirection;
  StampImage: ResolverTypeWrapper<StampImage>;
  StoredFile: ResolverTypeWrapper<FileRowModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StudiesLinkSent: ResolverTypeWrapper<StudiesLinkSentModel>;
  StudiesPage: ResolverTypeWrapper<StudyPageModel>;
  StudiesWhere: StudiesWhere;
  Study: ResolverTypeWrapper<StudyModelModel>;
  StudyDescriber: ResolverTypeWrapper<StudyDescriberModelModel>;
  StudyDescriberInput: StudyDescriberInput;
  StudyDescriptionDateInput: StudyDescriptionDateInput;
  StudyDescriptionFilter: StudyDescriptionFilter;
  StudyInput: StudyInput;
  StudyPayment: ResolverTypeWrapper<Omit<StudyPayment, 'createdBy'> & { createdBy?: Maybe<ResolversTypes['StudyPerson']> }>;
  StudyPaymentInput: StudyPaymentInput;
  StudyPaymentType: StudyPaymentType;
  StudyPaymentsResult: ResolverTypeWrapper<Omit<StudyPaymentsResult, 'items'> & { items: Array<ResolversTypes['StudyPayment']> }>;
  StudyPerson: ResolverTypeWrapper<StudyPersonModelModel>;
  StudyRadiology: ResolverTypeWrapper<StudyRadiology>;
  StudyRadiologyInput: StudyRadiologyInput;
  StudyStatus: StudyStatus;
  StudyType: ResolverTypeWrapper<StudyTypeRowModel>;
  StudyTypeDeletion: ResolverTypeWrapper<StudyTypeDeletion>;
  StudyTypeDevice: ResolverTypeWrapper<StudyTypeDevice>;
  StudyTypeDeviceInput: StudyTypeDeviceInput;
  StudyTypeInput: StudyTypeInput;
  StudyTypePrice: ResolverTypeWrapper<StudyTypePrice>;
  StudyTypePriceInput: StudyTypePriceInput;
  StudyTypeRadiology: ResolverTypeWrapper<StudyTypeRadiology>;
  StudyTypeRadiologyInput: StudyTypeRadiologyInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tablet: ResolverTypeWrapper<TabletModelModel>;
  TabletRegistration: ResolverTypeWrapper<Omit<TabletRegistration, 'tablet'> & { tablet: ResolversTypes['Tablet'] }>;
  TabletSession: ResolverTypeWrapper<TabletSession>;
  TabletStatusEvent: ResolverTypeWrapper<TabletStatusEvent>;
  TabletUpdateInput: TabletUpdateInput;
  UpdateAppointmentInput: UpdateAppointmentInput;
  UploadPartURL: ResolverTypeWrapper<UploadPartUrl>;
  UploadedPart: ResolverTypeWrapper<UploadedPart>;
  User: ResolverTypeWrapper<UserModelModel>;
  UserUpdateInput: UserUpdateInput;
  UsersFilter: UsersFilter;
  UsersOrderBy: UsersOrderBy;
  UsersPage: ResolverTypeWrapper<UsersPageModel>;
  Visit: ResolverTypeWrapper<VisitModelModel>;
  VisitInput: VisitInput;
  VisitStatus: VisitStatus;
  VisitsCalendarFeed: ResolverTypeWrapper<VisitsCalendarFeed>;
  VisitsCalendarFeedLink: ResolverTypeWrapper<VisitsCalendarFeedLink>;
  VisitsCalendarSync: ResolverTypeWrapper<VisitsCalendarSync>;
  VisitsFilter: VisitsFilter;
  VisitsOrder: VisitsOrder;
  VisitsOrderBy: VisitsOrderBy;
  VisitsPage: ResolverTypeWrapper<VisitPageModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddAppointmentsInput: AddAppointmentsInput;
  Address: Address;
  AddressInput: AddressInput;
  AppConfig: AppConfigModelModel;
  AppConfigInput: AppConfigInput;
  AppInfo: AppInfo;
  Appointment: AppointmentModelModel;
  AppointmentSlot: AppointmentSlotModel;
  AppointmentsWhere: AppointmentsWhere;
  AuditLogEntry: AuditLogRowModel;
  AuditLogList: AuditLogPageModel;
  AuditLogOrderByInput: AuditLogOrderByInput;
  AuditLogWhereInput: AuditLogWhereInput;
  BookingDeleted: BookingChangedModel;
  Boolean: Scalars['Boolean']['output'];
  Branch: BranchRowModel;
  BranchConnection: BranchPageModel;
  BranchDeletion: BranchDeletionModel;
  BranchFilter: BranchFilter;
  BranchInput: BranchInput;
  BranchPaging: BranchPaging;
  BranchSort: BranchSort;
  BreakInput: BreakInput;
  CalendarSyncResult: CalendarSyncResult;
  CarrierPrices: CarrierPrices;
  CarrierPricesInput: CarrierPricesInput;
  CommentInput: CommentInput;
  Complaint: ComplaintModelModel;
  ComplaintInput: ComplaintInput;
  ComplaintsFilter: ComplaintsFilter;
  ComplaintsOrder: ComplaintsOrder;
  ComplaintsPage: ComplaintPageModel;
  ConsentAnswersInput: ConsentAnswersInput;
  ConsentRequest: ConsentRequestRowModel;
  ConsentSubmittedEvent: ConsentSubmittedEventModelModel;
  Contact: ContactModelModel;
  Council: CouncilModelModel;
  CouncilInvite: CouncilInviteModelModel;
  CouncilMember: CouncilMemberViewModel;
  CouncilPost: CouncilPostModelModel;
  CouncilPostsPage: CouncilPostPageModel;
  CreateCouncilInput: CreateCouncilInput;
  CurrentDoctorInput: CurrentDoctorInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DescriberInfo: DescriberInfo;
  DescriberWorkload: DescriberWorkloadModelModel;
  Device: DeviceRowModel;
  DeviceInput: DeviceInput;
  Doctor: DoctorModelModel;
  DoctorComment: DoctorCommentRowModel;
  DoctorInput: DoctorInput;
  DoctorOptionsWhere: DoctorOptionsWhere;
  DoctorSignupInput: DoctorSignupInput;
  DoctorStatistics: DoctorStatisticsModelModel;
  DoctorsFilter: DoctorsFilter;
  DoctorsOrder: DoctorsOrder;
  DoctorsPage: DoctorsPageModel;
  FacilitySignupInput: FacilitySignupInput;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  KioskConsentRequest: KioskConsentRequestModelModel;
  KioskTablet: KioskTablet;
  LoginInput: LoginInput;
  LoginResponse: Omit<LoginResponse, 'user'> & { user: ResolversParentTypes['User'] };
  Message: MessageModelModel;
  MessagesFilter: MessagesFilter;
  MessagesPage: MessagePageModel;
  MfaEnrolment: MfaEnrolment;
  MfaEnrolmentResult: Omit<MfaEnrolmentResult, 'session'> & { session?: Maybe<ResolversParentTypes['LoginResponse']> };
  Money: Scalars['Money']['output'];
  MultipartUpload: MultipartUpload;
  Mutation: Record<PropertyKey, never>;
  NewOfficeUserInput: NewOfficeUserInput;
  NewTabletInput: NewTabletInput;
  NewUserInput: NewUserInput;
  OAuthDoctorSignupInput: OAuthDoctorSignupInput;
  OverdueDescription: OverdueDescriptionModelModel;
  PaginationInput: PaginationInput;
  Patient: PatientRowModel;
  PatientConsents: PatientConsents;
  PatientConsentsInput: PatientConsentsInput;
  PatientContact: PatientContactRowModel;
  PatientContactInput: PatientContactInput;
  PatientFile: FileRowModel;
  PatientInput: PatientInput;
  PatientStudies: PatientStudiesResultModel;
  PatientStudy: PatientStudyViewModel;
  PatientStudyFile: PatientStudyFileViewModel;
  PatientStudyLink: ActiveStudyLinkRowModel;
  PatientsOrderBy: PatientsOrderBy;
  PatientsPage: PatientPageModel;
  PatientsWhere: PatientsWhere;
  PeriodCounts: PeriodCounts;
  Preferences: Preferences;
  PreferencesInput: PreferencesInput;
  PrepareUploadInput: PrepareUploadInput;
  PreparedUpload: PreparedUpload;
  Query: Record<PropertyKey, never>;
  Referal: ReferalModelModel;
  ReferalInput: ReferalInput;
  ReferalStudy: ReferalStudyModelModel;
  ReferalStudyType: ReferalStudyTypeModelModel;
  ReferalStudyTypeInput: ReferalStudyTypeInput;
  ReferalsPage: ReferalPageModel;
  ReferalsWhere: ReferalsWhere;
  Reservation: ReservationModelModel;
  ReservationInput: ReservationInput;
  ScheduledAppointment: ScheduledAppointment;
  SchedulingBranch: SchedulingBranch;
  SchedulingData: SchedulingData;
  SchedulingLinkSent: SchedulingLinkSent;
  SchedulingPatient: SchedulingPatient;
  SchedulingStudyType: SchedulingStudyType;
  SignupResult: SignupResult;
  Software: SoftwareModelModel;
  SoftwareInput: SoftwareInput;
  StampImage: StampImage;
  StoredFile: FileRowModel;
  String: Scalars['String']['output'];
  StudiesLinkSent: StudiesLinkSentModel;
  StudiesPage: StudyPageModel;
  StudiesWhere: StudiesWhere;
  Study: StudyModelModel;
  StudyDescriber: StudyDescriberModelModel;
  StudyDescriberInput: StudyDescriberInput;
  StudyDescriptionDateInput: StudyDescriptionDateInput;
  StudyInput: StudyInput;
  StudyPayment: Omit<StudyPayment, 'createdBy'> & { createdBy?: Maybe<ResolversParentTypes['StudyPerson']> };
  StudyPaymentInput: StudyPaymentInput;
  StudyPaymentsResult: Omit<StudyPaymentsResult, 'items'> & { items: Array<ResolversParentTypes['StudyPayment']> };
  StudyPerson: StudyPersonModelModel;
  StudyRadiology: StudyRadiology;
  StudyRadiologyInput: StudyRadiologyInput;
  StudyType: StudyTypeRowModel;
  StudyTypeDeletion: StudyTypeDeletion;
  StudyTypeDevice: StudyTypeDevice;
  StudyTypeDeviceInput: StudyTypeDeviceInput;
  StudyTypeInput: StudyTypeInput;
  StudyTypePrice: StudyTypePrice;
  StudyTypePriceInput: StudyTypePriceInput;
  StudyTypeRadiology: StudyTypeRadiology;
  StudyTypeRadiologyInput: StudyTypeRadiologyInput;
  Subscription: Record<PropertyKey, never>;
  Tablet: TabletModelModel;
  TabletRegistration: Omit<TabletRegistration, 'tablet'> & { tablet: ResolversParentTypes['Tablet'] };
  TabletSession: TabletSession;
  TabletStatusEvent: TabletStatusEvent;
  TabletUpdateInput: TabletUpdateInput;
  UpdateAppointmentInput: UpdateAppointmentInput;
  UploadPartURL: UploadPartUrl;
  UploadedPart: UploadedPart;
  User: UserModelModel;
  UserUpdateInput: UserUpdateInput;
  UsersFilter: UsersFilter;
  UsersPage: UsersPageModel;
  Visit: VisitModelModel;
  VisitInput: VisitInput;
  VisitsCalendarFeed: VisitsCalendarFeed;
  VisitsCalendarFeedLink: VisitsCalendarFeedLink;
  VisitsCalendarSync: VisitsCalendarSync;
  VisitsFilter: VisitsFilter;
  VisitsOrder: VisitsOrder;
  VisitsPage: VisitPageModel;
};

export type CostDirectiveArgs = {
  listSize?: Maybe<Scalars['Int']['input']>;
  maxTake?: Maybe<Scalars['Int']['input']>;
  weight: Scalars['Int']['input'];
};

export type CostDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = CostDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppConfig'] = ResolversParentTypes['AppConfig']> = {
  carrierPrices?: Resolver<ResolversTypes['CarrierPrices'], ParentType, ContextType>;
  complaintResolutionTimeHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  complaintTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  deviceTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gadgets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  helpVideoPlaylistUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  priceGroups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  radiationGroups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  specializations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitFollowUpDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitReasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppInfo'] = ResolversParentTypes['AppInfo']> = {
  commit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ohifViewerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyPolicyUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialProviders?: Resolver<Array<ResolversTypes['SocialProvider']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Appointment'] = ResolversParentTypes['Appointment']> = {
  branch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType>;
  comments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdByPatient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBreak?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  patient?: Resolver<Maybe<ResolversTypes['Patient']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  studyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  studyType?: Resolver<Maybe<ResolversTypes['StudyType']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppointmentSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentSlot'] = ResolversParentTypes['AppointmentSlot']> = {
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AuditLogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogEntry'] = ResolversParentTypes['AuditLogEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorLogin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['AuditOutcome'], ParentType, ContextType>;
};

export type AuditLogListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogList'] = ResolversParentTypes['AuditLogList']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AuditLogEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BookingDeletedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingDeleted'] = ResolversParentTypes['BookingDeleted']> = {
  branchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BranchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Branch'] = ResolversParentTypes['Branch']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  devices?: Resolver<Array<ResolversTypes['Device']>, ParentType, ContextType>;
  emailAddresses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownBranch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phoneNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BranchConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BranchConnection'] = ResolversParentTypes['BranchConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BranchDeletionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BranchDeletion'] = ResolversParentTypes['BranchDeletion']> = {
  deactivated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CalendarSyncResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarSyncResult'] = ResolversParentTypes['CalendarSyncResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  written?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CarrierPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CarrierPrices'] = ResolversParentTypes['CarrierPrices']> = {
  Disc?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  Film?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  Pendrive?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ComplaintResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Complaint'] = ResolversParentTypes['Complaint']> = {
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  complainantEmailAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  complainantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  complainantPhoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  complaintDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  complaintReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  complaintResolution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  doctor?: Resolver<Maybe<ResolversTypes['Doctor']>, ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  patient?: Resolver<Maybe<ResolversTypes['Patient']>, ParentType, ContextType>;
  reportDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  responsiblePerson?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ComplaintStatus'], ParentType, ContextType>;
  study?: Resolver<Maybe<ResolversTypes['Study']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ComplaintType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ComplaintsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComplaintsPage'] = ResolversParentTypes['ComplaintsPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Complaint']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConsentRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentRequest'] = ResolversParentTypes['ConsentRequest']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ConsentRequestStatus'], ParentType, ContextType>;
  tablet?: Resolver<ResolversTypes['Tablet'], ParentType, ContextType>;
};

export type ConsentSubmittedEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentSubmittedEvent'] = ResolversParentTypes['ConsentSubmittedEvent']> = {
  dataProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rodo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  woman?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailAddresses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CouncilResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Council'] = ResolversParentTypes['Council']> = {
  councilMembers?: Resolver<Array<ResolversTypes['CouncilMember']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedMemberEmail?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studies?: Resolver<Array<ResolversTypes['Study']>, ParentType, ContextType>;
};

export type CouncilInviteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CouncilInvite'] = ResolversParentTypes['CouncilInvite']> = {
  councilId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  councilName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['Doctor']>, ParentType, ContextType>;
};

export type CouncilMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CouncilMember'] = ResolversParentTypes['CouncilMember']> = {
  doctor?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType>;
  isCaller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CouncilPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CouncilPost'] = ResolversParentTypes['CouncilPost']> = {
  author?: Resolver<Maybe<ResolversTypes['Doctor']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CouncilPostsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CouncilPostsPage'] = ResolversParentTypes['CouncilPostsPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CouncilPost']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DescriberInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DescriberInfo'] = ResolversParentTypes['DescriberInfo']> = {
  descriptionOccupancyHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxStudyHoursToDescribe?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  openStudies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vacationEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  vacationStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type DescriberWorkloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DescriberWorkload'] = ResolversParentTypes['DescriberWorkload']> = {
  doctor?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType>;
  nearestDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  overdue?: Resolver<Array<ResolversTypes['OverdueDescription']>, ParentType, ContextType>;
  overdueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Device'] = ResolversParentTypes['Device']> = {
  deviceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  radiationGroups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DoctorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Doctor'] = ResolversParentTypes['Doctor']> = {
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  describerInfo?: Resolver<Maybe<ResolversTypes['DescriberInfo']>, ParentType, ContextType>;
  describingStudyTypes?: Resolver<Array<ResolversTypes['StudyType']>, ParentType, ContextType>;
  employedInBranches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  hasAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasStamp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFacility?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licenseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loginsIn90Days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxStudyHoursToDescribe?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  specializations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  stampImage?: Resolver<Maybe<ResolversTypes['StampImage']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DoctorCommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DoctorComment'] = ResolversParentTypes['DoctorComment']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  doctorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DoctorStatisticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DoctorStatistics'] = ResolversParentTypes['DoctorStatistics']> = {
  lastLoginDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  logins?: Resolver<ResolversTypes['PeriodCounts'], ParentType, ContextType>;
  studies2D?: Resolver<ResolversTypes['PeriodCounts'], ParentType, ContextType>;
  studies3D?: Resolver<ResolversTypes['PeriodCounts'], ParentType, ContextType>;
  studiesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  studiesValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type DoctorsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DoctorsPage'] = ResolversParentTypes['DoctorsPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Doctor']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type KioskConsentRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KioskConsentRequest'] = ResolversParentTypes['KioskConsentRequest']> = {
  askPregnancy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  guardianBasis?: Resolver<Maybe<ResolversTypes['GuardianBasis']>, ParentType, ContextType>;
  guardianName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  patientFirstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientLastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskTabletResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KioskTablet'] = ResolversParentTypes['KioskTablet']> = {
  branchName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginResponse'] = ResolversParentTypes['LoginResponse']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  important?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkedEntityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  messageType?: Resolver<ResolversTypes['MessageType'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessagesPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessagesPage'] = ResolversParentTypes['MessagesPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MfaEnrolmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MfaEnrolment'] = ResolversParentTypes['MfaEnrolment']> = {
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MfaEnrolmentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MfaEnrolmentResult'] = ResolversParentTypes['MfaEnrolmentResult']> = {
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['LoginResponse']>, ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MultipartUploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MultipartUpload'] = ResolversParentTypes['MultipartUpload']> = {
  partCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInviteToCouncil?: Resolver<ResolversTypes['Council'], ParentType, ContextType, RequireFields<MutationAcceptInviteToCouncilArgs, 'councilId'>>;
  acceptTerms?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  activate?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationActivateArgs, 'consent' | 'email'>>;
  addAppointments?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<MutationAddAppointmentsArgs, 'data'>>;
  addBreak?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationAddBreakArgs, 'data'>>;
  addCouncilPost?: Resolver<ResolversTypes['CouncilPost'], ParentType, ContextType, RequireFields<MutationAddCouncilPostArgs, 'content' | 'councilId'>>;
  addDoctor?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType, RequireFields<MutationAddDoctorArgs, 'doctor'>>;
  addPatient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType, RequireFields<MutationAddPatientArgs, 'newPatient'>>;
  addReferal?: Resolver<ResolversTypes['Referal'], ParentType, ContextType, RequireFields<MutationAddReferalArgs, 'newReferal'>>;
  addReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationAddReservationArgs, 'data'>>;
  addStudy?: Resolver<ResolversTypes['Study'], ParentType, ContextType, RequireFields<MutationAddStudyArgs, 'newStudy'>>;
  beginMfaEnrolment?: Resolver<ResolversTypes['MfaEnrolment'], ParentType, ContextType, Partial<MutationBeginMfaEnrolmentArgs>>;
  blockAccount?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationBlockAccountArgs, 'id' | 'reason' | 'version'>>;
  cancelVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationCancelVisitArgs, 'id' | 'version'>>;
  changeDoctorLogin?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType, RequireFields<MutationChangeDoctorLoginArgs, 'id' | 'newLogin'>>;
  changeLogin?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangeLoginArgs, 'currentPassword' | 'newLogin'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  completeReferal?: Resolver<ResolversTypes['Referal'], ParentType, ContextType, RequireFields<MutationCompleteReferalArgs, 'id'>>;
  completeVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationCompleteVisitArgs, 'id' | 'version'>>;
  confirmEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmEmailArgs, 'token'>>;
  confirmMfaEnrolment?: Resolver<ResolversTypes['MfaEnrolmentResult'], ParentType, ContextType, RequireFields<MutationConfirmMfaEnrolmentArgs, 'code'>>;
  confirmUpload?: Resolver<ResolversTypes['StoredFile'], ParentType, ContextType, RequireFields<MutationConfirmUploadArgs, 'fileId'>>;
  createComment?: Resolver<ResolversTypes['DoctorComment'], ParentType, ContextType, RequireFields<MutationCreateCommentArgs, 'comment' | 'doctorId'>>;
  createComplaint?: Resolver<ResolversTypes['Complaint'], ParentType, ContextType, RequireFields<MutationCreateComplaintArgs, 'complaint'>>;
  createCouncil?: Resolver<ResolversTypes['Council'], ParentType, ContextType, RequireFields<MutationCreateCouncilArgs, 'council'>>;
  createOfficeUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateOfficeUserArgs, 'role' | 'userData'>>;
  createSoftware?: Resolver<ResolversTypes['Software'], ParentType, ContextType, RequireFields<MutationCreateSoftwareArgs, 'newSoftware'>>;
  createStudyType?: Resolver<ResolversTypes['StudyType'], ParentType, ContextType, RequireFields<MutationCreateStudyTypeArgs, 'newStudyType'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'roles' | 'userData'>>;
  createVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationCreateVisitArgs, 'visit'>>;
  createVisitsCalendarFeed?: Resolver<ResolversTypes['VisitsCalendarFeedLink'], ParentType, ContextType>;
  deleteAppointment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAppointmentArgs, 'id'>>;
  deleteComments?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteCommentsArgs, 'ids'>>;
  deleteDoctor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDoctorArgs, 'id'>>;
  deleteExistingProfilePicture?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  deleteExistingStampPicture?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType, Partial<MutationDeleteExistingStampPictureArgs>>;
  deleteFile?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteFileArgs, 'ids'>>;
  deleteMessage?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteMessageArgs, 'ids' | 'includeImportant'>>;
  deleteOneBranch?: Resolver<ResolversTypes['BranchDeletion'], ParentType, ContextType, RequireFields<MutationDeleteOneBranchArgs, 'branchId'>>;
  deletePatient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePatientArgs, 'id'>>;
  deleteReferal?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteReferalArgs, 'id'>>;
  deleteReservation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteReservationArgs, 'id'>>;
  deleteSoftware?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSoftwareArgs, 'softwareId'>>;
  deleteStudy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteStudyArgs, 'id'>>;
  deleteStudyType?: Resolver<ResolversTypes['StudyTypeDeletion'], ParentType, ContextType, RequireFields<MutationDeleteStudyTypeArgs, 'studyTypeId'>>;
  deleteTablet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTabletArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  disableMfa?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDisableMfaArgs, 'currentPassword'>>;
  disconnectCalendar?: Resolver<ResolversTypes['VisitsCalendarSync'], ParentType, ContextType>;
  endPatientStudiesSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileDescriptionRequest?: Resolver<ResolversTypes['Study'], ParentType, ContextType, RequireFields<MutationFileDescriptionRequestArgs, 'id' | 'version'>>;
  initPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationInitPasswordResetArgs, 'email'>>;
  inviteDoctorsToCouncil?: Resolver<ResolversTypes['Council'], ParentType, ContextType, RequireFields<MutationInviteDoctorsToCouncilArgs, 'councilId' | 'doctorEmail'>>;
  login?: Resolver<ResolversTypes['LoginResponse'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'loginData'>>;
  loginWithMfa?: Resolver<ResolversTypes['LoginResponse'], ParentType, ContextType, RequireFields<MutationLoginWithMfaArgs, 'code' | 'mfaToken'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMarkAsReadArgs, 'includeImportant'>>;
  markForDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMarkForDeleteArgs, 'currentPassword'>>;
  mergeDoctors?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType, RequireFields<MutationMergeDoctorsArgs, 'duplicateId' | 'survivorId'>>;
  oAuthConnectAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  oauthLogin?: Resolver<ResolversTypes['LoginResponse'], ParentType, ContextType>;
  oauthSignupDoctor?: Resolver<ResolversTypes['SignupResult'], ParentType, ContextType, RequireFields<MutationOauthSignupDoctorArgs, 'signupData'>>;
  openPatientStudies?: Resolver<ResolversTypes['PatientStudies'], ParentType, ContextType, RequireFields<MutationOpenPatientStudiesArgs, 'acceptTerms' | 'ssn' | 'token'>>;
  prepareUpload?: Resolver<ResolversTypes['PreparedUpload'], ParentType, ContextType, RequireFields<MutationPrepareUploadArgs, 'file'>>;
  reassignDescription?: Resolver<ResolversTypes['Study'], ParentType, ContextType, RequireFields<MutationReassignDescriptionArgs, 'from' | 'studyId' | 'to'>>;
  regenerateMfaRecoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationRegenerateMfaRecoveryCodesArgs, 'currentPassword'>>;
  registerTablet?: Resolver<ResolversTypes['TabletRegistration'], ParentType, ContextType, RequireFields<MutationRegisterTabletArgs, 'newTablet'>>;
  rejectInviteToCouncil?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRejectInviteToCouncilArgs, 'councilId'>>;
  removeDoctorFromCouncil?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveDoctorFromCouncilArgs, 'councilId' | 'doctorId'>>;
  removeVisit?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemoveVisitArgs, 'id'>>;
  requestCalendarAccess?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestConsent?: Resolver<ResolversTypes['ConsentRequest'], ParentType, ContextType, RequireFields<MutationRequestConsentArgs, 'patientId' | 'tabletId'>>;
  resendConfirmationEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendConfirmationEmailArgs, 'login'>>;
  resendStudiesLink?: Resolver<ResolversTypes['StudiesLinkSent'], ParentType, ContextType, Partial<MutationResendStudiesLinkArgs>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>>;
  resetUserMfa?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationResetUserMfaArgs, 'id'>>;
  restoreAccount?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRestoreAccountArgs, 'id' | 'version'>>;
  revokePatientStudyLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokePatientStudyLinkArgs, 'id'>>;
  revokeVisitsCalendarFeed?: Resolver<ResolversTypes['VisitsCalendarFeed'], ParentType, ContextType>;
  saveAppConfig?: Resolver<ResolversTypes['AppConfig'], ParentType, ContextType, RequireFields<MutationSaveAppConfigArgs, 'data' | 'version'>>;
  saveBranch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType, RequireFields<MutationSaveBranchArgs, 'branch'>>;
  scheduleAppointmentFromLink?: Resolver<ResolversTypes['ScheduledAppointment'], ParentType, ContextType, RequireFields<MutationScheduleAppointmentFromLinkArgs, 'branchId' | 'deviceId' | 'endTime' | 'startTime' | 'studyTypeId' | 'token'>>;
  sendDoctorPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendDoctorPasswordResetArgs, 'id'>>;
  sendPatientStudiesLink?: Resolver<ResolversTypes['StudiesLinkSent'], ParentType, ContextType, RequireFields<MutationSendPatientStudiesLinkArgs, 'id'>>;
  sendReferralSchedulingLink?: Resolver<ResolversTypes['SchedulingLinkSent'], ParentType, ContextType, RequireFields<MutationSendReferralSchedulingLinkArgs, 'referralId'>>;
  sendStudiesLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendStudiesLinkArgs, 'acceptTerms' | 'email' | 'proofOfWork' | 'ssn'>>;
  setCurrentBranch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType, RequireFields<MutationSetCurrentBranchArgs, 'branchId'>>;
  shareStudy?: Resolver<ResolversTypes['Study'], ParentType, ContextType, RequireFields<MutationShareStudyArgs, 'doctorIds' | 'id'>>;
  signUploadParts?: Resolver<Array<ResolversTypes['UploadPartURL']>, ParentType, ContextType, RequireFields<MutationSignUploadPartsArgs, 'fileId' | 'partNumbers'>>;
  signupDoctor?: Resolver<ResolversTypes['SignupResult'], ParentType, ContextType, RequireFields<MutationSignupDoctorArgs, 'proofOfWork' | 'signupData'>>;
  signupOfficeOrLaboratory?: Resolver<ResolversTypes['SignupResult'], ParentType, ContextType, RequireFields<MutationSignupOfficeOrLaboratoryArgs, 'proofOfWork' | 'role' | 'signupData'>>;
  storeCalendarToken?: Resolver<ResolversTypes['VisitsCalendarSync'], ParentType, ContextType, RequireFields<MutationStoreCalendarTokenArgs, 'code' | 'state'>>;
  submitConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubmitConsentArgs, 'answers'>>;
  suspendAccount?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSuspendAccountArgs, 'id' | 'reason' | 'until' | 'version'>>;
  syncVisitsToCalendar?: Resolver<ResolversTypes['CalendarSyncResult'], ParentType, ContextType, Partial<MutationSyncVisitsToCalendarArgs>>;
  tabletHeartbeat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tabletSignIn?: Resolver<ResolversTypes['TabletSession'], ParentType, ContextType, RequireFields<MutationTabletSignInArgs, 'clientId' | 'clientSecret'>>;
  unpairTablet?: Resolver<ResolversTypes['TabletRegistration'], ParentType, ContextType, RequireFields<MutationUnpairTabletArgs, 'id'>>;
  unregisterAccount?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnregisterAccountArgs, 'id' | 'version'>>;
  updateAppointment?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationUpdateAppointmentArgs, 'data' | 'id'>>;
  updateComment?: Resolver<ResolversTypes['DoctorComment'], ParentType, ContextType, RequireFields<MutationUpdateCommentArgs, 'comment' | 'id' | 'version'>>;
  updateComplaint?: Resolver<ResolversTypes['Complaint'], ParentType, ContextType, RequireFields<MutationUpdateComplaintArgs, 'complaint' | 'id' | 'version'>>;
  updateCurrentDoctor?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType, RequireFields<MutationUpdateCurrentDoctorArgs, 'doctor' | 'version'>>;
  updateDoctor?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType, RequireFields<MutationUpdateDoctorArgs, 'doctor' | 'id' | 'version'>>;
  updateDoctorNote?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType, RequireFields<MutationUpdateDoctorNoteArgs, 'id' | 'version'>>;
  updatePatient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType, RequireFields<MutationUpdatePatientArgs, 'id' | 'patient' | 'version'>>;
  updatePreferences?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdatePreferencesArgs, 'newPreferences'>>;
  updateProfilePicture?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfilePictureArgs, 'fileId'>>;
  updateReferal?: Resolver<ResolversTypes['Referal'], ParentType, ContextType, RequireFields<MutationUpdateReferalArgs, 'id' | 'referal' | 'version'>>;
  updateReservation?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationUpdateReservationArgs, 'data' | 'id'>>;
  updateSoftware?: Resolver<ResolversTypes['Software'], ParentType, ContextType, RequireFields<MutationUpdateSoftwareArgs, 'software' | 'softwareId' | 'version'>>;
  updateStampPicture?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType, RequireFields<MutationUpdateStampPictureArgs, 'fileId'>>;
  updateStudy?: Resolver<ResolversTypes['Study'], ParentType, ContextType, RequireFields<MutationUpdateStudyArgs, 'data' | 'id'>>;
  updateStudyDescriptionDate?: Resolver<ResolversTypes['Study'], ParentType, ContextType, RequireFields<MutationUpdateStudyDescriptionDateArgs, 'data' | 'id'>>;
  updateStudyFiles?: Resolver<ResolversTypes['Study'], ParentType, ContextType, RequireFields<MutationUpdateStudyFilesArgs, 'fileIds' | 'id' | 'notifyDoctorsAboutDescription' | 'version'>>;
  updateStudyPayments?: Resolver<ResolversTypes['Study'], ParentType, ContextType, RequireFields<MutationUpdateStudyPaymentsArgs, 'id' | 'payments' | 'version'>>;
  updateStudyRejectedFiles?: Resolver<ResolversTypes['Study'], ParentType, ContextType, RequireFields<MutationUpdateStudyRejectedFilesArgs, 'id' | 'rejectedFileIds' | 'version'>>;
  updateStudyType?: Resolver<ResolversTypes['StudyType'], ParentType, ContextType, RequireFields<MutationUpdateStudyTypeArgs, 'studyType' | 'studyTypeId' | 'version'>>;
  updateTablet?: Resolver<ResolversTypes['Tablet'], ParentType, ContextType, RequireFields<MutationUpdateTabletArgs, 'id' | 'input' | 'version'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'user' | 'version'>>;
  updateVisit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<MutationUpdateVisitArgs, 'id' | 'version' | 'visit'>>;
  warnAccount?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationWarnAccountArgs, 'id' | 'message'>>;
  withdrawCouncilInvite?: Resolver<ResolversTypes['Council'], ParentType, ContextType, RequireFields<MutationWithdrawCouncilInviteArgs, 'councilId' | 'email'>>;
};

export type OverdueDescriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverdueDescription'] = ResolversParentTypes['OverdueDescription']> = {
  dueDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  minutesToDescribe?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  studyDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  studyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  studyType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PatientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Patient'] = ResolversParentTypes['Patient']> = {
  activeStudyLinks?: Resolver<Array<ResolversTypes['PatientStudyLink']>, ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEditIdentity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consents?: Resolver<ResolversTypes['PatientConsents'], ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['PatientContact'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['PatientFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  ssnIsPesel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientConsentsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientConsents'] = ResolversParentTypes['PatientConsents']> = {
  dataProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rodo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  woman?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PatientContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientContact'] = ResolversParentTypes['PatientContact']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  birthDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailAddresses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Gender'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  primaryDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ssn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PatientFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientFile'] = ResolversParentTypes['PatientFile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['FileType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PatientStudiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientStudies'] = ResolversParentTypes['PatientStudies']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  patientBirthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studies?: Resolver<Array<ResolversTypes['PatientStudy']>, ParentType, ContextType>;
};

export type PatientStudyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientStudy'] = ResolversParentTypes['PatientStudy']> = {
  archiveUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branchName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionFileURLs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['PatientStudyFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is3D?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  studyDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  studyFileURLs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  studyImageFileURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studyType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PatientStudyFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientStudyFile'] = ResolversParentTypes['PatientStudyFile']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PatientStudyFileKind'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientStudyLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientStudyLink'] = ResolversParentTypes['PatientStudyLink']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['PatientStudyLinkSource'], ParentType, ContextType>;
};

export type PatientsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientsPage'] = ResolversParentTypes['PatientsPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Patient']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PeriodCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PeriodCounts'] = ResolversParentTypes['PeriodCounts']> = {
  days7?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days30?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days90?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Preferences'] = ResolversParentTypes['Preferences']> = {
  mailNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PreparedUploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PreparedUpload'] = ResolversParentTypes['PreparedUpload']> = {
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  multipart?: Resolver<Maybe<ResolversTypes['MultipartUpload']>, ParentType, ContextType>;
  uploadSignedURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  allMessages?: Resolver<ResolversTypes['MessagesPage'], ParentType, ContextType, Partial<QueryAllMessagesArgs>>;
  appConfig?: Resolver<ResolversTypes['AppConfig'], ParentType, ContextType>;
  appInfo?: Resolver<ResolversTypes['AppInfo'], ParentType, ContextType>;
  appointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<QueryAppointmentArgs, 'id'>>;
  appointments?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<QueryAppointmentsArgs, 'where'>>;
  auditLog?: Resolver<ResolversTypes['AuditLogList'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  branch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType, RequireFields<QueryBranchArgs, 'id'>>;
  branchStudyTypes?: Resolver<Array<ResolversTypes['StudyType']>, ParentType, ContextType, RequireFields<QueryBranchStudyTypesArgs, 'branchId'>>;
  branches?: Resolver<ResolversTypes['BranchConnection'], ParentType, ContextType, Partial<QueryBranchesArgs>>;
  calendarBranches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  complaint?: Resolver<ResolversTypes['Complaint'], ParentType, ContextType, RequireFields<QueryComplaintArgs, 'id'>>;
  complaints?: Resolver<ResolversTypes['ComplaintsPage'], ParentType, ContextType, Partial<QueryComplaintsArgs>>;
  council?: Resolver<ResolversTypes['Council'], ParentType, ContextType, RequireFields<QueryCouncilArgs, 'id'>>;
  councilPosts?: Resolver<ResolversTypes['CouncilPostsPage'], ParentType, ContextType, RequireFields<QueryCouncilPostsArgs, 'councilId'>>;
  currentBranch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType>;
  currentDoctor?: Resolver<Maybe<ResolversTypes['Doctor']>, ParentType, ContextType>;
  currentUser?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  describerWorkload?: Resolver<Array<ResolversTypes['DescriberWorkload']>, ParentType, ContextType>;
  doctor?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType, RequireFields<QueryDoctorArgs, 'id'>>;
  doctorComments?: Resolver<Array<ResolversTypes['DoctorComment']>, ParentType, ContextType, RequireFields<QueryDoctorCommentsArgs, 'doctorId'>>;
  doctorOptions?: Resolver<Array<ResolversTypes['Doctor']>, ParentType, ContextType, Partial<QueryDoctorOptionsArgs>>;
  doctorStatistics?: Resolver<ResolversTypes['DoctorStatistics'], ParentType, ContextType, RequireFields<QueryDoctorStatisticsArgs, 'id'>>;
  doctors?: Resolver<ResolversTypes['DoctorsPage'], ParentType, ContextType, RequireFields<QueryDoctorsArgs, 'where'>>;
  getAvailableAppointmentSlots?: Resolver<Array<ResolversTypes['AppointmentSlot']>, ParentType, ContextType, RequireFields<QueryGetAvailableAppointmentSlotsArgs, 'branchId' | 'date' | 'studyTypeId'>>;
  getAvailableAppointmentSlotsByToken?: Resolver<Array<ResolversTypes['AppointmentSlot']>, ParentType, ContextType, RequireFields<QueryGetAvailableAppointmentSlotsByTokenArgs, 'branchId' | 'date' | 'studyTypeId' | 'token'>>;
  getCouncils?: Resolver<Array<ResolversTypes['Council']>, ParentType, ContextType, RequireFields<QueryGetCouncilsArgs, 'userId'>>;
  getDownloadURL?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryGetDownloadUrlArgs, 'filePath'>>;
  getMyCouncilInvites?: Resolver<Array<ResolversTypes['CouncilInvite']>, ParentType, ContextType>;
  getMyCouncilParticipations?: Resolver<Array<ResolversTypes['Council']>, ParentType, ContextType>;
  getMyCouncils?: Resolver<Array<ResolversTypes['Council']>, ParentType, ContextType>;
  getSchedulingDataByToken?: Resolver<ResolversTypes['SchedulingData'], ParentType, ContextType, RequireFields<QueryGetSchedulingDataByTokenArgs, 'token'>>;
  helpUserContacts?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryHelpUserContactsArgs, 'count'>>;
  loginChallenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<QueryMessageArgs, 'id'>>;
  patient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType, RequireFields<QueryPatientArgs, 'id'>>;
  patientStudies?: Resolver<ResolversTypes['PatientStudies'], ParentType, ContextType>;
  patients?: Resolver<ResolversTypes['PatientsPage'], ParentType, ContextType, Partial<QueryPatientsArgs>>;
  pendingConsentRequest?: Resolver<Maybe<ResolversTypes['KioskConsentRequest']>, ParentType, ContextType>;
  referal?: Resolver<ResolversTypes['Referal'], ParentType, ContextType, RequireFields<QueryReferalArgs, 'id'>>;
  referals?: Resolver<ResolversTypes['ReferalsPage'], ParentType, ContextType, Partial<QueryReferalsArgs>>;
  reservations?: Resolver<Array<ResolversTypes['Reservation']>, ParentType, ContextType, Partial<QueryReservationsArgs>>;
  software?: Resolver<Array<ResolversTypes['Software']>, ParentType, ContextType>;
  studies?: Resolver<ResolversTypes['StudiesPage'], ParentType, ContextType, Partial<QueryStudiesArgs>>;
  study?: Resolver<ResolversTypes['Study'], ParentType, ContextType, RequireFields<QueryStudyArgs, 'id'>>;
  studyGeneralInfo?: Resolver<ResolversTypes['Study'], ParentType, ContextType, RequireFields<QueryStudyGeneralInfoArgs, 'id'>>;
  studyPayments?: Resolver<ResolversTypes['StudyPaymentsResult'], ParentType, ContextType, RequireFields<QueryStudyPaymentsArgs, 'id'>>;
  studyRejectedFiles?: Resolver<Array<ResolversTypes['StoredFile']>, ParentType, ContextType, RequireFields<QueryStudyRejectedFilesArgs, 'id'>>;
  studyType?: Resolver<Maybe<ResolversTypes['StudyType']>, ParentType, ContextType, RequireFields<QueryStudyTypeArgs, 'id'>>;
  studyTypes?: Resolver<Array<ResolversTypes['StudyType']>, ParentType, ContextType, Partial<QueryStudyTypesArgs>>;
  tablets?: Resolver<Array<ResolversTypes['Tablet']>, ParentType, ContextType, Partial<QueryTabletsArgs>>;
  unreadMessagesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedParts?: Resolver<Array<ResolversTypes['UploadedPart']>, ParentType, ContextType, RequireFields<QueryUploadedPartsArgs, 'fileId'>>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UsersPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  visit?: Resolver<ResolversTypes['Visit'], ParentType, ContextType, RequireFields<QueryVisitArgs, 'id'>>;
  visits?: Resolver<ResolversTypes['VisitsPage'], ParentType, ContextType, Partial<QueryVisitsArgs>>;
  visitsByCoordinator?: Resolver<ResolversTypes['VisitsPage'], ParentType, ContextType, RequireFields<QueryVisitsByCoordinatorArgs, 'coordinatorId'>>;
  visitsByDoctor?: Resolver<ResolversTypes['VisitsPage'], ParentType, ContextType, RequireFields<QueryVisitsByDoctorArgs, 'doctorId'>>;
  visitsCalendarFeed?: Resolver<ResolversTypes['VisitsCalendarFeed'], ParentType, ContextType>;
  visitsCalendarSync?: Resolver<ResolversTypes['VisitsCalendarSync'], ParentType, ContextType>;
};

export type ReferalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Referal'] = ResolversParentTypes['Referal']> = {
  canComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canCreateStudy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType>;
  issuerHasStamp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaTypes?: Resolver<Array<ResolversTypes['MediaType']>, ParentType, ContextType>;
  patient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType>;
  referalToStudyTypes?: Resolver<Array<ResolversTypes['ReferalStudyType']>, ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestDescription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendSchedulingEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  studies?: Resolver<Array<ResolversTypes['ReferalStudy']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReferalStudyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReferalStudy'] = ResolversParentTypes['ReferalStudy']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StudyStatus'], ParentType, ContextType>;
  studyDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  studyTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReferalStudyTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReferalStudyType'] = ResolversParentTypes['ReferalStudyType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issued?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studySubTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  studyType?: Resolver<ResolversTypes['StudyType'], ParentType, ContextType>;
};

export type ReferalsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReferalsPage'] = ResolversParentTypes['ReferalsPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Referal']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReservationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Reservation'] = ResolversParentTypes['Reservation']> = {
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ScheduledAppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduledAppointment'] = ResolversParentTypes['ScheduledAppointment']> = {
  branchAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branchName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  studyTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchedulingBranchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SchedulingBranch'] = ResolversParentTypes['SchedulingBranch']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  studyTypeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SchedulingDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SchedulingData'] = ResolversParentTypes['SchedulingData']> = {
  branches?: Resolver<Array<ResolversTypes['SchedulingBranch']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  patient?: Resolver<ResolversTypes['SchedulingPatient'], ParentType, ContextType>;
  studyType?: Resolver<Maybe<ResolversTypes['SchedulingStudyType']>, ParentType, ContextType>;
  studyTypes?: Resolver<Array<ResolversTypes['SchedulingStudyType']>, ParentType, ContextType>;
};

export type SchedulingLinkSentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SchedulingLinkSent'] = ResolversParentTypes['SchedulingLinkSent']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchedulingPatientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SchedulingPatient'] = ResolversParentTypes['SchedulingPatient']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SchedulingStudyTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SchedulingStudyType'] = ResolversParentTypes['SchedulingStudyType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignupResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignupResult'] = ResolversParentTypes['SignupResult']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SoftwareResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Software'] = ResolversParentTypes['Software']> = {
  downloadURL?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StampImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StampImage'] = ResolversParentTypes['StampImage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoredFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoredFile'] = ResolversParentTypes['StoredFile']> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['FileType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sha256?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudiesLinkSentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudiesLinkSent'] = ResolversParentTypes['StudiesLinkSent']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudiesPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudiesPage'] = ResolversParentTypes['StudiesPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Study']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StudyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Study'] = ResolversParentTypes['Study']> = {
  appointmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canShare?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comparisonDescription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['StudyPerson']>, ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  describers?: Resolver<Array<ResolversTypes['StudyDescriber']>, ParentType, ContextType>;
  descriptionRequestComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalReferal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  hasDescription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importantInformation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incognitoDescription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  internalInformation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leadingDoctor?: Resolver<Maybe<ResolversTypes['Doctor']>, ParentType, ContextType>;
  leadingDoctorBranch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType>;
  ledByCaller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missingDescription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notifyDescribers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notifyDoctorsAboutDescription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notifyLeaderAndSupportingDoctors?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  patient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType>;
  performer?: Resolver<Maybe<ResolversTypes['StudyPerson']>, ParentType, ContextType>;
  radiology?: Resolver<Maybe<ResolversTypes['StudyRadiology']>, ParentType, ContextType>;
  referalId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StudyStatus'], ParentType, ContextType>;
  studyDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  studyType?: Resolver<ResolversTypes['StudyType'], ParentType, ContextType>;
  supportingDoctors?: Resolver<Array<ResolversTypes['Doctor']>, ParentType, ContextType>;
  unassignedDescriber?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['StudyPerson']>, ParentType, ContextType>;
  urgentDescription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudyDescriberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyDescriber'] = ResolversParentTypes['StudyDescriber']> = {
  assignedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  doctor?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type StudyPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyPayment'] = ResolversParentTypes['StudyPayment']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['StudyPerson']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['StudyPaymentType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type StudyPaymentsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyPaymentsResult'] = ResolversParentTypes['StudyPaymentsResult']> = {
  items?: Resolver<Array<ResolversTypes['StudyPayment']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type StudyPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyPerson'] = ResolversParentTypes['StudyPerson']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StudyRadiologyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyRadiology'] = ResolversParentTypes['StudyRadiology']> = {
  anodeCurrentMiliamper?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exposureTimeSeconds?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  presetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  radiationDoseMilligrayPerSquareCentimeter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voltageKilovolts?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StudyTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyType'] = ResolversParentTypes['StudyType']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comparisonDescriptionPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  descriptionPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  hasRemarks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is3D?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onReferalOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  studySubTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  studyTypeDevices?: Resolver<Array<ResolversTypes['StudyTypeDevice']>, ParentType, ContextType>;
  studyTypePrices?: Resolver<Array<ResolversTypes['StudyTypePrice']>, ParentType, ContextType>;
  studyTypeRadiologies?: Resolver<Array<ResolversTypes['StudyTypeRadiology']>, ParentType, ContextType>;
  timeToDescribe?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  urgentComparisonDescriptionPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  urgentDescriptionPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudyTypeDeletionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyTypeDeletion'] = ResolversParentTypes['StudyTypeDeletion']> = {
  deactivated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StudyTypeDeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyTypeDevice'] = ResolversParentTypes['StudyTypeDevice']> = {
  deviceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StudyTypePriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyTypePrice'] = ResolversParentTypes['StudyTypePrice']> = {
  presetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type StudyTypeRadiologyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyTypeRadiology'] = ResolversParentTypes['StudyTypeRadiology']> = {
  anodeCurrentMiliamper?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exposureTimeSeconds?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  presetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  radiationDoseMilligrayPerSquareCentimeter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voltageKilovolts?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  appointmentAdded?: SubscriptionResolver<ResolversTypes['Appointment'], "appointmentAdded", ParentType, ContextType>;
  appointmentDeleted?: SubscriptionResolver<ResolversTypes['BookingDeleted'], "appointmentDeleted", ParentType, ContextType>;
  appointmentUpdated?: SubscriptionResolver<ResolversTypes['Appointment'], "appointmentUpdated", ParentType, ContextType>;
  consentRequested?: SubscriptionResolver<ResolversTypes['KioskConsentRequest'], "consentRequested", ParentType, ContextType>;
  consentSubmitted?: SubscriptionResolver<ResolversTypes['ConsentSubmittedEvent'], "consentSubmitted", ParentType, ContextType>;
  councilInviteAccepted?: SubscriptionResolver<ResolversTypes['Council'], "councilInviteAccepted", ParentType, ContextType>;
  councilInviteAdded?: SubscriptionResolver<ResolversTypes['CouncilInvite'], "councilInviteAdded", ParentType, ContextType>;
  councilInviteRejected?: SubscriptionResolver<ResolversTypes['CouncilInvite'], "councilInviteRejected", ParentType, ContextType>;
  currentUserUpdated?: SubscriptionResolver<ResolversTypes['User'], "currentUserUpdated", ParentType, ContextType>;
  messageAdded?: SubscriptionResolver<ResolversTypes['Message'], "messageAdded", ParentType, ContextType>;
  reservationAdded?: SubscriptionResolver<ResolversTypes['Reservation'], "reservationAdded", ParentType, ContextType>;
  reservationDeleted?: SubscriptionResolver<ResolversTypes['BookingDeleted'], "reservationDeleted", ParentType, ContextType>;
  reservationUpdated?: SubscriptionResolver<ResolversTypes['Reservation'], "reservationUpdated", ParentType, ContextType>;
  tabletStatusChanged?: SubscriptionResolver<ResolversTypes['TabletStatusEvent'], "tabletStatusChanged", ParentType, ContextType>;
};

export type TabletResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tablet'] = ResolversParentTypes['Tablet']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType>;
  branchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  configuredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tabletId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TabletRegistrationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TabletRegistration'] = ResolversParentTypes['TabletRegistration']> = {
  apiUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tablet?: Resolver<ResolversTypes['Tablet'], ParentType, ContextType>;
};

export type TabletSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TabletSession'] = ResolversParentTypes['TabletSession']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  tablet?: Resolver<ResolversTypes['KioskTablet'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TabletStatusEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TabletStatusEvent'] = ResolversParentTypes['TabletStatusEvent']> = {
  configuredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  tabletId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UploadPartUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadPartURL'] = ResolversParentTypes['UploadPartURL']> = {
  partNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UploadedPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadedPart'] = ResolversParentTypes['UploadedPart']> = {
  partNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  acceptedTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blockedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  branches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  emailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLoginDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mfaEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mfaRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['Preferences'], ParentType, ContextType>;
  profilePictureURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  registrationHold?: Resolver<Maybe<ResolversTypes['RegistrationHold']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  socialConnections?: Resolver<Array<ResolversTypes['SocialProvider']>, ParentType, ContextType>;
  suspendedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  vacationEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  vacationStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  verifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UsersPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsersPage'] = ResolversParentTypes['UsersPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VisitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Visit'] = ResolversParentTypes['Visit']> = {
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canPlanFollowUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coordinator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  doctor?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType>;
  gadgets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextVisit?: Resolver<Maybe<ResolversTypes['Visit']>, ParentType, ContextType>;
  previousVisitId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VisitStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visitReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VisitsCalendarFeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitsCalendarFeed'] = ResolversParentTypes['VisitsCalendarFeed']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type VisitsCalendarFeedLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitsCalendarFeedLink'] = ResolversParentTypes['VisitsCalendarFeedLink']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VisitsCalendarSyncResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitsCalendarSync'] = ResolversParentTypes['VisitsCalendarSync']> = {
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  connectedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['CalendarSyncError']>, ParentType, ContextType>;
  lastSyncAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type VisitsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitsPage'] = ResolversParentTypes['VisitsPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Visit']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Address?: AddressResolvers<ContextType>;
  AppConfig?: AppConfigResolvers<ContextType>;
  AppInfo?: AppInfoResolvers<ContextType>;
  Appointment?: AppointmentResolvers<ContextType>;
  AppointmentSlot?: AppointmentSlotResolvers<ContextType>;
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuditLogList?: AuditLogListResolvers<ContextType>;
  BookingDeleted?: BookingDeletedResolvers<ContextType>;
  Branch?: BranchResolvers<ContextType>;
  BranchConnection?: BranchConnectionResolvers<ContextType>;
  BranchDeletion?: BranchDeletionResolvers<ContextType>;
  CalendarSyncResult?: CalendarSyncResultResolvers<ContextType>;
  CarrierPrices?: CarrierPricesResolvers<ContextType>;
  Complaint?: ComplaintResolvers<ContextType>;
  ComplaintsPage?: ComplaintsPageResolvers<ContextType>;
  ConsentRequest?: ConsentRequestResolvers<ContextType>;
  ConsentSubmittedEvent?: ConsentSubmittedEventResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  Council?: CouncilResolvers<ContextType>;
  CouncilInvite?: CouncilInviteResolvers<ContextType>;
  CouncilMember?: CouncilMemberResolvers<ContextType>;
  CouncilPost?: CouncilPostResolvers<ContextType>;
  CouncilPostsPage?: CouncilPostsPageResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DescriberInfo?: DescriberInfoResolvers<ContextType>;
  DescriberWorkload?: DescriberWorkloadResolvers<ContextType>;
  Device?: DeviceResolvers<ContextType>;
  Doctor?: DoctorResolvers<ContextType>;
  DoctorComment?: DoctorCommentResolvers<ContextType>;
  DoctorStatistics?: DoctorStatisticsResolvers<ContextType>;
  DoctorsPage?: DoctorsPageResolvers<ContextType>;
  KioskConsentRequest?: KioskConsentRequestResolvers<ContextType>;
  KioskTablet?: KioskTabletResolvers<ContextType>;
  LoginResponse?: LoginResponseResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagesPage?: MessagesPageResolvers<ContextType>;
  MfaEnrolment?: MfaEnrolmentResolvers<ContextType>;
  MfaEnrolmentResult?: MfaEnrolmentResultResolvers<ContextType>;
  Money?: GraphQLScalarType;
  MultipartUpload?: MultipartUploadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OverdueDescription?: OverdueDescriptionResolvers<ContextType>;
  Patient?: PatientResolvers<ContextType>;
  PatientConsents?: PatientConsentsResolvers<ContextType>;
  PatientContact?: PatientContactResolvers<ContextType>;
  PatientFile?: PatientFileResolvers<ContextType>;
  PatientStudies?: PatientStudiesResolvers<ContextType>;
  PatientStudy?: PatientStudyResolvers<ContextType>;
  PatientStudyFile?: PatientStudyFileResolvers<ContextType>;
  PatientStudyLink?: PatientStudyLinkResolvers<ContextType>;
  PatientsPage?: PatientsPageResolvers<ContextType>;
  PeriodCounts?: PeriodCountsResolvers<ContextType>;
  Preferences?: PreferencesResolvers<ContextType>;
  PreparedUpload?: PreparedUploadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Referal?: ReferalResolvers<ContextType>;
  ReferalStudy?: ReferalStudyResolvers<ContextType>;
  ReferalStudyType?: ReferalStudyTypeResolvers<ContextType>;
  ReferalsPage?: ReferalsPageResolvers<ContextType>;
  Reservation?: ReservationResolvers<ContextType>;
  ScheduledAppointment?: ScheduledAppointmentResolvers<ContextType>;
  SchedulingBranch?: SchedulingBranchResolvers<ContextType>;
  SchedulingData?: SchedulingDataResolvers<ContextType>;
  SchedulingLinkSent?: SchedulingLinkSentResolvers<ContextType>;
  SchedulingPatient?: SchedulingPatientResolvers<ContextType>;
  SchedulingStudyType?: SchedulingStudyTypeResolvers<ContextType>;
  SignupResult?: SignupResultResolvers<ContextType>;
  Software?: SoftwareResolvers<ContextType>;
  StampImage?: StampImageResolvers<ContextType>;
  StoredFile?: StoredFileResolvers<ContextType>;
  StudiesLinkSent?: StudiesLinkSentResolvers<ContextType>;
  StudiesPage?: StudiesPageResolvers<ContextType>;
  Study?: StudyResolvers<ContextType>;
  StudyDescriber?: StudyDescriberResolvers<ContextType>;
  StudyPayment?: StudyPaymentResolvers<ContextType>;
  StudyPaymentsResult?: StudyPaymentsResultResolvers<ContextType>;
  StudyPerson?: StudyPersonResolvers<ContextType>;
  StudyRadiology?: StudyRadiologyResolvers<ContextType>;
  StudyType?: StudyTypeResolvers<ContextType>;
  StudyTypeDeletion?: StudyTypeDeletionResolvers<ContextType>;
  StudyTypeDevice?: StudyTypeDeviceResolvers<ContextType>;
  StudyTypePrice?: StudyTypePriceResolvers<ContextType>;
  StudyTypeRadiology?: StudyTypeRadiologyResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Tablet?: TabletResolvers<ContextType>;
  TabletRegistration?: TabletRegistrationResolvers<ContextType>;
  TabletSession?: TabletSessionResolvers<ContextType>;
  TabletStatusEvent?: TabletStatusEventResolvers<ContextType>;
  UploadPartURL?: UploadPartUrlResolvers<ContextType>;
  UploadedPart?: UploadedPartResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UsersPage?: UsersPageResolvers<ContextType>;
  Visit?: VisitResolvers<ContextType>;
  VisitsCalendarFeed?: VisitsCalendarFeedResolvers<ContextType>;
  VisitsCalendarFeedLink?: VisitsCalendarFeedLinkResolvers<ContextType>;
  VisitsCalendarSync?: VisitsCalendarSyncResolvers<ContextType>;
  VisitsPage?: VisitsPageResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  cost?: CostDirectiveResolver<any, any, ContextType>;
};

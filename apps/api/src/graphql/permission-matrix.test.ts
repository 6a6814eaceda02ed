import { ROLES, type Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.js';
import { userBranches } from '../db/schema/index.js';
import { buildPatient, buildUser, TEST_PASSWORD } from '../test/factories.js';
import { graphql, signIn, type GraphQLResponse } from '../test/graphql.js';
import { portOf, subscriptionOutcome } from '../test/subscriptions.js';
import { buildBranch, pairTablet, registerTablet, type Registration } from '../test/tablets.js';
import {
  BOOKING_TOPICS,
  bookingChanged,
  consentSubmitted,
  councilInviteChanged,
  messageAdded,
  tabletStatusChanged,
  type BookingChange,
  type CouncilChange,
  type PortalEvent,
} from '../platform/pubsub/events.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { listOperations, policyAdmits } from './operation-policy.js';
import { buildPortalSchema, portalResolvers } from './schema.js';

/**
 * Who may call each root operation (ADR 0003, ADR 0023): one row per operation, one column per
 * caller — anonymous, a paired kiosk (the tablet principal, ADR 0014) and each of the 12 roles —
 * written out literally, denied cells included, so a change to who may do what shows up here in
 * review. `ok` = let through by the guard (an error past it, such as NOT_FOUND, still counts),
 * `403` = FORBIDDEN without data, `401` = UNAUTHENTICATED with status 401.
 *
 * Every cell is called against the real endpoint, and the last test checks the rows against the
 * declarations and the catalogue in packages/domain: rows, server and catalogue agree, 0 mismatches.
 * A record-level rule (updatePatient's creator, prepareUpload's own file) shows here as `ok`: what
 * each role may really do with a record is in the module's tests (patients-permissions.test.ts).
 */
/** An event about a council invitation that does not exist, meant for `recipientId`. */
const councilEvent = (change: CouncilChange, recipientId: number) =>
  councilInviteChanged(change, {
    inviteId: Number(NO_RECORD),
    councilId: Number(NO_RECORD),
    recipientId,
  });

const MATRIX = `
  operation                     anon  kiosk Adm   Cmp   Crd   DOf   DDr   Doc   Hlp   Lab   Mgr   Pat   Reg   Tec
  appInfo                       ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  currentUser                   401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  loginChallenge                ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  login                         ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  acceptTerms                   401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  logout                        401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  changePassword                401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  changeLogin                   401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  markForDelete                 401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  updatePreferences             401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  oauthLogin                    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  oauthSignupDoctor             ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  oAuthConnectAccount           401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  loginWithMfa                  ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  beginMfaEnrolment             ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  confirmMfaEnrolment           ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  regenerateMfaRecoveryCodes    401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  disableMfa                    401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  resetUserMfa                  401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  warnAccount                   401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  suspendAccount                401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  blockAccount                  401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  restoreAccount                401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  unregisterAccount             401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  auditLog                      401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  currentUserUpdated            401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  getDownloadURL                401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  prepareUpload                 401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  confirmUpload                 401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  signUploadParts               401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  uploadedParts                 401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  deleteFile                    401   403   ok    403   403   403   ok    403   403   403   ok    403   ok    ok
  updateProfilePicture          401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  deleteExistingProfilePicture  401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  patients                      401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    403   ok    ok
  patient                       401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    403   ok    ok
  addPatient                    401   403   ok    403   403   403   403   403   403   403   403   403   403   ok
  updatePatient                 401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    403   ok    ok
  deletePatient                 401   403   ok    403   403   403   403   403   403   403   403   403   ok    ok
  tablets                       401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  registerTablet                401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  updateTablet                  401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  deleteTablet                  401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  unpairTablet                  401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  tabletStatusChanged           401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  requestConsent                401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  consentSubmitted              401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  tabletSignIn                  ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  tabletHeartbeat               401   ok    403   403   403   403   403   403   403   403   403   403   403   403
  pendingConsentRequest         401   ok    403   403   403   403   403   403   403   403   403   403   403   403
  submitConsent                 401   ok    403   403   403   403   403   403   403   403   403   403   403   403
  consentRequested              401   ok    403   403   403   403   403   403   403   403   403   403   403   403
  currentBranch                 401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  setCurrentBranch              401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  branches                      401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  branch                        401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  saveBranch                    401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  deleteOneBranch               401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  studyTypes                    401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  studyType                     401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  branchStudyTypes              401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  createStudyType               401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  updateStudyType               401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  deleteStudyType               401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  doctorOptions                 401   403   ok    403   ok    403   ok    ok    403   403   ok    403   ok    ok
  doctors                       401   403   ok    403   403   403   403   403   403   403   ok    403   403   ok
  doctor                        401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    403   ok    ok
  doctorStatistics              401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  updateStampPicture            401   403   ok    403   403   ok    ok    ok    403   ok    ok    403   ok    ok
  deleteExistingStampPicture    401   403   ok    403   403   ok    ok    ok    403   ok    ok    403   ok    ok
  studies                       401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  study                         401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  studyGeneralInfo              401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  addStudy                      401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  updateStudy                   401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  updateStudyDescriptionDate    401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  deleteStudy                   401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  shareStudy                    401   403   ok    403   403   403   ok    ok    403   403   ok    403   ok    ok
  describerWorkload             401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  reassignDescription           401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  fileDescriptionRequest        401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  studyRejectedFiles            401   403   ok    403   403   403   ok    403   403   403   ok    403   ok    ok
  updateStudyFiles              401   403   ok    403   403   403   ok    403   403   403   ok    403   ok    ok
  updateStudyRejectedFiles      401   403   ok    403   403   403   ok    403   403   403   ok    403   ok    ok
  studyPayments                 401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  updateStudyPayments           401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  referals                      401   403   ok    403   403   403   ok    ok    ok    403   ok    ok    ok    ok
  referal                       401   403   ok    403   403   403   ok    ok    ok    403   ok    ok    ok    ok
  currentDoctor                 401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  addReferal                    401   403   ok    403   403   403   ok    ok    403   403   ok    403   ok    ok
  updateReferal                 401   403   ok    403   403   403   403   ok    403   403   403   403   403   403
  deleteReferal                 401   403   ok    403   403   403   403   ok    403   403   403   403   403   403
  completeReferal               401   403   ok    403   403   403   403   403   403   403   403   403   403   ok
  appConfig                     401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  saveAppConfig                 401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  software                      401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  createSoftware                401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  updateSoftware                401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  deleteSoftware                401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  helpUserContacts              401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  users                         401   403   ok    ok    ok    403   ok    403   ok    403   ok    403   ok    ok
  user                          401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  createUser                    401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  createOfficeUser              401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  updateUser                    401   403   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  deleteUser                    401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  calendarBranches              401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  appointments                  401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  appointment                   401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  reservations                  401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  getAvailableAppointmentSlots  401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  addAppointments               401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  updateAppointment             401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  deleteAppointment             401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  addBreak                      401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  addReservation                401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  updateReservation             401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  deleteReservation             401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  appointmentAdded              401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  appointmentUpdated            401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  appointmentDeleted            401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  reservationAdded              401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  reservationUpdated            401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  reservationDeleted            401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  resetPassword                 ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  initPasswordReset             ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  signupDoctor                  ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  signupOfficeOrLaboratory      ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  confirmEmail                  ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  resendConfirmationEmail       ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  activate                      401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  addDoctor                     401   403   ok    403   403   403   403   403   403   403   ok    403   403   ok
  updateDoctor                  401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  updateDoctorNote              401   403   ok    403   403   403   403   403   403   403   ok    403   403   ok
  deleteDoctor                  401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  mergeDoctors                  401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  changeDoctorLogin             401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  sendDoctorPasswordReset       401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  updateCurrentDoctor           401   403   403   403   403   ok    ok    ok    403   ok    403   403   403   403
  doctorComments                401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  createComment                 401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  updateComment                 401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  deleteComments                401   403   ok    403   403   403   403   403   403   403   ok    403   403   403
  sendReferralSchedulingLink    401   403   ok    403   403   403   ok    ok    403   403   ok    403   ok    ok
  getSchedulingDataByToken      ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  getAvailableAppointmentSlotsByToken ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  scheduleAppointmentFromLink   ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  patientStudies                ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  sendStudiesLink               ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  openPatientStudies            ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  resendStudiesLink             ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  endPatientStudiesSession      ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok    ok
  sendPatientStudiesLink        401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  revokePatientStudyLink        401   403   ok    403   403   403   403   403   403   403   ok    403   ok    ok
  visits                        401   403   ok    403   ok    403   403   403   403   403   ok    403   ok    ok
  visit                         401   403   ok    403   ok    403   403   403   403   403   ok    403   ok    ok
  visitsByDoctor                401   403   ok    403   ok    403   403   403   403   403   ok    403   ok    ok
  visitsByCoordinator           401   403   ok    403   ok    403   403   403   403   403   ok    403   ok    ok
  createVisit                   401   403   ok    403   ok    403   403   403   403   403   403   403   403   403
  updateVisit                   401   403   ok    403   ok    403   403   403   403   403   403   403   403   403
  removeVisit                   401   403   ok    403   ok    403   403   403   403   403   403   403   403   403
  completeVisit                 401   403   ok    403   ok    403   403   403   403   403   403   403   403   403
  cancelVisit                   401   403   ok    403   ok    403   403   403   403   403   403   403   403   403
  visitsCalendarFeed            401   403   403   403   ok    403   403   403   403   403   403   403   403   403
  createVisitsCalendarFeed      401   403   403   403   ok    403   403   403   403   403   403   403   403   403
  revokeVisitsCalendarFeed      401   403   403   403   ok    403   403   403   403   403   403   403   403   403
  visitsCalendarSync            401   403   403   403   ok    403   403   403   403   403   403   403   403   403
  requestCalendarAccess         401   403   403   403   ok    403   403   403   403   403   403   403   403   403
  storeCalendarToken            401   403   403   403   ok    403   403   403   403   403   403   403   403   403
  syncVisitsToCalendar          401   403   403   403   ok    403   403   403   403   403   403   403   403   403
  disconnectCalendar            401   403   403   403   ok    403   403   403   403   403   403   403   403   403
  allMessages                   401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  message                       401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  unreadMessagesCount           401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  deleteMessage                 401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  markAsRead                    401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  messageAdded                  401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  getMyCouncils                 401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  getMyCouncilParticipations    401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  getMyCouncilInvites           401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  council                       401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  councilPosts                  401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  createCouncil                 401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  inviteDoctorsToCouncil        401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  withdrawCouncilInvite         401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  acceptInviteToCouncil         401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  rejectInviteToCouncil         401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  removeDoctorFromCouncil       401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  addCouncilPost                401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  councilInviteAdded            401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  councilInviteAccepted         401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  councilInviteRejected         401   403   403   403   403   ok    403   ok    403   ok    403   403   403   403
  getCouncils                   401   403   ok    403   403   403   403   403   403   403   403   403   403   403
  complaints                    401   403   ok    ok    403   403   403   403   403   403   ok    403   ok    ok
  complaint                     401   403   ok    ok    403   403   403   403   403   403   ok    403   ok    ok
  createComplaint               401   403   ok    403   403   403   403   403   403   403   403   403   ok    ok
  updateComplaint               401   403   ok    ok    403   403   403   403   403   403   ok    403   ok    ok
`;

type Outcome = 'allowed' | 'FORBIDDEN' | 'UNAUTHENTICATED';
type Caller = Role | 'anonymous' | 'tablet';
type Row = Record<Caller, Outcome>;

/** The table's column headings. */
const COLUMNS: Record<string, Caller> = {
  anon: 'anonymous',
  kiosk: 'tablet',
  Adm: 'Admin',
  Cmp: 'Complaints',
  Crd: 'Coordinator',
  DOf: 'DentalOffice',
  DDr: 'DescribingDoctor',
  Doc: 'Doctor',
  Hlp: 'HelpContact',
  Lab: 'Laboratory',
  Mgr: 'Manager',
  Pat: 'Patient',
  Reg: 'Registration',
  Tec: 'Technician',
};
const CELLS: Record<string, Outcome> = {
  ok: 'allowed',
  '403': 'FORBIDDEN',
  '401': 'UNAUTHENTICATED',
};

/** The table as rows; a heading, cell or row that does not fit throws, so a typo fails loudly. */
function parseMatrix(table: string): Record<string, Row> {
  const [heading, ...lines] = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const callers = heading!.slice(1).map((name) => {
    const caller = COLUMNS[name];
    if (!caller) throw new Error(`unknown column ${name}`);
    return caller;
  });
  if (new Set(callers).size !== Object.keys(COLUMNS).length) throw new Error('missing column');
  const rows: Record<string, Row> = {};
  for (const [operation, ...cells] of lines) {
    if (cells.length !== callers.length) throw new Error(`${operation}: ${cells.length} cells`);
    if (rows[operation!]) throw new Error(`${operation}: two rows`);
    const row = {} as Row;
    cells.forEach((cell, index) => {
      const outcome = CELLS[cell];
      if (!outcome) throw new Error(`${operation}: unknown cell ${cell}`);
      row[callers[index]!] = outcome;
    });
    rows[operation!] = row;
  }
  return rows;
}

const ROWS = parseMatrix(MATRIX);

/** A caller's account, so an operation can be given arguments that fit it. */
interface Account {
  login: string;
}

/** A file id nobody has: file operations past the guard answer NOT_FOUND (still "allowed"). */
const NO_FILE = '00000000-0000-4000-8000-000000000000';
/** Ids of records nobody has (tablets, patients, consent requests). */
const NO_RECORD = '999999';
const NO_REQUEST = '00000000-0000-4000-8000-000000000001';

/**
 * The smallest valid call of each operation. "allowed" means the permission guard let the call
 * through; an error raised after the guard (bad input, not found) would still count as allowed.
 */
const CALLS: Record<
  string,
  {
    query: string;
    variables?: (account: Account) => Record<string, unknown>;
    /** Subscriptions (over a WebSocket): the caller's own change that gives them an event. */
    trigger?: string;
    /**
     * Subscriptions whose events the caller cannot cause: publishes one meant for the caller. An
     * event about a record that does not exist answers NOT_FOUND past the guard ("allowed").
     */
    poke?: (account: Account & { id: number }) => Promise<unknown>;
  }
> = {
  appInfo: { query: '{ appInfo { version } }' },
  currentUser: { query: '{ currentUser { id } }' },
  loginChallenge: { query: '{ loginChallenge }' },
  login: {
    query:
      'mutation($login: String!, $password: String!) { login(loginData: { login: $login, password: $password }) { expiresAt } }',
    variables: ({ login }) => ({ login, password: TEST_PASSWORD }),
  },
  acceptTerms: { query: 'mutation { acceptTerms { id } }' },
  logout: { query: 'mutation { logout }' },
  changePassword: {
    query:
      'mutation($current: String!, $password: String!) { changePassword(currentPassword: $current, newPassword: $password) }',
    variables: () => ({ current: TEST_PASSWORD, password: 'Changed123' }),
  },
  // A malformed address: refused before the password is checked, so no account changes.
  changeLogin: {
    query: 'mutation { changeLogin(newLogin: "nie-adres", currentPassword: "x") { id } }',
  },
  // A wrong password: refused at its field, so no account is deleted.
  markForDelete: { query: 'mutation { markForDelete(currentPassword: "not-the-password") }' },
  updatePreferences: {
    query:
      'mutation { updatePreferences(newPreferences: { mailNotifications: true }) { preferences { mailNotifications } } }',
  },
  auditLog: { query: '{ auditLog(pagination: { take: 1 }) { total } }' },
  currentUserUpdated: {
    query: 'subscription { currentUserUpdated { id } }',
    trigger: 'mutation { updatePreferences(newPreferences: { mailNotifications: true }) { id } }',
  },
  getDownloadURL: { query: `{ getDownloadURL(filePath: "${NO_FILE}") }` },
  prepareUpload: {
    query:
      'mutation { prepareUpload(file: { fileType: ProfilePicture, fileSizeInBytes: 100, filename: "me.png", mimetype: "image/png" }) { fileId } }',
  },
  confirmUpload: { query: `mutation { confirmUpload(fileId: "${NO_FILE}") { id } }` },
  signUploadParts: {
    query: `mutation { signUploadParts(fileId: "${NO_FILE}", partNumbers: [1]) { url } }`,
  },
  uploadedParts: { query: `{ uploadedParts(fileId: "${NO_FILE}") { partNumber } }` },
  deleteFile: { query: `mutation { deleteFile(ids: ["${NO_FILE}"]) }` },
  updateProfilePicture: {
    query: `mutation { updateProfilePicture(fileId: "${NO_FILE}") { id } }`,
  },
  deleteExistingProfilePicture: { query: 'mutation { deleteExistingProfilePicture { id } }' },
  // Patient ids nobody has: past the guard these answer NOT_FOUND (still "allowed").
  patients: { query: '{ patients(pagination: { take: 1 }) { total } }' },
  patient: { query: '{ patient(id: "2000000000") { id } }' },
  addPatient: {
    query:
      'mutation { addPatient(newPatient: { registrationDate: "2026-01-15", ssnIsPesel: false, contact: { firstName: "M", lastName: "Matrix", ssn: "MX1", gender: Female, birthDate: "1990-01-01" } }) { id } }',
  },
  updatePatient: {
    query:
      'mutation { updatePatient(id: "2000000000", patient: { registrationDate: "2026-01-15", ssnIsPesel: false, contact: { firstName: "M", lastName: "Matrix", ssn: "MX1", gender: Female, birthDate: "1990-01-01" } }, version: 1) { id } }',
  },
  deletePatient: { query: 'mutation { deletePatient(id: "2000000000") }' },
  tablets: { query: '{ tablets { id } }' },
  registerTablet: {
    query: `mutation { registerTablet(newTablet: { name: "T", tabletId: "matrix", branchId: "${NO_RECORD}" }) { clientId } }`,
  },
  updateTablet: {
    query: `mutation { updateTablet(id: "${NO_RECORD}", input: { name: "T", branchId: "${NO_RECORD}", active: true }, version: 1) { id } }`,
  },
  deleteTablet: { query: `mutation { deleteTablet(id: "${NO_RECORD}") }` },
  unpairTablet: { query: `mutation { unpairTablet(id: "${NO_RECORD}") { clientId } }` },
  tabletStatusChanged: {
    query: 'subscription { tabletStatusChanged { id } }',
    poke: () => publish(tabletStatusChanged(Number(NO_RECORD))),
  },
  requestConsent: {
    query: `mutation { requestConsent(tabletId: "${NO_RECORD}", patientId: "${NO_RECORD}") { id } }`,
  },
  consentSubmitted: {
    query: 'subscription { consentSubmitted { requestId } }',
    poke: ({ id }) => publish(consentSubmitted(NO_REQUEST, id)),
  },
  tabletSignIn: {
    query:
      'mutation { tabletSignIn(clientId: "no-such-client", clientSecret: "wrong") { expiresAt } }',
  },
  tabletHeartbeat: { query: 'mutation { tabletHeartbeat }' },
  pendingConsentRequest: { query: '{ pendingConsentRequest { id } }' },
  submitConsent: {
    query: `mutation { submitConsent(answers: { requestId: "${NO_REQUEST}", lang: "pl", rodo: true, sending: true, dataProcessing: true, signature: "x" }) }`,
  },
  consentRequested: {
    query: 'subscription { consentRequested { id } }',
    poke: () => Promise.resolve(),
  },
  calendarBranches: { query: '{ calendarBranches { id } }' },
  appointments: {
    query:
      '{ appointments(where: { startDateFrom: "2030-01-01T00:00:00Z", startDateTo: "2030-01-02T00:00:00Z" }) { id } }',
  },
  appointment: { query: `{ appointment(id: "${NO_RECORD}") { id } }` },
  reservations: { query: `{ reservations(deviceId: "${NO_RECORD}") { id } }` },
  getAvailableAppointmentSlots: {
    query: `{ getAvailableAppointmentSlots(branchId: "${NO_RECORD}", date: "2030-01-02", studyTypeId: "${NO_RECORD}") { deviceId } }`,
  },
  addAppointments: {
    query: `mutation { addAppointments(data: { branch: "${NO_RECORD}", device: "${NO_RECORD}", startDate: "2030-01-02T09:00:00Z", patient: "${NO_RECORD}", studyTypes: ["${NO_RECORD}"] }) { id } }`,
  },
  updateAppointment: {
    query: `mutation { updateAppointment(id: "${NO_RECORD}", data: { branch: "${NO_RECORD}", device: "${NO_RECORD}", startDate: "2030-01-02T09:00:00Z", endDate: "2030-01-02T09:15:00Z", version: 1 }) { id } }`,
  },
  deleteAppointment: { query: `mutation { deleteAppointment(id: "${NO_RECORD}") }` },
  addBreak: {
    query: `mutation { addBreak(data: { branch: "${NO_RECORD}", device: "${NO_RECORD}", startDate: "2030-01-02T09:00:00Z", endDate: "2030-01-02T09:15:00Z" }) { id } }`,
  },
  addReservation: {
    query: `mutation { addReservation(data: { deviceId: "${NO_RECORD}", startDate: "2030-01-02T09:00:00Z", endDate: "2030-01-02T09:15:00Z" }) { id } }`,
  },
  updateReservation: {
    query: `mutation { updateReservation(id: "${NO_RECORD}", data: { deviceId: "${NO_RECORD}", startDate: "2030-01-02T09:00:00Z", endDate: "2030-01-02T09:15:00Z" }) { id } }`,
  },
  deleteReservation: { query: `mutation { deleteReservation(id: "${NO_RECORD}") }` },
  // Calendar events of the branch every role's account works in (beforeAll): the added and
  // updated ones are read and answer NOT_FOUND, the deleted ones answer from the event.
  ...Object.fromEntries(
    (Object.keys(BOOKING_TOPICS) as BookingChange[]).map((change) => [
      change,
      {
        query: `subscription { ${change} { id } }`,
        poke: () =>
          publish(
            bookingChanged(change, {
              id: Number(NO_RECORD),
              branchId: calendarBranch,
              deviceId: Number(NO_RECORD),
            }),
          ),
      },
    ]),
  ),
  currentBranch: { query: '{ currentBranch { id } }' },
  // A branch nobody works in: past the guard it is refused as bad input (still "allowed").
  setCurrentBranch: { query: `mutation { setCurrentBranch(branchId: "${NO_RECORD}") { id } }` },
  branches: { query: '{ branches(paging: { limit: 1 }) { totalCount } }' },
  branch: { query: `{ branch(id: "${NO_RECORD}") { id } }` },
  saveBranch: {
    query: `mutation { saveBranch(branch: { id: "${NO_RECORD}", version: 1, name: "M", color: "#123456", devices: [] }) { id } }`,
  },
  deleteOneBranch: {
    query: `mutation { deleteOneBranch(branchId: "${NO_RECORD}") { deleted } }`,
  },
  studyTypes: { query: '{ studyTypes { id } }' },
  studyType: { query: `{ studyType(id: "${NO_RECORD}") { id } }` },
  branchStudyTypes: { query: `{ branchStudyTypes(branchId: "${NO_RECORD}") { id } }` },
  createStudyType: {
    query:
      'mutation { createStudyType(newStudyType: { code: "", name: "", timeToDescribe: 0 }) { id } }',
  },
  updateStudyType: {
    query: `mutation { updateStudyType(studyTypeId: "${NO_RECORD}", studyType: { code: "M", name: "M", timeToDescribe: 0 }, version: 1) { id } }`,
  },
  deleteStudyType: {
    query: `mutation { deleteStudyType(studyTypeId: "${NO_RECORD}") { deleted } }`,
  },
  doctorOptions: { query: '{ doctorOptions(where: { search: "x" }) { id } }' },
  doctors: { query: '{ doctors(where: { kind: DOCTOR }, pagination: { take: 1 }) { total } }' },
  // Past the guard: NOT_FOUND.
  doctor: { query: `{ doctor(id: "${NO_RECORD}") { id } }` },
  doctorStatistics: { query: `{ doctorStatistics(id: "${NO_RECORD}") { studiesCount } }` },
  // Past the guard: no doctor profile of the caller's own (CONFLICT) or no such file.
  updateStampPicture: { query: `mutation { updateStampPicture(fileId: "${NO_FILE}") { id } }` },
  deleteExistingStampPicture: { query: 'mutation { deleteExistingStampPicture { id } }' },
  studies: { query: '{ studies { total } }' },
  study: { query: `{ study(id: "${NO_RECORD}") { id } }` },
  studyGeneralInfo: { query: `{ studyGeneralInfo(id: "${NO_RECORD}") { id } }` },
  // No patient, study type or branch: past the guard the input is refused and nothing is created.
  addStudy: { query: 'mutation { addStudy(newStudy: {}) { id } }' },
  updateStudy: {
    query: `mutation { updateStudy(id: "${NO_RECORD}", data: { patient: "1", studyType: "1", branch: "1", studyDate: "2030-01-02T09:00:00Z", status: Draft, version: 1 }) { id } }`,
  },
  updateStudyDescriptionDate: {
    query: `mutation { updateStudyDescriptionDate(id: "${NO_RECORD}", data: { doctor: "1", newDate: "2030-01-02T09:00:00Z" }) { id } }`,
  },
  deleteStudy: { query: `mutation { deleteStudy(id: "${NO_RECORD}") }` },
  shareStudy: { query: `mutation { shareStudy(id: "${NO_RECORD}", doctorIds: ["1"]) { id } }` },
  describerWorkload: { query: '{ describerWorkload { overdueCount } }' },
  reassignDescription: {
    query: `mutation { reassignDescription(studyId: "${NO_RECORD}", from: "1", to: "2") { id } }`,
  },
  studyRejectedFiles: { query: `{ studyRejectedFiles(id: "${NO_RECORD}") { id } }` },
  fileDescriptionRequest: {
    query: `mutation { fileDescriptionRequest(id: "${NO_RECORD}", version: 1) { id } }`,
  },
  updateStudyFiles: {
    query: `mutation { updateStudyFiles(id: "${NO_RECORD}", fileIds: [], notifyDoctorsAboutDescription: false, version: 1) { id } }`,
  },
  updateStudyRejectedFiles: {
    query: `mutation { updateStudyRejectedFiles(id: "${NO_RECORD}", rejectedFileIds: [], version: 1) { id } }`,
  },
  studyPayments: { query: `{ studyPayments(id: "${NO_RECORD}") { total } }` },
  updateStudyPayments: {
    query: `mutation { updateStudyPayments(id: "${NO_RECORD}", payments: [], version: 1) { id } }`,
  },
  referals: { query: '{ referals { total } }' },
  referal: { query: `{ referal(id: "${NO_RECORD}") { id } }` },
  currentDoctor: { query: '{ currentDoctor { id } }' },
  addReferal: { query: 'mutation { addReferal(newReferal: {}) { id } }' },
  updateReferal: {
    query: `mutation { updateReferal(id: "${NO_RECORD}", referal: {}, version: 1) { id } }`,
  },
  deleteReferal: { query: `mutation { deleteReferal(id: "${NO_RECORD}") }` },
  completeReferal: { query: `mutation { completeReferal(id: "${NO_RECORD}") { id } }` },
  appConfig: { query: '{ appConfig { version } }' },
  // A version nobody has: past the guard the save is refused as stale and changes nothing.
  saveAppConfig: {
    query:
      'mutation { saveAppConfig(data: { paymentTypes: [], priceGroups: [], radiationGroups: [], carrierPrices: { Disc: "1", Film: "1", Pendrive: "1" }, deviceTypes: [], regions: [], complaintTypes: [], complaintResolutionTimeHours: 1, specializations: [], visitFollowUpDays: 1, gadgets: [], visitReasons: [] }, version: 999999) { version } }',
  },
  software: { query: '{ software { id } }' },
  // A blank name: past the guard it is refused as bad input and nothing is created.
  createSoftware: {
    query:
      'mutation { createSoftware(newSoftware: { name: "", downloadURL: "https://example.com" }) { id } }',
  },
  updateSoftware: {
    query: `mutation { updateSoftware(softwareId: "${NO_RECORD}", software: { name: "X", downloadURL: "https://example.com" }, version: 1) { id } }`,
  },
  deleteSoftware: { query: `mutation { deleteSoftware(softwareId: "${NO_RECORD}") }` },
  helpUserContacts: { query: '{ helpUserContacts { id } }' },
  // Invalid input or unknown ids: past the guard these answer BAD_USER_INPUT or NOT_FOUND.
  users: { query: '{ users(pagination: { take: 1 }) { total } }' },
  user: { query: `{ user(id: "${NO_RECORD}") { id } }` },
  createUser: {
    query:
      'mutation { createUser(userData: { login: "", firstName: "", lastName: "", phoneNumbers: [], regions: [] }, roles: [Registration]) { id } }',
  },
  createOfficeUser: {
    query:
      'mutation { createOfficeUser(userData: { login: "", companyName: "", nip: "", phoneNumbers: [], regions: [] }, role: DentalOffice) { id } }',
  },
  // A version that is none: refused as input past the guard, before the record rule (one's own
  // account for 'users.editOwn') is looked at.
  updateUser: {
    query: `mutation { updateUser(id: "${NO_RECORD}", user: { login: "", phoneNumbers: [], roles: [Registration], regions: [], active: true }, version: 0) { id } }`,
  },
  deleteUser: { query: `mutation { deleteUser(id: "${NO_RECORD}") }` },
  resetPassword: { query: 'mutation { resetPassword(token: "bogus", newPassword: "x") }' },
  initPasswordReset: { query: 'mutation { initPasswordReset(email: "nobody@example.com") }' },
  // Signing up: an unsolved challenge (PROOF_OF_WORK_REQUIRED) is an answer, not a denial.
  signupDoctor: {
    query:
      'mutation { signupDoctor(signupData: { login: "a@example.com", password: "Haslo1234", firstName: "A", lastName: "B", phoneNumber: "600100200", licenseNumber: "3123456", acceptTerms: true }, proofOfWork: "x") { email } }',
  },
  signupOfficeOrLaboratory: {
    query:
      'mutation { signupOfficeOrLaboratory(signupData: { login: "a@example.com", password: "Haslo1234", companyName: "A", nip: "1234563218", phoneNumber: "600100200", acceptTerms: true }, role: Laboratory, proofOfWork: "x") { email } }',
  },
  confirmEmail: { query: 'mutation { confirmEmail(token: "bogus") }' },
  resendConfirmationEmail: {
    query: 'mutation { resendConfirmationEmail(login: "nobody@example.com") }',
  },
  activate: { query: 'mutation { activate(email: "nobody@example.com") { id } }' },
  // Doctors and facilities (issue 20): input the form refuses (BAD_USER_INPUT) or a record
  // nobody has (NOT_FOUND) past the guard.
  addDoctor: { query: 'mutation { addDoctor(doctor: { kind: DOCTOR, phoneNumbers: [] }) { id } }' },
  updateDoctor: {
    query: `mutation { updateDoctor(id: "${NO_RECORD}", doctor: { kind: DOCTOR, phoneNumbers: [] }, version: 1) { id } }`,
  },
  updateDoctorNote: {
    query: `mutation { updateDoctorNote(id: "${NO_RECORD}", note: "x", version: 1) { id } }`,
  },
  deleteDoctor: { query: `mutation { deleteDoctor(id: "${NO_RECORD}") }` },
  mergeDoctors: {
    query: `mutation { mergeDoctors(survivorId: "${NO_RECORD}", duplicateId: "${NO_RECORD}8") { id } }`,
  },
  changeDoctorLogin: {
    query: `mutation { changeDoctorLogin(id: "${NO_RECORD}", newLogin: "a@example.com") { id } }`,
  },
  sendDoctorPasswordReset: { query: `mutation { sendDoctorPasswordReset(id: "${NO_RECORD}") }` },
  // Fails validation (no phone) after the guard, before any record is read.
  updateCurrentDoctor: {
    query: 'mutation { updateCurrentDoctor(doctor: { phoneNumbers: [] }, version: 1) { id } }',
  },
  doctorComments: { query: `{ doctorComments(doctorId: "${NO_RECORD}") { id } }` },
  createComment: {
    query: `mutation { createComment(doctorId: "${NO_RECORD}", comment: { content: "x" }) { id } }`,
  },
  updateComment: {
    query: `mutation { updateComment(id: "${NO_RECORD}", comment: { content: "x" }, version: 1) { id } }`,
  },
  deleteComments: { query: `mutation { deleteComments(ids: ["${NO_RECORD}"]) }` },
  // Social sign-in (ADR 0047): no ticket in the headers (LINK_INVALID past the guard).
  oauthLogin: { query: 'mutation { oauthLogin { token } }' },
  oauthSignupDoctor: {
    query:
      'mutation { oauthSignupDoctor(signupData: { login: "a@example.com", firstName: "A", lastName: "B", phoneNumber: "600100200", licenseNumber: "5425740", acceptTerms: true }) { email } }',
  },
  oAuthConnectAccount: { query: 'mutation { oAuthConnectAccount }' },
  // Two-step sign-in (ADR 0046): a step token nobody has; enrolment with one (no session needed);
  // a wrong password; an account nobody has.
  loginWithMfa: { query: 'mutation { loginWithMfa(mfaToken: "bogus", code: "123456") { token } }' },
  beginMfaEnrolment: { query: 'mutation { beginMfaEnrolment(mfaToken: "bogus") { uri } }' },
  confirmMfaEnrolment: {
    query: 'mutation { confirmMfaEnrolment(code: "123456", mfaToken: "bogus") { recoveryCodes } }',
  },
  regenerateMfaRecoveryCodes: {
    query: 'mutation { regenerateMfaRecoveryCodes(currentPassword: "not-the-password") }',
  },
  disableMfa: { query: 'mutation { disableMfa(currentPassword: "not-the-password") { id } }' },
  resetUserMfa: { query: `mutation { resetUserMfa(id: "${NO_RECORD}") { id } }` },
  // Account moderation (ADR 0045): an account nobody has (NOT_FOUND past the guard).
  warnAccount: {
    query: `mutation { warnAccount(id: "${NO_RECORD}", message: "Uwaga") { id } }`,
  },
  suspendAccount: {
    query: `mutation { suspendAccount(id: "${NO_RECORD}", until: "2099-01-01T00:00:00Z", reason: "x", version: 1) { id } }`,
  },
  blockAccount: {
    query: `mutation { blockAccount(id: "${NO_RECORD}", reason: "x", version: 1) { id } }`,
  },
  restoreAccount: { query: `mutation { restoreAccount(id: "${NO_RECORD}", version: 1) { id } }` },
  unregisterAccount: {
    query: `mutation { unregisterAccount(id: "${NO_RECORD}", version: 1) { id } }`,
  },
  // Scheduling by link: a referral nobody has, and a token that names no link (LINK_INVALID).
  sendReferralSchedulingLink: {
    query: `mutation { sendReferralSchedulingLink(referralId: "${NO_RECORD}") { sentTo } }`,
  },
  getSchedulingDataByToken: {
    query: '{ getSchedulingDataByToken(token: "no-such-token") { expiresAt } }',
  },
  getAvailableAppointmentSlotsByToken: {
    query: `{ getAvailableAppointmentSlotsByToken(token: "no-such-token", branchId: "${NO_RECORD}", date: "2030-01-02", studyTypeId: "${NO_RECORD}") { deviceId } }`,
  },
  scheduleAppointmentFromLink: {
    query: `mutation { scheduleAppointmentFromLink(token: "no-such-token", branchId: "${NO_RECORD}", studyTypeId: "${NO_RECORD}", startTime: "2030-01-02T09:00:00Z", endTime: "2030-01-02T09:15:00Z", deviceId: "${NO_RECORD}") { startTime } }`,
  },
  // The results portal: no session, a token and a proof of work that name nothing, no record.
  patientStudies: { query: '{ patientStudies { patientName } }' },
  sendStudiesLink: {
    query:
      'mutation { sendStudiesLink(ssn: "44051401458", email: "a@example.com", acceptTerms: true, proofOfWork: "x") }',
  },
  openPatientStudies: {
    query:
      'mutation { openPatientStudies(token: "no-such-token", ssn: "44051401458", acceptTerms: true) { patientName } }',
  },
  resendStudiesLink: { query: 'mutation { resendStudiesLink(token: "no-such-token") { sentTo } }' },
  endPatientStudiesSession: { query: 'mutation { endPatientStudiesSession }' },
  sendPatientStudiesLink: {
    query: `mutation { sendPatientStudiesLink(id: "${NO_RECORD}") { sentTo } }`,
  },
  revokePatientStudyLink: {
    query: 'mutation { revokePatientStudyLink(id: "00000000-0000-4000-8000-000000000000") }',
  },
  // Visits (issue 21): a visit nobody has (NOT_FOUND past the guard), an empty form.
  visits: { query: '{ visits { total } }' },
  visit: { query: `{ visit(id: "${NO_RECORD}") { id } }` },
  visitsByDoctor: { query: `{ visitsByDoctor(doctorId: "${NO_RECORD}") { total } }` },
  visitsByCoordinator: {
    query: `{ visitsByCoordinator(coordinatorId: "${NO_RECORD}") { total } }`,
  },
  createVisit: { query: 'mutation { createVisit(visit: {}) { id } }' },
  updateVisit: {
    query: `mutation { updateVisit(id: "${NO_RECORD}", visit: {}, version: 1) { id } }`,
  },
  removeVisit: { query: `mutation { removeVisit(id: "${NO_RECORD}") }` },
  completeVisit: { query: `mutation { completeVisit(id: "${NO_RECORD}", version: 1) { id } }` },
  cancelVisit: { query: `mutation { cancelVisit(id: "${NO_RECORD}", version: 1) { id } }` },
  visitsCalendarFeed: { query: '{ visitsCalendarFeed { active } }' },
  createVisitsCalendarFeed: { query: 'mutation { createVisitsCalendarFeed { url } }' },
  revokeVisitsCalendarFeed: { query: 'mutation { revokeVisitsCalendarFeed { active } }' },
  visitsCalendarSync: { query: '{ visitsCalendarSync { configured } }' },
  requestCalendarAccess: { query: 'mutation { requestCalendarAccess }' },
  storeCalendarToken: {
    query: 'mutation { storeCalendarToken(code: "code", state: "state") { connected } }',
  },
  syncVisitsToCalendar: { query: 'mutation { syncVisitsToCalendar { success } }' },
  disconnectCalendar: { query: 'mutation { disconnectCalendar { connected } }' },
  allMessages: { query: '{ allMessages { total } }' },
  message: { query: `{ message(id: "${NO_RECORD}") { id } }` },
  unreadMessagesCount: { query: '{ unreadMessagesCount }' },
  deleteMessage: { query: `mutation { deleteMessage(ids: ["${NO_RECORD}"]) }` },
  markAsRead: { query: 'mutation { markAsRead }' },
  getMyCouncils: { query: '{ getMyCouncils { id } }' },
  getMyCouncilParticipations: { query: '{ getMyCouncilParticipations { id } }' },
  getMyCouncilInvites: { query: '{ getMyCouncilInvites { id } }' },
  getCouncils: { query: `{ getCouncils(userId: "${NO_RECORD}") { id } }` },
  council: { query: `{ council(id: "${NO_RECORD}") { id } }` },
  councilPosts: { query: `{ councilPosts(councilId: "${NO_RECORD}") { total } }` },
  createCouncil: {
    query: `mutation { createCouncil(council: { name: "K", studyIds: ["${NO_RECORD}"] }) { id } }`,
  },
  inviteDoctorsToCouncil: {
    query: `mutation { inviteDoctorsToCouncil(councilId: "${NO_RECORD}", doctorEmail: ["a@example.com"]) { id } }`,
  },
  withdrawCouncilInvite: {
    query: `mutation { withdrawCouncilInvite(councilId: "${NO_RECORD}", email: "a@example.com") { id } }`,
  },
  acceptInviteToCouncil: {
    query: `mutation { acceptInviteToCouncil(councilId: "${NO_RECORD}") { id } }`,
  },
  rejectInviteToCouncil: { query: `mutation { rejectInviteToCouncil(councilId: "${NO_RECORD}") }` },
  removeDoctorFromCouncil: {
    query: `mutation { removeDoctorFromCouncil(councilId: "${NO_RECORD}", doctorId: "${NO_RECORD}") }`,
  },
  addCouncilPost: {
    query: `mutation { addCouncilPost(councilId: "${NO_RECORD}", content: "x") { id } }`,
  },
  councilInviteAdded: {
    query: 'subscription { councilInviteAdded { id } }',
    poke: ({ id }) => publish(councilEvent('councilInviteAdded', id)),
  },
  councilInviteAccepted: {
    query: 'subscription { councilInviteAccepted { id } }',
    poke: ({ id }) => publish(councilEvent('councilInviteAccepted', id)),
  },
  councilInviteRejected: {
    query: 'subscription { councilInviteRejected { id } }',
    poke: ({ id }) => publish(councilEvent('councilInviteRejected', id)),
  },
  messageAdded: {
    query: 'subscription { messageAdded { id } }',
    poke: ({ id }) => publish(messageAdded(Number(NO_RECORD), id)),
  },
  // Complaints (issue 21): a complaint nobody has (NOT_FOUND past the guard), an empty form.
  complaints: { query: '{ complaints { total } }' },
  complaint: { query: `{ complaint(id: "${NO_RECORD}") { id } }` },
  createComplaint: { query: 'mutation { createComplaint(complaint: {}) { id } }' },
  updateComplaint: {
    query: `mutation { updateComplaint(id: "${NO_RECORD}", complaint: {}, version: 1) { id } }`,
  },
};

/** Publishes an event as a service would. */
function publish(event: PortalEvent): Promise<void> {
  return new Promise((resolve) => t.app.graphql.pubsub.publish(event, () => resolve()));
}

const CALLERS: readonly Caller[] = ['anonymous', 'tablet', ...ROLES];

/** Codes that mean the call never got past authentication or authorization. */
const DENIALS = new Set(['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'TERMS_NOT_ACCEPTED']);
/** Codes that mean the call never reached the guard at all: the test's own call is broken. */
const BROKEN_CALL = new Set(['GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'INTERNAL_SERVER_ERROR']);

/** The outcome as the table writes it, or a description of what went wrong. */
function outcomeOf(response: GraphQLResponse): string {
  const codes = (response.errors ?? []).map((error) => error.extensions.code);
  const broken = codes.find((code) => BROKEN_CALL.has(code));
  if (broken) return `broken call: ${broken} ${JSON.stringify(response.errors)}`;
  const denial = codes.find((code) => DENIALS.has(code));
  // A nullable field refused is `{ field: null }`: no data either.
  const noData = response.data === null || Object.values(response.data).every((v) => v === null);
  if (denial === 'FORBIDDEN') return noData ? 'FORBIDDEN' : 'FORBIDDEN with data';
  if (denial === 'UNAUTHENTICATED') {
    return response.status === 401 ? 'UNAUTHENTICATED' : `UNAUTHENTICATED with ${response.status}`;
  }
  return denial ?? 'allowed';
}

let t: TestApp;
/** One user per role, terms accepted; each call gets a fresh session of that user. */
const accounts = new Map<Caller, Account & { id: number }>();
/** The kiosk of the `tablet` column; each call pairs it again for a fresh session. */
let kiosk: Registration;
let admin: string;
let patientId: number;
/** The branch every role's account works in: calendar events of it reach the desk roles. */
let calendarBranch: number;

beforeAll(async () => {
  t = await createTestApp();
  // Subscriptions are called over a WebSocket.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const role of ROLES) {
    const user = await buildUser(t.database.db, { roles: [role], acceptedTerms: true });
    accounts.set(role, { id: user.id, login: user.login });
  }
  // Anonymous callers and the kiosk sign in (login is public) with an account of their own.
  const stranger = await buildUser(t.database.db, { roles: ['Patient'] });
  accounts.set('anonymous', { id: stranger.id, login: stranger.login });
  accounts.set('tablet', { id: stranger.id, login: stranger.login });
  // Not the Admin column's account: its changePassword row ends that user's other sessions.
  const kioskAdmin = await buildUser(t.database.db, { roles: ['Admin'], acceptedTerms: true });
  admin = await signIn(t.app, kioskAdmin.login);
  const branch = await buildBranch(t.database.db);
  calendarBranch = branch.id;
  await t.database.db
    .insert(userBranches)
    .values([...accounts.values()].map(({ id }) => ({ userId: id, branchId: branch.id })))
    .onConflictDoNothing();
  kiosk = await registerTablet(t.app, admin, { branchId: branch.id });
  patientId = (await buildPatient(t.database.db)).id;
});
afterAll(() => t.close());

/** Staff send a consent request to the kiosk: the event its own subscription hears. */
function requestConsentOnKiosk() {
  return graphql(
    t.app,
    'mutation($tabletId: ID!, $patientId: ID!) { requestConsent(tabletId: $tabletId, patientId: $patientId) { id } }',
    { token: admin, variables: { tabletId: kiosk.tablet.id, patientId } },
  );
}

const schemaOperations = listOperations(buildPortalSchema(), portalResolvers());
const POLICIES = new Map(schemaOperations.map(({ field, policy }) => [field, policy]));

/** The caller's bearer token: none for anonymous, a fresh session for a role or the kiosk. */
async function tokenOf(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  if (caller === 'tablet') return pairTablet(t.app, kiosk);
  // A fresh session per call: logout and changePassword end sessions, and must not end another's.
  const { id } = accounts.get(caller)!;
  return (await createSession(t.database.db, id, t.config.sessionTtlMinutes)).token;
}

/** Calls `operation` as `caller`. */
async function callAs(caller: Caller, operation: string): Promise<GraphQLResponse> {
  const account = accounts.get(caller)!;
  const call = CALLS[operation]!;
  const token = await tokenOf(caller);
  const role = caller === 'anonymous' || caller === 'tablet' ? undefined : caller;
  const { trigger, poke } = call;
  if (caller === 'tablet' && (poke || trigger)) {
    // The kiosk's own subscriptions hear a consent request; a user's refuse it at once.
    const own = POLICIES.get(operation)?.access === 'tablet';
    return subscriptionOutcome(portOf(t.app), call.query, { token }, () =>
      own ? requestConsentOnKiosk() : Promise.resolve(),
    );
  }
  if (poke) {
    return subscriptionOutcome(portOf(t.app), call.query, { token, role }, () => poke(account));
  }
  if (trigger) {
    return subscriptionOutcome(portOf(t.app), call.query, { token, role }, () =>
      graphql(t.app, trigger, { token, ...(role ? { role } : {}) }),
    );
  }
  return graphql(t.app, call.query, {
    token,
    ...(role ? { role } : {}),
    variables: call.variables?.(account),
  });
}

describe('permission matrix', () => {
  it('has a row and a call for every operation in the schema, and none for one that is gone', () => {
    const fields = schemaOperations.map(({ field }) => field).sort();
    expect(Object.keys(ROWS).sort()).toEqual(fields);
    expect(Object.keys(CALLS).sort()).toEqual(fields);
  });

  it.each(Object.keys(ROWS))(
    '%s answers every caller exactly as its row says',
    async (operation) => {
      const actual: Record<string, string> = {};
      for (const caller of CALLERS) actual[caller] = outcomeOf(await callAs(caller, operation));
      expect(actual).toEqual(ROWS[operation]);
    },
  );

  it('agrees with the declarations and the permission catalogue in packages/domain', () => {
    const expected: Record<string, Row> = {};
    for (const { field, policy } of schemaOperations) {
      const row = {} as Row;
      for (const caller of CALLERS) {
        if (policy?.access === 'public') row[caller] = 'allowed';
        else if (caller === 'anonymous') row[caller] = 'UNAUTHENTICATED';
        // A tablet's operations refuse every user; a user's refuse the tablet.
        else if (caller === 'tablet') {
          row[caller] = policy?.access === 'tablet' ? 'allowed' : 'FORBIDDEN';
        } else if (policy?.access === 'permission' && policyAdmits(policy, caller)) {
          row[caller] = 'allowed';
        } else row[caller] = 'FORBIDDEN';
      }
      expected[field] = row;
    }
    expect(ROWS).toEqual(expected);
  });
});

import { DOCTOR_PROFILE_ROLES, ROLES, REFERRING_ROLES, STAFF_ROLES, type Role } from './roles.js';

/**
 * The permission catalogue (ADR 0003, ADR 0023), in two parts:
 *
 * - OPERATION_PERMISSIONS: what the server checks. Every GraphQL operation and HTTP route declares
 *   one of these (`requires('patients.add')`, `config: { access: permission('settings.audit') }`),
 *   and the pages of the web are guarded by the permission of the operation they are built on.
 *   When a record-level rule lets more roles act than a plain permission (the creator of a
 *   patient, the owner of a file), the roles it can apply to hold an `…Own` permission and the
 *   operation says so (`requires('patients.edit', { orRecordRule: 'patients.editOwn' })`); the
 *   record check is a policy in the API (auth/*-policy.ts).
 * - UI_CAPABILITIES: what only the web shows or hides (top-bar elements, tabs, menu entries).
 *   The server never checks them; where a capability follows an operation it is derived from it.
 *
 * Every entry is used by a declaration, a route guard, the web or a test of the spec's tables;
 * a feature adds its permissions from the spec (part 1 §6, part 2 §6) with its operations.
 */

const ALL = ROLES;
const STAFF = STAFF_ROLES;
const REFERRING = REFERRING_ROLES;
/** Admin, Technician, Manager, Registration: the desk roles that run appointments, complaints, reports. */
const DESK = ['Admin', 'Technician', 'Manager', 'Registration'] as const satisfies readonly Role[];
const ADMIN_MANAGER = ['Admin', 'Manager'] as const satisfies readonly Role[];
const ADMIN_TECHNICIAN = ['Admin', 'Technician'] as const satisfies readonly Role[];
const ADMIN_TECHNICIAN_MANAGER = [
  'Admin',
  'Technician',
  'Manager',
] as const satisfies readonly Role[];
const ADMIN_ONLY = ['Admin'] as const satisfies readonly Role[];

export const OPERATION_PERMISSIONS = {
  // ── Own account and session (every signed-in user) ──────────────────────────────────
  'account.session': ALL,
  'account.profile': ALL,
  /** Administrator may warn, suspend, block, delete and unregister accounts (part 1 §4, §6). */
  'accounts.manage': ADMIN_ONLY,

  // ── Patients (part 1 §6). Referring roles are scoped to their own patients. ────────
  'patients.list': [...STAFF, ...REFERRING],
  'patients.view': [...STAFF, ...REFERRING],
  'patients.add': ADMIN_TECHNICIAN,
  'patients.edit': ['Admin', 'Registration', 'Technician'],
  /**
   * Editing a patient one created while it has no studies ("edit from the view", part 1 §6):
   * every role that sees patients may be a creator. The record check is mayEditPatient.
   */
  'patients.editOwn': [...STAFF, ...REFERRING],
  'patients.delete': ['Admin', 'Registration', 'Technician'],
  'patients.requestConsent': DESK,
  /** Mailing a patient the link to their studies, and revoking such links (part 1 §6; issue 18). */
  'patients.sendStudiesLink': DESK,

  // ── Calendar and appointments (part 1 §6) ────────────────────────────────────────────
  'appointments.calendar': DESK,
  'appointments.edit': DESK,

  // ── Studies (part 2 §2, §6) ──────────────────────────────────────────────────────────
  'studies.list': ALL,
  'studies.view': ALL,
  'studies.add': DESK,
  'studies.edit': DESK,
  /** Registration only while Draft or Paid: the record rule is auth/study-policy.ts. */
  'studies.delete': DESK,
  'studies.share': ['Admin', 'Technician', 'Manager', 'Registration', 'Doctor', 'DescribingDoctor'],
  /**
   * Internal notes, the flags (incognito, CITO, comparison, hidden, external referral) and the
   * radiology data of a study: shown and saved only for these roles; a save by anyone else keeps
   * the stored values.
   */
  'studies.internalFields': ['Admin', 'Technician', 'DescribingDoctor', 'Manager'],
  /** The notification switches of the study form: a save by anyone else keeps them. */
  'studies.notifications': ADMIN_TECHNICIAN_MANAGER,
  /** Study date and branch once the study exists (part 2 §5). */
  'studies.editDateAndBranch': ADMIN_ONLY,
  /** 'Zmień datę': a describer's deadline, with the CITO option. */
  'studies.changeDeadline': ADMIN_MANAGER,
  /** The describers' workload view and reassigning an overdue study (beyond the spec). */
  'studies.workload': ADMIN_MANAGER,
  /**
   * The files and rejected-files tabs: saving which files a study has and moving them to and
   * from the rejected ones. Describing doctors attach their descriptions (auth/file-policy.ts).
   */
  'studies.files': [...DESK, 'DescribingDoctor'],
  /**
   * The payments tab: reading a study's payment lines and saving them (part 2 §6 "Payments and
   * metadata tabs, payment section": Admin, Manager, Registration, Technician).
   */
  'studies.payments': DESK,

  // ── Files (part 2 §6) ────────────────────────────────────────────────────────────────
  'files.delete': ADMIN_TECHNICIAN,
  /**
   * Uploading and reading patient and study files: the roles that edit studies. Referring roles
   * will read their own patients' files once the patient and study scopes exist.
   */
  'files.upload': [...DESK, 'DescribingDoctor'],
  'files.read': [...DESK, 'DescribingDoctor'],
  /** Uploading a file of one's own (profile picture): every role; the record check is mayAccessFile. */
  'files.uploadOwn': ALL,
  /**
   * Downloading a study's file: everyone who sees the study (its scope is the record check,
   * auth/file-policy.ts); rejected files stay with `files.read`.
   */
  'files.readStudy': ALL,
  /** Discarding one's own study upload before the files tab is saved (mayAccessFile). */
  'files.discardUpload': [...DESK, 'DescribingDoctor'],

  // ── Referrals (part 2 §2, §6) ────────────────────────────────────────────────────────
  'referrals.list': [
    'Admin',
    'DescribingDoctor',
    'Doctor',
    'HelpContact',
    'Manager',
    'Patient',
    'Registration',
    'Technician',
  ],
  'referrals.add': ['Admin', 'DescribingDoctor', 'Doctor', 'Manager', 'Registration', 'Technician'],
  /** Editing and deleting a referral (part 2 §6); a Doctor only their own (the scope). */
  'referrals.edit': ['Admin', 'Doctor'],
  /** 'Zrealizuj' (part 2 §4, §6). */
  'referrals.complete': ADMIN_TECHNICIAN,
  /** Creating a study from a referral (part 2 §6). */
  'referrals.createStudy': ['Admin', 'Technician', 'Registration'],
  /**
   * Choosing the issuer of a referral and filtering the list by issuer (part 2 §6): the desk enters
   * referrals on a doctor's behalf; everyone else issues as their own doctor profile (§5).
   */
  'referrals.pickIssuer': ['Admin', 'Technician', 'Registration'],
  /** Mailing the patient a link to book the referred study (part 1 §7). */
  'referrals.sendSchedulingLink': [
    'Admin',
    'DescribingDoctor',
    'Doctor',
    'Manager',
    'Registration',
    'Technician',
  ],

  // ── Doctors and facilities (part 2 §2, §6) ───────────────────────────────────────────
  'doctors.list': ADMIN_TECHNICIAN_MANAGER,
  /** Everyone who sees studies follows a doctor link; referring roles see only a contact card. */
  'doctors.view': [...STAFF, ...REFERRING],
  'doctors.add': ADMIN_TECHNICIAN_MANAGER,
  /** Editing, deleting (with the studies moved), changing the login and mailing a reset link. */
  'doctors.edit': ADMIN_MANAGER,
  /** The staff's note about a doctor (part 2 §6 'Doctor note change'). */
  'doctors.note': ADMIN_TECHNICIAN_MANAGER,
  /** A doctor's statistics (view tab stats, part 2 §2). */
  'doctors.stats': ADMIN_MANAGER,
  /** The comments on a doctor (view tab comments); only the author edits or deletes one (§6). */
  'doctors.comments': ADMIN_MANAGER,
  /**
   * Editing one's own doctor record from the profile (part 2 §2 "Profile", updateCurrentDoctor):
   * names or company and NIP, phones, e-mail and postal addresses.
   */
  'doctors.editOwn': DOCTOR_PROFILE_ROLES,
  /** Merging two records of one doctor (issue 20 §3). */
  'doctors.merge': ADMIN_ONLY,
  /** Verifying an account that signed up by itself (part 2 §6 "activate"; ADR 0044). */
  'doctors.activate': ADMIN_MANAGER,
  /**
   * The doctor pickers of the study form (leading, supporting, describing), sharing a study, and
   * the visit form and filter (a Coordinator plans visits with doctors, issue 21).
   */
  'doctors.pick': [...DESK, 'DescribingDoctor', 'Doctor', 'Coordinator'],
  /** Setting or removing any doctor's stamp image, naming the doctor (part 2 §7 updateStampPicture). */
  'doctors.stamp': ADMIN_MANAGER,
  /**
   * Setting or removing one's own stamp: the doctor-profile roles and every role that issues
   * referrals as its own doctor profile. The record rule (the caller has a doctor profile, and it
   * is the one named) is doctors/stamp-picture.service.ts.
   */
  'doctors.stampOwn': [...DOCTOR_PROFILE_ROLES, 'Admin', 'Manager', 'Registration', 'Technician'],
  /** Seeing any doctor's stamp image (it is printed on referrals); a doctor always sees their own. */
  'doctors.readStamp': DESK,

  // ── Visits (part 2 §2, §6) ───────────────────────────────────────────────────────────
  /** The desk and the coordinators; a Coordinator sees only their own visits (auth/visit-policy.ts). */
  'visits.list': [...DESK, 'Coordinator'],
  /** Planning a visit (the add button): Admin for any coordinator, a Coordinator for themselves. */
  'visits.add': ['Admin', 'Coordinator'],
  /**
   * Editing, completing, cancelling and deleting a scheduled visit: whoever may plan it (ADR 0049;
   * the spec names only the add button, and the desk only reads the coordinators' diary).
   */
  'visits.edit': ['Admin', 'Coordinator'],
  /** A private calendar feed of one's own visits (issue 21 §1, ADR 0051). */
  'visits.calendarFeed': ['Coordinator'],
  /** One's own visits pushed to an external calendar after a consent (issue 21 §1, ADR 0052). */
  'visits.calendarSync': ['Coordinator'],

  // ── Complaints (part 2 §2, §6) ───────────────────────────────────────────────────────
  /**
   * The desk every complaint; a user of the Complaints role the ones they are responsible for
   * (auth/complaint-policy.ts, ADR 0050): they reach them from the mails, not the side menu.
   */
  'complaints.list': [...DESK, 'Complaints'],
  /**
   * Recording a complaint: "Complaint add" (Admin, Technician: the list's add button) and
   * "Create doctor complaint" (Admin, Registration, Technician: from the doctor and patient views).
   */
  'complaints.add': ['Admin', 'Registration', 'Technician'],
  'complaints.edit': [...DESK, 'Complaints'],

  // ── Councils and messages (part 2 §2, §6) ────────────────────────────────────────────
  'councils.use': REFERRING,
  /** A doctor's councils on the doctor view's council tab (part 2 §2: Admin only). */
  'councils.ofDoctor': ADMIN_ONLY,
  'messages.use': REFERRING,

  // ── Reports (part 2 §2, §5, §6) ──────────────────────────────────────────────────────
  'reports.view': DESK,
  'reports.doctors': ADMIN_MANAGER,
  'reports.aiChat': DESK,

  // ── Settings and master data (part 2 §2, §6) ─────────────────────────────────────────
  'settings.branches': ADMIN_MANAGER,
  'settings.users': ADMIN_MANAGER,
  /**
   * Editing one's own profile with updateUser (part 2 §2 "Profile"): names, phones, e-mail
   * addresses, never the login, roles, regions, branches or state (users/own-profile-policy.ts).
   */
  'users.editOwn': ALL,
  'settings.programs': ADMIN_ONLY,
  'settings.tablets': ADMIN_ONLY,
  'settings.studyTypes': ADMIN_ONLY,
  'settings.emailTemplates': ADMIN_ONLY,
  'settings.mailing': ADMIN_ONLY,
  'settings.appConfig': ADMIN_ONLY,
  /** Reading and exporting the audit trail (issue 3 §6); the reading is itself audited. */
  'settings.audit': ADMIN_ONLY,
  /**
   * Reading master data every form and picker needs: branches with devices, study types with
   * prices and durations, the app config's lists. Nothing in it is personal; every signed-in
   * role reads it (a referring doctor's referral form lists study types and carrier prices).
   */
  'masterData.read': ALL,
  /** Staff pickers (performer, responsible person, coordinator) read the users list. */
  'users.pick': STAFF,
  /** The help page: help contacts and program downloads (part 2 §2 Help). */
  'help.read': ALL,
} as const satisfies Record<string, readonly Role[]>;

export type OperationPermission = keyof typeof OPERATION_PERMISSIONS;

/** The roles holding any of `permissions`, in the order the roles are listed. */
function anyOf(...permissions: readonly OperationPermission[]): readonly Role[] {
  return ROLES.filter((role) =>
    permissions.some((permission) =>
      (OPERATION_PERMISSIONS[permission] as readonly Role[]).includes(role),
    ),
  );
}

export const UI_CAPABILITIES = {
  // ── Top bar (part 1 §2, §6; part 2 §2) ───────────────────────────────────────────────
  'topbar.search': DESK,
  'topbar.branch': DESK,
  'topbar.councilBadge': OPERATION_PERMISSIONS['councils.use'],
  'topbar.messagesBadge': OPERATION_PERMISSIONS['messages.use'],
  'topbar.settingsPopover': ['Admin', 'Technician', 'DescribingDoctor', 'Manager', 'Registration'],
  'topbar.roleSwitch': ['Admin', 'Technician', 'DescribingDoctor'],
  'topbar.appVersion': ADMIN_ONLY,

  // ── Patient view tabs (part 1 §6) ────────────────────────────────────────────────────
  'patients.tab.appointments': OPERATION_PERMISSIONS['appointments.calendar'],
  'patients.tab.studies': [
    'Admin',
    'Technician',
    'Doctor',
    'DentalOffice',
    'DescribingDoctor',
    'Registration',
    'Manager',
  ],
  /**
   * Opening a patient's edit dialog: whoever updatePatient may let through. Whether this patient
   * may be edited is the server's `Patient.canEdit`, which the view and the dialog read.
   */
  'patients.openEdit': anyOf('patients.edit', 'patients.editOwn'),

  // ── Studies list and form (part 2 §2, §6) ───────────────────────────────────────────
  'studies.addButton': OPERATION_PERMISSIONS['studies.add'],
  /** Branch and deadline columns of the list. */
  'studies.branchAndDeadlineColumns': ['Admin', 'Technician', 'DescribingDoctor', 'Manager'],
  /** Full doctor names with supporting and describing doctors in the list. */
  'studies.fullDoctorNames': ADMIN_TECHNICIAN,
  'studies.filter.onlyOwn': ['Doctor', 'DentalOffice', 'Laboratory'],
  /**
   * The bluish tint of studies the caller does not lead (part 2 §2): for the doctors, who may
   * lead studies; a staff member leads none, and every row of theirs would be blue.
   */
  'studies.tint.notLedByCaller': ['Doctor', 'DentalOffice', 'Laboratory', 'DescribingDoctor'],
  'studies.filter.descriptionAndStatus': ['Admin', 'Technician', 'DescribingDoctor', 'Manager'],
  'studies.filter.descriptionSearch': [
    'Admin',
    'Technician',
    'DescribingDoctor',
    'Manager',
    'Registration',
  ],
  'studies.filter.describer': ADMIN_TECHNICIAN_MANAGER,
  'studies.filter.externalReferal': ADMIN_ONLY,
  /** The full tabbed editor; others get the simpler read view. */
  'studies.fullEditor': [...DESK, 'DescribingDoctor'],
  /** Payments and metadata tabs (part 2 §6). */
  'studies.tab.paymentsAndMetadata': DESK,

  // ── Side menu and pages (part 2 §2) ──────────────────────────────────────────────────
  /** The side menu shows "Spotkania" to coordinators only, though the list is open wider. */
  'visits.menu': ['Coordinator'],
  /** "Reklamacje" in the side menu: the same roles as "Wizyty" (part 2 §2). */
  'complaints.menu': DESK,
  /** The complaints list's add button ("Complaint add", part 2 §6). */
  'complaints.addButton': ADMIN_TECHNICIAN,
  /** The settings index: whoever may open one of its pages. */
  'settings.view': anyOf(
    'settings.branches',
    'settings.users',
    'settings.programs',
    'settings.tablets',
    'settings.studyTypes',
    'settings.emailTemplates',
    'settings.mailing',
    'settings.appConfig',
    'settings.audit',
  ),
  'help.view': ALL,

  // ── Profile (part 2 §2 Profile) ──────────────────────────────────────────────────────
  /** The doctor profile and stamp cards of /profile: the roles that edit a doctor profile. */
  'profile.stampCard': DOCTOR_PROFILE_ROLES,
} as const satisfies Record<string, readonly Role[]>;

export type UiCapability = keyof typeof UI_CAPABILITIES;

/** Everything the web may ask about: what the server checks and what only the UI shows. */
export type Permission = OperationPermission | UiCapability;

export const PERMISSIONS: Record<Permission, readonly Role[]> = {
  ...OPERATION_PERMISSIONS,
  ...UI_CAPABILITIES,
};

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** Whether `value` is a permission the server can declare on an operation or route. */
export function isOperationPermission(value: unknown): value is OperationPermission {
  return typeof value === 'string' && Object.hasOwn(OPERATION_PERMISSIONS, value);
}

/** Whether a session acting as `role` holds `permission`. No role holds nothing. */
export function roleHas(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return PERMISSIONS[permission].includes(role);
}

/** Every permission a role holds, in catalogue order. */
export function permissionsOf(role: Role): Permission[] {
  return PERMISSION_NAMES.filter((permission) => roleHas(role, permission));
}

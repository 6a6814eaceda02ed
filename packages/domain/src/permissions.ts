import { ROLES, REFERRING_ROLES, STAFF_ROLES, type Role } from './roles.js';

/**
 * The permission catalogue: every guarded action, tab, column, filter and top-bar element named
 * in the spec (part 1 §2 and §6, part 2 §2 and §6), mapped to the roles that hold it.
 *
 * The server checks these for every operation (the role a session acts as must hold the
 * permission); the web reads the same table only to hide what the server would refuse.
 * Rules that depend on the record (the creator of a patient, the author of a comment, the status
 * of a study) are policies in the API built on top of these.
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

export const PERMISSIONS = {
  // ── Own account and session (every signed-in user) ──────────────────────────────────
  'account.session': ALL,
  'account.profile': ALL,
  /** Administrator may warn, suspend, block, delete and unregister accounts (part 1 §4, §6). */
  'accounts.manage': ADMIN_ONLY,

  // ── Top bar (part 1 §2, §6; part 2 §2) ───────────────────────────────────────────────
  'topbar.search': DESK,
  'topbar.branch': DESK,
  'topbar.councilBadge': REFERRING,
  'topbar.messagesBadge': REFERRING,
  'topbar.settingsPopover': ['Admin', 'Technician', 'DescribingDoctor', 'Manager', 'Registration'],
  'topbar.roleSwitch': ['Admin', 'Technician', 'DescribingDoctor'],
  'topbar.appVersion': ADMIN_ONLY,

  // ── Patients (part 1 §6). Referring roles are scoped to their own patients. ────────
  'patients.list': [...STAFF, ...REFERRING],
  'patients.view': [...STAFF, ...REFERRING],
  'patients.add': ADMIN_TECHNICIAN,
  'patients.edit': ['Admin', 'Registration', 'Technician'],
  'patients.delete': ['Admin', 'Registration', 'Technician'],
  'patients.complaint': ['Admin', 'Registration', 'Technician'],
  'patients.sendStudiesLink': DESK,
  'patients.tab.appointments': DESK,
  'patients.tab.studies': [
    'Admin',
    'Technician',
    'Doctor',
    'DentalOffice',
    'DescribingDoctor',
    'Registration',
    'Manager',
  ],
  /** Editing from the view regardless of who created the patient (part 1 §6). */
  'patients.editFromViewAny': ADMIN_TECHNICIAN,
  'patients.requestConsent': DESK,

  // ── Calendar and appointments (part 1 §6) ────────────────────────────────────────────
  'appointments.calendar': DESK,
  'appointments.edit': DESK,

  // ── Studies (part 2 §2, §6) ──────────────────────────────────────────────────────────
  'studies.list': ALL,
  'studies.view': ALL,
  'studies.add': DESK,
  'studies.edit': DESK,
  /** Registration may delete only draft or paid studies (a policy on top of this). */
  'studies.delete': DESK,
  'studies.fullEditor': [...DESK, 'DescribingDoctor'],
  'studies.internalFields': ['Admin', 'Technician', 'DescribingDoctor', 'Manager'],
  'studies.notifications': ADMIN_TECHNICIAN_MANAGER,
  'studies.describerBlocks': ['Admin', 'DescribingDoctor', 'Technician', 'Manager'],
  'studies.paymentsAndMetadata': ['Admin', 'Manager', 'Registration', 'Technician'],
  'studies.fullDoctorNames': ADMIN_TECHNICIAN,
  'studies.share': ['Admin', 'Technician', 'Manager', 'Registration', 'Doctor', 'DescribingDoctor'],
  'studies.changeDeadline': ADMIN_MANAGER,
  /** Incognito description-request comments are hidden from the referring roles. */
  'studies.seeIncognitoRequestComment': STAFF,
  'studies.column.branchAndDeadline': ['Admin', 'Technician', 'DescribingDoctor', 'Manager'],
  'studies.filter.onlyOwn': REFERRING,
  'studies.filter.descriptionAndStatus': ['Admin', 'Technician', 'DescribingDoctor', 'Manager'],
  'studies.filter.advancedDescription': [
    'Admin',
    'Technician',
    'DescribingDoctor',
    'Manager',
    'Registration',
  ],
  'studies.filter.describer': ADMIN_TECHNICIAN_MANAGER,
  'studies.filter.externalReferral': ADMIN_ONLY,
  /** Study date and branch are editable only by Admin (part 2 §5). */
  'studies.editDateAndBranch': ADMIN_ONLY,

  // ── Files (part 2 §6) ────────────────────────────────────────────────────────────────
  'files.delete': ADMIN_TECHNICIAN,
  /**
   * Uploading and reading patient and study files: the roles that edit studies. Referring roles
   * will read their own patients' files once the patient and study scopes exist; a profile
   * picture is its owner's whatever the role (auth/file-policy.ts in the API).
   */
  'files.upload': [...DESK, 'DescribingDoctor'],
  'files.read': [...DESK, 'DescribingDoctor'],

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
  'referrals.edit': ['Admin', 'Doctor'],
  'referrals.delete': ['Admin', 'Doctor'],
  'referrals.complete': ADMIN_TECHNICIAN,
  'referrals.createStudy': ['Admin', 'Technician', 'Registration'],
  'referrals.issuerPicker': ['Admin', 'Technician', 'Registration'],
  'referrals.column.issuer': [
    'Admin',
    'DescribingDoctor',
    'HelpContact',
    'Manager',
    'Patient',
    'Registration',
    'Technician',
  ],

  // ── Doctors and facilities (part 2 §2, §6) ───────────────────────────────────────────
  'doctors.list': ADMIN_TECHNICIAN_MANAGER,
  /** Everyone who sees studies follows a doctor link; referring roles see only a contact card. */
  'doctors.view': [...STAFF, ...REFERRING],
  'doctors.viewDetails': ADMIN_TECHNICIAN_MANAGER,
  'doctors.add': ADMIN_TECHNICIAN_MANAGER,
  'doctors.edit': ADMIN_MANAGER,
  'doctors.activate': ADMIN_MANAGER,
  'doctors.changeLogin': ADMIN_MANAGER,
  'doctors.resetPassword': ADMIN_MANAGER,
  'doctors.delete': ADMIN_MANAGER,
  'doctors.changeNote': ADMIN_TECHNICIAN_MANAGER,
  'doctors.form.rolesActiveSpecializations': ADMIN_ONLY,
  'doctors.form.regions': ADMIN_ONLY,
  'doctors.form.loginAndNote': ADMIN_TECHNICIAN_MANAGER,
  'doctors.employmentBranches': ADMIN_MANAGER,
  'doctors.tab.stats': ADMIN_MANAGER,
  'doctors.tab.comments': ADMIN_MANAGER,
  'doctors.tab.visits': ADMIN_MANAGER,
  'doctors.tab.council': ADMIN_ONLY,
  'doctors.createComplaint': ['Admin', 'Registration', 'Technician'],

  // ── Visits (part 2 §2, §6) ───────────────────────────────────────────────────────────
  'visits.list': [...DESK, 'Coordinator'],
  /** The side menu shows "Spotkania" to coordinators only, though the list is open wider. */
  'visits.menu': ['Coordinator'],
  'visits.add': ['Admin', 'Coordinator'],
  'visits.edit': [...DESK, 'Coordinator'],
  'visits.report': [...DESK, 'Coordinator'],

  // ── Complaints (part 2 §2, §6) ───────────────────────────────────────────────────────
  'complaints.list': DESK,
  'complaints.add': ADMIN_TECHNICIAN,
  'complaints.edit': DESK,
  /** "Create referral" from a complaint row is not offered to DentalOffice (part 2 §2). */
  'complaints.createReferral': DESK,

  // ── Councils and messages (part 2 §2, §6) ────────────────────────────────────────────
  'councils.use': REFERRING,
  'messages.use': REFERRING,

  // ── Reports (part 2 §2, §5, §6) ──────────────────────────────────────────────────────
  'reports.view': DESK,
  'reports.doctors': ADMIN_MANAGER,
  'reports.aiChat': DESK,
  /** Technician cannot use LastMonth or Custom ranges (part 2 §5). */
  'reports.filter.anyRange': ['Admin', 'Manager', 'Registration'],
  'reports.filter.regionsAndBranch': ADMIN_ONLY,

  // ── Settings and master data (part 2 §2, §6) ─────────────────────────────────────────
  'settings.view': ADMIN_MANAGER,
  'settings.branches': ADMIN_MANAGER,
  'settings.users': ADMIN_MANAGER,
  'settings.users.edit': ADMIN_MANAGER,
  'settings.programs': ADMIN_ONLY,
  'settings.tablets': ADMIN_ONLY,
  'settings.studyTypes': ADMIN_ONLY,
  'settings.emailTemplates': ADMIN_ONLY,
  'settings.mailing': ADMIN_ONLY,
  'settings.appConfig': ADMIN_ONLY,
  /** Reading and exporting the audit trail (issue 3 §6); the reading is itself audited. */
  'settings.audit': ADMIN_ONLY,
  /** Reading master data for pickers (branches, study types, devices) while working. */
  'masterData.read': [...STAFF, ...REFERRING],

  // ── Help and global search (part 2 §2) ───────────────────────────────────────────────
  'help.view': ALL,
  'search.global': DESK,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** Whether a session acting as `role` holds `permission`. No role holds nothing. */
export function roleHas(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Every permission a role holds, in catalogue order. */
export function permissionsOf(role: Role): Permission[] {
  return PERMISSION_NAMES.filter((permission) => roleHas(role, permission));
}

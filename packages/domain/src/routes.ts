import { PERMISSIONS, type Permission } from './permissions.js';
import { ROLES, type Role } from './roles.js';

/**
 * Route guards (spec part 1 §2): a route may require all of `required`, at least one of `anyOf`,
 * and none of `forbidden`. The guard checks the role the session acts as (see ADR 0004).
 */
export interface RouteAccess {
  /** Path pattern in react-router syntax. */
  path: string;
  required?: readonly Role[];
  anyOf?: readonly Role[];
  forbidden?: readonly Role[];
}

export type GuardOutcome =
  | { allowed: true }
  /** `rememberOrigin` is false for a forbidden role: it goes to /login without coming back. */
  | { allowed: false; rememberOrigin: boolean };

function byPermission(path: string, permission: Permission): RouteAccess {
  return { path, anyOf: PERMISSIONS[permission] };
}

/** Routes anyone may open, signed in or not. */
export const PUBLIC_ROUTES = [
  '/login',
  '/signup',
  '/reset-password-request',
  '/reset-password',
  '/patient-studies/*',
  '/patient-studies-logout',
  '/schedule-appointment',
  /** The consent kiosk on a paired tablet: it acts with the tablet's session, not a user's. */
  '/kiosk',
] as const;

/** Authenticated routes of both spec parts and who may open them. */
export const ROUTE_ACCESS: readonly RouteAccess[] = [
  { path: '/', anyOf: ROLES },
  byPermission('/profile', 'account.profile'),
  byPermission('/help', 'help.view'),

  byPermission('/patients', 'patients.list'),
  byPermission('/patients/add', 'patients.add'),
  byPermission('/patients/edit/:id', 'patients.openEdit'),
  byPermission('/patients/view/:id', 'patients.view'),

  byPermission('/appointments', 'appointments.calendar'),
  byPermission('/appointments/new', 'appointments.edit'),
  byPermission('/appointments/:id', 'appointments.edit'),

  byPermission('/studies', 'studies.list'),
  byPermission('/studies/add', 'studies.add'),
  byPermission('/studies/view/:id', 'studies.view'),
  byPermission('/studies/edit/:id', 'studies.edit'),
  byPermission('/studies/workload', 'studies.workload'),

  { path: '/referals', anyOf: PERMISSIONS['referrals.list'], forbidden: ['DentalOffice'] },
  { path: '/referals/add', anyOf: PERMISSIONS['referrals.add'], forbidden: ['DentalOffice'] },
  { path: '/referals/edit/:id', anyOf: PERMISSIONS['referrals.edit'], forbidden: ['DentalOffice'] },
  { path: '/referals/view/:id', anyOf: PERMISSIONS['referrals.list'], forbidden: ['DentalOffice'] },

  byPermission('/doctors', 'doctors.list'),
  byPermission('/doctors/add', 'doctors.add'),
  byPermission('/doctors/edit/:id', 'doctors.edit'),
  byPermission('/doctors/view/:id', 'doctors.view'),
  byPermission('/facilities', 'doctors.list'),
  byPermission('/facilities/add', 'doctors.add'),
  byPermission('/facilities/edit/:id', 'doctors.edit'),
  byPermission('/facilities/view/:id', 'doctors.view'),

  byPermission('/visits', 'visits.list'),
  byPermission('/visits/add', 'visits.add'),
  byPermission('/visits/edit/:id', 'visits.edit'),
  byPermission('/visits/view/:id', 'visits.list'),
  // The calendar service sends the browser back here after the consent (ADR 0052).
  byPermission('/visits/calendar-connected', 'visits.calendarSync'),

  byPermission('/complaints', 'complaints.list'),
  byPermission('/complaints/add', 'complaints.add'),
  byPermission('/complaints/:id', 'complaints.edit'),

  byPermission('/councils', 'councils.use'),
  byPermission('/councils/view/:id', 'councils.use'),
  byPermission('/messages', 'messages.use'),
  byPermission('/messages/view/:id', 'messages.use'),

  byPermission('/reports/financials', 'reports.view'),
  byPermission('/reports/daily-financial', 'reports.view'),
  byPermission('/reports/studies', 'reports.view'),
  byPermission('/reports/doctors', 'reports.doctors'),
  byPermission('/reports/ai-chat', 'reports.aiChat'),
  byPermission('/reports', 'reports.view'),

  byPermission('/settings', 'settings.view'),
  byPermission('/settings/branches', 'settings.branches'),
  byPermission('/settings/branches/add', 'settings.branches'),
  byPermission('/settings/branches/edit/:id', 'settings.branches'),
  byPermission('/settings/users', 'settings.users'),
  byPermission('/settings/users/add', 'settings.users'),
  byPermission('/settings/users/edit/:id', 'settings.users'),
  byPermission('/settings/programs', 'settings.programs'),
  byPermission('/settings/programs/add', 'settings.programs'),
  byPermission('/settings/programs/edit/:id', 'settings.programs'),
  byPermission('/settings/tablets', 'settings.tablets'),
  byPermission('/settings/study-types', 'settings.studyTypes'),
  byPermission('/settings/study-types/add', 'settings.studyTypes'),
  byPermission('/settings/study-types/edit/:id', 'settings.studyTypes'),
  byPermission('/settings/email-templates', 'settings.emailTemplates'),
  byPermission('/settings/email-mailing', 'settings.mailing'),
  byPermission('/settings/app-config', 'settings.appConfig'),
  byPermission('/settings/audit', 'settings.audit'),
];

/** Evaluates one route's lists for the role the session acts as. */
export function checkRouteAccess(access: RouteAccess, role: Role | null): GuardOutcome {
  if (!role) return { allowed: false, rememberOrigin: true };
  if (access.forbidden?.includes(role)) return { allowed: false, rememberOrigin: false };
  if (access.required && !access.required.every((needed) => needed === role)) {
    return { allowed: false, rememberOrigin: true };
  }
  if (access.anyOf && !access.anyOf.includes(role)) return { allowed: false, rememberOrigin: true };
  return { allowed: true };
}

export function findRouteAccess(path: string): RouteAccess | undefined {
  return ROUTE_ACCESS.find((route) => route.path === path);
}

/**
 * Where a role lands after signing in (spec part 1 §2): the referring roles on /patients,
 * Admin on / (which sends it on to /reports), everyone else on /studies.
 */
export function landingRoute(role: Role): string {
  if (role === 'Doctor' || role === 'DentalOffice' || role === 'Laboratory') return '/patients';
  if (role === 'Admin') return '/';
  return '/studies';
}

/** Where / sends a role (spec part 2 §2): Admin to /reports, everyone else to /studies. */
export function rootRedirect(role: Role): string {
  return role === 'Admin' ? '/reports' : '/studies';
}

export interface SideMenuItem {
  /** Key of the item's label in the web's `menu` namespace. */
  key: string;
  route: string;
  /** The permission whose roles see the item. */
  permission: Permission;
  badge?: 'unreadMessages';
}

/** The side menu (spec part 2 §2), in the spec's order. */
export const SIDE_MENU: readonly SideMenuItem[] = [
  { key: 'patients', route: '/patients', permission: 'patients.list' },
  { key: 'studies', route: '/studies', permission: 'studies.list' },
  { key: 'doctors', route: '/doctors', permission: 'doctors.list' },
  { key: 'facilities', route: '/facilities', permission: 'doctors.list' },
  { key: 'referrals', route: '/referals', permission: 'referrals.list' },
  { key: 'appointments', route: '/appointments', permission: 'appointments.calendar' },
  { key: 'visits', route: '/visits', permission: 'visits.menu' },
  { key: 'complaints', route: '/complaints', permission: 'complaints.menu' },
  { key: 'councils', route: '/councils', permission: 'councils.use' },
  { key: 'messages', route: '/messages', permission: 'messages.use', badge: 'unreadMessages' },
  { key: 'reports', route: '/reports', permission: 'reports.view' },
  { key: 'profile', route: '/profile', permission: 'account.profile' },
  { key: 'settings', route: '/settings', permission: 'settings.view' },
  { key: 'help', route: '/help', permission: 'help.view' },
];

/** Menu items a role sees, in order (before the web drops items whose feature is not built). */
export function sideMenuFor(role: Role): SideMenuItem[] {
  return SIDE_MENU.filter((item) => PERMISSIONS[item.permission].includes(role));
}

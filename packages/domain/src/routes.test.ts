import { describe, expect, it } from 'vitest';
import { roleHas, type Permission } from './permissions.js';
import { ROLES, type Role } from './roles.js';
import {
  checkRouteAccess,
  findRouteAccess,
  landingRoute,
  rootRedirect,
  ROUTE_ACCESS,
  sideMenuFor,
} from './routes.js';

/** Spec part 2 §2, one explicit row per role ("Pacjenci" also for the referring roles, ADR 0004). */
const MENU: Record<Role, string[]> = {
  Admin: [
    'patients',
    'studies',
    'doctors',
    'facilities',
    'referrals',
    'appointments',
    'complaints',
    'reports',
    'profile',
    'settings',
    'help',
  ],
  Complaints: ['patients', 'studies', 'profile', 'help'],
  Coordinator: ['patients', 'studies', 'visits', 'profile', 'help'],
  DentalOffice: ['patients', 'studies', 'councils', 'messages', 'profile', 'help'],
  DescribingDoctor: ['patients', 'studies', 'referrals', 'profile', 'help'],
  Doctor: ['patients', 'studies', 'referrals', 'councils', 'messages', 'profile', 'help'],
  HelpContact: ['patients', 'studies', 'referrals', 'profile', 'help'],
  Laboratory: ['patients', 'studies', 'councils', 'messages', 'profile', 'help'],
  Manager: [
    'patients',
    'studies',
    'doctors',
    'facilities',
    'referrals',
    'appointments',
    'complaints',
    'reports',
    'profile',
    'settings',
    'help',
  ],
  Patient: ['studies', 'referrals', 'profile', 'help'],
  Registration: [
    'patients',
    'studies',
    'referrals',
    'appointments',
    'complaints',
    'reports',
    'profile',
    'help',
  ],
  Technician: [
    'patients',
    'studies',
    'doctors',
    'facilities',
    'referrals',
    'appointments',
    'complaints',
    'reports',
    'profile',
    'help',
  ],
};

describe('side menu', () => {
  it.each(ROLES)('shows %s exactly its items, in the spec order', (role) => {
    expect(sideMenuFor(role).map((item) => item.key)).toEqual(MENU[role]);
  });
});

describe('landing after sign-in and the root redirect', () => {
  const LANDING: Record<Role, string> = {
    Admin: '/',
    Complaints: '/studies',
    Coordinator: '/studies',
    DentalOffice: '/patients',
    DescribingDoctor: '/studies',
    Doctor: '/patients',
    HelpContact: '/studies',
    Laboratory: '/patients',
    Manager: '/studies',
    Patient: '/studies',
    Registration: '/studies',
    Technician: '/studies',
  };

  it.each(ROLES)('lands %s on its route', (role) => {
    expect(landingRoute(role)).toBe(LANDING[role]);
    expect(rootRedirect(role)).toBe(role === 'Admin' ? '/reports' : '/studies');
  });

  it('lets every role open the route it lands on', () => {
    for (const role of ROLES) {
      const access = findRouteAccess(landingRoute(role));
      expect(access, role).toBeDefined();
      expect(checkRouteAccess(access!, role)).toEqual({ allowed: true });
    }
  });
});

describe('top bar (spec part 1 §6)', () => {
  const TOP_BAR: Record<string, Role[]> = {
    'topbar.search': ['Admin', 'Manager', 'Registration', 'Technician'],
    'topbar.branch': ['Admin', 'Manager', 'Registration', 'Technician'],
    'topbar.councilBadge': ['DentalOffice', 'Doctor', 'Laboratory'],
    'topbar.messagesBadge': ['DentalOffice', 'Doctor', 'Laboratory'],
    'topbar.settingsPopover': [
      'Admin',
      'DescribingDoctor',
      'Manager',
      'Registration',
      'Technician',
    ],
    'topbar.roleSwitch': ['Admin', 'DescribingDoctor', 'Technician'],
    'topbar.appVersion': ['Admin'],
  };

  it.each(Object.entries(TOP_BAR))('%s is held by exactly %j', (permission, roles) => {
    expect(ROLES.filter((role) => roleHas(role, permission as Permission))).toEqual(roles);
  });
});

describe('route guards', () => {
  it('remembers the origin for a missing role but not for a forbidden one', () => {
    const referrals = findRouteAccess('/referals')!;
    expect(checkRouteAccess(referrals, 'Doctor')).toEqual({ allowed: true });
    expect(checkRouteAccess(referrals, 'DentalOffice')).toEqual({
      allowed: false,
      rememberOrigin: false,
    });
    expect(checkRouteAccess(referrals, 'Laboratory')).toEqual({
      allowed: false,
      rememberOrigin: true,
    });
    expect(checkRouteAccess(referrals, null)).toEqual({ allowed: false, rememberOrigin: true });
  });

  it('honours a required list', () => {
    const access = { path: '/x', required: ['Admin'] as const };
    expect(checkRouteAccess(access, 'Admin')).toEqual({ allowed: true });
    expect(checkRouteAccess(access, 'Manager')).toEqual({ allowed: false, rememberOrigin: true });
  });

  it('keeps the Admin-only settings pages from the Manager', () => {
    for (const page of [
      'programs',
      'tablets',
      'study-types',
      'email-templates',
      'email-mailing',
      'app-config',
    ]) {
      const access = findRouteAccess(`/settings/${page}`)!;
      expect(checkRouteAccess(access, 'Admin').allowed, page).toBe(true);
      expect(checkRouteAccess(access, 'Manager').allowed, page).toBe(false);
    }
    expect(checkRouteAccess(findRouteAccess('/settings/users')!, 'Manager').allowed).toBe(true);
  });

  it('opens the patient edit dialog to whoever updatePatient lets through (ADR 0023)', () => {
    const edit = findRouteAccess('/patients/edit/:id')!;
    const allowed = ROLES.filter((role) => checkRouteAccess(edit, role).allowed);
    expect(allowed).toEqual(ROLES.filter((role) => role !== 'Patient'));
  });

  it('lists every path once', () => {
    const paths = ROUTE_ACCESS.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

/**
 * What the spec promises each role (part 1 §2 landing, part 2 §2 side menu), and which of those
 * routes exist today. As features land, their routes join BUILT_ROUTES and the expectations
 * below tighten by themselves.
 */
export const ROLES = [
  'Admin',
  'Complaints',
  'Coordinator',
  'DentalOffice',
  'DescribingDoctor',
  'Doctor',
  'HelpContact',
  'Laboratory',
  'Manager',
  'Patient',
  'Registration',
  'Technician',
] as const;
export type Role = (typeof ROLES)[number];

export const BUILT_ROUTES = new Set([
  '/patients',
  '/studies',
  '/doctors',
  '/facilities',
  '/referals',
  '/appointments',
  '/visits',
  '/complaints',
  '/councils',
  '/messages',
  '/profile',
  '/settings',
  '/help',
]);

/** Polish menu labels (spec part 2 §2) by route. */
export const MENU_LABELS: Record<string, string> = {
  '/patients': 'Pacjenci',
  '/studies': 'Badania',
  '/doctors': 'Lekarze',
  '/facilities': 'Gabinety',
  '/referals': 'Skierowania',
  '/appointments': 'Wizyty',
  '/visits': 'Spotkania',
  '/complaints': 'Reklamacje',
  '/councils': 'Konsylium',
  '/messages': 'Wiadomości',
  '/reports': 'Raporty',
  '/profile': 'Mój profil',
  '/settings': 'Administracja',
  '/help': 'Pomoc',
};

/** The spec's side menu per role, in order (ADR 0004 for "Pacjenci"). */
export const MENU_ROUTES: Record<Role, string[]> = {
  Admin: [
    '/patients',
    '/studies',
    '/doctors',
    '/facilities',
    '/referals',
    '/appointments',
    '/complaints',
    '/reports',
    '/profile',
    '/settings',
    '/help',
  ],
  Complaints: ['/patients', '/studies', '/profile', '/help'],
  Coordinator: ['/patients', '/studies', '/visits', '/profile', '/help'],
  DentalOffice: ['/patients', '/studies', '/councils', '/messages', '/profile', '/help'],
  DescribingDoctor: ['/patients', '/studies', '/referals', '/profile', '/help'],
  Doctor: ['/patients', '/studies', '/referals', '/councils', '/messages', '/profile', '/help'],
  HelpContact: ['/patients', '/studies', '/referals', '/profile', '/help'],
  Laboratory: ['/patients', '/studies', '/councils', '/messages', '/profile', '/help'],
  Manager: [
    '/patients',
    '/studies',
    '/doctors',
    '/facilities',
    '/referals',
    '/appointments',
    '/complaints',
    '/reports',
    '/profile',
    '/settings',
    '/help',
  ],
  Patient: ['/studies', '/referals', '/profile', '/help'],
  Registration: [
    '/patients',
    '/studies',
    '/referals',
    '/appointments',
    '/complaints',
    '/reports',
    '/profile',
    '/help',
  ],
  Technician: [
    '/patients',
    '/studies',
    '/doctors',
    '/facilities',
    '/referals',
    '/appointments',
    '/complaints',
    '/reports',
    '/profile',
    '/help',
  ],
};

/** Where the spec lands each role after sign-in; Admin's / goes on to /reports. */
const SPEC_LANDING: Record<Role, string> = {
  Admin: '/reports',
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

export function expectedLanding(role: Role): string {
  const landing = SPEC_LANDING[role];
  return BUILT_ROUTES.has(landing) ? landing : '/profile';
}

/**
 * Where / sends a signed-in role (spec part 1 §2, part 2 §2): Admin to /reports, everyone else
 * to /studies; the profile while that page is not built.
 */
export function expectedRootTarget(role: Role): string {
  const target = role === 'Admin' ? '/reports' : '/studies';
  return BUILT_ROUTES.has(target) ? target : '/profile';
}

/** The heading of the page a role lands on: each built page is headed by its menu label. */
export function landingHeading(role: Role): string {
  return MENU_LABELS[expectedLanding(role)]!;
}

/** The heading of the page / sends a role to. */
export function rootTargetHeading(role: Role): string {
  return MENU_LABELS[expectedRootTarget(role)]!;
}

/** Pages of the role's menu that the spec promises but that are not built yet. */
export function unbuiltMenuRoutes(role: Role): string[] {
  return MENU_ROUTES[role].filter((route) => !BUILT_ROUTES.has(route));
}

export function expectedMenuLabels(role: Role): string[] {
  return MENU_ROUTES[role].filter((route) => BUILT_ROUTES.has(route)).map((r) => MENU_LABELS[r]!);
}

export function demoLogin(role: Role): string {
  return `${role.toLowerCase()}@example.com`;
}

export const DEMO_PASSWORD = 'Demo1234';

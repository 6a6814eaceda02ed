import type { Role } from './roles.js';

/**
 * The seeded demo accounts as the top bar shows them (apps/api demo seed): the person's name, or
 * the company for offices and laboratories.
 */
export const DISPLAY_NAMES: Record<Role, string> = {
  Admin: 'Anna Nowicka',
  Complaints: 'Katarzyna Wiśniewska',
  Coordinator: 'Piotr Zieliński',
  DentalOffice: 'Gabinet Stomatologiczny Uśmiech s.c.',
  DescribingDoctor: 'Tomasz Lewandowski',
  Doctor: 'Magdalena Kowalczyk',
  HelpContact: 'Ewa Kamińska',
  Laboratory: 'Laboratorium Protetyczne Korona sp. z o.o.',
  Manager: 'Marek Wójcik',
  Patient: 'Joanna Mazur',
  Registration: 'Agnieszka Dąbrowska',
  Technician: 'Paweł Kaczmarek',
};

/**
 * The branch a fresh sign-in works in: the first of the user's own (not partner) branches by
 * name. Roles without branches are left out.
 */
export const CURRENT_BRANCH: Partial<Record<Role, string>> = {
  Admin: 'Kraków Kazimierz',
  Manager: 'Kraków Kazimierz',
  DescribingDoctor: 'Kraków Kazimierz',
  Coordinator: 'Kraków Kazimierz',
  Technician: 'Warszawa Mokotów',
  Registration: 'Warszawa Mokotów',
  Complaints: 'Warszawa Mokotów',
  HelpContact: 'Warszawa Mokotów',
};

/** Polish role names of the settings popover. */
export const ROLE_NAMES: Record<Role, string> = {
  Admin: 'Administrator',
  Complaints: 'Reklamacje',
  Coordinator: 'Koordynator',
  DentalOffice: 'Gabinet stomatologiczny',
  DescribingDoctor: 'Lekarz opisujący',
  Doctor: 'Lekarz',
  HelpContact: 'Pomoc techniczna',
  Laboratory: 'Laboratorium',
  Manager: 'Kierownik',
  Patient: 'Pacjent',
  Registration: 'Rejestracja',
  Technician: 'Technik',
};

/**
 * Top-bar elements by role (spec part 1 §6): the branch chip for the desk roles; the settings
 * popover for those and DescribingDoctor; the application version for Admin only.
 */
export const TOP_BAR = {
  branchChip: new Set<Role>(['Admin', 'Technician', 'Manager', 'Registration']),
  settingsPopover: new Set<Role>([
    'Admin',
    'Technician',
    'DescribingDoctor',
    'Manager',
    'Registration',
  ]),
  appVersion: new Set<Role>(['Admin']),
};

/**
 * Patients the demo doctor created, as the list names them ("Last First"): the last two patients
 * of the demo seed. The doctor also sees the patients of their referrals and studies.
 */
export const DOCTOR_OWN_PATIENTS = ['Bondarenko Igor', 'Zając Natalia'];

import type { Locator, Page } from '@playwright/test';
import type { ApiSession } from './api.js';
import { freshLicenseNumber } from './license-number.js';
import { uniqueTag } from './unique.js';

/** Doctors for the tests: fresh PWZs and names, unique per run (spec part 2 §3 Doctor). */

export interface TestDoctor {
  licenseNumber: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export function buildDoctor(overrides: { firstName?: string; lastName?: string } = {}): TestDoctor {
  return {
    licenseNumber: freshLicenseNumber(),
    firstName: overrides.firstName ?? 'Jadwiga',
    lastName: overrides.lastName ?? `Lekarska-${uniqueTag()}`,
    phone: '+48 601 234 567',
  };
}

/** "Last First", as the lists and the view page's heading name a doctor. */
export function doctorListName(doctor: Pick<TestDoctor, 'firstName' | 'lastName'>): string {
  return `${doctor.lastName} ${doctor.firstName}`;
}

const ADD_DOCTOR = `mutation ($doctor: DoctorInput!) { addDoctor(doctor: $doctor) { id } }`;

/** Adds doctors without an account through the API (an Admin's or Manager's session); ids. */
export async function addDoctorsViaApi(
  api: ApiSession,
  doctors: readonly TestDoctor[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const doctor of doctors) {
    const { addDoctor } = await api.call<{ addDoctor: { id: string } }>(ADD_DOCTOR, {
      doctor: {
        kind: 'DOCTOR',
        licenseNumber: doctor.licenseNumber,
        firstName: doctor.firstName,
        lastName: doctor.lastName,
        phoneNumbers: [doctor.phone],
      },
    });
    ids.push(addDoctor.id);
  }
  return ids;
}

/** The /doctors or /facilities list: its search panel, table and paging. */
export function doctorList(page: Page, title: 'Lekarze' | 'Gabinety' = 'Lekarze') {
  const main = page.getByRole('main');
  const search = main.getByRole('search', { name: 'Wyszukiwanie' });
  const table = main.getByRole('table', { name: title });
  return {
    searchToggle: main.getByRole('button', { name: 'Wyszukiwanie' }),
    search,
    name: search.getByRole('searchbox', { name: 'Nazwa lub nazwisko' }),
    table,
    /** The data rows (the header row left out). */
    rows: table.locator('tbody').getByRole('row'),
    link: (name: string) => table.getByRole('link', { name, exact: true }),
    displayedRows: main.getByText(/^\d+–\d+ z \d+$/),
    nextPage: main.getByRole('button', { name: 'Następna strona' }),
  };
}

/** The value next to `label` in a card's description list. */
export function fieldValue(scope: Locator, label: string): Locator {
  return scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

import type { Page } from '@playwright/test';
import type { ApiSession } from './api.js';
import { expect } from './fixtures.js';
import { type Gender, type SyntheticIdentity, syntheticIdentity } from './pesel.js';
import { uniqueTag } from './unique.js';

/** Patients for the tests: synthetic names and PESELs, unique per run (spec part 1 §3, §5). */

export interface TestPatient extends SyntheticIdentity {
  firstName: string;
  lastName: string;
  email: string;
}

export function buildPatient(
  overrides: { firstName?: string; lastName?: string; gender?: Gender; birthDate?: string } = {},
): TestPatient {
  const gender = overrides.gender ?? 'Female';
  const tag = uniqueTag();
  return {
    ...syntheticIdentity(gender, overrides.birthDate),
    firstName: overrides.firstName ?? (gender === 'Female' ? 'Ewelina' : 'Bartosz'),
    lastName: overrides.lastName ?? `${gender === 'Female' ? 'Sosnowska' : 'Sosnowski'}-${tag}`,
    email: `pacjent.${tag.toLowerCase()}@example.com`,
  };
}

/** "Last First" as the list and the patient's page name a patient. */
export function listName(patient: Pick<TestPatient, 'firstName' | 'lastName'>): string {
  return `${patient.lastName} ${patient.firstName}`;
}

/** "First Last", as sentences name a patient (e.g. the remove confirmation). */
export function fullName(patient: Pick<TestPatient, 'firstName' | 'lastName'>): string {
  return `${patient.firstName} ${patient.lastName}`;
}

const ADD_PATIENT = `mutation ($newPatient: PatientInput!) { addPatient(newPatient: $newPatient) { id } }`;

/** Adds patients through the API (an Admin's or Technician's session); their ids, in order. */
export async function addPatientsViaApi(
  api: ApiSession,
  patients: readonly TestPatient[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const patient of patients) {
    const data = await api.call<{ addPatient: { id: string } }>(ADD_PATIENT, {
      newPatient: {
        contact: {
          firstName: patient.firstName,
          lastName: patient.lastName,
          ssn: patient.pesel,
          gender: patient.gender,
          birthDate: patient.birthDate,
          emailAddresses: [patient.email],
        },
        registrationDate: new Date().toISOString().slice(0, 10),
      },
    });
    ids.push(data.addPatient.id);
  }
  return ids;
}

/** The /patients list: its search fields, table and paging. */
export function patientList(page: Page) {
  const main = page.getByRole('main');
  const search = main.getByRole('search', { name: 'Wyszukiwanie pacjentów' });
  const table = main.getByRole('table', { name: 'Lista pacjentów' });
  return {
    search,
    name: search.getByRole('searchbox', { name: 'Imię lub nazwisko' }),
    pesel: search.getByRole('searchbox', { name: 'PESEL' }),
    table,
    /** The data rows (the header row left out). */
    rows: table.locator('tbody').getByRole('row'),
    link: (patient: Pick<TestPatient, 'firstName' | 'lastName'>) =>
      table.getByRole('link', { name: listName(patient), exact: true }),
    displayedRows: main.getByText(/^\d+–\d+ z \d+$/),
    nextPage: main.getByRole('button', { name: 'Następna strona' }),
    previousPage: main.getByRole('button', { name: 'Poprzednia strona' }),
    /** The empty state: no patients at all, or none matching the search. */
    empty: main.getByRole('status'),
  };
}

/** The add / edit patient dialog and its fields. */
export function patientDialog(page: Page, title: 'Nowy pacjent' | 'Edycja pacjenta') {
  const dialog = page.getByRole('dialog', { name: title });
  const birthDate = dialog.getByRole('group', { name: 'Data urodzenia' });
  return {
    dialog,
    firstName: dialog.getByRole('textbox', { name: 'Imię', exact: true }),
    lastName: dialog.getByRole('textbox', { name: 'Nazwisko', exact: true }),
    pesel: dialog.getByRole('textbox', { name: 'PESEL', exact: true }),
    peselCheck: dialog.getByRole('switch', { name: 'Sprawdzaj PESEL' }),
    female: dialog.getByRole('radio', { name: 'Kobieta' }),
    male: dialog.getByRole('radio', { name: 'Mężczyzna' }),
    birthDate,
    /** Day, month and year of the birth-date picker. */
    birthDateSections: birthDate.getByRole('spinbutton'),
    emails: dialog.getByRole('textbox', { name: 'Adresy e-mail' }),
    save: dialog.getByRole('button', { name: 'Zapisz' }),
  };
}

/** Day, month and year as the birth-date picker shows them, from yyyy-MM-dd. */
export function dateSections(day: string): string[] {
  const [year, month, dayOfMonth] = day.split('-') as [string, string, string];
  return [dayOfMonth, month, year];
}

/**
 * Fills the add dialog as the desk does: names, the PESEL (leaving the field fills birth date and
 * gender), an e-mail address, the RODO statement; then saves.
 */
export async function fillNewPatient(page: Page, patient: TestPatient): Promise<void> {
  const form = patientDialog(page, 'Nowy pacjent');
  await form.firstName.fill(patient.firstName);
  await form.lastName.fill(patient.lastName);
  await form.pesel.fill(patient.pesel);
  await form.pesel.blur();
  await expect(patient.gender === 'Female' ? form.female : form.male).toBeChecked();
  await expect(form.birthDateSections).toHaveText(dateSections(patient.birthDate));
  await form.emails.fill(patient.email);
  await form.emails.press('Enter');
  await expect(form.dialog.getByRole('button', { name: `Kopiuj ${patient.email}` })).toBeVisible();
}

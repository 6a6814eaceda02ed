import type { APIRequestContext, Page } from '@playwright/test';
import { createAccountLike } from './accounts.js';
import { apiSession, type ApiSession } from './api.js';
import { withDatabase } from './database.js';
import { expect } from './fixtures.js';
import { addPatientsViaApi, buildPatient, type TestPatient } from './patients.js';
import { DEMO_PASSWORD } from './roles.js';
import { gradientPng } from './sample-files.js';
import { uniqueTag } from './unique.js';

/** What the referral tests set up through the API and the database (never what they assert). */

/** The demo Doctor as lists name doctors ("Last First"): the seeded stamp is theirs. */
export const DEMO_DOCTOR = 'Kowalczyk Magdalena';

export interface TestReferral {
  id: string;
  patient: TestPatient;
}

/**
 * Referrals issued by the demo Doctor for new patients, entered by the desk (Registration picks
 * the issuer), each for the first study type of the referral form.
 */
export async function referralsOfDemoDoctor(
  request: APIRequestContext,
  count: number,
): Promise<TestReferral[]> {
  const patients = Array.from({ length: count }, () => buildPatient());
  const ids = await addPatientsViaApi(await apiSession(request, 'Technician'), patients);
  const desk = await apiSession(request, 'Registration');
  const { doctorOptions, studyTypes } = await desk.call<{
    doctorOptions: { id: string }[];
    studyTypes: { id: string }[];
  }>(`{
    doctorOptions(where: { search: "Kowalczyk Magdalena", registeredOnly: true }) { id }
    studyTypes { id }
  }`);
  const referrals: TestReferral[] = [];
  for (const [index, patient] of patients.entries()) {
    const { addReferal } = await desk.call<{ addReferal: { id: string } }>(
      'mutation ($r: ReferalInput!) { addReferal(newReferal: $r) { id } }',
      {
        r: {
          patient: ids[index],
          issuer: doctorOptions[0]!.id,
          referalToStudyTypes: [{ studyType: studyTypes[0]!.id }],
          mediaTypes: ['Online'],
          description: 'Kontrola',
        },
      },
    );
    referrals.push({ id: addReferal.id, patient });
  }
  return referrals;
}

/**
 * A new Doctor account with a doctor profile of its own and no stamp (every seeded doctor with
 * an account has one): its login, with the demo password and the terms accepted.
 */
export async function doctorWithoutStamp(): Promise<{ login: string; name: string }> {
  const login = await createAccountLike('Doctor');
  const lastName = `Bezpieczątkowa-${uniqueTag()}`;
  await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `insert into contacts (first_name, last_name, email_addresses)
       values ('Irena', $1, array[$2]) returning id`,
      [lastName, login],
    );
    const contactId = rows[0]!.id;
    await db.query('update users set contact_id = $1 where login = $2', [contactId, login]);
    await db.query(
      `insert into doctors (user_id, contact_id)
       select id, $1 from users where login = $2`,
      [contactId, login],
    );
  });
  return { login, name: `${lastName} Irena` };
}

/** The API as `login` (a Doctor account), signed in as any client signs in. */
async function sessionOf(request: APIRequestContext, login: string): Promise<ApiSession> {
  const signIn = await request.post('/graphql', {
    data: {
      query: 'mutation ($d: LoginInput!) { login(loginData: $d) { token } }',
      variables: { d: { login, password: DEMO_PASSWORD } },
    },
  });
  const token = ((await signIn.json()) as { data: { login: { token: string } } }).data.login.token;
  const headers = { Authorization: `Bearer ${token}`, 'X-Current-Role': 'Doctor' };
  return {
    async call<T>(query: string, variables: Record<string, unknown> = {}) {
      const response = await request.post('/graphql', { headers, data: { query, variables } });
      const body = (await response.json()) as { data?: T; errors?: unknown[] };
      expect(body.errors, `GraphQL errors of ${query}`).toBeUndefined();
      return body.data!;
    },
  };
}

/**
 * Sets the own stamp of the Doctor `login` as the profile page does: prepareUpload (DoctorStamp)
 * → PUT to the signed URL → confirmUpload → updateStampPicture.
 */
export async function setOwnStamp(request: APIRequestContext, login: string): Promise<void> {
  const api = await sessionOf(request, login);
  const png = gradientPng(120, 60);
  const { prepareUpload } = await api.call<{
    prepareUpload: { fileId: string; uploadSignedURL: string };
  }>('mutation ($f: PrepareUploadInput!) { prepareUpload(file: $f) { fileId uploadSignedURL } }', {
    f: {
      fileType: 'DoctorStamp',
      filename: 'pieczatka.png',
      mimetype: 'image/png',
      fileSizeInBytes: png.length,
    },
  });
  const put = await request.put(prepareUpload.uploadSignedURL, {
    data: png,
    headers: { 'Content-Type': 'image/png' },
  });
  expect(put.status()).toBe(200);
  await api.call('mutation ($id: ID!) { confirmUpload(fileId: $id) { id } }', {
    id: prepareUpload.fileId,
  });
  await api.call('mutation ($id: ID!) { updateStampPicture(fileId: $id) { id } }', {
    id: prepareUpload.fileId,
  });
}

/** The /referals list: its filters, table and the floating add button. */
export function referralList(page: Page) {
  const main = page.getByRole('main');
  const filters = main.getByRole('search', { name: 'Filtrowanie skierowań' });
  const table = main.getByRole('table', { name: 'Lista skierowań' });
  return {
    filters,
    issuer: filters.getByRole('combobox', { name: 'Lekarz kierujący' }),
    patient: filters.getByRole('combobox', { name: 'Pacjent' }),
    table,
    headers: table.getByRole('columnheader'),
    /** The row of a patient ("Last First"). */
    row: (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }),
    add: main.getByRole('link', { name: 'Wystaw skierowanie' }),
  };
}

/** The referral form of /referals/add and /referals/edit/{id}. */
export function referralForm(page: Page) {
  const main = page.getByRole('main');
  const birthDate = main.getByRole('group', { name: 'Data urodzenia' });
  return {
    banner: main.getByRole('alert'),
    newPatient: main.getByRole('radio', { name: 'Nowy pacjent' }),
    firstName: main.getByRole('textbox', { name: 'Imię', exact: true }),
    lastName: main.getByRole('textbox', { name: 'Nazwisko', exact: true }),
    pesel: main.getByRole('textbox', { name: 'PESEL', exact: true }),
    female: main.getByRole('radio', { name: 'Kobieta' }),
    male: main.getByRole('radio', { name: 'Mężczyzna' }),
    birthDateSections: birthDate.getByRole('spinbutton'),
    email: main.getByRole('textbox', { name: 'Adres e-mail' }),
    studyType: (name: string) => main.getByRole('checkbox', { name, exact: true }),
    /** A subtype of a chosen study type, e.g. subType('Pantomogram', 'Dorosły'). */
    subType: (studyType: string, name: string) =>
      main.getByRole('group', { name: studyType }).getByRole('checkbox', { name }),
    media: (name: string | RegExp) => main.getByRole('checkbox', { name }),
    requestDescription: main.getByRole('switch', { name: 'Prośba o opis' }),
    purpose: main.getByRole('textbox', { name: 'Cel badania' }),
    submit: main.getByRole('button', { name: 'Wystaw skierowanie' }),
  };
}

import { desc, eq } from 'drizzle-orm';
import { doctors, mails, users } from '../../db/schema/index.js';
import { graphql, type CallOptions, type GraphQLResponse } from '../../test/graphql.js';
import { freshLicenseNumber } from '../../test/signup.js';
import type { TestApp } from '../../test/test-app.js';

/** The calls and inputs of the doctor-editing tests (issue 20). */

export const DOCTOR_FIELDS = 'id licenseNumber isFacility hasAccount regions version';

export const ADD_DOCTOR = `mutation($doctor: DoctorInput!, $login: String) {
  addDoctor(doctor: $doctor, login: $login) { ${DOCTOR_FIELDS} }
}`;
export const UPDATE_DOCTOR = `mutation($id: ID!, $doctor: DoctorInput!, $version: Int!) {
  updateDoctor(id: $id, doctor: $doctor, version: $version) { ${DOCTOR_FIELDS} }
}`;
export const UPDATE_NOTE = `mutation($id: ID!, $note: String, $version: Int!) {
  updateDoctorNote(id: $id, note: $note, version: $version) { id version }
}`;
export const DELETE_DOCTOR = `mutation($id: ID!, $to: ID) { deleteDoctor(id: $id, assignStudiesTo: $to) }`;
export const MERGE_DOCTORS = `mutation($survivor: ID!, $duplicate: ID!) {
  mergeDoctors(survivorId: $survivor, duplicateId: $duplicate) { id hasAccount }
}`;
export const CHANGE_LOGIN = `mutation($id: ID!, $login: String!) {
  changeDoctorLogin(id: $id, newLogin: $login) { id hasAccount }
}`;
export const SEND_RESET = 'mutation($id: ID!) { sendDoctorPasswordReset(id: $id) }';

export interface DoctorResult {
  id: string;
  licenseNumber: string | null;
  isFacility: boolean;
  hasAccount: boolean;
  regions: string[];
  version: number;
}

let sequence = 0;

/** A valid doctor's form with a licence number nobody has; override what a test needs. */
export function doctorData(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'DOCTOR',
    licenseNumber: freshLicenseNumber(),
    firstName: 'Anna',
    lastName: 'Kowalska',
    phoneNumbers: ['600 100 200'],
    ...overrides,
  };
}

export function facilityData(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'FACILITY',
    companyName: 'Gabinet Uśmiech',
    nip: '123-456-32-18',
    phoneNumbers: ['22 100 20 30'],
    ...overrides,
  };
}

/** A login nobody else in this run has. */
export function freshLogin(prefix = 'lekarz'): string {
  sequence += 1;
  return `${prefix}${sequence}-${process.pid}@example.com`;
}

export function addDoctorAs(
  t: TestApp,
  caller: { options: CallOptions },
  doctor: Record<string, unknown>,
  login: string | null = null,
): Promise<GraphQLResponse<{ addDoctor: DoctorResult }>> {
  return graphql<{ addDoctor: DoctorResult }>(t.app, ADD_DOCTOR, {
    ...caller.options,
    variables: { doctor, login },
  });
}

/** Adds a doctor; fails the test when it is refused. */
export async function addedDoctor(
  t: TestApp,
  caller: { options: CallOptions },
  doctor: Record<string, unknown> = doctorData(),
  login: string | null = null,
): Promise<DoctorResult> {
  const response = await addDoctorAs(t, caller, doctor, login);
  if (!response.data) throw new Error(`addDoctor refused: ${JSON.stringify(response.errors)}`);
  return response.data.addDoctor;
}

/** The doctor's row and its account's, as stored. */
export async function storedDoctor(t: TestApp, id: string | number) {
  const [row] = await t.database.db
    .select({ doctor: doctors, account: users })
    .from(doctors)
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.id, Number(id)));
  return row;
}

/** The mails queued to `recipient`, newest first. */
export function mailsTo(t: TestApp, recipient: string) {
  return t.database.db
    .select()
    .from(mails)
    .where(eq(mails.recipient, recipient))
    .orderBy(desc(mails.id));
}

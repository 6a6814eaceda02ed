import { encodePesel, type Gender, type Role } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createSession } from '../auth/sessions.js';
import type { Database } from '../db/client.js';
import { patients } from '../db/schema/index.js';
import { buildUser } from './factories.js';
import { graphql, type CallOptions, type GraphQLResponse } from './graphql.js';
import type { TestApp } from './test-app.js';

/** GraphQL documents and inputs of the patients module's tests. */

export const PATIENT_FIELDS = `
  id notes registrationDate ssnIsPesel createdById updatedById createdAt updatedAt version
  canEdit canEditIdentity canDelete
  consents { rodo woman dataProcessing sending }
  contact {
    firstName middleName lastName companyName ssn gender birthDate phoneNumbers emailAddresses
    primaryDescription secondaryDescription addresses { street postalCode city country }
  }
  files { id fileType name uri createdAt }
`;

export const ADD_PATIENT = `mutation Add($patient: PatientInput!) {
  addPatient(newPatient: $patient) { ${PATIENT_FIELDS} }
}`;

/** Takes the version the caller edited (ADR 0021): `currentVersion` reads it for a test. */
export const UPDATE_PATIENT = `mutation Update($id: ID!, $patient: PatientInput!, $version: Int!) {
  updatePatient(id: $id, patient: $patient, version: $version) { ${PATIENT_FIELDS} }
}`;

export const DELETE_PATIENT = `mutation Delete($id: ID!) { deletePatient(id: $id) }`;

export const GET_PATIENT = `query Get($id: ID!) { patient(id: $id) { ${PATIENT_FIELDS} } }`;

export const LIST_PATIENTS = `query List(
  $pagination: PaginationInput, $where: PatientsWhere, $orderBy: PatientsOrderBy
) {
  patients(pagination: $pagination, where: $where, orderBy: $orderBy) {
    total hasMore items { id contact { firstName lastName ssn birthDate } canEdit canDelete }
  }
}`;

export interface PatientSummary {
  id: string;
  contact: { firstName: string; lastName: string; ssn: string; birthDate: string };
  canEdit: boolean;
  canDelete: boolean;
}

export type PatientsPageData = {
  patients: { total: number; hasMore: boolean; items: PatientSummary[] };
};

/** A patient input the form could send: a valid PESEL whose birth date and gender match. */
export function patientInput(
  overrides: {
    firstName?: string;
    lastName?: string;
    birthDate?: string;
    gender?: Gender;
    serial?: number;
    contact?: Record<string, unknown>;
    [field: string]: unknown;
  } = {},
): Record<string, unknown> {
  const {
    firstName = 'Anna',
    lastName = 'Kowalska',
    birthDate = '1985-04-12',
    gender = 'Female',
    serial = 123,
    contact = {},
    ...rest
  } = overrides;
  return {
    registrationDate: '2026-03-02',
    ...rest,
    contact: {
      firstName,
      lastName,
      ssn: encodePesel(birthDate, serial, gender),
      gender,
      birthDate,
      phoneNumbers: ['+48 600 700 800'],
      emailAddresses: ['anna@example.com'],
      ...contact,
    },
  };
}

/** A signed-in user of one role, with what a test needs to call as them. */
export interface Account {
  id: number;
  role: Role;
  options: CallOptions;
}

export async function accountOf(db: Database, role: Role, ttlMinutes: number): Promise<Account> {
  const user = await buildUser(db, { roles: [role] });
  const { token } = await createSession(db, user.id, ttlMinutes);
  return { id: user.id, role, options: { token, role } };
}

/** One signed-in account per role given, in that order, with the test app's session lifetime. */
export async function accountsOf<R extends Role[]>(
  t: TestApp,
  ...roles: R
): Promise<{ [K in keyof R]: Account }> {
  const accounts: Account[] = [];
  for (const role of roles) {
    accounts.push(await accountOf(t.database.db, role, t.config.sessionTtlMinutes));
  }
  // One account per role, in the roles' order: the tuple the caller destructures.
  return accounts as { [K in keyof R]: Account };
}

export function list(
  app: FastifyInstance,
  account: Account,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse<PatientsPageData>> {
  return graphql<PatientsPageData>(app, LIST_PATIENTS, { ...account.options, variables });
}

/** The ids of a listing, as numbers, in the order listed. */
export function idsOf(response: GraphQLResponse<PatientsPageData>): number[] {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.patients.items.map((item) => Number(item.id));
}

/** The version a patient is at now: what a form opened at this moment would send back. */
export async function currentVersion(db: Database, id: number | string): Promise<number> {
  const [row] = await db
    .select({ version: patients.version })
    .from(patients)
    .where(eq(patients.id, Number(id)));
  if (!row) throw new Error(`no patient ${id}`);
  return row.version;
}

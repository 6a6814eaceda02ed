import type { Gender, TPatientInputParsed, TPatientsQuery } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { patientScope, tabletPatientScope, type PatientScope } from '../../auth/patient-policy.js';
import type { Executor } from '../../db/client.js';
import { preparedStatement, type BoundStatement } from '../../db/prepared.js';
import { contacts, patients, type PatientConsents } from '../../db/schema/index.js';
import { refreshPatientAccess } from './patient-access.js';
import { readPatientPage, type PatientPage } from './patient-page.js';
import { contactColumns, patientColumns, type PatientRow } from './patient-rows.js';

export type { PatientPage } from './patient-page.js';
export type { PatientContactRow, PatientRow } from './patient-rows.js';

/**
 * The SQL of patients: the one repository of the `patients` table. Reads exist only bound to
 * whoever asks — `patientsOf(db, actor)` for a user, `patientsOfTablet(db, tabletId)` for a
 * paired kiosk — which apply the scope of auth/patient-policy.ts to every statement, so a read
 * without the scope cannot be written. A page of the list is read by patient-page.ts.
 */

/**
 * What consents need of a patient: the name printed on the form; birth date and gender decide
 * the questions.
 */
export interface ConsentPatient {
  id: number;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  gender: Gender | null;
}

/** Patients as `actor` may see them (auth/patient-policy.ts): outside the scope, none exists. */
export interface PatientsAccess {
  /** Whether the scope admits every patient (staff). */
  readonly everyPatient: boolean;
  /** One page of the visible patients, with the total. */
  page(query: TPatientsQuery): Promise<PatientPage>;
  /** A visible patient, or undefined. */
  byId(id: number): Promise<PatientRow | undefined>;
  /** The visible patients of these ids, in one statement (a loader's batch). */
  byIds(ids: readonly number[]): Promise<PatientRow[]>;
  /** Whether the patient exists and is visible, without reading the record. */
  exists(id: number): Promise<boolean>;
  /** byId, locking the row for the caller's transaction (bind `db` to the transaction). */
  byIdForUpdate(id: number): Promise<PatientRow | undefined>;
  /** What a consent request needs of a visible patient. */
  consentPatient(id: number): Promise<ConsentPatient | undefined>;
}

/** The patients `actor` may see, read through `db` (the pool or a transaction). */
export function patientsOf(db: Executor, actor: Actor): PatientsAccess {
  const scope = patientScope(actor);
  return {
    everyPatient: scope.everyPatient,
    page: (query) => readPatientPage(db, actor, query),
    byId: async (id) => (await visiblePatientStatement(db, scope, id).run())[0],
    byIds: async (ids) => {
      if (ids.length === 0) return [];
      const statement = preparedStatement(db, `patients.byIds ${scope.shape}`, 'reuse', () =>
        db
          .select({ ...patientColumns, contact: contactColumns })
          .from(patients)
          .innerJoin(contacts, eq(contacts.id, patients.contactId))
          .where(and(scope.condition, sql`${patients.id} = any(${sql.placeholder('ids')}::int[])`)),
      );
      return statement.bind({ ...scope.values, ids: [...ids] }).run();
    },
    exists: async (id) => {
      const statement = preparedStatement(db, `patients.exists ${scope.shape}`, 'reuse', () =>
        db
          .select({ id: patients.id })
          .from(patients)
          .where(and(scope.condition, eq(patients.id, sql.placeholder('id')))),
      );
      return (await statement.bind({ ...scope.values, id }).run()).length > 0;
    },
    byIdForUpdate: async (id) => {
      const statement = preparedStatement(
        db,
        `patients.byIdForUpdate ${scope.shape}`,
        'reuse',
        () => visiblePatientQuery(db, scope).for('update', { of: patients }),
      );
      return (await statement.bind({ ...scope.values, id }).run())[0];
    },
    consentPatient: (id) => findConsentPatient(db, scope, id),
  };
}

/**
 * The patients a paired tablet may read: those of consent requests sent to it, and of
 * them only what the kiosk shows.
 */
export function patientsOfTablet(db: Executor, tabletId: number) {
  const scope = tabletPatientScope(tabletId);
  return {
    consentPatient: (id: number) => findConsentPatient(db, scope, id),
  };
}

/** The statement of `byId`; exported so the benchmark runs exactly what the API runs. */
export function patientByIdQuery(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  id: number,
): BoundStatement<PatientRow[]> {
  return visiblePatientStatement(db, patientScope(actor), id);
}

function visiblePatientStatement(db: Executor, scope: PatientScope, id: number) {
  const statement = preparedStatement(db, `patients.byId ${scope.shape}`, 'reuse', () =>
    visiblePatientQuery(db, scope),
  );
  return statement.bind({ ...scope.values, id });
}

/** The patient (placeholder `id`) with its contact, if the scope admits it. */
function visiblePatientQuery(db: Executor, scope: PatientScope) {
  return db
    .select({ ...patientColumns, contact: contactColumns })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(and(scope.condition, eq(patients.id, sql.placeholder('id'))));
}

async function findConsentPatient(
  db: Executor,
  scope: PatientScope,
  id: number,
): Promise<ConsentPatient | undefined> {
  const statement = preparedStatement(db, `patients.consentPatient ${scope.shape}`, 'reuse', () =>
    db
      .select({
        id: patients.id,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        birthDate: contacts.birthDate,
        gender: contacts.gender,
      })
      .from(patients)
      .innerJoin(contacts, eq(contacts.id, patients.contactId))
      .where(and(eq(patients.id, sql.placeholder('id')), scope.condition)),
  );
  const [row] = await statement.bind({ ...scope.values, id }).run();
  if (!row) return undefined;
  return {
    ...row,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    gender: row.gender,
  };
}

/**
 * Records the answers the patient signed as the patient's current consents. A new version of the
 * patient (ADR 0021): a form opened before the signature, which would save the old consents,
 * is refused as stale instead.
 */
export async function updatePatientConsents(
  tx: Executor,
  id: number,
  consents: PatientConsents,
): Promise<void> {
  await tx
    .update(patients)
    .set({ consents, updatedAt: sql`now()`, version: sql`${patients.version} + 1` })
    .where(eq(patients.id, id));
}

/** The contact columns a patient input writes. */
function contactValues(input: TPatientInputParsed, html: SanitizedHtml) {
  const { contact } = input;
  return {
    firstName: contact.firstName,
    middleName: contact.middleName,
    lastName: contact.lastName,
    companyName: contact.companyName,
    ssn: contact.ssn,
    gender: contact.gender,
    birthDate: contact.birthDate,
    phoneNumbers: contact.phoneNumbers,
    emailAddresses: contact.emailAddresses,
    primaryDescription: html.primaryDescription,
    secondaryDescription: contact.secondaryDescription,
    addresses: contact.addresses,
  };
}

/** The rich-text fields after the server's sanitizer (rich-text-html.ts). */
export interface SanitizedHtml {
  notes: string | null;
  primaryDescription: string | null;
}

export async function insertPatient(
  tx: Executor,
  input: TPatientInputParsed,
  html: SanitizedHtml,
  userId: number,
): Promise<number> {
  const [contact] = await tx
    .insert(contacts)
    .values(contactValues(input, html))
    .returning({ id: contacts.id });
  const [patient] = await tx
    .insert(patients)
    .values({
      contactId: contact!.id,
      notes: html.notes,
      consents: input.consents,
      registrationDate: input.registrationDate,
      ssnIsPesel: input.ssnIsPesel,
      createdById: userId,
      updatedById: userId,
    })
    .returning({ id: patients.id });
  // Its creator sees it as a referring user (ADR 0042).
  await refreshPatientAccess(tx, [patient!.id]);
  return patient!.id;
}

export async function updatePatientRow(
  tx: Executor,
  row: Pick<PatientRow, 'id' | 'contactId'>,
  input: TPatientInputParsed,
  html: SanitizedHtml,
  userId: number,
): Promise<void> {
  const now = new Date();
  await tx
    .update(contacts)
    .set({ ...contactValues(input, html), updatedAt: now })
    .where(eq(contacts.id, row.contactId));
  await tx
    .update(patients)
    .set({
      notes: html.notes,
      consents: input.consents,
      registrationDate: input.registrationDate,
      ssnIsPesel: input.ssnIsPesel,
      updatedById: userId,
      updatedAt: now,
    })
    .where(eq(patients.id, row.id));
}

/** Removes the patient row and then its contact (the contact is the patient's alone). */
export async function deletePatientRow(
  tx: Executor,
  row: Pick<PatientRow, 'id' | 'contactId'>,
): Promise<void> {
  await tx.delete(patients).where(eq(patients.id, row.id));
  await tx.delete(contacts).where(eq(contacts.id, row.contactId));
}

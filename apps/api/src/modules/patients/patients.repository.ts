import type { TPatientInputParsed, TPatientsQuery, TPatientsWhere } from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PatientScope } from '../../auth/patient-policy.js';
import type { Executor } from '../../db/client.js';
import { contacts, patientCount, patients } from '../../db/schema/index.js';
import { patientOrder, searchConditions } from './patient-search.js';

/**
 * The SQL of patients. Every read takes the caller's `PatientScope` (auth/patient-policy.ts)
 * and has no form without it. Filtering, ordering and counting read `patients` alone (its copies
 * of the contact, migration 0003); `contacts` is joined only for the rows shown.
 */

const patientColumns = {
  id: patients.id,
  contactId: patients.contactId,
  notes: patients.notes,
  consents: patients.consents,
  registrationDate: patients.registrationDate,
  ssnIsPesel: patients.ssnIsPesel,
  createdById: patients.createdById,
  updatedById: patients.updatedById,
  createdAt: patients.createdAt,
  updatedAt: patients.updatedAt,
  version: patients.version,
};

const contactColumns = {
  firstName: contacts.firstName,
  middleName: contacts.middleName,
  lastName: contacts.lastName,
  companyName: contacts.companyName,
  ssn: contacts.ssn,
  gender: contacts.gender,
  birthDate: contacts.birthDate,
  phoneNumbers: contacts.phoneNumbers,
  emailAddresses: contacts.emailAddresses,
  primaryDescription: contacts.primaryDescription,
  secondaryDescription: contacts.secondaryDescription,
  addresses: contacts.addresses,
};

export interface PatientRow {
  id: number;
  contactId: number;
  notes: string | null;
  consents: typeof patients.$inferSelect.consents;
  registrationDate: string;
  ssnIsPesel: boolean;
  createdById: number | null;
  updatedById: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every change; an update names the version it edits (ADR 0021). */
  version: number;
  contact: {
    firstName: string | null;
    middleName: string | null;
    lastName: string | null;
    companyName: string | null;
    ssn: string | null;
    gender: string | null;
    birthDate: string | null;
    phoneNumbers: string[];
    emailAddresses: string[];
    primaryDescription: string | null;
    secondaryDescription: string | null;
    addresses: typeof contacts.$inferSelect.addresses;
  };
}

export interface PatientPage {
  items: PatientRow[];
  total: number;
  hasMore: boolean;
}

/**
 * Walk the list's index only when at least this share of all patients match: then a page's
 * matches turn up after a few times its size. Fewer matches are found through their own index
 * and sorted (patient-search.ts, ADR 0013).
 */
const WALK_INDEX_FROM_SHARE = 0.2;

export interface PageStrategy {
  walkIndex: boolean;
}

/** How to read the page, from how many patients match and how many there are. */
export function pageStrategy(matching: number, all: number): PageStrategy {
  return { walkIndex: matching >= WALK_INDEX_FROM_SHARE * all };
}

/**
 * The SQL of one page; exported so a test can EXPLAIN exactly what runs. The page is chosen on
 * `patients` alone, then joined to `contacts` for its rows only.
 */
export function patientPageQuery(
  db: Executor,
  scope: PatientScope,
  query: TPatientsQuery,
  { walkIndex }: PageStrategy,
) {
  const page = db
    .select({
      ...patientColumns,
      sortLastName: patients.sortLastName,
      sortFirstName: patients.sortFirstName,
    })
    .from(patients)
    .where(and(scope.condition, ...searchConditions(query.where)))
    .orderBy(...patientOrder(patients, query.orderBy.lastName, walkIndex))
    .limit(query.pagination.take)
    .offset(query.pagination.skip)
    .as('page');
  return db
    .select({
      id: page.id,
      contactId: page.contactId,
      notes: page.notes,
      consents: page.consents,
      registrationDate: page.registrationDate,
      ssnIsPesel: page.ssnIsPesel,
      createdById: page.createdById,
      updatedById: page.updatedById,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      version: page.version,
      contact: contactColumns,
    })
    .from(page)
    .innerJoin(contacts, eq(contacts.id, page.contactId))
    .orderBy(...patientOrder(page, query.orderBy.lastName, true));
}

/**
 * How many patients match, next to how many there are. Staff without a search read both from
 * `patient_count`; otherwise the matches are counted on `patients` alone.
 */
export function patientCountQuery(db: Executor, scope: PatientScope, where: TPatientsWhere) {
  const conditions = searchConditions(where);
  if (scope.everyPatient && conditions.length === 0) {
    return db.select({ matching: patientCount.total, all: patientCount.total }).from(patientCount);
  }
  return db
    .select({
      matching: count(),
      all: sql<number>`(select ${patientCount.total} from ${patientCount})`.mapWith(Number),
    })
    .from(patients)
    .where(and(scope.condition, ...conditions));
}

export async function findPatientPage(
  db: Executor,
  scope: PatientScope,
  query: TPatientsQuery,
): Promise<PatientPage> {
  const [counted] = await patientCountQuery(db, scope, query.where);
  const total = counted?.matching ?? 0;
  if (query.pagination.skip >= total) return { items: [], total, hasMore: false };
  const strategy = pageStrategy(total, counted?.all ?? 0);
  const items = await patientPageQuery(db, scope, query, strategy);
  return { items, total, hasMore: query.pagination.skip + items.length < total };
}

/** A patient inside the scope, or undefined: outside it, a patient does not exist. */
export async function findVisiblePatient(
  db: Executor,
  scope: PatientScope,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PatientRow | undefined> {
  const query = db
    .select({ ...patientColumns, contact: contactColumns })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(and(scope.condition, eq(patients.id, id)));
  const [row] = await (options.forUpdate ? query.for('update', { of: patients }) : query);
  return row;
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

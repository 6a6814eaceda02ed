import type { Gender, TPatientInputParsed, TPatientsQuery, TPatientsWhere } from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { patientScope, tabletPatientScope, type PatientScope } from '../../auth/patient-policy.js';
import type { Executor } from '../../db/client.js';
import { contacts, patientCount, patients, type PatientConsents } from '../../db/schema/index.js';
import { patientOrder, searchConditions } from './patient-search.js';

/**
 * The SQL of patients: the one repository of the `patients` table. Reads exist only bound to
 * whoever asks — `patientsOf(db, actor)` for a user, `patientsOfTablet(db, tabletId)` for a
 * paired kiosk — which apply the scope of auth/patient-policy.ts to every statement, so a read
 * without the scope cannot be written. Filtering, ordering and counting read `patients` alone
 * (its copies of the contact, migration 0003); `contacts` is joined only for the rows shown.
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
  contact: PatientContactRow;
}

/** The patient's contact as the repository reads it (`contacts` is shared with users). */
export interface PatientContactRow {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  companyName: string | null;
  ssn: string | null;
  gender: Gender | null;
  birthDate: string | null;
  phoneNumbers: string[];
  emailAddresses: string[];
  primaryDescription: string | null;
  secondaryDescription: string | null;
  addresses: typeof contacts.$inferSelect.addresses;
}

export interface PatientPage {
  items: PatientRow[];
  /** How many patients match; at most PATIENT_COUNT_CAP when `totalCapped`. */
  total: number;
  /** More patients match than `total` says: a broad search is not counted to the end. */
  totalCapped: boolean;
  hasMore: boolean;
}

/**
 * A search counts its matches up to this many and answers '1000+' beyond (issue 11): counting
 * (and sorting) 40,000 matches of a common fragment on every keystroke costs more than the page.
 */
export const PATIENT_COUNT_CAP = 1000;

/** What the count statement found: matches (up to PATIENT_COUNT_CAP + 1) and all patients. */
export interface PatientCount {
  matching: number;
  all: number;
}

/** A share of all patients from which a search walks the list's order (see pageStrategy). */
const WALK_INDEX_FROM_SHARE = 0.2;

export interface PageStrategy {
  walkIndex: boolean;
}

/**
 * How to read the page. Walk the list's order: for a referring doctor's own patients (their index
 * is in that order), and for a search with more than PATIENT_COUNT_CAP matches or a large share of
 * all patients (a page's matches turn up after a few times its size). Fewer matches are found
 * through their own index and sorted (patient-search.ts, ADR 0013).
 */
export function pageStrategy(count: PatientCount, everyPatient: boolean): PageStrategy {
  return {
    walkIndex:
      !everyPatient ||
      count.matching > PATIENT_COUNT_CAP ||
      count.matching >= WALK_INDEX_FROM_SHARE * count.all,
  };
}

/**
 * The SQL of one page; exported so a test can EXPLAIN exactly what runs. The page's ids are
 * chosen on `patients` alone — walking the list's order, that is an index-only scan
 * (`patients_list_order` holds the folded name) — then its rows only are read with their
 * contacts.
 */
export function patientPageQuery(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  query: TPatientsQuery,
  { walkIndex }: PageStrategy,
) {
  const scope = patientScope(actor);
  const page = db
    .select({
      pageId: sql<number>`${patients.id}`.as('page_id'),
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
    .select({ ...patientColumns, contact: contactColumns })
    .from(page)
    .innerJoin(patients, eq(patients.id, page.pageId))
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .orderBy(
      ...patientOrder(
        { sortLastName: page.sortLastName, sortFirstName: page.sortFirstName, id: page.pageId },
        query.orderBy.lastName,
        true,
      ),
    );
}

/**
 * How many patients match, next to how many there are. Staff without a search read both from
 * `patient_count`; a referring doctor's own patients are counted on their index; a search counts
 * on `patients` alone and stops at PATIENT_COUNT_CAP + 1 matches.
 */
export function patientCountQuery(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  where: TPatientsWhere,
) {
  return countQuery(db, patientScope(actor), where);
}

function countQuery(db: Executor, scope: PatientScope, where: TPatientsWhere) {
  const conditions = searchConditions(where);
  const all = sql<number>`(select ${patientCount.total} from ${patientCount})`.mapWith(Number);
  if (conditions.length === 0) {
    if (scope.everyPatient) {
      return db
        .select({ matching: patientCount.total, all: patientCount.total })
        .from(patientCount);
    }
    return db.select({ matching: count(), all }).from(patients).where(scope.condition);
  }
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(patients)
    .where(and(scope.condition, ...conditions))
    .limit(PATIENT_COUNT_CAP + 1)
    .as('matches');
  return db.select({ matching: count(), all }).from(matches);
}

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
    page: async (query) => {
      const [counted = { matching: 0, all: 0 }] = await countQuery(db, scope, query.where);
      const total = Math.min(counted.matching, PATIENT_COUNT_CAP);
      const totalCapped = counted.matching > PATIENT_COUNT_CAP;
      if (!totalCapped && query.pagination.skip >= counted.matching) {
        return { items: [], total, totalCapped, hasMore: false };
      }
      const strategy = pageStrategy(counted, scope.everyPatient);
      const items = await patientPageQuery(db, actor, query, strategy);
      const hasMore = query.pagination.skip + items.length < counted.matching;
      return { items, total, totalCapped, hasMore };
    },
    byId: async (id) => (await visiblePatientQuery(db, scope, id))[0],
    exists: async (id) => {
      const [row] = await db
        .select({ id: patients.id })
        .from(patients)
        .where(and(scope.condition, eq(patients.id, id)));
      return row !== undefined;
    },
    byIdForUpdate: async (id) => {
      const [row] = await visiblePatientQuery(db, scope, id).for('update', { of: patients });
      return row;
    },
    consentPatient: (id) => findConsentPatient(db, scope, id),
  };
}

/**
 * The patients a paired tablet may read: those of consent requests sent to it (ADR 0014), and of
 * them only what the kiosk shows.
 */
export function patientsOfTablet(db: Executor, tabletId: number) {
  const scope = tabletPatientScope(tabletId);
  return {
    consentPatient: (id: number) => findConsentPatient(db, scope, id),
  };
}

/** The SQL of `byId`; exported so the benchmark runs exactly what the API runs. */
export function patientByIdQuery(db: Executor, actor: Pick<Actor, 'userId' | 'role'>, id: number) {
  return visiblePatientQuery(db, patientScope(actor), id);
}

/** The patient with its contact, if the scope admits it. */
function visiblePatientQuery(db: Executor, scope: PatientScope, id: number) {
  return db
    .select({ ...patientColumns, contact: contactColumns })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(and(scope.condition, eq(patients.id, id)));
}

async function findConsentPatient(
  db: Executor,
  scope: PatientScope,
  id: number,
): Promise<ConsentPatient | undefined> {
  const [row] = await db
    .select({
      id: patients.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      birthDate: contacts.birthDate,
      gender: contacts.gender,
    })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(and(eq(patients.id, id), scope.condition));
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

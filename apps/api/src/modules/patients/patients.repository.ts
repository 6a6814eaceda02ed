import type {
  Gender,
  TPatientInputParsed,
  TPatientsQuery,
  TPatientsWhere,
  TSortDirection,
} from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { patientScope, tabletPatientScope, type PatientScope } from '../../auth/patient-policy.js';
import type { Executor } from '../../db/client.js';
import { contacts, patientCount, patients, type PatientConsents } from '../../db/schema/index.js';
import { preparedStatement, type BoundStatement } from '../../db/prepared.js';
import {
  hasConditions,
  hasPattern,
  patientOrder,
  searchConditions,
  searchKey,
  searchShape,
  searchValues,
  type SearchShape,
} from './patient-search.js';

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
 * The statement of one page; exported so a test can EXPLAIN exactly what runs. The page's ids are
 * chosen on `patients` alone — walking the list's order, that is an index-only scan
 * (`patients_list_order` holds the folded name) — then its rows only are read with their
 * contacts. Built once per shape of scope, search, direction and strategy (db/prepared.ts).
 */
export function patientPageQuery(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  query: TPatientsQuery,
  strategy: PageStrategy,
): BoundStatement<PatientRow[]> {
  return pageStatement(db, patientScope(actor), query, strategy);
}

function pageStatement(
  db: Executor,
  scope: PatientScope,
  query: TPatientsQuery,
  { walkIndex }: PageStrategy,
): BoundStatement<PatientRow[]> {
  const search = searchShape(query.where);
  const direction = query.orderBy.lastName;
  const shape = `patients.page ${scope.shape} ${searchKey(search)} ${direction} ${walkIndex}`;
  const statement = preparedStatement(db, shape, planningOf(search), () => {
    const page = pageIds(db, scope, search, direction, walkIndex);
    return db
      .select({ ...patientColumns, contact: contactColumns })
      .from(page)
      .innerJoin(patients, eq(patients.id, page.pageId))
      .innerJoin(contacts, eq(contacts.id, patients.contactId))
      .orderBy(...rowOrder(page, direction));
  });
  return statement.bind(pageValues(scope, query));
}

/** A page with its count, where the order to read it in does not depend on the count. */
export interface CountedPatientRow extends PatientRow {
  counted: PatientCount;
}

/**
 * The page and the count in one statement, when the strategy does not depend on the count: a
 * referring doctor's own patients, and staff's list without a search (pageStrategy). Each row
 * carries the count; an empty page carries none, and the count is read on its own then.
 */
function countedPageStatement(
  db: Executor,
  scope: PatientScope,
  query: TPatientsQuery,
): BoundStatement<CountedPatientRow[]> | undefined {
  const search = searchShape(query.where);
  if (scope.everyPatient && hasConditions(search)) return undefined;
  const direction = query.orderBy.lastName;
  const shape = `patients.countedPage ${scope.shape} ${searchKey(search)} ${direction}`;
  const statement = preparedStatement(db, shape, planningOf(search), () => {
    const page = pageIds(db, scope, search, direction, true);
    const counted = countQuery(db, scope, search).as('counted');
    return db
      .select({
        ...patientColumns,
        contact: contactColumns,
        counted: { matching: counted.matching, all: counted.all },
      })
      .from(page)
      .innerJoin(patients, eq(patients.id, page.pageId))
      .innerJoin(contacts, eq(contacts.id, patients.contactId))
      .crossJoin(counted)
      .orderBy(...rowOrder(page, direction));
  });
  return statement.bind(pageValues(scope, query));
}

/** The statement of countedPageStatement for `actor`, if there is one (for the benchmark). */
export function patientCountedPageQuery(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  query: TPatientsQuery,
) {
  return countedPageStatement(db, patientScope(actor), query);
}

function pageValues(scope: PatientScope, query: TPatientsQuery) {
  return {
    ...scope.values,
    ...searchValues(query.where),
    take: query.pagination.take,
    skip: query.pagination.skip,
  };
}

const planningOf = (search: SearchShape) => (hasPattern(search) ? 'per-values' : 'reuse');

/**
 * The ids of a page, chosen on `patients` alone with the columns of its order; the statements
 * join the rows to them.
 */
function pageIds(
  db: Executor,
  scope: PatientScope,
  search: SearchShape,
  direction: TSortDirection,
  walkIndex: boolean,
) {
  return db
    .select({
      pageId: sql<number>`${patients.id}`.as('page_id'),
      sortLastName: patients.sortLastName,
      sortFirstName: patients.sortFirstName,
    })
    .from(patients)
    .where(and(scope.condition, ...searchConditions(search)))
    .orderBy(...patientOrder(patients, direction, walkIndex))
    .limit(sql.placeholder('take'))
    .offset(sql.placeholder('skip'))
    .as('page');
}

type PageIds = ReturnType<typeof pageIds>;

/** The order of the page's rows: the page's own, read again on the joined rows. */
function rowOrder(page: PageIds, direction: TSortDirection) {
  const columns = { sortLastName: page.sortLastName, sortFirstName: page.sortFirstName };
  return patientOrder({ ...columns, id: page.pageId }, direction, true);
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
): BoundStatement<PatientCount[]> {
  return countStatement(db, patientScope(actor), where);
}

function countStatement(
  db: Executor,
  scope: PatientScope,
  where: TPatientsWhere,
): BoundStatement<PatientCount[]> {
  const search = searchShape(where);
  const shape = `patients.count ${scope.shape} ${searchKey(search)}`;
  const statement = preparedStatement(db, shape, planningOf(search), () =>
    countQuery(db, scope, search),
  );
  return statement.bind({ ...scope.values, ...searchValues(where) });
}

function countQuery(db: Executor, scope: PatientScope, search: SearchShape) {
  const all = sql<number>`(select ${patientCount.total} from ${patientCount})`
    .mapWith(Number)
    .as('all');
  if (!hasConditions(search)) {
    if (scope.everyPatient) {
      return db
        .select({
          matching: sql<number>`${patientCount.total}`.mapWith(Number).as('matching'),
          all: sql<number>`${patientCount.total}`.mapWith(Number).as('all'),
        })
        .from(patientCount);
    }
    return db
      .select({ matching: count().as('matching'), all })
      .from(patients)
      .where(scope.condition);
  }
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(patients)
    .where(and(scope.condition, ...searchConditions(search)))
    .limit(PATIENT_COUNT_CAP + 1)
    .as('matches');
  return db.select({ matching: count().as('matching'), all }).from(matches);
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

/** A page's answer: its rows and what the count says about the rest. */
function pageOf(items: PatientRow[], counted: PatientCount, query: TPatientsQuery): PatientPage {
  return {
    items,
    total: Math.min(counted.matching, PATIENT_COUNT_CAP),
    totalCapped: counted.matching > PATIENT_COUNT_CAP,
    hasMore: query.pagination.skip + items.length < counted.matching,
  };
}

function withoutCount({ counted: _counted, ...row }: CountedPatientRow): PatientRow {
  return row;
}

/** The patients `actor` may see, read through `db` (the pool or a transaction). */
export function patientsOf(db: Executor, actor: Actor): PatientsAccess {
  const scope = patientScope(actor);
  return {
    everyPatient: scope.everyPatient,
    page: async (query) => {
      // One round trip where the order does not depend on the count; an empty page has none.
      const countedPage = countedPageStatement(db, scope, query);
      if (countedPage) {
        const rows = await countedPage.run();
        if (rows.length > 0) return pageOf(rows.map(withoutCount), rows[0]!.counted, query);
      }
      const [counted = { matching: 0, all: 0 }] = await countStatement(
        db,
        scope,
        query.where,
      ).run();
      if (counted.matching <= PATIENT_COUNT_CAP && query.pagination.skip >= counted.matching) {
        return pageOf([], counted, query);
      }
      const strategy = pageStrategy(counted, scope.everyPatient);
      return pageOf(await pageStatement(db, scope, query, strategy).run(), counted, query);
    },
    byId: async (id) => (await visiblePatientStatement(db, scope, id).run())[0],
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
